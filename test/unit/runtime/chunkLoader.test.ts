import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoader, type ChunkLoaderOptions } from '../../../shared/runtime/chunkLoader.ts';
import type { AnyWidget } from '../../../shared/runtime/index.ts';

const files = {
  cart: { file: 'shop-widgets-9.9.9.cart.min.js', integrity: 'sha384-cart' },
  look: { file: 'shop-widgets-9.9.9.look.min.js', integrity: 'sha384-look' },
};
const miniCart = { name: 'mini-cart' } as AnyWidget;

function setup(overrides: Partial<ChunkLoaderOptions> = {}) {
  const inserted: HTMLScriptElement[] = [];
  const define = vi.fn();
  const loader = new ChunkLoader({
    files,
    entryUrl: `${location.origin}/static/v9/shop-widgets-9.9.9.min.js`,
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
    expect(script!.src).toBe(`${location.origin}/static/v9/shop-widgets-9.9.9.cart.min.js`);
    expect(script!.integrity).toBe('sha384-cart');
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
    expect(inserted[0]!.src).toMatch(/look\.min\.js$/);
    vi.unstubAllGlobals();
  });

  it('a failed file is reported once, naming the widgets and the file; only a retry loads it again', async () => {
    const { loader, inserted } = setup();
    const first = loader.load('cart', { retry: false });
    inserted[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toBe(
      '[shop-widgets] widget "mini-cart", "cart-remove": shop-widgets-9.9.9.cart.min.js: the file did not load (missing, offline, or its integrity hash does not match); the server HTML stays, and the next interaction tries again',
    );
    expect(inserted[0]!.isConnected).toBe(false);

    // A marker scrolling into view does not knock again…
    await expect(loader.load('cart', { retry: false })).rejects.toThrow();
    expect(inserted).toHaveLength(1);
    expect(errors).toHaveBeenCalledTimes(1);
    // …the shopper's next interaction does, and this time it works.
    const retried = loader.load('cart', { retry: true });
    expect(inserted).toHaveLength(2);
    expect(inserted[1]!.src).toBe(`${location.origin}/static/v9/shop-widgets-9.9.9.cart.min.js?attempt=2`);
    expect(inserted[1]!.integrity).toBe('sha384-cart');
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
    expect(String(errors.mock.calls[0]![0])).toContain('shop-widgets-9.9.9.look.min.js: no answer in 10 s');
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

  it('never loads from another origin, nor without knowing where the entry came from', async () => {
    const foreign = setup({ entryUrl: 'https://cdn.example.net/shop-widgets-9.9.9.min.js' });
    await expect(foreign.loader.load('cart', { retry: true })).rejects.toThrow('https://cdn.example.net/shop-widgets-9.9.9.cart.min.js is not on this site');
    expect(foreign.inserted).toHaveLength(0);

    const nowhere = setup({ entryUrl: null });
    await expect(nowhere.loader.load('cart', { retry: true })).rejects.toThrow('cannot tell where the bundle was loaded from');
    expect(nowhere.inserted).toHaveLength(0);

    const unknown = setup();
    await expect(unknown.loader.load('nope', { retry: true })).rejects.toThrow('the build has no such chunk');
    expect(errors).toHaveBeenCalledTimes(3);
  });

  describe('a chunk that needs the common chunk', () => {
    const withCommon = {
      common: { file: 'shop-widgets-9.9.9.common.min.js', integrity: 'sha384-common' },
      cart: { file: 'shop-widgets-9.9.9.cart.min.js', integrity: 'sha384-cart', needs: ['common'] },
      quickView: { file: 'shop-widgets-9.9.9.quick-view.min.js', integrity: 'sha384-qv', needs: ['common'] },
    };
    const widgetsOf = (chunk: string) => (chunk === 'cart' ? ['mini-cart'] : chunk === 'quickView' ? ['quick-view'] : []);

    it('runs after it: the common file goes in first, the chunk only once the common one has run', async () => {
      const { loader, inserted } = setup({ files: withCommon, widgetsOf });
      const cart = loader.load('cart', { retry: false });
      const quickView = loader.load('quickView', { retry: false });
      expect(inserted.map((script) => script.integrity)).toEqual(['sha384-common']);
      run(loader, inserted[0]!, 'common', []);
      await vi.waitFor(() => expect(inserted).toHaveLength(3));
      expect(inserted.map((script) => script.integrity)).toEqual(['sha384-common', 'sha384-cart', 'sha384-qv']);
      run(loader, inserted[1]!, 'cart', [miniCart]);
      run(loader, inserted[2]!, 'quickView', [{ name: 'quick-view' } as AnyWidget]);
      await expect(Promise.all([cart, quickView])).resolves.toEqual([undefined, undefined]);
      expect(errors).not.toHaveBeenCalled();
    });

    it('reports a failed common file once per waiting chunk, naming the widget and both files, and retries both', async () => {
      const { loader, inserted } = setup({ files: withCommon, widgetsOf });
      const cart = loader.load('cart', { retry: false });
      inserted[0]!.dispatchEvent(new Event('error'));
      await expect(cart).rejects.toThrow('it needs shop-widgets-9.9.9.common.min.js: the file did not load');
      expect(errors).toHaveBeenCalledTimes(1);
      expect(String(errors.mock.calls[0]![0])).toMatch(
        /^\[shop-widgets\] widget "mini-cart": shop-widgets-9\.9\.9\.cart\.min\.js: it needs shop-widgets-9\.9\.9\.common\.min\.js: the file did not load/,
      );
      // Without an interaction neither file is asked for again…
      await expect(loader.load('cart', { retry: false })).rejects.toThrow();
      expect(inserted).toHaveLength(1);
      // …with one, the common file comes again, then the chunk.
      const retried = loader.load('cart', { retry: true });
      expect(inserted[1]!.src).toBe(`${location.origin}/static/v9/shop-widgets-9.9.9.common.min.js?attempt=2`);
      run(loader, inserted[1]!, 'common', []);
      await vi.waitFor(() => expect(inserted).toHaveLength(3));
      expect(inserted[2]!.src).toBe(`${location.origin}/static/v9/shop-widgets-9.9.9.cart.min.js`);
      run(loader, inserted[2]!, 'cart', [miniCart]);
      await expect(retried).resolves.toBeUndefined();
      expect(errors).toHaveBeenCalledTimes(1);
    });

    it('a chunk asked for after the common file failed names that file in its report, as the first one did', async () => {
      const { loader, inserted } = setup({ files: withCommon, widgetsOf });
      const cart = loader.load('cart', { retry: false });
      inserted[0]!.dispatchEvent(new Event('error'));
      await expect(cart).rejects.toThrow();
      await expect(loader.load('quickView', { retry: false })).rejects.toThrow();
      expect(errors).toHaveBeenCalledTimes(2);
      expect(String(errors.mock.calls[1]![0])).toMatch(
        /^\[shop-widgets\] widget "quick-view": shop-widgets-9\.9\.9\.quick-view\.min\.js: it needs shop-widgets-9\.9\.9\.common\.min\.js: the file did not load/,
      );
      expect(inserted).toHaveLength(1);
    });

    it('a prefetch brings the common file first as well', async () => {
      const idle: (() => void)[] = [];
      vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
      const { loader, inserted } = setup({ files: withCommon, widgetsOf });
      loader.prefetch('cart');
      idle[0]!();
      expect(inserted.map((script) => script.integrity)).toEqual(['sha384-common']);
      run(loader, inserted[0]!, 'common', []);
      await vi.waitFor(() => expect(inserted).toHaveLength(2));
      expect(inserted[1]!.integrity).toBe('sha384-cart');
      vi.unstubAllGlobals();
    });
  });
});
