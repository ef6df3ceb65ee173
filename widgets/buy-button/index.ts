import { defineWidget } from '../../shared/runtime/index.ts';
import { BuyButton } from './BuyButton.tsx';

export const buyButton = defineWidget({
  name: 'buy-button',
  attributes: {
    productId: { attr: 'data-product-id', kind: 'id', required: true, hint: 'the product id, e.g. data-product-id="1002"' },
    sid: { attr: 'data-sid', kind: 'text', default: '' },
    noSizes: { attr: 'data-no-sizes', kind: 'flag', default: false },
    sizeSource: { attr: 'data-size-source', kind: 'enum', values: ['sizes', 'select'] as const, default: 'sizes' as const },
    sizePrompt: { attr: 'data-size-prompt', kind: 'enum', values: ['message', 'hint'] as const, default: 'message' as const },
  },
  component: BuyButton,
  // One per tile on listings; mounted before the pointer gets there, so the first hover relabels it.
  defaultMount: 'visible',
});
