// Issue 11, "Counters synced across tabs": every open tab of the store shows the favourites and the
// cart the server last confirmed in any of them. Only confirmed values travel: a toggle still in
// flight may yet be rolled back, and another tab must never show what this one only hopes for.
import { batch, effect } from '@preact/signals-core';
import { store } from './index.ts';
import { CART_PANEL } from './panels.ts';

/**
 * The shape of the snapshot below. A release that changes it counts this up: tabs of two releases
 * open side by side (a deploy, a rollback) then ignore each other's snapshots rather than misread them.
 */
export const TAB_SCHEMA = 1;

/** Ours, not the server's: the channel the tabs talk on, and the key the last snapshot stays under. */
export const TAB_CHANNEL = 'shop-widgets';
export const TAB_SNAPSHOT_KEY = `shopWidgets.tabSnapshot.v${TAB_SCHEMA}`;

/** A tab hidden this long may show what changed elsewhere meanwhile (another device, a lost answer). */
export const LONG_HIDDEN_MS = 60_000;

export interface TabSnapshot {
  /** TAB_SCHEMA of the sending release: anything else is ignored. */
  schema: number;
  /** null: the tab did not know (the server had not said); the receiver keeps its own. */
  favouriteIds: string[] | null;
  favouritesCount: number | null;
  cartCount: number | null;
  /** Date.now() of the change: the newer snapshot wins, whatever order they arrive in. */
  at: number;
}

// What arrives may come from another version of the bundle, or from anything else on the origin
// that wrote under the key. Safe integers only: past 2 ** 53 `at + 1` is `at` again, and a snapshot
// dated there would outrank every change to come.
const isCount = (value: unknown): value is number | null => value === null || (Number.isSafeInteger(value) && (value as number) >= 0);
const isIds = (value: unknown): value is string[] | null =>
  value === null || (Array.isArray(value) && value.every((id: unknown) => typeof id === 'string'));

/**
 * The snapshot kept in localStorage, parsed; null when there is none or reading throws: blocked
 * storage (Safari's private mode, cookies off) throws from the `localStorage` getter itself.
 */
function storedSnapshot(): unknown {
  try {
    return JSON.parse(localStorage.getItem(TAB_SNAPSHOT_KEY) || '');
  } catch {
    return null;
  }
}

/**
 * Sends every confirmed change of this tab to the others (BroadcastChannel where there is one, and
 * always the snapshot in localStorage, whose `storage` event reaches the other tabs where there is
 * not) and takes theirs in. A tab that slept (hidden, frozen, in the back/forward cache) reads the
 * stored snapshot when it is shown again. Started once per page; returns the function that stops
 * sending (for tests: what stays only takes other tabs' snapshots in).
 */
export function startTabSync(readServer: () => void): () => void {
  let channel: BroadcastChannel | undefined;
  // Closed while the page sleeps in the back/forward cache: Chromium evicts a cached page that a
  // message reaches, and the page's return would be a whole new load. Opened again on its return.
  const listen = () => {
    channel?.close();
    if (!window.BroadcastChannel) return;
    channel = new BroadcastChannel(TAB_CHANNEL);
    channel.onmessage = (event) => apply(event.data);
  };
  // The server rendered this page just now: a snapshot left by a tab closed earlier is older.
  let lastAt = Date.now();
  // Set while another tab's snapshot is written in (sending it back would echo for ever) and
  // during the effect's first run (nothing changed yet).
  let quiet = true;

  const apply = (data: unknown): void => {
    // Object(): null and other non-objects become objects without these fields, refused here.
    // eslint-disable-next-line no-restricted-properties -- the snapshot's `at`, not Array.prototype.at
    const { schema, favouriteIds, favouritesCount, cartCount, at }: Partial<Record<keyof TabSnapshot, unknown>> = Object(data);
    // isSafeInteger is no type guard: `at` is a number once it passed.
    if (schema !== TAB_SCHEMA || !(Number.isSafeInteger(at) && (at as number) > lastAt) || !isIds(favouriteIds) || !isCount(favouritesCount) || !isCount(cartCount)) {
      return;
    }
    lastAt = at as number;
    quiet = true;
    try {
      batch(() => {
        if (favouriteIds) store.favouriteIds.value = new Set(favouriteIds);
        if (favouritesCount !== null) {
          // The side list's html still lists what the other tab cleared; without it the panel
          // says the list is empty. Any other count keeps it: no call reloads that list.
          if (!favouritesCount) store.favouritesHtml.value = null;
          store.favouritesCount.value = favouritesCount;
        }
        if (cartCount !== null) {
          // Without html the cart panel shows its loader on the next open until the popup call
          // (made on every open) answers, rather than lines that are gone. An open panel keeps
          // what it shows: emptying it under the shopper would drop their focus.
          if (cartCount !== store.cartCount.peek() && store.openPanel.peek() !== CART_PANEL) store.cartHtml.value = null;
          store.cartCount.value = cartCount;
        }
      });
    } finally {
      quiet = false;
    }
  };
  const catchUp = () => apply(storedSnapshot());
  // Shown again after a while (from the back/forward cache, or a tab hidden for long): the other
  // tabs' newest snapshot if it is newer than what this page shows, else what the server holds.
  let hiddenAt = Date.now();
  // lastAt when the page was last hidden: a snapshot taken since (at once, or on an earlier event
  // of the same return) is newer than what the page showed then.
  let lastAtHidden = lastAt;
  const wake = (slept: boolean) => {
    catchUp();
    if (slept && lastAt === lastAtHidden) readServer();
  };
  // The stored value, not the event's: if another tab wrote again since, that one is newer still.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TAB_SNAPSHOT_KEY) catchUp();
  };

  const stopEffect = effect(() => {
    const ids = store.favouriteIds.value;
    const favouritesCount = store.favouritesCount.value;
    const cartCount = store.cartCount.value;
    if (quiet) return;
    // Later than anything this tab sent or took in (two changes in one millisecond, a snapshot
    // dated ahead), or the others would drop it.
    lastAt = Math.max(Date.now(), lastAt + 1);
    const snapshot: TabSnapshot = { schema: TAB_SCHEMA, favouriteIds: ids && [...ids], favouritesCount, cartCount, at: lastAt };
    // In a task of its own: the first localStorage access of a page waits for the browser to load
    // the origin's storage, which must not delay page init's answer reaching the widgets.
    setTimeout(() => {
      channel?.postMessage(snapshot);
      try {
        localStorage.setItem(TAB_SNAPSHOT_KEY, JSON.stringify(snapshot));
      } catch {
        // Blocked or full: the channel still reaches the tabs awake now; sleeping tabs, and browsers
        // without the channel, miss this one.
      }
    });
  });
  quiet = false;

  listen();
  addEventListener('pagehide', (event) => {
    lastAtHidden = lastAt;
    if (!event.persisted) return;
    channel?.close();
    channel = undefined;
  });
  addEventListener('storage', onStorage);
  // Catching up is harmless at any moment (only a newer snapshot is taken): becoming visible, and a
  // page shown again from the back/forward cache. Not the first `pageshow` of a load: the first
  // localStorage access of a page waits for the browser to load the origin's storage (≈7 ms of main
  // thread at 4× CPU in the bench, while page init is in flight), and a snapshot stored before this
  // tab started is refused anyway; one written since arrives by the channel or the storage event.
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden) wake(Date.now() - hiddenAt >= LONG_HIDDEN_MS);
    else {
      hiddenAt = Date.now();
      lastAtHidden = lastAt;
    }
  });
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    listen();
    wake(true);
  });
  return stopEffect;
}
