import { act } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { pageWiring } from '../../../shared/page/pageWiring.ts';
import { TAB_SNAPSHOT_KEY } from '../../../shared/store/tabSync.ts';
import { boot } from '../../../shared/runtime/index.ts';
import { createRegistry } from '../../../widgets/index.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({ ...(await original()), pageInit: vi.fn() }));

/** The details of the next shop:ready event, once it fires. */
function readyEvents(): unknown[] {
  const ready: unknown[] = [];
  document.addEventListener('shop:ready', (event) => ready.push((event as CustomEvent).detail), { once: true });
  return ready;
}

describe('boot', () => {
  afterEach(() => {
    delete window.ShopWidgets;
  });

  it('mounts the page, makes page init once, exposes ShopWidgets and refuses a second copy', async () => {
    let rootsWhenPageInitLeft: Record<string, number> | null = null;
    vi.mocked(api.pageInit).mockImplementation(async () => {
      rootsWhenPageInitLeft = window.ShopWidgets!.debug.roots();
      return { priceList: [], favouriteCount: 5, favouriteIds: ['1'], auth: false } as unknown as api.PageInitAnswer;
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.head.innerHTML = '<script type="application/json" id="shop-context">{"lang":"ua","contentId":"9","pageId":"home"}</script>';
    document.body.innerHTML = '<span data-widget="favourites-counter">0</span><span data-widget="cart-counter">1</span>';
    const ready = readyEvents();

    let first: ReturnType<typeof boot> = null;
    await act(async () => {
      first = boot({ registry: createRegistry(), page: pageWiring, version: '1.2.3', build: 'preact' });
      // The scan runs in a microtask of the script's own task (boot.ts says why).
      await Promise.resolve();
    });
    expect(window.ShopWidgets).toBe(first);
    expect(first!.store.pageContext.value).toMatchObject({ lang: 'ua', contentId: '9', root: '/ua/' });
    expect(ready).toEqual([{ version: '1.2.3', build: 'preact' }]);
    await act(async () => {
      await vi.waitFor(() => expect(document.querySelector('[data-widget="favourites-counter"]')!.textContent).toBe('5'));
    });
    expect(first!.debug.roots()).toEqual({ 'favourites-counter': 1, 'cart-counter': 1 });
    // The page wiring started the tab sync: the answer is what the other tabs of the store read.
    await vi.waitFor(() => expect(localStorage.getItem(TAB_SNAPSHOT_KEY)).not.toBeNull());
    expect(JSON.parse(localStorage.getItem(TAB_SNAPSHOT_KEY)!)).toMatchObject({ favouriteIds: ['1'], favouritesCount: 5, cartCount: null });
    // The page-init request left first: "ready" waits for it, and the scan ran while it was in flight.
    expect(rootsWhenPageInitLeft).toEqual({});

    const second = boot({ registry: createRegistry(), version: '2.0.0', build: 'react' });
    expect(second).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toBe(
      '[shop-widgets] the script is included twice: version 1.2.3 (preact) already runs, so this copy (2.0.0, react) does nothing',
    );
    expect(api.pageInit).toHaveBeenCalledTimes(1);
    expect(first!.debug.roots()).toEqual({ 'favourites-counter': 1, 'cart-counter': 1 });

    first!.unmount(document.body);
    expect(first!.debug.roots()).toEqual({});
    expect(document.querySelector('[data-widget="cart-counter"]')!.textContent).toBe('1');
  });

  it('scans in a microtask of the script task, not under its top-level code', async () => {
    document.head.innerHTML = '';
    document.body.innerHTML = '<span data-widget="cart-counter">3</span>';
    const ready = readyEvents();
    let started: ReturnType<typeof boot> = null;
    await act(async () => {
      started = boot({ registry: createRegistry(), version: '1.2.3', build: 'preact' });
      expect(ready).toEqual([]);
      expect(started!.debug.state(document.querySelector('[data-widget]')!)).toBeNull();
      await Promise.resolve();
      expect(ready).toEqual([{ version: '1.2.3', build: 'preact' }]);
      expect(started!.debug.state(document.querySelector('[data-widget]')!)).toBe('mounted');
    });
  });

  it('is only the runtime: without the page wiring it mounts markers and makes no call', async () => {
    vi.mocked(api.pageInit).mockClear();
    document.head.innerHTML = '';
    document.body.innerHTML = '<span data-widget="cart-counter">3</span>';
    let api_: ReturnType<typeof boot> = null;
    await act(() => {
      api_ = boot({ registry: createRegistry(), version: '1.2.3', build: 'preact' });
    });
    expect(api_!.debug.roots()).toEqual({ 'cart-counter': 1 });
    expect(api.pageInit).not.toHaveBeenCalled();
    api_!.unmount(document.body);
  });

  it('lets the page replace the error handler through ShopWidgets.handleError, and null restores the console', async () => {
    document.body.innerHTML = '';
    await act(() => {
      boot({ registry: createRegistry(), version: '1.2.3', build: 'preact' });
    });
    const seen: unknown[][] = [];
    const announced: unknown[] = [];
    document.addEventListener('shop:error', (event) => announced.push((event as CustomEvent).detail));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.ShopWidgets!.handleError = (error, message, detail) => seen.push([error, message, detail]);
    // A listener that throws is a failure like any other: it goes to the page's handler.
    const cause = new Error('boom');
    window.ShopWidgets!.on('shop:ready', () => {
      throw cause;
    });
    window.ShopWidgets!.emit('shop:ready', { version: 'x', build: 'preact' });
    expect(seen).toEqual([[cause, 'a listener of shop:ready threw', {}]]);
    expect(announced).toEqual([{ message: 'a listener of shop:ready threw' }]);
    expect(consoleError).not.toHaveBeenCalled();
    window.ShopWidgets!.handleError = null as never;
    window.ShopWidgets!.emit('shop:ready', { version: 'x', build: 'preact' });
    expect(seen).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledWith('[shop-widgets] a listener of shop:ready threw', cause);
    expect(typeof window.ShopWidgets!.handleError).toBe('function');
  });
});
