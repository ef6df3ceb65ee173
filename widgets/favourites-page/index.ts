import { defineWidget } from '../../shared/runtime/index.ts';
import { FavouritesPage } from './FavouritesPage.tsx';

export const favouritesPage = defineWidget({
  name: 'favourites-page',
  attributes: {},
  component: FavouritesPage,
  // Once per page, and its clear button must work at once.
  defaultMount: 'eager',
});
