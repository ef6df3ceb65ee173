import { Registry, type AnyWidget } from '../shared/runtime/index.ts';
import { cartCounter } from './cart-counter/index.ts';
import { favourite } from './favourite/index.ts';
import { favouritesCounter } from './favourites-counter/index.ts';
import { favouritesPanel } from './favourites-panel/index.ts';
import { price } from './price/index.ts';

/** Every widget the bundle ships, by marker name. */
export const widgets = [favourite, favouritesCounter, favouritesPanel, cartCounter, price] as unknown as AnyWidget[];

export function createRegistry(): Registry {
  const registry = new Registry();
  for (const widget of widgets) registry.register(widget);
  return registry;
}
