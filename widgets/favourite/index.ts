import { defineWidget, productIdAttribute } from '../../shared/runtime/index.ts';
import { Favourite } from './Favourite.tsx';
import { wakeStaleMarkers } from './wakeStaleMarkers.ts';

export const favourite = defineWidget({
  name: 'favourite',
  attributes: {
    productId: productIdAttribute,
    sid: { attr: 'data-sid', kind: 'text', default: '' },
    active: { attr: 'data-active', kind: 'flag', default: false },
  },
  component: Favourite,
  // One per tile: mount on first hover, focus or tap, so a long listing costs nothing at boot.
  defaultMount: 'interaction',
  watch: wakeStaleMarkers,
});
