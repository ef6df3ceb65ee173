import { defineWidget } from '../../shared/runtime/index.ts';
import { FavouritesPanel } from './FavouritesPanel.tsx';

export const favouritesPanel = defineWidget({
  name: 'favourites-panel',
  attributes: {},
  component: FavouritesPanel,
  defaultMount: 'eager',
  chunk: 'page',
});
