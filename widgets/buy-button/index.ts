import { markerOf } from '../../shared/browser/markerAttributes.ts';
import { defineWidget, PRODUCT_ID_ATTR, productIdAttribute } from '../../shared/runtime/index.ts';
import { BuyButton } from './BuyButton.tsx';
import { sizeSelectIn } from './readBuyForm.ts';

export const buyButton = defineWidget({
  name: 'buy-button',
  attributes: {
    productId: productIdAttribute,
    sid: { attr: 'data-sid', kind: 'text', default: '' },
    noSizes: { attr: 'data-no-sizes', kind: 'flag', default: false },
    sizeSource: { attr: 'data-size-source', kind: 'enum', values: ['sizes', 'select'] as const, default: 'sizes' as const },
    sizePrompt: { attr: 'data-size-prompt', kind: 'enum', values: ['message', 'hint'] as const, default: 'message' as const },
  },
  component: BuyButton,
  // One per tile on listings; mounted before the pointer gets there, so the first hover relabels it.
  defaultMount: 'visible',
  // A product with sizes needs a way to choose one: its size pickers on the page, or the form's select.
  validate: (element, { productId, noSizes, sizeSource }) => {
    if (noSizes || sizeSelectIn(element)) return null;
    if (sizeSource === 'select') return { attribute: 'data-size-source', message: '"select" needs a <select> of sizes inside the form' };
    const pickers = document.querySelectorAll(`${markerOf('size-picker')}[${PRODUCT_ID_ATTR}]`);
    if (Array.from(pickers).some((picker) => picker.getAttribute(PRODUCT_ID_ATTR)?.trim() === productId)) return null;
    return {
      attribute: null,
      message: `no way to choose a size: no size-picker marker with data-product-id="${productId}" on the page and no size <select> in the form (a product without sizes takes data-no-sizes="1")`,
    };
  },
});
