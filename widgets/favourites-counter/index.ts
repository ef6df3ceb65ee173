import { defineWidget } from '../../shared/runtime/index.ts';
import { FavouritesCounter } from './FavouritesCounter.tsx';

export const favouritesCounter = defineWidget({
  name: 'favourites-counter',
  attributes: {},
  component: FavouritesCounter,
  defaultMount: 'eager',
});
