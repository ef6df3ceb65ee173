import { effect } from '@preact/signals-core';
import { favouriteState } from '../../shared/actions/favourites.ts';
import { store } from '../../shared/store/index.ts';

/**
 * Favourite markers mount on first use, so until then they show the server's state. When the
 * store says otherwise (page init's favorite_arr, a toggle of the same product elsewhere on the
 * page) those markers are mounted at once to show the truth. Usually a handful: the others wait.
 */
export function wakeStaleMarkers(mountNow: (elements: Iterable<Element>) => void): () => void {
  return effect(() => {
    const ids = store.favouriteIds.value;
    const pending = store.favouritesPending.value;
    if (ids === null && pending.size === 0) return;
    const stale: Element[] = [];
    for (const marker of document.querySelectorAll('[data-widget="favourite"][data-product-id]')) {
      const productId = (marker.getAttribute('data-product-id') ?? '').trim();
      const flag = marker.getAttribute('data-active')?.trim();
      const serverActive = flag === '1' || flag === 'true';
      if (favouriteState(productId, serverActive) !== serverActive) stale.push(marker);
    }
    if (stale.length > 0) mountNow(stale);
  });
}
