import { productIdAttribute, type AttributeSpec } from '../../shared/runtime/index.ts';

/** The favourite marker's attributes: read by the runtime to mount it, and by wakeStaleMarkers to tell a stale one. */
export const favouriteAttributes = {
  productId: productIdAttribute,
  sid: { attr: 'data-sid', kind: 'text', default: '' },
  active: { attr: 'data-active', kind: 'flag', default: false },
} as const satisfies Record<string, AttributeSpec>;
