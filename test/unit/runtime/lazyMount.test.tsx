import { pageClaims } from '../../../shared/page/pageClaims.ts';
import { act } from '@testing-library/preact';
import { signal } from '@preact/signals-core';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasPanel, openPanel } from '../../../shared/store/panels.ts';
import { ChunkLoader } from '../../../shared/runtime/chunkLoader.ts';
import { defineWidget, pressedAt, Registry, type AnyWidget, type HostProps } from '../../../shared/runtime/index.ts';
import { Mounter } from '../../../shared/runtime/Mounter.ts';
import { store, useSignal } from '../../../shared/store/index.ts';
import { resetStore } from '../helpers/resetStore.ts';

function Later({ label }: { label: string } & HostProps) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" className="later" onClick={() => setClicks((n) => n + 1)}>
      {label} {clicks}
    </button>
  );
}

const later = defineWidget({ name: 'later', attributes: { label: { attr: 'data-label', kind: 'text', default: 'later' } }, component: Later, defaultMount: 'interaction' });
function PanelOwner() {
  return <span className="panel-owner">{useSignal(store.openPanel) ?? 'closed'}</span>;
}
const panelOwner = defineWidget({
  name: 'panel-owner',
  attributes: {},
  component: PanelOwner,
  defaultMount: 'eager',
});

function Inner() {
  return <b className="inner-mounted">inner</b>;
}
const inner = defineWidget({ name: 'inner', attributes: {}, component: Inner, defaultMount: 'eager' });
function Outer({ fallbackHtml, fallbackText }: HostProps) {
  return <output className="outer" data-server-html={fallbackHtml} data-server-text={fallbackText} />;
}
const outer = defineWidget({ name: 'outer', attributes: {}, component: Outer, defaultMount: 'eager' });

const mounters: Mounter[] = [];

function setup() {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.splice(handle - 1, 1, () => {}));
  const registry = new Registry();
  registry.registerLazy({ name: 'later', chunk: 'later', defaultMount: 'interaction' });
  registry.registerLazy({ name: 'outer', chunk: 'outer', defaultMount: 'eager' });
  registry.define([inner]);
  registry.registerLazy({ name: 'panel-owner', chunk: 'panels', defaultMount: 'eager', claims: 'single-basket' });
  const scripts: HTMLScriptElement[] = [];
  const loader: ChunkLoader = new ChunkLoader({
    files: { outer: { integrity: 'sha256-OUTER001=' }, later: { integrity: 'sha256-LATER001=' }, panels: { integrity: 'sha256-PANELS01=' } },
    prefix: 'w',
    entryUrl: `${location.origin}/dist/w.min.js`,
    timeoutMs: 10_000,
    define: (widgets) => registry.define(widgets),
    widgetsOf: (chunk): string[] => mounter.records.namesWaitingFor(chunk),
    insert: (script) => scripts.push(script),
  });
  const mounter: Mounter = new Mounter(registry, loader, { claims: pageClaims });
  mounters.push(mounter);
  /** The chunk arrives and runs. */
  const arrive = async (index: number, chunk: string, widgets: AnyWidget[]) => {
    await act(async () => {
      loader.defined(chunk, widgets);
      scripts[index]!.dispatchEvent(new Event('load'));
      await Promise.resolve();
    });
  };
  const fail = async (index: number) => {
    await act(async () => {
      scripts[index]!.dispatchEvent(new Event('error'));
      await Promise.resolve();
    });
  };
  return { mounter, scripts, idle, arrive, fail };
}

const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe('widgets from chunks', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    document.body.innerHTML = '';
    resetStore();
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    for (const mounter of mounters.splice(0)) mounter.unmountWithin(document);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('the widget learns when the input that mounted it arrived (a hover 150 ms before its chunk), and a quiet mount has none', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const seen: (number | undefined)[] = [];
    function Timed({ intentAt }: HostProps) {
      seen.push(intentAt);
      return <b className="timed">timed</b>;
    }
    const timed = defineWidget({ name: 'later', attributes: {}, component: Timed, defaultMount: 'interaction' });
    const quiet = defineWidget({ name: 'outer', attributes: {}, component: Timed, defaultMount: 'eager' });
    document.body.innerHTML = '<div data-widget="later"><a href="/x">server</a></div><div data-widget="outer">quiet</div>';
    const { mounter, scripts, idle, arrive } = setup();
    mounter.scan(document);
    for (const run of idle.splice(0)) run();
    document.querySelector('a')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    vi.advanceTimersByTime(150);
    await arrive(scripts.findIndex((script) => script.src.includes('later')), 'later', [timed]);
    await arrive(scripts.findIndex((script) => script.src.includes('outer')), 'outer', [quiet]);
    vi.useRealTimers();
    expect(document.querySelectorAll('.timed')).toHaveLength(2);
    expect(new Set(seen)).toEqual(new Set([1_000_000, undefined]));
  });

  it("the widget's click handler learns when the held press came, by hover, by a tap and by keys, and a later press is its own", async () => {
    vi.useFakeTimers({ now: 2_000_000 });
    const pressTimes: number[] = [];
    function Pressed() {
      return (
        <button type="button" className="pressed" onClick={() => pressTimes.push(pressedAt())}>
          pressed
        </button>
      );
    }
    const pressed = defineWidget({ name: 'later', attributes: {}, component: Pressed, defaultMount: 'interaction' });
    document.body.innerHTML = [
      '<div data-widget="later" id="hover"><button type="button" class="server">a</button></div>',
      '<div data-widget="later" id="tap"><button type="button" class="server">b</button></div>',
    ].join('');
    const { mounter, arrive } = setup();
    mounter.scan(document);
    const [byHover, byTap] = [...document.querySelectorAll<HTMLElement>('.server')];
    // A mouse rests 150 ms, presses; the chunk comes 200 ms after the press.
    byHover!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    vi.advanceTimersByTime(150);
    expect(click(byHover!)).toBe(false);
    // A tap on the other marker 50 ms later, held too (its widget is in the same chunk).
    vi.advanceTimersByTime(50);
    byTap!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    byTap!.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'touch' }));
    expect(click(byTap!)).toBe(false);
    vi.advanceTimersByTime(150);
    await arrive(0, 'later', [pressed]);
    await act(async () => {
      vi.advanceTimersByTime(1);
      await Promise.resolve();
    });
    expect(pressTimes).toEqual([2_000_150, 2_000_200]);
    // Outside a replay it is now: a press on the mounted widget 1 s later.
    vi.advanceTimersByTime(1000);
    document.querySelector<HTMLElement>('#hover .pressed')!.click();
    expect(pressTimes[2]).toBe(Date.now());
    expect(pressedAt()).toBe(Date.now());
    vi.useRealTimers();
  });

  it('a page without the marker never fetches its chunk', () => {
    document.body.innerHTML = '<p data-widget="unrelated-but-unknown">x</p>';
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { mounter, scripts, idle } = setup();
    mounter.scan(document);
    for (const run of idle) run();
    expect(scripts).toHaveLength(0);
  });

  it('a widget that waits for its use is not fetched at idle; the click that asks for it is held and replayed exactly once', async () => {
    document.body.innerHTML = '<div data-widget="later" data-label="quick"><button type="button" class="server">server</button></div>';
    const { mounter, scripts, idle, arrive } = setup();
    mounter.scan(document);
    for (const run of idle.splice(0)) run();
    expect(scripts).toHaveLength(0);
    const marker = document.querySelector('[data-widget]')!;
    const server = document.querySelector('.server')!;
    const serverClicks = vi.fn();
    server.addEventListener('click', serverClicks);

    // Two clicks before the chunk is in: the first starts the load at once, the second is held too.
    expect(click(server)).toBe(false);
    expect(scripts).toHaveLength(1);
    expect(mounter.records.stateOf(marker)).toBe('loading');
    expect(click(server)).toBe(false);
    expect(serverClicks).not.toHaveBeenCalled();
    for (const run of idle) run();
    expect(scripts).toHaveLength(1);

    await arrive(0, 'later', [later]);
    expect(mounter.records.stateOf(marker)).toBe('mounted');
    expect(document.querySelector('.later')!.textContent).toBe('quick 1');
    expect(serverClicks).not.toHaveBeenCalled();
  });

  it("a held click whose press had focused the server's button gives focus to the widget's button it lands on", async () => {
    document.body.innerHTML = '<button type="button" class="before">before</button><div data-widget="later"><button type="button" class="server">server</button></div>';
    const { mounter, arrive } = setup();
    mounter.scan(document);
    const server = document.querySelector<HTMLButtonElement>('.server')!;
    server.focus();
    expect(click(server)).toBe(false);
    await arrive(0, 'later', [later]);
    const mounted = document.querySelector<HTMLButtonElement>('.later')!;
    expect(mounted.textContent).toBe('later 1');
    expect(document.activeElement).toBe(mounted);
  });

  it('a held click whose press focused nothing there leaves focus where it was', async () => {
    document.body.innerHTML = '<button type="button" class="before">before</button><div data-widget="later"><button type="button" class="server">server</button></div>';
    const { mounter, arrive } = setup();
    mounter.scan(document);
    const before = document.querySelector<HTMLButtonElement>('.before')!;
    before.focus();
    expect(click(document.querySelector('.server')!)).toBe(false);
    await arrive(0, 'later', [later]);
    expect(document.querySelector('.later')!.textContent).toBe('later 1');
    expect(document.activeElement).toBe(before);
  });

  it('a hover starts the load; a click while it loads is held, then replayed once', async () => {
    document.body.innerHTML = '<div data-widget="later"><a class="server">server</a></div>';
    const { mounter, scripts, arrive } = setup();
    mounter.scan(document);
    const server = document.querySelector('.server')!;
    server.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    expect(scripts).toHaveLength(1);
    expect(click(server)).toBe(false);
    await arrive(0, 'later', [later]);
    expect(document.querySelector('.later')!.textContent).toBe('later 1');
  });

  it('a touch starting on it fetches the chunk once; the tap that follows is held and lands on the widget once', async () => {
    document.body.innerHTML = '<div data-widget="later"><a class="server" href="#server">server</a></div>';
    const { mounter, scripts, arrive } = setup();
    mounter.scan(document);
    const marker = document.querySelector('[data-widget]')!;
    const server = document.querySelector('.server')!;
    server.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'touch' }));
    expect(scripts).toHaveLength(0);
    server.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    expect(scripts).toHaveLength(1);
    // Still waiting: the press did not mount it (the node under the finger stays for the click).
    expect(mounter.records.stateOf(marker)).toBe('waiting');
    expect(document.querySelector('.server')).toBe(server);
    server.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'touch' }));
    expect(click(server)).toBe(false);
    expect(scripts).toHaveLength(1);
    await arrive(0, 'later', [later]);
    expect(document.querySelector('.later')!.textContent).toBe('later 1');
  });

  it('a chunk that a touch started and that failed is fetched again by the tap, which still lands once', async () => {
    document.body.innerHTML = '<div data-widget="later"><button type="button" class="server">server</button></div>';
    const { mounter, scripts, fail, arrive } = setup();
    mounter.scan(document);
    const server = document.querySelector('.server')!;
    server.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    await fail(0);
    expect(errors).toHaveBeenCalledTimes(1);
    server.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'touch' }));
    expect(click(server)).toBe(false);
    expect(scripts).toHaveLength(2);
    await arrive(1, 'later', [later]);
    expect(document.querySelector('.later')!.textContent).toBe('later 1');
  });

  it('a hover alone mounts without a click', async () => {
    document.body.innerHTML = '<div data-widget="later"><a class="server">server</a></div>';
    const { mounter, arrive } = setup();
    mounter.scan(document);
    document.querySelector('.server')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    await arrive(0, 'later', [later]);
    expect(document.querySelector('.later')!.textContent).toBe('later 0');
  });

  it('when the chunk fails, the held click goes to the server HTML once, and the next use tries again', async () => {
    document.body.innerHTML = '<div data-widget="later"><button type="button" class="server">server</button></div>';
    const { mounter, scripts, fail, arrive } = setup();
    mounter.scan(document);
    const marker = document.querySelector('[data-widget]')!;
    const server = document.querySelector('.server')!;
    const serverClicks = vi.fn();
    server.addEventListener('click', serverClicks);

    click(server);
    await fail(0);
    expect(serverClicks).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toContain('widget "later": w.later.LATER001.min.js: the file did not load');
    expect(mounter.records.stateOf(marker)).toBe('waiting');
    expect(document.querySelector('.server')).toBe(server);

    // A pointer passing over it does not ask for the broken file again; the next click does (held again), and now it works.
    server.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(scripts).toHaveLength(1);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(mounter.records.stateOf(marker)).toBe('waiting');
    click(server);
    expect(scripts).toHaveLength(2);
    expect(serverClicks).toHaveBeenCalledTimes(1);
    await arrive(1, 'later', [later]);
    expect(document.querySelector('.later')!.textContent).toBe('later 1');
    expect(serverClicks).toHaveBeenCalledTimes(1);
  });

  it('an eager chunk widget mounts when its chunk arrives at idle', async () => {
    document.body.innerHTML = '<div data-widget="panel-owner">server</div>';
    const { mounter, scripts, idle, arrive } = setup();
    mounter.scan(document);
    expect(scripts).toHaveLength(0);
    for (const run of idle.splice(0)) run();
    expect(scripts).toHaveLength(1);
    await arrive(0, 'panels', [panelOwner]);
    expect(document.querySelector('.panel-owner')!.textContent).toBe('closed');
  });

  it('an eager chunk widget whose server HTML is current stays as it is when its chunk arrives, as an entry widget would', async () => {
    const shown = signal(0);
    const quiet = defineWidget({
      name: 'outer',
      attributes: {},
      component: Outer,
      defaultMount: 'eager',
      current: { test: () => true, changesWith: shown },
    });
    document.body.innerHTML = '<div data-widget="outer"><span class="own">server</span></div>';
    const { mounter, idle, arrive } = setup();
    mounter.scan(document);
    for (const run of idle.splice(0)) run();
    await arrive(0, 'outer', [quiet]);
    const marker = document.querySelector<HTMLElement>('[data-widget="outer"]')!;
    expect(mounter.records.stateOf(marker)).toBe('current');
    expect(marker.innerHTML).toBe('<span class="own">server</span>');
    // What it shows may change: then it is looked at again, and mounts when current no more.
    await act(() => mounter.recheck(quiet));
    expect(mounter.records.stateOf(marker)).toBe('current');
  });

  it("its panel can be opened before the chunk is in: that fetches it at once, and it opens", async () => {
    document.body.innerHTML = '<div data-widget="panel-owner">server</div>';
    const { mounter, scripts, arrive } = setup();
    expect(hasPanel('single-basket')).toBe(false);
    mounter.scan(document);
    expect(hasPanel('single-basket')).toBe(true);
    expect(openPanel('single-basket')).toBe(true);
    expect(scripts).toHaveLength(1);
    await arrive(0, 'panels', [panelOwner]);
    expect(document.querySelector('.panel-owner')!.textContent).toBe('single-basket');
    mounter.unmountWithin(document);
    expect(hasPanel('single-basket')).toBe(false);
  });

  it('if that chunk fails, the panel is not left marked open', async () => {
    document.body.innerHTML = '<div data-widget="panel-owner">server</div>';
    const { mounter, fail } = setup();
    mounter.scan(document);
    openPanel('single-basket');
    await fail(0);
    expect(store.openPanel.value).toBeNull();
    expect(document.querySelector('[data-widget]')!.textContent).toBe('server');
    mounter.unmountWithin(document);
  });

  it('a chunk that does not define the widget it was fetched for reports it and keeps the server HTML', async () => {
    document.body.innerHTML = '<div data-widget="later">server</div>';
    const { mounter, arrive } = setup();
    mounter.scan(document);
    mounter.mountNow(document.querySelectorAll('[data-widget]'));
    await arrive(0, 'later', [panelOwner]);
    expect(mounter.records.stateOf(document.querySelector('[data-widget]')!)).toBe('rejected');
    expect(String(errors.mock.calls[0]![0])).toContain('widget "later" at body > div: its chunk "later" ran but does not define it');
    expect(document.body.textContent).toBe('server');
  });
  it('a chunk that arrives while the pointer is down waits for the release: the click lands on the widget once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    document.body.innerHTML = '<div data-widget="later" data-label="pressed"><a class="server">server</a></div>';
    const { mounter, arrive } = setup();
    mounter.scan(document);
    const marker = document.querySelector('[data-widget]')!;
    const server = document.querySelector('.server')!;
    server.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    expect(mounter.records.stateOf(marker)).toBe('loading');
    server.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));

    // The chunk is in between press and release: the server link stays under the pointer.
    await arrive(0, 'later', [later]);
    expect(mounter.records.stateOf(marker)).toBe('loading');
    expect(marker.querySelector('.server')).toBe(server);

    server.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'mouse' }));
    expect(click(server)).toBe(false);
    await act(async () => {
      vi.runAllTimers();
      await Promise.resolve();
    });
    expect(mounter.records.stateOf(marker)).toBe('mounted');
    expect(document.querySelector('.later')!.textContent).toBe('pressed 1');
    vi.useRealTimers();
  });

  it('a press that ends without a click still mounts the widget after the release, with no click made up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    document.body.innerHTML = '<div data-widget="later" data-label="dragged"><a class="server">server</a></div>';
    const { mounter, arrive } = setup();
    mounter.scan(document);
    const marker = document.querySelector('[data-widget]')!;
    const server = document.querySelector('.server')!;
    server.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    server.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));
    await arrive(0, 'later', [later]);
    document.body.dispatchEvent(new PointerEvent('pointercancel', { bubbles: true, pointerType: 'touch' }));
    await act(async () => {
      vi.runAllTimers();
      await Promise.resolve();
    });
    expect(mounter.records.stateOf(marker)).toBe('mounted');
    expect(document.querySelector('.later')!.textContent).toBe('dragged 0');
    vi.useRealTimers();
  });
  it('a marker whose inner markers mount before its chunk arrives gets the server HTML it was scanned with', async () => {
    document.body.innerHTML = '<section data-widget="outer"><p>list <span data-widget="inner">server inner</span></p></section>';
    const { mounter, idle, arrive } = setup();
    mounter.scan(document);
    expect(document.querySelector('.inner-mounted')).not.toBeNull();
    for (const run of idle) run();
    await arrive(0, 'outer', [outer]);
    const output = document.querySelector('.outer')!;
    expect(output.getAttribute('data-server-html')).toBe('<p>list <span data-widget="inner">server inner</span></p>');
    expect(output.getAttribute('data-server-text')).toBe('list server inner');
  });
});
