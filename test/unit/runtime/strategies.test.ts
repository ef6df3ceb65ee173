import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  enter(element: Element) {
    this.callback([{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

async function loadStrategies() {
  vi.resetModules();
  const module = await import('../../../shared/runtime/strategies.ts');
  return { ...module.strategies, stopWatching: module.stopWatching };
}

describe('mount strategies', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('eager mounts at once', async () => {
    const { eager } = await loadStrategies();
    const mount = vi.fn();
    eager(document.createElement('div'), mount);
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('idle waits for an idle moment and can be cancelled', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { idle, stopWatching } = await loadStrategies();
    const mount = vi.fn();
    idle(document.createElement('div'), mount);
    expect(mount).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5);
    expect(mount).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    const element = document.createElement('div');
    idle(element, cancelled);
    stopWatching(element);
    vi.advanceTimersByTime(50);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('visible: a click before the observer answered mounts the marker and hands the click over, once', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { visible } = await loadStrategies();
    document.body.innerHTML = '<div id="m"><a id="link" href="/product/1/?size=2">S</a></div><p id="elsewhere">x</p>';
    const marker = document.getElementById('m')!;
    const mount = vi.fn();
    visible(marker, mount);
    const seenByPage = vi.fn();
    document.addEventListener('click', seenByPage);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('link')!.dispatchEvent(click);
    // The link did not navigate and nothing else saw the click: the widget gets it, replayed.
    expect(click.defaultPrevented).toBe(true);
    expect(seenByPage).not.toHaveBeenCalled();
    expect(mount).toHaveBeenCalledTimes(1);
    expect(mount.mock.calls[0]).toEqual([marker, { event: click, arrivedAt: expect.any(Number) }]);
    expect(FakeIntersectionObserver.instances[0]!.observed.has(marker)).toBe(false);
    // Mounted now: later clicks, and clicks elsewhere, are left alone.
    document.getElementById('link')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.getElementById('elsewhere')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(mount).toHaveBeenCalledTimes(1);
    expect(seenByPage).toHaveBeenCalledTimes(2);
    document.removeEventListener('click', seenByPage);
  });

  it('visible mounts when the marker nears the viewport, with one shared observer', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { visible, stopWatching } = await loadStrategies();
    const a = document.createElement('div');
    const b = document.createElement('div');
    const mountA = vi.fn();
    const mountB = vi.fn();
    visible(a, mountA);
    visible(b, mountB);
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    const observer = FakeIntersectionObserver.instances[0]!;
    expect(observer.options?.rootMargin).toBe('200px 0px');
    expect(mountA).not.toHaveBeenCalled();
    observer.enter(a);
    expect(mountA).toHaveBeenCalledTimes(1);
    expect(observer.observed.has(a)).toBe(false);
    stopWatching(b);
    expect(observer.observed.has(b)).toBe(false);
    observer.enter(b);
    expect(mountB).not.toHaveBeenCalled();
  });

  it('visible mounts at once where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { visible } = await loadStrategies();
    const mount = vi.fn();
    visible(document.createElement('div'), mount);
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('interaction mounts on mouse hover or focus, not on a touch pointerover', async () => {
    const { interaction } = await loadStrategies();
    const host = document.createElement('div');
    document.body.append(host);
    const mount = vi.fn();
    interaction(host, mount);
    host.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'touch' }));
    expect(mount).not.toHaveBeenCalled();
    host.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    expect(mount).toHaveBeenCalledTimes(1);
    host.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(mount).toHaveBeenCalledTimes(1);

    const other = document.createElement('div');
    document.body.append(other);
    const onFocus = vi.fn();
    interaction(other, onFocus);
    other.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onFocus.mock.calls[0]![0]).toBe(other);
    expect(onFocus.mock.calls[0]![1].event.type).toBe('focusin');
  });

  it('interaction stops the triggering click so the fallback link does not navigate', async () => {
    const { interaction } = await loadStrategies();
    const host = document.createElement('div');
    host.innerHTML = '<a href="/favourites/">fallback</a>';
    document.body.append(host);
    const mount = vi.fn();
    const pageHandler = vi.fn();
    document.body.addEventListener('click', pageHandler);
    interaction(host, mount);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    host.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(pageHandler).not.toHaveBeenCalled();
    expect(mount).toHaveBeenCalledWith(host, { event: click, arrivedAt: expect.any(Number) });
  });
});

describe('interaction strategy with touch', () => {
  it('a touch starting on it asks for a preload only; the tap mounts on its click, not on its focus', async () => {
    vi.resetModules();
    const { interaction } = (await import('../../../shared/runtime/strategies.ts')).strategies;
    const host = document.createElement('div');
    host.innerHTML = '<a href="/x">fallback</a>';
    document.body.append(host);
    const mount = vi.fn();
    interaction(host, mount);
    const link = host.querySelector('a')!;
    link.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'touch' }));
    expect(mount).not.toHaveBeenCalled();
    const down = new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' });
    link.dispatchEvent(down);
    link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(mount.mock.calls).toEqual([[host, { event: down, preload: true }]]);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(mount).toHaveBeenCalledTimes(2);
    expect(mount.mock.calls[1]![1]).toEqual({ event: click, arrivedAt: expect.any(Number) });
    expect(click.defaultPrevented).toBe(true);
  });
});

describe('interaction strategy with a resting mouse', () => {
  it('a mouse press without a hover first waits for its click too', async () => {
    vi.resetModules();
    const { interaction } = (await import('../../../shared/runtime/strategies.ts')).strategies;
    const host = document.createElement('div');
    host.innerHTML = '<a href="/x">fallback</a>';
    document.body.append(host);
    const mount = vi.fn();
    interaction(host, mount);
    const link = host.querySelector('a')!;
    link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));
    link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(mount.mock.calls.map(([, trigger]) => trigger.preload)).toEqual([true]);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(mount).toHaveBeenCalledTimes(2);
    expect(mount.mock.calls[1]![1].event.type).toBe('click');
  });
});

describe('interaction strategy listeners', () => {
  it('are four per document however many markers wait, and none on the markers', async () => {
    vi.resetModules();
    const { interaction } = (await import('../../../shared/runtime/strategies.ts')).strategies;
    const onDocument = vi.spyOn(document, 'addEventListener');
    const onElements = vi.spyOn(HTMLElement.prototype, 'addEventListener');
    const hosts = Array.from({ length: 500 }, () => {
      const host = document.createElement('div');
      host.innerHTML = '<a href="/x">fallback</a>';
      document.body.append(host);
      return host;
    });
    const mounts = hosts.map((host) => {
      const mount = vi.fn();
      interaction(host, mount);
      return mount;
    });
    expect(onDocument.mock.calls.map(([type]) => type)).toEqual(['pointerover', 'pointerdown', 'focusin', 'click']);
    expect(onElements).not.toHaveBeenCalled();
    hosts[321]!.querySelector('a')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    expect(mounts.filter((mount) => mount.mock.calls.length > 0)).toEqual([mounts[321]]);
    onDocument.mockRestore();
    onElements.mockRestore();
  });

  it('a use belongs to the nearest marker around it, not to the marker that holds that one; a cancelled marker no longer mounts', async () => {
    vi.resetModules();
    const { strategies, stopWatching } = await import('../../../shared/runtime/strategies.ts');
    const { interaction } = strategies;
    const outer = document.createElement('div');
    outer.setAttribute('data-widget', 'auth-panel');
    outer.innerHTML = '<span class="own">own words</span><a class="inner" data-widget="panel-trigger" href="/x">fallback</a>';
    document.body.append(outer);
    const inner = outer.querySelector<HTMLElement>('.inner')!;
    const outerMount = vi.fn();
    const innerMount = vi.fn();
    interaction(outer, outerMount);
    interaction(inner, innerMount);
    // Mounting the outer one would make the inner link afresh: the press on it would be lost.
    inner.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(innerMount).toHaveBeenCalledTimes(1);
    expect(outerMount).not.toHaveBeenCalled();
    // Once the inner marker mounted (no longer watched), its uses still do not mount the outer one.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    inner.dispatchEvent(click);
    expect(outerMount).not.toHaveBeenCalled();
    expect(click.defaultPrevented).toBe(false);
    // The outer marker's own content is its use.
    outer.querySelector('.own')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(outerMount).toHaveBeenCalledWith(outer, { event: expect.objectContaining({ type: 'focusin' }), arrivedAt: expect.any(Number) });
    interaction(inner, innerMount);
    stopWatching(inner);
    inner.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(innerMount).toHaveBeenCalledTimes(1);
  });
});
