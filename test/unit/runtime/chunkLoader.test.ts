import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoader, fileName, type ChunkLoaderOptions } from '../../../shared/runtime/chunkLoader.ts';
import type { AnyWidget } from '../../../shared/runtime/index.ts';

// SRI hashes as the build writes them (SHA-256, base64): a file's name carries the first 8
// characters, with base64url's - and _ for + and /.
const CART = 'sha256-Ca+t/123mZFMuemzWIPOhSzAuNyo7IKz6GQFy/97=';
const LOOK = 'sha256-LOOK0001mZFMuemzWIPOhSzAuNyo7IKz6GQFy/97=';
const COMMON = 'sha256-COMMON01mZFMuemzWIPOhSzAuNyo7IKz6GQFy/97=';
const QUICK_VIEW = 'sha256-QUICKV01mZFMuemzWIPOhSzAuNyo7IKz6GQFy/97=';
const PAGE = 'sha256-PAGE0001mZFMuemzWIPOhSzAuNyo7IKz6GQFy/97=';
const files = {
  cart: { integrity: CART },
  look: { integrity: LOOK },
};
const miniCart = { name: 'mini-cart' } as AnyWidget;

function setup(overrides: Partial<ChunkLoaderOptions> = {}) {
  const inserted: HTMLScriptElement[] = [];
  const define = vi.fn();
  const loader = new ChunkLoader({
    files,
    prefix: 'shop-widgets-9.9.9',
    entryUrl: `${location.origin}/static/v9/shop-widgets-9.9.9.Entry001.min.js`,
    timeoutMs: 10_000,
    define,
    widgetsOf: (chunk) => (chunk === 'cart' ? ['mini-cart', 'cart-remove'] : ['look']),
    insert: (script) => inserted.push(script),
    ...overrides,
  });
  return { loader, inserted, define };
}

/** What the chunk file does when it runs, then the browser's load event. */
function run(loader: ChunkLoader, script: HTMLScriptElement, chunk: string, widgets: AnyWidget[]) {
  loader.defined(chunk, widgets);
  script.dispatchEvent(new Event('load'));
}

describe('chunk loader', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The preloads of chunks that need others (the loader puts them in the head).
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('inserts one script beside the entry with its integrity hash, once for every caller', async () => {
    const { loader, inserted, define } = setup();
    const first = loader.load('cart', { retry: false });
    const second = loader.load('cart', { retry: true });
    expect(inserted).toHaveLength(1);
    const [script] = inserted;
    expect(script!.src).toBe(`${location.origin}/static/v9/shop-widgets-9.9.9.cart.Ca-t_123.min.js`);
    expect(script!.integrity).toBe(CART);
    expect(script!.crossOrigin).toBe('anonymous');
    run(loader, script!, 'cart', [miniCart]);
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    expect(define).toHaveBeenCalledWith([miniCart]);
    expect(loader.isLoaded('cart')).toBe(true);
    await loader.load('cart', { retry: false });
    expect(inserted).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
  });

  it('prefetches when the browser is idle, not before, and only once', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const { loader, inserted } = setup();
    loader.prefetch('look');
    loader.prefetch('look');
    expect(inserted).toHaveLength(0);
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(inserted).toHaveLength(1);
    expect(inserted[0]!.src).toMatch(/look\.LOOK0001\.min\.js$/);
    vi.unstubAllGlobals();
  });

  it('a failed file is reported once, naming the widgets and the file; only a retry loads it again', async () => {
    const { loader, inserted } = setup();
    const first = loader.load('cart', { retry: false });
    inserted[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toBe(
      '[shop-widgets] widget "mini-cart", "cart-remove": shop-widgets-9.9.9.cart.Ca-t_123.min.js: the file did not load (missing, offline, or its integrity hash does not match); the server HTML stays, and the next interaction tries again',
    );
    expect(inserted[0]!.isConnected).toBe(false);

    // A marker scrolling into view does not knock again…
    await expect(loader.load('cart', { retry: false })).rejects.toThrow();
    expect(inserted).toHaveLength(1);
    expect(errors).toHaveBeenCalledTimes(1);
    // …the shopper's next interaction does, and this time it works.
    const retried = loader.load('cart', { retry: true });
    expect(inserted).toHaveLength(2);
    expect(inserted[1]!.src).toBe(`${location.origin}/static/v9/shop-widgets-9.9.9.cart.Ca-t_123.min.js?attempt=2`);
    expect(inserted[1]!.integrity).toBe(CART);
    run(loader, inserted[1]!, 'cart', [miniCart]);
    await expect(retried).resolves.toBeUndefined();
  });

  it('a file that does not answer in time counts as failed; if it runs later it is still used', async () => {
    const { loader, inserted, define } = setup();
    const load = loader.load('look', { retry: false });
    vi.advanceTimersByTime(9_999);
    expect(errors).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await expect(load).rejects.toThrow('no answer in 10 s');
    expect(String(errors.mock.calls[0]![0])).toContain('shop-widgets-9.9.9.look.LOOK0001.min.js: no answer in 10 s');
    loader.defined('look', [{ name: 'look' } as AnyWidget]);
    expect(define).toHaveBeenCalledTimes(1);
    expect(loader.isLoaded('look')).toBe(true);
    await expect(loader.load('look', { retry: false })).resolves.toBeUndefined();
    expect(inserted).toHaveLength(1);
  });

  it('a file that ran without defining its widgets is a failure', async () => {
    const { loader, inserted } = setup();
    const load = loader.load('look', { retry: false });
    inserted[0]!.dispatchEvent(new Event('load'));
    await expect(load).rejects.toThrow('the file ran but defined no widgets');
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it("names a file by its chunk and the first 8 characters of its hash, in base64url", () => {
    expect(fileName('shop-widgets-react-1.2.3', 'quick-view', 'sha256-+/ab+/cdXYZ=')).toBe('shop-widgets-react-1.2.3.quick-view.-_ab-_cd.min.js');
  });

  it("loads from the entry's own origin and folder when the entry comes from a CDN or a path prefix", async () => {
    const cdn = setup({ entryUrl: 'https://cdn.example.net/shop-widgets/2026-11/shop-widgets-9.9.9.Entry001.min.js?v=1#x' });
    const load = cdn.loader.load('cart', { retry: false });
    expect(cdn.inserted[0]!.src).toBe('https://cdn.example.net/shop-widgets/2026-11/shop-widgets-9.9.9.cart.Ca-t_123.min.js');
    expect(cdn.inserted[0]!.crossOrigin).toBe('anonymous');
    expect(cdn.inserted[0]!.integrity).toBe(CART);
    run(cdn.loader, cdn.inserted[0]!, 'cart', [miniCart]);
    await expect(load).resolves.toBeUndefined();
    expect(errors).not.toHaveBeenCalled();
  });

  it('never loads without knowing where the entry came from, nor a chunk the build does not have', async () => {
    const nowhere = setup({ entryUrl: null });
    await expect(nowhere.loader.load('cart', { retry: true })).rejects.toThrow('cannot tell where the bundle was loaded from');
    expect(nowhere.inserted).toHaveLength(0);

    const unknown = setup();
    await expect(unknown.loader.load('nope', { retry: true })).rejects.toThrow('the build has no such chunk');
    expect(errors).toHaveBeenCalledTimes(2);
  });

  describe('a chunk that needs a host chunk (common, page)', () => {
    const withCommon = {
      common: { integrity: COMMON },
      cart: { integrity: CART, needs: ['common'] },
      'quick-view': { integrity: QUICK_VIEW, needs: ['common'] },
    };
    const widgetsOf = (chunk: string) => (chunk === 'cart' ? ['mini-cart'] : chunk === 'quick-view' ? ['quick-view'] : []);

    it('runs after it: the common file goes in first, the chunk only once the common one has run', async () => {
      const { loader, inserted } = setup({ files: withCommon, widgetsOf });
      const cart = loader.load('cart', { retry: false });
      const quickView = loader.load('quick-view', { retry: false });
      expect(inserted.map((script) => script.integrity)).toEqual([COMMON]);
      run(loader, inserted[0]!, 'common', []);
      await vi.waitFor(() => expect(inserted).toHaveLength(3));
      expect(inserted.map((script) => script.integrity)).toEqual([COMMON, CART, QUICK_VIEW]);
      run(loader, inserted[1]!, 'cart', [miniCart]);
      run(loader, inserted[2]!, 'quick-view', [{ name: 'quick-view' } as AnyWidget]);
      await expect(Promise.all([cart, quickView])).resolves.toEqual([undefined, undefined]);
      expect(errors).not.toHaveBeenCalled();
    });

    it('fetches it beside the common file: a preload with the URL, integrity and mode its script will have, so one round trip, not two', () => {
      const { loader, inserted } = setup({ files: withCommon, widgetsOf });
      void loader.load('cart', { retry: false });
      const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
      expect(preloads.map((link) => [link.as, link.href, link.integrity, link.crossOrigin])).toEqual([
        ['script', `${location.origin}/static/v9/shop-widgets-9.9.9.cart.Ca-t_123.min.js`, CART, 'anonymous'],
      ]);
      // The common file needs nothing: its script goes in at once, with no preload of its own.
      expect(inserted.map((script) => script.integrity)).toEqual([COMMON]);
    });

    it('takes the preload back when the common file fails; a retry preloads the chunk again', async () => {
      const { loader, inserted } = setup({ files: withCommon, widgetsOf });
      const cart = loader.load('cart', { retry: false });
      inserted[0]!.dispatchEvent(new Event('error'));
      await expect(cart).rejects.toThrow();
      expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
      void loader.load('cart', { retry: true });
      expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(1);
    });

    it('reports a failed common file once per waiting chunk, naming the widget and both files, and retries both', async () => {
      const { loader, inserted } = setup({ files: withCommon, widgetsOf });
      const cart = loader.load('cart', { retry: false });
      inserted[0]!.dispatchEvent(new Event('error'));
      await expect(cart).rejects.toThrow('it needs shop-widgets-9.9.9.common.COMMON01.min.js: the file did not load');
      expect(errors).toHaveBeenCalledTimes(1);
      expect(String(errors.mock.calls[0]![0])).toMatch(
        /^\[shop-widgets\] widget "mini-cart": shop-widgets-9\.9\.9\.cart\.Ca-t_123\.min\.js: it needs shop-widgets-9\.9\.9\.common\.COMMON01\.min\.js: the file did not load/,
      );
      // Without an interaction neither file is asked for again…
      await expect(loader.load('cart', { retry: false })).rejects.toThrow();
      expect(inserted).toHaveLength(1);
      // …with one, the common file comes again, then the chunk.
      const retried = loader.load('cart', { retry: true });
      expect(inserted[1]!.src).toBe(`${location.origin}/static/v9/shop-widgets-9.9.9.common.COMMON01.min.js?attempt=2`);
      run(loader, inserted[1]!, 'common', []);
      await vi.waitFor(() => expect(inserted).toHaveLength(3));
      expect(inserted[2]!.src).toBe(`${location.origin}/static/v9/shop-widgets-9.9.9.cart.Ca-t_123.min.js`);
      run(loader, inserted[2]!, 'cart', [miniCart]);
      await expect(retried).resolves.toBeUndefined();
      expect(errors).toHaveBeenCalledTimes(1);
    });

    it('a chunk asked for after the common file failed names that file in its report, as the first one did', async () => {
      const { loader, inserted } = setup({ files: withCommon, widgetsOf });
      const cart = loader.load('cart', { retry: false });
      inserted[0]!.dispatchEvent(new Event('error'));
      await expect(cart).rejects.toThrow();
      await expect(loader.load('quick-view', { retry: false })).rejects.toThrow();
      expect(errors).toHaveBeenCalledTimes(2);
      expect(String(errors.mock.calls[1]![0])).toMatch(
        /^\[shop-widgets\] widget "quick-view": shop-widgets-9\.9\.9\.quick-view\.QUICKV01\.min\.js: it needs shop-widgets-9\.9\.9\.common\.COMMON01\.min\.js: the file did not load/,
      );
      expect(inserted).toHaveLength(1);
    });

    it('a chain of hosts runs in order: the page chunk, then the common chunk that reads it, then the chunk', async () => {
      const chain = {
        page: { integrity: PAGE },
        common: { integrity: COMMON, needs: ['page'] },
        cart: { integrity: CART, needs: ['common', 'page'] },
      };
      const { loader, inserted } = setup({ files: chain, widgetsOf });
      const cart = loader.load('cart', { retry: false });
      expect(inserted.map((script) => script.integrity)).toEqual([PAGE]);
      run(loader, inserted[0]!, 'page', []);
      await vi.waitFor(() => expect(inserted).toHaveLength(2));
      expect(inserted[1]!.integrity).toBe(COMMON);
      run(loader, inserted[1]!, 'common', []);
      await vi.waitFor(() => expect(inserted).toHaveLength(3));
      expect(inserted[2]!.integrity).toBe(CART);
      run(loader, inserted[2]!, 'cart', [miniCart]);
      await expect(cart).resolves.toBeUndefined();
      expect(errors).not.toHaveBeenCalled();
    });

    it('a needed chunk whose own widgets wait reports them itself; the chunk that needs it reports its own', async () => {
      const hosted = { page: { integrity: PAGE }, cart: { integrity: CART, needs: ['page'] } };
      const { loader, inserted } = setup({ files: hosted, widgetsOf: (chunk) => (chunk === 'page' ? ['search'] : ['mini-cart']) });
      const page = loader.load('page', { retry: false });
      const cart = loader.load('cart', { retry: false });
      inserted[0]!.dispatchEvent(new Event('error'));
      await expect(page).rejects.toThrow('shop-widgets-9.9.9.page.PAGE0001.min.js: the file did not load');
      await expect(cart).rejects.toThrow('it needs shop-widgets-9.9.9.page.PAGE0001.min.js: the file did not load');
      expect(errors.mock.calls.map((call: unknown[]) => String(call[0]))).toEqual([
        expect.stringMatching(/^\[shop-widgets\] widget "search": shop-widgets-9\.9\.9\.page\.PAGE0001\.min\.js: the file did not load/),
        expect.stringMatching(/^\[shop-widgets\] widget "mini-cart": shop-widgets-9\.9\.9\.cart\.Ca-t_123\.min\.js: it needs shop-widgets-9\.9\.9\.page\.PAGE0001\.min\.js/),
      ]);
    });

    it('a prefetch brings the common file first as well', async () => {
      const idle: (() => void)[] = [];
      vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
      const { loader, inserted } = setup({ files: withCommon, widgetsOf });
      loader.prefetch('cart');
      idle[0]!();
      expect(inserted.map((script) => script.integrity)).toEqual([COMMON]);
      run(loader, inserted[0]!, 'common', []);
      await vi.waitFor(() => expect(inserted).toHaveLength(2));
      expect(inserted[1]!.integrity).toBe(CART);
      vi.unstubAllGlobals();
    });
  });
});
