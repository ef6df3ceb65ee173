import { defineWidget } from '../../shared/runtime/index.ts';
import { FavouritesPage } from './FavouritesPage.tsx';

export const favouritesPage = defineWidget({
  name: 'favourites-page',
  attributes: {},
  component: FavouritesPage,
  // Once per page, and its clear button must work at once.
  defaultMount: 'eager',
  chunk: 'favourites',
  validate: (element) =>
    element.querySelector(':scope > .grid')
      ? null
      : { attribute: null, message: 'no product grid: expected <div class="grid"> with the tiles as a direct child of the marker' },
});
