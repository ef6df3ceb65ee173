import { handleError } from '../log/handleError.ts';
import type { ShopEventMap, ShopEventName } from './types.ts';

export type ShopEventListener<K extends ShopEventName> = (detail: ShopEventMap[K], event: CustomEvent<ShopEventMap[K]>) => void;

/** Fires a typed `shop:*` event on document; legacy listeners see an ordinary CustomEvent. */
export function emit<K extends ShopEventName>(name: K, detail: ShopEventMap[K], target: EventTarget = document): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: false }));
}

/** Listens to a `shop:*` event; returns the function that stops listening. */
export function on<K extends ShopEventName>(name: K, listener: ShopEventListener<K>, target: EventTarget = document): () => void {
  const handle = (event: Event) => {
    const custom = event as CustomEvent<ShopEventMap[K]>;
    try {
      listener(custom.detail, custom);
    } catch (error) {
      // A faulty listener (ours or the page's) must not stop the others.
      handleError(error, `a listener of ${name} threw`);
    }
  };
  target.addEventListener(name, handle);
  return () => target.removeEventListener(name, handle);
}
