import { defineWidget } from '../../shared/runtime/index.ts';
import { QuickView } from './QuickView.tsx';

export const quickView = defineWidget({
  name: 'quick-view',
  attributes: {
    productId: { attr: 'data-product-id', kind: 'id', required: true, hint: 'the product id, e.g. data-product-id="1002"' },
    sid: { attr: 'data-sid', kind: 'text', default: '' },
  },
  component: QuickView,
  // One per tile: nothing to show until the shopper asks, so mount on first use (the tap is replayed).
  defaultMount: 'interaction',
});
