import { Registry, type AnyWidget } from '../shared/runtime/index.ts';
import { buyButton } from './buy-button/index.ts';
import { cartCounter } from './cart-counter/index.ts';
import { cartRemove } from './cart-remove/index.ts';
import { favourite } from './favourite/index.ts';
import { favouritesCounter } from './favourites-counter/index.ts';
import { favouritesPage } from './favourites-page/index.ts';
import { favouritesPanel } from './favourites-panel/index.ts';
import { look } from './look/index.ts';
import { miniCart } from './mini-cart/index.ts';
import { price } from './price/index.ts';
import { quickView } from './quick-view/index.ts';
import { singleBasket } from './single-basket/index.ts';
import { sizePicker } from './size-picker/index.ts';

/** Every widget the bundle ships, by marker name. */
export const widgets = [favourite, favouritesCounter, favouritesPanel, favouritesPage, look, cartCounter, price, miniCart, cartRemove, singleBasket, quickView, sizePicker, buyButton] as unknown as AnyWidget[];

export function createRegistry(): Registry {
  const registry = new Registry();
  for (const widget of widgets) registry.register(widget);
  return registry;
}
