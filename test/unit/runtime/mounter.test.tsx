import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signal } from '@preact/signals-core';
import { MarkerObserver } from '../../../shared/runtime/MarkerObserver.ts';
import { Mounter } from '../../../shared/runtime/Mounter.ts';
import { productIdAttribute } from '../../../shared/runtime/attributes.ts';
import type { ChunkLoader } from '../../../shared/runtime/chunkLoader.ts';
import { defineWidget, Registry, type HostProps } from '../../../shared/runtime/index.ts';
import { useServerNodes } from '../../../shared/ui/useServerNodes.ts';
import { testRegistry } from '../helpers/testWidgets.tsx';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Mounter', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  let warnings: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    document.body.innerHTML = '';
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('mounts every marker once, replacing the fallback, and never twice on rescans', async () => {
    document.body.innerHTML = '<p data-widget="hello" data-name="a">fallback a</p><p data-widget="hello" data-name="b">fallback b</p>';
    const mounter = new Mounter(testRegistry());
    mounter.scan(document);
    mounter.scan(document);
    mounter.scan(document.body);
    await tick();
    expect([...document.querySelectorAll('.hello')].map((b) => b.textContent)).toEqual(['hello a 0', 'hello b 0']);
    expect(document.body.textContent).not.toContain('fallback');
    expect(mounter.records.mountedCounts()).toEqual({ hello: 2 });
  });

  it('reports a bad marker once with widget, attribute and element path, and mounts its neighbours', async () => {
    document.body.innerHTML = '<main id="m"><p data-widget="hello">server text</p><p data-widget="hello" data-name="ok">x</p></main>';
    const mounter = new Mounter(testRegistry());
    const events: unknown[] = [];
    document.addEventListener('shop:widget-error', (event) => events.push((event as CustomEvent).detail));
    mounter.scan(document);
    mounter.scan(document);
    await tick();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![0]).toBe(
      '[shop-widgets] widget "hello" at main#m > p:nth-of-type(1): data-name: is missing; expected a text',
    );
    expect(events).toEqual([{ widget: 'hello', attribute: 'data-name', element: 'main#m > p:nth-of-type(1)', message: 'is missing; expected a text' }]);
    expect(document.querySelector('main p')!.textContent).toBe('server text');
    expect(document.querySelector('.hello')!.textContent).toBe('hello ok 0');
  });

  it('rejects only the marker whose check throws: it keeps its server HTML, is reported with the cause, and the scan goes on', async () => {
    const registry = new Registry();
    const cause = new Error('validate blew up');
    registry.register(
      defineWidget({
        name: 'fragile',
        attributes: {},
        component: () => <b className="fragile">mounted</b>,
        defaultMount: 'eager',
        validate: (element) => {
          if (element.id === 'bad') throw cause;
          return null;
        },
      }),
    );
    document.body.innerHTML = '<p id="bad" data-widget="fragile">server bad</p><p id="good" data-widget="fragile">server good</p>';
    const mounter = new Mounter(registry);
    mounter.scan(document);
    await tick();
    expect(mounter.records.stateOf(document.getElementById('bad')!)).toBe('rejected');
    expect(document.getElementById('bad')!.textContent).toBe('server bad');
    expect(document.querySelector('#good .fragile')!.textContent).toBe('mounted');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![0]).toBe('[shop-widgets] widget "fragile" at p#bad: reading the marker threw');
    expect(errors.mock.calls[0]).toContain(cause);
  });

  it('mounts a marker whose `current` test throws, as one that is not current', async () => {
    const registry = new Registry();
    registry.register(
      defineWidget({
        name: 'unsure',
        attributes: {},
        component: () => <b className="unsure">mounted</b>,
        defaultMount: 'idle',
        current: {
          test: () => {
            throw new Error('cannot tell');
          },
          changesWith: signal(0),
        },
      }),
    );
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    document.body.innerHTML = '<p data-widget="unsure">server</p>';
    const mounter = new Mounter(registry);
    mounter.scan(document);
    for (const run of idle.splice(0)) run();
    await tick();
    expect(document.querySelector('.unsure')!.textContent).toBe('mounted');
    expect(mounter.records.mountedCounts()).toEqual({ unsure: 1 });
  });

  it("reports content the widget cannot work with like a bad attribute, once, and keeps the server HTML", async () => {
    document.body.innerHTML = '<section id="s"><div data-widget="needs-list"><ul><li>server</li></ul></div></section>';
    const mounter = new Mounter(testRegistry());
    const events: unknown[] = [];
    document.addEventListener('shop:widget-error', (event) => events.push((event as CustomEvent).detail));
    mounter.scan(document);
    mounter.scan(document);
    await tick();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![0]).toBe('[shop-widgets] widget "needs-list" at section#s > div: no <ol> inside the marker');
    expect(events).toEqual([{ widget: 'needs-list', attribute: null, element: 'section#s > div', message: 'no <ol> inside the marker' }]);
    expect(document.querySelector('#s')!.innerHTML).toBe('<div data-widget="needs-list"><ul><li>server</li></ul></div>');
    expect(mounter.records.stateOf(document.querySelector('[data-widget]')!)).toBe('rejected');
  });

  it('tells what became of each marker: waiting, mounted, rejected, failed, or none', async () => {
    document.body.innerHTML =
      '<p data-widget="hello" data-name="a" data-mount="interaction">a</p><p data-widget="hello" data-name="b">b</p><p data-widget="hello">bad</p><p data-widget="boom"></p><p id="plain"></p>';
    const mounter = new Mounter(testRegistry());
    mounter.scan(document);
    await tick();
    await tick();
    const states = [...document.querySelectorAll('p')].map((p) => mounter.records.stateOf(p));
    expect(states).toEqual(['waiting', 'mounted', 'rejected', 'failed', null]);
  });

  it('warns once about a marker whose name no widget has', () => {
    document.body.innerHTML = '<div data-widget="no-such-thing">keep</div>';
    const mounter = new Mounter(testRegistry());
    mounter.scan(document);
    mounter.scan(document);
    expect(warnings).toHaveBeenCalledTimes(1);
    expect(String(warnings.mock.calls[0]![0])).toContain('no widget is named "no-such-thing"');
    expect(document.body.textContent).toBe('keep');
  });

  it('quotes only the start of a huge unknown name', () => {
    const name = `huge-${'x'.repeat(100_000)}`;
    document.body.innerHTML = `<div data-widget="${name}">keep</div>`;
    new Mounter(testRegistry()).scan(document);
    const text = String(warnings.mock.calls[0]![0]);
    expect(text).toContain(`no widget is named "${name.slice(0, 40)}…"`);
    expect(text.length).toBeLessThan(400);
  });

  it('rejects an unknown mount strategy with a clear message', () => {
    document.body.innerHTML = '<p data-widget="hello" data-name="a" data-mount="lazy">keep</p>';
    new Mounter(testRegistry()).scan(document);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toContain('data-mount: "lazy" is not valid; expected one of "eager", "idle", "visible", "interaction"');
    expect(document.body.textContent).toBe('keep');
  });

  it('keeps the server HTML of a widget that throws and its siblings working', async () => {
    document.body.innerHTML = '<div data-widget="boom"><a href="/x">server link</a></div><p data-widget="hello" data-name="n">x</p>';
    const mounter = new Mounter(testRegistry());
    mounter.scan(document);
    await tick();
    expect(document.querySelector('[data-widget="boom"]')!.innerHTML).toBe('<a href="/x">server link</a>');
    expect(document.querySelector('.hello')!.textContent).toBe('hello n 0');
    const boomErrors = errors.mock.calls.filter((call: unknown[]) => String(call[0]).includes('widget "boom"'));
    expect(boomErrors).toHaveLength(1);
    expect(String(boomErrors[0]![0])).toContain('the widget failed and its server HTML was kept');
    expect(mounter.records.mountedCounts()).toEqual({ hello: 1 });
  });

  it('unmountWithin gives the server HTML back', async () => {
    document.body.innerHTML = '<section><p data-widget="hello" data-name="a"><i>server</i></p></section>';
    const mounter = new Mounter(testRegistry());
    mounter.scan(document);
    await tick();
    mounter.unmountWithin(document.querySelector('section')!);
    expect(document.querySelector('p')!.innerHTML).toBe('<i>server</i>');
    expect(mounter.records.mountedCounts()).toEqual({});
    mounter.scan(document);
    await tick();
    expect(document.querySelector('.hello')).not.toBeNull();
  });
});

describe('MarkerObserver with Mounter', () => {
  let observer: MarkerObserver;
  afterEach(() => observer.stop());

  it('mounts markers inserted later, including ones inside HTML a widget inserted', async () => {
    document.body.innerHTML = '';
    const mounter = new Mounter(testRegistry());
    observer = new MarkerObserver(mounter);
    observer.start();
    document.body.insertAdjacentHTML('beforeend', '<div><p data-widget="nest"><em>tail</em></p></div>');
    await tick();
    observer.flush();
    await tick();
    observer.flush();
    expect(document.querySelector('.nest em')).not.toBeNull();
    expect(document.querySelector('.nest .hello')!.textContent).toBe('hello inner 0');
    expect(mounter.records.mountedCounts()).toEqual({ nest: 1, hello: 1 });
  });

  it('unmounts roots whose marker left the DOM', async () => {
    document.body.innerHTML = '<ul><li data-widget="hello" data-name="a"></li><li data-widget="hello" data-name="b"></li></ul>';
    const mounter = new Mounter(testRegistry());
    observer = new MarkerObserver(mounter);
    observer.start();
    mounter.scan(document);
    await tick();
    expect(mounter.records.mountedCounts()).toEqual({ hello: 2 });
    document.querySelector('li')!.remove();
    observer.flush();
    expect(mounter.records.mountedCounts()).toEqual({ hello: 1 });
  });

  it('handles hundreds of insertions in one pass per frame', async () => {
    document.body.innerHTML = '<ul></ul>';
    const mounter = new Mounter(testRegistry());
    const added = vi.spyOn(mounter, 'nodesAdded');
    observer = new MarkerObserver(mounter);
    observer.start();
    const list = document.querySelector('ul')!;
    for (let i = 0; i < 300; i += 1) list.insertAdjacentHTML('beforeend', `<li data-widget="hello" data-name="t${i}"></li>`);
    await new Promise((resolve) => setTimeout(resolve, 150));
    // One pass for the 300 insertions (a second may follow for the nodes the widgets rendered).
    expect(added.mock.calls[0]![0].size).toBe(300);
    expect(added.mock.calls.length).toBeLessThanOrEqual(2);
    expect(mounter.records.mountedCounts()).toEqual({ hello: 300 });
  });
});

describe('interaction mount', () => {
  /** The brand menu's way: the server's nodes stay, the toggle link loses its href to a button inside it. */
  function KeptLink({ host, serverNodes }: HostProps) {
    useServerNodes({ host, serverNodes });
    useLayoutEffect(() => {
      const link = host.querySelector('a')!;
      link.removeAttribute('href');
      const button = document.createElement('button');
      button.className = 'inside';
      link.append(button);
    }, [host]);
    return null;
  }
  function keptLinkMounter(): Mounter {
    const registry = new Registry();
    registry.register(defineWidget({ name: 'kept-link', attributes: {}, component: KeptLink, defaultMount: 'interaction' }));
    document.body.innerHTML = '<p data-widget="kept-link"><a href="#fallback">server</a></p>';
    return new Mounter(registry);
  }

  it('replays the click that caused the mount on the widget', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<p data-widget="hello" data-name="tap"><a href="#fallback">server</a></p>';
    const mounter = new Mounter(testRegistry('interaction'));
    mounter.scan(document);
    expect(mounter.records.waitingCount()).toBe(1);
    expect(mounter.records.mountedCounts()).toEqual({});
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(click);
    await tick();
    expect(click.defaultPrevented).toBe(true);
    expect(document.querySelector('.hello')!.textContent).toBe('hello tap 1');
    expect(mounter.records.mountedCounts()).toEqual({ hello: 1 });
    expect(mounter.records.waitingCount()).toBe(0);
  });

  it('moves focus into the widget when keyboard focus caused the mount', async () => {
    document.body.innerHTML = '<p data-widget="hello" data-name="kb"><a href="#fallback">server</a></p>';
    const mounter = new Mounter(testRegistry('interaction'));
    mounter.scan(document);
    document.querySelector('a')!.focus();
    await tick();
    expect(document.activeElement).toBe(document.querySelector('.hello'));
  });

  it('moves keyboard focus on to the widget\'s button when the focused server link stays but gives up its href', async () => {
    const mounter = keptLinkMounter();
    mounter.scan(document);
    document.querySelector('a')!.focus();
    await tick();
    expect(mounter.records.stateOf(document.querySelector('p')!)).toBe('mounted');
    expect(document.activeElement).toBe(document.querySelector('button.inside'));
  });

  it('a held press on such a link (a tap: no hover first) leaves focus on the widget\'s button, so Escape reaches it', async () => {
    const mounter = keptLinkMounter();
    mounter.scan(document);
    const link = document.querySelector('a')!;
    // A finger: pointerdown (a preload only), the press focuses the link, then its click mounts the widget.
    link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    link.focus();
    expect(mounter.records.stateOf(document.querySelector('p')!)).not.toBe('mounted');
    vi.spyOn(document, 'elementFromPoint').mockImplementation(() => document.querySelector('button.inside'));
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: 5, clientY: 5 }));
    await tick();
    expect(document.activeElement).toBe(document.querySelector('button.inside'));
  });
});

describe('the first scan', () => {
  function Tile({ productId }: { productId: string } & HostProps) {
    return <b className="tile-widget">{productId}</b>;
  }
  function Grid({ fallbackHtml }: HostProps) {
    return <div className="grid-widget" dangerouslySetInnerHTML={{ __html: fallbackHtml }} />;
  }
  const tile = defineWidget({ name: 'tile', attributes: { productId: productIdAttribute }, component: Tile, defaultMount: 'interaction' });
  const grid = defineWidget({ name: 'grid', attributes: {}, component: Grid, defaultMount: 'eager' });
  /** A chunk loader whose chunks never arrive: lazy markers stay waiting. */
  const pendingChunks = { prefetch: () => {}, load: () => new Promise<void>(() => {}) } as unknown as ChunkLoader;

  function registry(): Registry {
    const registry = new Registry();
    registry.register(tile);
    registry.register(grid);
    registry.registerLazy({ name: 'later', chunk: 'later', defaultMount: 'visible' });
    return registry;
  }

  it('hands over each product id once, read from checked, lazy and eager-held markers, before any widget renders', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = `
      <span data-widget="tile" data-product-id=" 101 ">a</span>
      <span data-widget="tile" data-product-id="101">b</span>
      <span data-widget="later" data-product-id="202">c</span>
      <section data-widget="grid"><span data-widget="tile" data-product-id="303">d</span></section>
      <span data-widget="tile" data-product-id="bad id">e</span>
      <span data-widget="no-such-widget" data-product-id="404">f</span>
      <span data-product-id="505">not a marker</span>`;
    const mounter = new Mounter(registry(), pendingChunks);
    let handed: string[] | null = null;
    let renderedThen = -1;
    const first = document.querySelector<HTMLElement>('[data-widget="tile"]')!;
    const click = () => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      first.dispatchEvent(event);
      return { taken: event.defaultPrevented, state: mounter.records.stateOf(first) };
    };
    let clickedThen: ReturnType<typeof click> | null = null;
    mounter.scan(document, (ids) => {
      handed = ids;
      renderedThen = document.querySelectorAll('.grid-widget, .tile-widget').length;
      // Strategies start after the hand-over (page init leaves first): a click now is the server
      // HTML's, as before the script ran.
      clickedThen = click();
    });
    expect(handed).toEqual(['101', '202', '303']);
    expect(renderedThen).toBe(0);
    expect(clickedThen).toEqual({ taken: false, state: 'waiting' });
    expect(click()).toEqual({ taken: true, state: 'mounted' });
    await tick();
    // The eager grid mounted after the hand-over, and the tile it held waits like the others.
    expect(document.querySelector('.grid-widget')).not.toBeNull();
    expect(mounter.records.stateOf(document.querySelector('[data-widget="grid"]')!)).toBe('mounted');
  });

  it('reads a waiting marker again when it mounts: attributes changed since the scan are reported then', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<span data-widget="tile" data-product-id="101"><a href="#x">server</a></span>';
    const mounter = new Mounter(registry(), pendingChunks);
    mounter.scan(document);
    const marker = document.querySelector<HTMLElement>('[data-widget]')!;
    expect(errors).not.toHaveBeenCalled();
    marker.setAttribute('data-product-id', '202');
    mounter.mountNow([marker]);
    await tick();
    expect(document.querySelector('.tile-widget')!.textContent).toBe('202');

    document.body.innerHTML = '<span data-widget="tile" data-product-id="101"><a href="#x">server</a></span>';
    mounter.scan(document);
    const second = document.querySelector<HTMLElement>('[data-widget]')!;
    second.setAttribute('data-product-id', 'no good');
    mounter.mountNow([second]);
    expect(mounter.records.stateOf(second)).toBe('rejected');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toContain('data-product-id: "no good" is not valid');
    expect(second.textContent).toBe('server');
  });
});

describe('focus on a marker that mounts by itself', () => {
  it('keyboard focus on the server HTML moves into the widget when the marker mounts quietly', async () => {
    document.body.innerHTML = '<p data-widget="hello" data-name="a" data-mount="idle"><a href="#x">server</a></p><p data-widget="hello" data-name="b" data-mount="idle"><a href="#y">other</a></p>';
    const [focused, other] = [...document.querySelectorAll<HTMLElement>('[data-widget]')];
    focused!.querySelector('a')!.focus();
    const mounter = new Mounter(testRegistry());
    mounter.scan(document);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([mounter.records.stateOf(focused!), mounter.records.stateOf(other!)]).toEqual(['mounted', 'mounted']);
    // Not lost to the body with the link that was replaced.
    expect(document.activeElement).toBe(focused!.querySelector('button.hello'));
  });
});

describe('quiet mounts held', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('holds eager and strategy mounts nobody asked for, mounts a used marker at once, and releases the rest in order', async () => {
    document.body.innerHTML =
      '<p data-widget="hello" data-name="a">a</p><p data-widget="hello" data-name="b" data-mount="interaction">b</p><p data-widget="hello" data-name="c" data-mount="idle">c</p>';
    const [a, b, c] = [...document.querySelectorAll<HTMLElement>('[data-widget]')];
    const mounter = new Mounter(testRegistry());
    const release = mounter.holdQuietMounts();
    mounter.scan(document);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The eager marker and the idle one had their moment, with no shopper behind it: held.
    expect([mounter.records.stateOf(a!), mounter.records.stateOf(c!)]).toEqual(['waiting', 'waiting']);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    b!.dispatchEvent(click);
    expect(mounter.records.stateOf(b!)).toBe('mounted');
    expect(click.defaultPrevented).toBe(true);

    release();
    expect([mounter.records.stateOf(a!), mounter.records.stateOf(c!)]).toEqual(['mounted', 'mounted']);
    await tick();
    expect(document.body.textContent).toBe('hello a 0hello b 1hello c 0');
    // Released once: later quiet mounts are not held any more.
    document.body.insertAdjacentHTML('beforeend', '<p data-widget="hello" data-name="d">d</p>');
    mounter.scan(document.body);
    expect(mounter.records.stateOf(document.querySelector('[data-name="d"]')!)).toBe('mounted');
  });

  it('a held marker the shopper uses mounts at once, and the click is replayed on the widget', async () => {
    document.body.innerHTML = '<p data-widget="hello" data-name="a">a</p>';
    const marker = document.querySelector<HTMLElement>('[data-widget]')!;
    const mounter = new Mounter(testRegistry());
    const release = mounter.holdQuietMounts();
    mounter.scan(document);
    expect(mounter.records.stateOf(marker)).toBe('waiting');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    marker.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(mounter.records.stateOf(marker)).toBe('mounted');
    await tick();
    expect(marker.textContent).toBe('hello a 1');
    release();
    expect(mounter.records.mountedCounts()).toEqual({ hello: 1 });
  });
});

describe('current markers (a widget with a `current` test)', () => {
  /** What the widget would show; its markers are current while their text is this. */
  const shown = signal('a');
  function Shows({ host }: HostProps) {
    return <b className="shows">{`${shown.peek()} on ${host.id}`}</b>;
  }
  const shows = defineWidget({
    name: 'shows',
    attributes: {},
    component: Shows,
    defaultMount: 'eager',
    current: { test: (element) => element.textContent === shown.peek(), changesWith: shown },
  });
  let stopRecheck = () => {};

  /** A Mounter for `html`, wired as boot wires it: a change of `shown` rechecks the current markers. */
  function mounterFor(html: string, hold = false): { mounter: Mounter; release: () => void; markers: HTMLElement[] } {
    document.body.innerHTML = html;
    const registry = testRegistry();
    registry.register(shows);
    const mounter = new Mounter(registry);
    stopRecheck = shown.subscribe(() => mounter.recheck(shows));
    const release = hold ? mounter.holdQuietMounts() : () => {};
    mounter.scan(document);
    return { mounter, release, markers: [...document.querySelectorAll<HTMLElement>('[data-widget]')] };
  }

  beforeEach(() => {
    shown.value = 'a';
  });
  afterEach(() => stopRecheck());

  it('a current marker whose quiet moment comes stays as the server rendered it: no root, not waiting', () => {
    const { mounter, markers } = mounterFor('<p id="one" data-widget="shows">a</p><p id="two" data-widget="shows">old</p>');
    expect(markers.map((marker) => mounter.records.stateOf(marker))).toEqual(['current', 'mounted']);
    expect(markers[0]!.innerHTML).toBe('a');
    expect(markers[1]!.textContent).toBe('a on two');
    expect(mounter.records.mountedCounts()).toEqual({ shows: 1 });
    expect(mounter.records.waitingCount()).toBe(0);
  });

  it('is checked when held quiet mounts are released, with what is true then', () => {
    const { mounter, release, markers } = mounterFor('<p id="one" data-widget="shows">b</p><p id="two" data-widget="shows">a</p>', true);
    expect(markers.map((marker) => mounter.records.stateOf(marker))).toEqual(['waiting', 'waiting']);
    shown.value = 'b';
    release();
    expect(markers.map((marker) => mounter.records.stateOf(marker))).toEqual(['current', 'mounted']);
  });

  it('is checked at an idle moment too, and waits for its strategy again after a change', async () => {
    const { mounter, markers } = mounterFor('<p id="one" data-widget="shows" data-mount="idle">a</p>');
    const [marker] = markers;
    expect(mounter.records.stateOf(marker!)).toBe('waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mounter.records.stateOf(marker!)).toBe('current');
    shown.value = 'c';
    // Not mounted in the change's own task: its idle moment comes again first.
    expect(mounter.records.stateOf(marker!)).toBe('waiting');
    expect(mounter.records.waitingCount()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mounter.records.stateOf(marker!)).toBe('mounted');
    expect(marker!.textContent).toBe('c on one');
  });

  it('a change that keeps it current leaves it current, and only this widget is looked at again', () => {
    const { mounter, markers } = mounterFor('<p id="one" data-widget="shows">a</p><p data-widget="hello" data-name="x" data-mount="interaction">x</p>');
    const [current, hello] = markers;
    expect(mounter.records.stateOf(current!)).toBe('current');
    current!.textContent = 'd';
    shown.value = 'd';
    expect(mounter.records.stateOf(current!)).toBe('current');
    expect(mounter.records.stateOf(hello!)).toBe('waiting');
    mounter.recheck(shows);
    expect(mounter.records.mountedCounts()).toEqual({});
  });

  it('a shopper using it, or code asking for it, mounts it whatever the test says', async () => {
    const { mounter, markers } = mounterFor('<p id="one" data-widget="shows" data-mount="interaction">a</p><p id="two" data-widget="shows">a</p>');
    const [used, asked] = markers;
    used!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(mounter.records.stateOf(used!)).toBe('mounted');
    expect(mounter.records.stateOf(asked!)).toBe('current');
    mounter.mountNow([asked!]);
    expect(mounter.records.stateOf(asked!)).toBe('mounted');
    await tick();
    expect(document.body.textContent).toBe('a on onea on two');
  });

  it('a current marker taken out of the page is forgotten, and a change does not bring it back', () => {
    const { mounter, markers } = mounterFor('<div><p id="one" data-widget="shows">a</p></div>');
    const [marker] = markers;
    marker!.remove();
    mounter.nodesRemoved();
    expect(mounter.records.stateOf(marker!)).toBeNull();
    shown.value = 'e';
    expect(mounter.records.stateOf(marker!)).toBeNull();
  });
});

describe('MarkerObserver, removals', () => {
  let observer: MarkerObserver;
  afterEach(() => observer.stop());

  function watch(html: string) {
    document.body.innerHTML = html;
    const delegate = { nodesAdded: vi.fn(), nodesRemoved: vi.fn() };
    observer = new MarkerObserver(delegate);
    observer.start();
    return delegate;
  }

  it('reports a removal only when a marker left: a widget replacing its own nodes is no removal', async () => {
    const delegate = watch('<span data-widget="favourite"><a href="/f/">♡</a></span><p>text <b>bold</b></p>');
    // What every mount and render does: nodes inside a marker are replaced.
    document.querySelector('[data-widget] a')!.replaceWith(document.createElement('button'));
    document.querySelector('b')!.remove();
    document.querySelector('p')!.firstChild!.remove();
    await tick();
    observer.flush();
    expect(delegate.nodesRemoved).not.toHaveBeenCalled();
  });

  it('reports a marker removed itself, or inside a removed element', async () => {
    const delegate = watch('<div id="tile"><span data-widget="favourite"></span></div><span id="alone" data-widget="price"></span>');
    document.querySelector('#alone')!.remove();
    observer.flush();
    expect(delegate.nodesRemoved).toHaveBeenCalledTimes(1);
    document.querySelector('#tile')!.remove();
    observer.flush();
    expect(delegate.nodesRemoved).toHaveBeenCalledTimes(2);
  });
});
