import { effect } from '@preact/signals-core';
import { favouriteState } from '../../shared/actions/favourites.ts';
import { afterNextPaint } from '../../shared/browser/afterNextPaint.ts';
import { markerOf, PRODUCT_ID_ATTR } from '../../shared/browser/markerAttributes.ts';
import { parseAttributes } from '../../shared/runtime/index.ts';
import { store } from '../../shared/store/index.ts';
import { favouriteAttributes } from './attributes.ts';

const FAVOURITE = markerOf('favourite');
const ALL_MARKERS = `${FAVOURITE}[${PRODUCT_ID_ATTR}]`;
/** Past this many changed products one pass over every marker is cheaper than one query each. */
const QUERY_EACH_UP_TO = 20;

/**
 * Favourite markers mount on first use, so until then they show the server's state. When the
 * store says otherwise (page init's favorite_arr, a toggle of the same product elsewhere on the
 * page) those markers are mounted to show the truth. Only the markers of products whose state
 * changed are looked at, so a toggle costs the same on a page of 20 tiles or 2000.
 *
 * They are mounted in the first idle moment after the next paint, not in the task that changed
 * the store: the frame that shows the shopper's own toggle must not wait for a hundred other tiles
 * of the same product (mostly off screen) to render, nor what comes right after it. Which markers
 * are stale is decided then, with the store as it is by that time, so a flip that was undone in
 * between (a failed toggle) mounts nothing.
 */
export function wakeStaleMarkers(mountNow: (elements: Iterable<Element>) => void): () => void {
  let lastIds: ReadonlySet<string> | null = null;
  let lastPending: ReadonlyMap<string, boolean | null> = new Map();
  /** Products to look at after the next paint; 'all' after the first list from the server. */
  let due: Set<string> | 'all' | null = null;
  let stopped = false;

  const mountStale = () => {
    const products = due;
    due = null;
    if (stopped || products === null) return;
    const stale: Element[] = [];
    for (const marker of markersOf(products)) {
      const read = parseAttributes(marker, favouriteAttributes);
      // A marker the runtime could not mount either: it says why when the shopper first uses it.
      if (!read.ok) continue;
      const { productId, active } = read.props;
      if (favouriteState(productId, active) !== active) stale.push(marker);
    }
    if (stale.length > 0) mountNow(stale);
  };

  const stopEffect = effect(() => {
    const ids = store.favouriteIds.value;
    const pending = store.favouritesPending.value;
    // The first list from the server can contradict any marker: look at all of them once.
    const changed = lastIds === null && ids !== null ? 'all' : changedProducts(lastIds, ids, lastPending, pending);
    lastIds = ids;
    lastPending = pending;
    if (changed !== 'all' && changed.size === 0) return;
    const first = due === null;
    if (changed === 'all' || due === 'all') due = 'all';
    else due = due === null ? changed : new Set([...due, ...changed]);
    if (first) afterNextPaint(mountStale, true);
  });
  return () => {
    stopped = true;
    stopEffect();
  };
}

function changedProducts(
  lastIds: ReadonlySet<string> | null,
  ids: ReadonlySet<string> | null,
  lastPending: ReadonlyMap<string, boolean | null>,
  pending: ReadonlyMap<string, boolean | null>,
): Set<string> {
  const changed = new Set<string>();
  if (lastIds !== ids) {
    for (const id of ids ?? []) if (!lastIds?.has(id)) changed.add(id);
    for (const id of lastIds ?? []) if (!ids?.has(id)) changed.add(id);
  }
  for (const [id, active] of pending) if (lastPending.get(id) !== active) changed.add(id);
  for (const id of lastPending.keys()) if (!pending.has(id)) changed.add(id);
  return changed;
}

function markersOf(products: ReadonlySet<string> | 'all'): Iterable<Element> {
  if (products === 'all' || products.size > QUERY_EACH_UP_TO) return document.querySelectorAll(ALL_MARKERS);
  const markers: Element[] = [];
  for (const id of products) {
    markers.push(...document.querySelectorAll(`${FAVOURITE}[${PRODUCT_ID_ATTR}="${id.replace(/["\\]/g, '\\$&')}"]`));
  }
  return markers;
}
