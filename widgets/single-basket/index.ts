import { defineWidget } from '../../shared/runtime/index.ts';
import { SingleBasket } from './SingleBasket.tsx';

export const singleBasket = defineWidget({
  name: 'single-basket',
  attributes: {},
  component: SingleBasket,
  // Once per page; the panel must open the moment an add answers with recommendations.
  defaultMount: 'eager',
});
