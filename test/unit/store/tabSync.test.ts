import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Api from '../../../shared/api/index.ts';
import { LONG_HIDDEN_MS, TAB_CHANNEL, TAB_SCHEMA, TAB_SNAPSHOT_KEY, type TabSnapshot } from '../../../shared/store/tabSync.ts';
import { deferred } from '../helpers/deferred.ts';
import { fakeStorage, restoreStorage, stubStorage } from '../helpers/storageStub.ts';

/** The page goes into the back/forward cache, as the browser says it with `pagehide`. */
const intoCache = () => window.dispatchEvent(Object.assign(new Event('pagehide'), { persisted: true }));
/** The page comes back from the back/forward cache. */
const backFromCache = () => window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
/** The `pageshow` of the page's own load: not a return. */
const loadsPageshow = () => window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({
  ...(await original()),
  pageInit: vi.fn(),
  toggleFavourite: vi.fn(),
}));
// The favourite toggle is a part its action imports when pressed (shared/actions/changeCalls.ts).
// Each tab below has its own modules (vi.resetModules), but an import() made later would get the
// newest tab's, and this mock is one for all tabs: a tab's toggle (openTab) first puts its own
// tab's part here. The tests toggle in one tab at a time.
const tabPart: { module?: unknown } = {};
vi.mock(import('../../../shared/actions/changeCalls.ts'), async (original) => ({
  ...(await original()),
  favouriteCalls: async () => tabPart.module as never,
}));

/**
 * BroadcastChannel as browsers deliver it: a copy of the message, in a later task, to every other
 * open channel of the name (never back to the one that posted). A tab that sleeps misses them.
 */
class FakeChannel {
  static open: FakeChannel[] = [];
  /** Every message posted on any channel, in order. */
  static posted: unknown[] = [];
  name: string;
  asleep = false;
  onmessage: ((event: { data: unknown }) => void) | null = null;

  constructor(name: string) {
    this.name = name;
    FakeChannel.open.push(this);
  }

  postMessage(data: unknown): void {
    FakeChannel.posted.push(structuredClone(data));
    for (const other of FakeChannel.open) {
      if (other === this || other.name !== this.name) continue;
      const copy = structuredClone(data);
      setTimeout(() => {
        if (!other.asleep && FakeChannel.open.includes(other)) other.onmessage?.({ data: copy });
      }, 0);
    }
  }

  close(): void {
    FakeChannel.open = FakeChannel.open.filter((channel) => channel !== this);
  }
}

const stops: (() => void)[] = [];

/**
 * One tab of the store: its own copy of every module (store, actions, api stubs), sharing the
 * window and its localStorage with the other tabs, as tabs of one origin share a browser profile.
 */
async function openTab(readServer?: () => void) {
  vi.resetModules();
  const { store } = await import('../../../shared/store/index.ts');
  const { startTabSync } = await import('../../../shared/store/tabSync.ts');
  const api = await import('../../../shared/api/index.ts');
  const { favouriteState, toggleFavourite } = await import('../../../shared/actions/favourites.ts');
  const { runPageInit } = await import('../../../shared/actions/pageInit.ts');
  const part = await import('../../../shared/actions/favouriteToggle.ts');
  const toggleInThisTab: typeof toggleFavourite = (...args) => {
    tabPart.module = part;
    return toggleFavourite(...args);
  };
  const channelsBefore = FakeChannel.open.length;
  stops.push(startTabSync(readServer ?? (() => {})));
  const channel = FakeChannel.open.length > channelsBefore ? FakeChannel.open[FakeChannel.open.length - 1]! : null;
  return { store, api: vi.mocked(api), favouriteState, toggleFavourite: toggleInThisTab, runPageInit, channel };
}

/** Lets the channel deliver (a task), and anything sent in answer be delivered too. */
async function settle(): Promise<void> {
  for (let i = 0; i < 4; i += 1) await nextTask();
}

/** A tab sends its snapshot in a task of its own (the first storage access must not hold page init up). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Time passes between what a shopper does in one tab and the next thing. */
function later(ms = 1000): void {
  vi.setSystemTime(Date.now() + ms);
}

const ids = (set: ReadonlySet<string> | null) => (set ? [...set] : null);
const stored = (): unknown => JSON.parse(localStorage.getItem(TAB_SNAPSHOT_KEY) ?? 'null');
const snapshot = (fields: Partial<TabSnapshot>): TabSnapshot => ({ schema: TAB_SCHEMA, favouriteIds: null, favouritesCount: null, cartCount: null, at: Date.now(), ...fields });

/** What another tab (or another version of the bundle) would post. */
function postFromElsewhere(data: unknown): void {
  const stranger = new FakeChannel(TAB_CHANNEL);
  stranger.postMessage(data);
  stranger.close();
}

function showPage(): void {
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

const originalStorage = Object.getOwnPropertyDescriptor(window, 'localStorage');

describe('counters synced across tabs', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-03-01T10:00:00Z') });
    FakeChannel.open = [];
    FakeChannel.posted = [];
    vi.stubGlobal('BroadcastChannel', FakeChannel);
    localStorage.clear();
  });
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    restoreStorage('localStorage', originalStorage);
    vi.useRealTimers();
  });

  it('sends a confirmed change to the other tab, once, on the channel and in localStorage', async () => {
    const a = await openTab();
    const b = await openTab();
    expect(a.channel).not.toBeNull();
    later();
    a.store.favouriteIds.value = new Set(['101', '7']);
    a.store.favouritesCount.value = 2;
    a.store.cartCount.value = 3;
    await nextTask();
    // Three writes, three snapshots: each a state the server confirmed.
    expect(FakeChannel.posted).toHaveLength(3);
    const sent = { schema: TAB_SCHEMA, favouriteIds: ['101', '7'], favouritesCount: 2, cartCount: 3, at: Date.now() + 2 };
    expect(FakeChannel.posted[2]).toEqual(sent);
    expect(stored()).toEqual(sent);

    await settle();
    expect(ids(b.store.favouriteIds.value)).toEqual(['101', '7']);
    expect(b.store.favouritesCount.value).toBe(2);
    expect(b.store.cartCount.value).toBe(3);
    // The favourite buttons follow: a product the page printed as favourite is not one any more.
    expect(b.favouriteState('101', false)).toBe(true);
    expect(b.favouriteState('5', true)).toBe(false);
    // Taking them in sent nothing back: no echo, no loop.
    expect(FakeChannel.posted).toHaveLength(3);
    expect(a.store.cartCount.value).toBe(3);

    later();
    b.store.cartCount.value = 4;
    await settle();
    expect(a.store.cartCount.value).toBe(4);
    expect(ids(a.store.favouriteIds.value)).toEqual(['101', '7']);
    expect(FakeChannel.posted).toHaveLength(4);
  });

  it('sends nothing when it starts, and one batch of changes as one snapshot (the page-init answer)', async () => {
    const a = await openTab();
    const b = await openTab();
    expect(FakeChannel.posted).toEqual([]);
    expect(localStorage.getItem(TAB_SNAPSHOT_KEY)).toBeNull();

    a.api.pageInit.mockResolvedValue({ priceList: [], favouriteIds: ['5'], favouriteCount: 1, basketProduct: '<li class="cart-line" data-basketid="9">x</li>', auth: false } as unknown as Api.PageInitAnswer);
    later();
    await a.runPageInit(['5']);
    await nextTask();
    expect(FakeChannel.posted).toEqual([{ schema: TAB_SCHEMA, favouriteIds: ['5'], favouritesCount: 1, cartCount: 1, at: Date.now() }]);
    await settle();
    expect(ids(b.store.favouriteIds.value)).toEqual(['5']);
    expect(b.store.favouritesCount.value).toBe(1);
    expect(b.store.cartCount.value).toBe(1);
    // What the page init gave besides (prices, auth) stays the other tab's own business.
    expect(b.store.auth.value).toBeNull();
  });

  it('never sends a favourite in flight: only what the server answered', async () => {
    const a = await openTab();
    const b = await openTab();
    a.store.favouriteIds.value = new Set(['101']);
    a.store.favouritesCount.value = 1;
    await settle();
    expect(ids(b.store.favouriteIds.value)).toEqual(['101']);
    FakeChannel.posted = [];
    const storedBefore = localStorage.getItem(TAB_SNAPSHOT_KEY);

    const call = deferred<Api.FavouritesAnswer>();
    a.api.toggleFavourite.mockReturnValue(call.promise);
    later();
    const done = a.toggleFavourite('101', '7');
    // Flipped off at once in this tab…
    expect(a.store.favouritesPending.value.get('101')).toBe(false);
    await vi.waitFor(() => expect(a.api.toggleFavourite).toHaveBeenCalledTimes(1));
    await settle();
    // …but the other tab hears nothing until the server agreed.
    expect(FakeChannel.posted).toEqual([]);
    expect(localStorage.getItem(TAB_SNAPSHOT_KEY)).toBe(storedBefore);
    expect(ids(b.store.favouriteIds.value)).toEqual(['101']);

    call.resolve({ idArray: ['8'], count: 1, html: '<li>8</li>', isManager: false } as Api.FavouritesAnswer);
    await done;
    await settle();
    expect(FakeChannel.posted).toEqual([{ schema: TAB_SCHEMA, favouriteIds: ['8'], favouritesCount: 1, cartCount: null, at: Date.now() }]);
    expect(ids(b.store.favouriteIds.value)).toEqual(['8']);
    expect(b.store.favouritesPending.value.size).toBe(0);
    expect(b.store.favouritesHtml.value).toBeNull();
  });

  it('sends nothing for a toggle the server refused (the flip is rolled back)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const a = await openTab();
    const b = await openTab();
    a.api.toggleFavourite.mockRejectedValue(new a.api.ApiError('http', '/ajax/to/favorite/', { status: 500 }));
    later();
    await a.toggleFavourite('101', '7');
    await settle();
    expect(a.store.favouritesPending.value.size).toBe(0);
    expect(FakeChannel.posted).toEqual([]);
    expect(b.store.favouriteIds.value).toBeNull();
  });

  it('ignores an older snapshot and its own echo', async () => {
    const a = await openTab();
    later();
    a.store.favouritesCount.value = 0;
    const own = FakeChannel.posted[0];
    // Not shared, so a snapshot taken in would show here: a count of 0 from elsewhere drops the list's html.
    a.store.favouritesHtml.value = '<p>Пусто</p>';
    a.channel!.onmessage!({ data: own });
    expect(a.store.favouritesHtml.value).toBe('<p>Пусто</p>');

    postFromElsewhere(snapshot({ favouritesCount: 4, cartCount: 9, at: Date.now() - 1 }));
    await settle();
    expect(a.store.favouritesCount.value).toBe(0);
    expect(a.store.cartCount.value).toBeNull();
    expect(FakeChannel.posted).toHaveLength(2);

    later();
    postFromElsewhere(snapshot({ favouritesCount: 4, cartCount: 9 }));
    await settle();
    expect(a.store.favouritesCount.value).toBe(4);
    expect(a.store.cartCount.value).toBe(9);
  });

  it('leaves what a snapshot does not know (null) as this tab has it', async () => {
    const b = await openTab();
    b.store.favouriteIds.value = new Set(['3']);
    b.store.favouritesCount.value = 1;
    b.store.cartCount.value = 2;
    later();
    postFromElsewhere(snapshot({ cartCount: 5 }));
    await settle();
    expect(ids(b.store.favouriteIds.value)).toEqual(['3']);
    expect(b.store.favouritesCount.value).toBe(1);
    expect(b.store.cartCount.value).toBe(5);
  });

  it('goes through the storage event where there is no BroadcastChannel (Safari before 15.4)', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const a = await openTab();
    const b = await openTab();
    expect(a.channel).toBeNull();
    later();
    a.store.cartCount.value = 2;
    a.store.favouriteIds.value = new Set(['11']);
    await nextTask();
    expect(stored()).toEqual({ schema: TAB_SCHEMA, favouriteIds: ['11'], favouritesCount: null, cartCount: 2, at: Date.now() + 1 });
    expect(b.store.cartCount.value).toBeNull();

    // Another key changing says nothing about ours.
    window.dispatchEvent(new StorageEvent('storage', { key: 'somethingElse', newValue: '1' }));
    expect(b.store.cartCount.value).toBeNull();
    // The browser fires it in every other tab of the origin; here the writer gets it too, and drops it.
    window.dispatchEvent(new StorageEvent('storage', { key: TAB_SNAPSHOT_KEY, newValue: localStorage.getItem(TAB_SNAPSHOT_KEY) }));
    expect(b.store.cartCount.value).toBe(2);
    expect(ids(b.store.favouriteIds.value)).toEqual(['11']);
    expect(a.store.cartCount.value).toBe(2);
    expect(FakeChannel.posted).toEqual([]);
  });

  it('catches up when a sleeping tab is shown again, or comes back from the back/forward cache', async () => {
    const a = await openTab();
    const b = await openTab();
    b.channel!.asleep = true;
    later();
    a.store.cartCount.value = 6;
    await settle();
    expect(b.store.cartCount.value).toBeNull();
    showPage();
    expect(b.store.cartCount.value).toBe(6);

    later();
    a.store.favouritesCount.value = 2;
    await settle();
    expect(b.store.favouritesCount.value).toBeNull();
    backFromCache();
    expect(b.store.favouritesCount.value).toBe(2);
    // Catching up wrote in, it sent nothing.
    expect(FakeChannel.posted).toHaveLength(2);
  });

  it('back from the back/forward cache with nothing newer stored, it asks the server; with a newer snapshot, it takes that; its channel is closed meanwhile', async () => {
    const readServer = vi.fn();
    const b = await openTab(readServer);
    later();
    backFromCache();
    expect(readServer).toHaveBeenCalledTimes(1);
    const a = await openTab();
    // Into the cache (the tabs of these tests share one window: both close their channel).
    intoCache();
    expect(FakeChannel.open).toEqual([]);
    later();
    a.store.cartCount.value = 3;
    await settle();
    expect(b.store.cartCount.value).toBeNull();
    backFromCache();
    expect(b.store.cartCount.value).toBe(3);
    expect(readServer).toHaveBeenCalledTimes(1);
    // The load's own pageshow is not a return.
    loadsPageshow();
    expect(readServer).toHaveBeenCalledTimes(1);
  });

  it(`shown again after ${LONG_HIDDEN_MS / 1000} s hidden or more, it asks the server; after less, it only catches up`, async () => {
    const readServer = vi.fn();
    await openTab(readServer);
    const hide = (hidden: boolean) => {
      Object.defineProperty(document, 'hidden', { value: hidden, configurable: true });
      showPage();
    };
    try {
      hide(true);
      later(LONG_HIDDEN_MS - 1000);
      hide(false);
      expect(readServer).not.toHaveBeenCalled();
      hide(true);
      later(LONG_HIDDEN_MS);
      hide(false);
      expect(readServer).toHaveBeenCalledTimes(1);
    } finally {
      delete (document as { hidden?: boolean }).hidden;
    }
  });

  it('keeps the server-rendered page over a snapshot stored before the tab opened', async () => {
    localStorage.setItem(TAB_SNAPSHOT_KEY, JSON.stringify(snapshot({ favouritesCount: 12, cartCount: 8 })));
    later();
    const b = await openTab();
    showPage();
    backFromCache();
    expect(b.store.favouritesCount.value).toBeNull();
    expect(b.store.cartCount.value).toBeNull();
  });

  it("does not touch storage on the load's own pageshow (its first access holds the main thread up)", async () => {
    const b = await openTab();
    later();
    // Written without a channel message or storage event reaching b: only a catch-up would read it.
    const storage = fakeStorage({});
    storage.setItem(TAB_SNAPSHOT_KEY, JSON.stringify(snapshot({ cartCount: 4 })));
    let accesses = 0;
    stubStorage('localStorage', {
      get: () => {
        accesses += 1;
        return storage;
      },
    });
    loadsPageshow();
    expect(accesses).toBe(0);
    expect(b.store.cartCount.value).toBeNull();
    // Back from the back/forward cache it is read (by every tab these tests left listening).
    backFromCache();
    expect(accesses).toBeGreaterThan(0);
    expect(b.store.cartCount.value).toBe(4);
  });

  it('ignores junk in storage and on the channel without throwing, and still syncs after it', async () => {
    const b = await openTab();
    later();
    const at = Date.now();
    const junk: unknown[] = [
      null,
      42,
      'text',
      [],
      {},
      { schema: TAB_SCHEMA, favouriteIds: [101], favouritesCount: 1, cartCount: 1, at },
      { schema: TAB_SCHEMA, favouriteIds: '101', favouritesCount: 1, cartCount: 1, at },
      { schema: TAB_SCHEMA, favouriteIds: null, favouritesCount: -1, cartCount: 1, at },
      { schema: TAB_SCHEMA, favouriteIds: null, favouritesCount: 1.5, cartCount: 1, at },
      { schema: TAB_SCHEMA, favouriteIds: null, favouritesCount: 1, cartCount: '3', at },
      { schema: TAB_SCHEMA, favouriteIds: null, favouritesCount: 1, at },
      { schema: TAB_SCHEMA, favouriteIds: null, favouritesCount: 1, cartCount: 1, at: String(at) },
      { schema: TAB_SCHEMA, favouriteIds: null, favouritesCount: 1, cartCount: 1, at: null },
      { schema: TAB_SCHEMA, favouriteIds: null, favouritesCount: 1, cartCount: 1, at: 1e300 },
    ];
    // What only a message can carry (JSON has no NaN, Infinity or Set).
    const unclonable: unknown[] = [
      { schema: TAB_SCHEMA, favouriteIds: null, favouritesCount: 1, cartCount: 1, at: Number.NaN },
      { schema: TAB_SCHEMA, favouriteIds: null, favouritesCount: Infinity, cartCount: 1, at },
      { schema: TAB_SCHEMA, favouriteIds: new Set(['1']), favouritesCount: 1, cartCount: 1, at },
    ];
    for (const data of [...junk, ...unclonable]) postFromElsewhere(data);
    await settle();
    // Nothing was taken in, so nothing was sent in answer.
    expect(FakeChannel.posted).toHaveLength(junk.length + unclonable.length);
    for (const text of ['not json', '{"at":', 'null', '"x"', ...junk.map((data) => JSON.stringify(data) ?? '')]) {
      localStorage.setItem(TAB_SNAPSHOT_KEY, text);
      expect(() => showPage()).not.toThrow();
      expect(() => window.dispatchEvent(new StorageEvent('storage', { key: TAB_SNAPSHOT_KEY, newValue: text }))).not.toThrow();
    }
    expect(b.store.favouritesCount.value).toBeNull();
    expect(b.store.cartCount.value).toBeNull();
    expect(b.store.favouriteIds.value).toBeNull();

    // An extra field (a newer bundle's) is no reason to refuse what it does say.
    later();
    postFromElsewhere({ ...snapshot({ favouriteIds: ['1'], favouritesCount: 1, cartCount: 0 }), version: 2 });
    await settle();
    expect(ids(b.store.favouriteIds.value)).toEqual(['1']);
    expect(b.store.favouritesCount.value).toBe(1);
    expect(b.store.cartCount.value).toBe(0);
  });

  it("ignores another release's snapshots (another schema, or none) and the key of an older schema", async () => {
    const b = await openTab();
    later();
    // A newer release that changed the shape, and one from before the schema existed.
    postFromElsewhere({ ...snapshot({ favouriteIds: ['1'], favouritesCount: 1, cartCount: 5 }), schema: TAB_SCHEMA + 1 });
    const unversioned: Partial<TabSnapshot> = snapshot({ favouriteIds: ['1'], favouritesCount: 1, cartCount: 5 });
    delete unversioned.schema;
    postFromElsewhere(unversioned);
    localStorage.setItem('shopWidgets.tabSnapshot', JSON.stringify(unversioned));
    window.dispatchEvent(new StorageEvent('storage', { key: 'shopWidgets.tabSnapshot', newValue: JSON.stringify(unversioned) }));
    showPage();
    await settle();
    expect(b.store.cartCount.value).toBeNull();
    expect(b.store.favouriteIds.value).toBeNull();
    expect(TAB_SNAPSHOT_KEY).toBe(`shopWidgets.tabSnapshot.v${TAB_SCHEMA}`);
    // Its own release's snapshot still counts.
    postFromElsewhere(snapshot({ cartCount: 5 }));
    await settle();
    expect(b.store.cartCount.value).toBe(5);
  });

  it('syncs through the channel when the localStorage getter throws (blocked storage)', async () => {
    stubStorage('localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    const a = await openTab();
    const b = await openTab();
    later();
    expect(() => {
      a.store.cartCount.value = 1;
    }).not.toThrow();
    await settle();
    expect(b.store.cartCount.value).toBe(1);
    expect(() => showPage()).not.toThrow();
    expect(b.store.cartCount.value).toBe(1);
    expect(FakeChannel.posted).toHaveLength(1);
  });

  it('syncs through the channel when localStorage refuses the write (full)', async () => {
    stubStorage('localStorage', {
      value: fakeStorage({
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      }),
    });
    const a = await openTab();
    const b = await openTab();
    later();
    a.store.favouritesCount.value = 3;
    await settle();
    expect(b.store.favouritesCount.value).toBe(3);
  });

  describe('the panels of the tab that takes a change in', () => {
    const cartHtml = '<ul><li class="cart-line" data-basketid="1">Кеды</li></ul>';

    it('drops the cart html when the count changed, so the next open shows the loader, then the popup answer', async () => {
      const b = await openTab();
      b.store.cartHtml.value = cartHtml;
      b.store.cartCount.value = 1;
      later();
      postFromElsewhere(snapshot({ cartCount: 2 }));
      await settle();
      expect(b.store.cartCount.value).toBe(2);
      expect(b.store.cartHtml.value).toBeNull();
    });

    it('keeps the cart html when the count did not change (a favourite changed over there)', async () => {
      const b = await openTab();
      b.store.cartHtml.value = cartHtml;
      b.store.cartCount.value = 1;
      later();
      postFromElsewhere(snapshot({ favouriteIds: ['4'], favouritesCount: 1, cartCount: 1 }));
      await settle();
      expect(b.store.cartHtml.value).toBe(cartHtml);
      expect(ids(b.store.favouriteIds.value)).toEqual(['4']);
    });

    it('leaves an open cart panel as it is (its next opening loads the popup again)', async () => {
      const b = await openTab();
      b.store.cartHtml.value = cartHtml;
      b.store.cartCount.value = 1;
      b.store.openPanel.value = 'cart';
      later();
      postFromElsewhere(snapshot({ cartCount: 0 }));
      await settle();
      expect(b.store.cartCount.value).toBe(0);
      expect(b.store.cartHtml.value).toBe(cartHtml);
      expect(b.store.openPanel.value).toBe('cart');
    });

    it('drops the favourites list html when the other tab emptied the favourites, and keeps it otherwise', async () => {
      const b = await openTab();
      b.store.favouritesHtml.value = '<ul><li>Кеды</li></ul>';
      b.store.favouritesCount.value = 1;
      later();
      postFromElsewhere(snapshot({ favouriteIds: ['1', '2'], favouritesCount: 2 }));
      await settle();
      expect(b.store.favouritesHtml.value).toBe('<ul><li>Кеды</li></ul>');
      later();
      postFromElsewhere(snapshot({ favouriteIds: [], favouritesCount: 0 }));
      await settle();
      expect(b.store.favouritesCount.value).toBe(0);
      expect(ids(b.store.favouriteIds.value)).toEqual([]);
      expect(b.store.favouritesHtml.value).toBeNull();
    });
  });
});
