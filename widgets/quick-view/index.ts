import { defineWidget, productIdAttribute } from '../../shared/runtime/index.ts';
import { QuickView } from './QuickView.tsx';

export const quickView = defineWidget({
  name: 'quick-view',
  attributes: {
    productId: productIdAttribute,
    sid: { attr: 'data-sid', kind: 'text', default: '' },
    // The call's no_more_about_product and oflline fields (docs/api.md, quickView), empty unless
    // the marker says 1.
    noMoreAboutProduct: { attr: 'data-no-more-about-product', kind: 'flag', default: false },
    offline: { attr: 'data-offline', kind: 'flag', default: false },
  },
  component: QuickView,
  // One per tile: nothing to show until the shopper asks, so mount on first use (the tap is replayed).
  defaultMount: 'interaction',
  chunk: 'quick-view',
});
