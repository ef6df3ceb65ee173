import { defineWidget } from '../../shared/runtime/index.ts';
import { favouriteAttributes } from './attributes.ts';
import { Favourite } from './Favourite.tsx';
import { wakeStaleMarkers } from './wakeStaleMarkers.ts';

export const favourite = defineWidget({
  name: 'favourite',
  attributes: favouriteAttributes,
  component: Favourite,
  // One per tile: mount on first hover, focus or tap, so a long listing costs nothing at boot.
  defaultMount: 'interaction',
  watch: wakeStaleMarkers,
});
