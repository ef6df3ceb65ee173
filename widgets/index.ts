import { Registry, type AnyWidget } from '../shared/runtime/index.ts';
import cart from './chunks/cart.ts';
import chrome from './chunks/chrome.ts';
import discovery from './chunks/discovery.ts';
import favourites from './chunks/favourites.ts';
import forms from './chunks/forms.ts';
import look from './chunks/look.ts';
import quickView from './chunks/quick-view.ts';
import { entryWidgets } from './entryWidgets.ts';

/**
 * Every widget the bundle ships, defined at once: what unit tests mount. The shipped entry
 * (entry.ts) registers `entryWidgets` and knows the others by `lazyWidgets` until their chunk runs.
 */
export const widgets: AnyWidget[] = [...entryWidgets, ...cart, ...favourites, ...look, ...quickView, ...forms, ...discovery, ...chrome];

export function createRegistry(): Registry {
  const registry = new Registry();
  for (const widget of widgets) registry.register(widget);
  return registry;
}
