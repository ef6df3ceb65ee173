import nodeConsole from 'node:console';
import { act } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { video } from '../../../widgets/video/index.ts';
import { resetFirstAction } from '../../../shared/browser/firstAction.ts';
import { flush, mountMarkers } from '../helpers/mount.ts';
import { stubResizeObserver } from '../helpers/resizeObserver.ts';
import { resetStore } from '../helpers/resetStore.ts';

const POSTER = '<img class="video__poster" src="/static/video-1.jpg" width="640" height="360" alt="Как выбрать размер обуви">';
const marker = (attributes = ' data-src="/video/1/" data-title="Осенняя коллекция"', inside = POSTER) =>
  `<div class="video" data-widget="video"${attributes}>${inside}</div>`;
const PAGE = `<main><p class="intro">Новая коллекция</p>${marker()}${marker(' data-src="https://video.example/embed/2"', POSTER.replace('video-1', 'video-2'))}</main>`;

const ACTIONS = ['click', 'scroll', 'contextmenu'];
const frames = () => Array.from(document.querySelectorAll<HTMLIFrameElement>('iframe'));
const markers = () => Array.from(document.querySelectorAll<HTMLElement>('[data-widget="video"]'));

/** The listeners for the shopper's first action that are on the window now, by event type. */
function listenersOn(add: ReturnType<typeof vi.spyOn>, remove: ReturnType<typeof vi.spyOn>): string[] {
  const count = new Map<string, number>();
  for (const [type] of add.mock.calls as [string][]) if (ACTIONS.includes(type)) count.set(type, (count.get(type) ?? 0) + 1);
  for (const [type] of remove.mock.calls as [string][]) if (ACTIONS.includes(type)) count.set(type, (count.get(type) ?? 0) - 1);
  return [...count].flatMap(([type, n]) => Array<string>(n).fill(type));
}

describe('video', () => {
  let add: ReturnType<typeof vi.spyOn>;
  let remove: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    resetStore();
    resetFirstAction();
    add = vi.spyOn(window, 'addEventListener');
    remove = vi.spyOn(window, 'removeEventListener');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // happy-dom loads no iframe page in tests, and says so on the console it was made with.
    vi.spyOn(nodeConsole, 'error').mockImplementation(() => {});
  });
  afterEach(() => resetFirstAction());

  it('keeps the posters and loads no video before the shopper acts', async () => {
    await mountMarkers(PAGE, { widgets: [video] });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(frames()).toHaveLength(0);
    for (const element of markers()) {
      const poster = element.querySelector<HTMLElement>('.video__poster')!;
      expect(poster.style.visibility).toBe('');
    }
    // Moving the mouse or pressing a key is not a first action (widgets/video).
    document.body.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    await flush();
    expect(frames()).toHaveLength(0);
  });

  it.each([
    ['a click anywhere', () => document.querySelector('.intro')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))],
    ['a scroll of the page', () => document.dispatchEvent(new Event('scroll', { bubbles: true }))],
    ['a scroll inside any element', () => document.querySelector('main')!.dispatchEvent(new Event('scroll'))],
    ['a context menu', () => document.querySelector('.intro')!.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }))],
  ])('%s swaps every placeholder for its video', async (_action, perform) => {
    await mountMarkers(PAGE, { widgets: [video] });
    perform();
    await flush();
    const [first, second] = frames();
    expect(frames()).toHaveLength(2);
    expect(first!.getAttribute('src')).toBe('/video/1/');
    expect(first!.title).toBe('Осенняя коллекция');
    expect(first!.hasAttribute('allowfullscreen')).toBe(true);
    expect(first!.className).toBe('video__frame');
    expect(second!.getAttribute('src')).toBe('https://video.example/embed/2');
    // No data-title: the poster's words name it.
    expect(second!.title).toBe('Как выбрать размер обуви');
  });

  it('one set of listeners on the window for all the markers, gone after the first action', async () => {
    await mountMarkers(PAGE, { widgets: [video] });
    expect(listenersOn(add, remove).sort()).toEqual([...ACTIONS].sort());
    document.body.click();
    await flush();
    expect(listenersOn(add, remove)).toEqual([]);
  });

  it('puts the iframe exactly over the poster’s box, which stays (invisible) holding the place', async () => {
    await mountMarkers(marker(), { widgets: [video] });
    const host = markers()[0]!;
    const poster = host.querySelector<HTMLElement>('.video__poster')!;
    host.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 200, width: 700, height: 400 });
    poster.getBoundingClientRect = () => DOMRect.fromRect({ x: 130, y: 220, width: 640, height: 360 });
    document.body.click();
    await flush();
    const frame = frames()[0]!;
    expect(frame.parentElement).toBe(host);
    expect([frame.style.position, frame.style.left, frame.style.top, frame.style.width, frame.style.height]).toEqual(['absolute', '30px', '20px', '640px', '360px']);
    expect(frame.style.borderWidth).toMatch(/^0(px)?$/);
    expect(poster.isConnected).toBe(true);
    expect(poster.style.visibility).toBe('hidden');
    expect(host.style.position).toBe('relative');
  });

  it('follows the poster when its box changes (a resized page)', async () => {
    const observed = stubResizeObserver();
    await mountMarkers(marker(), { widgets: [video] });
    const host = markers()[0]!;
    const poster = host.querySelector<HTMLElement>('.video__poster')!;
    let width = 640;
    host.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 800, height: 400 });
    poster.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width, height: (width * 9) / 16 });
    document.body.click();
    await flush();
    expect(observed[0]!.targets).toEqual([host, poster]);
    width = 320;
    observed[0]!.callback();
    expect([frames()[0]!.style.width, frames()[0]!.style.height]).toEqual(['320px', '180px']);
  });

  it('a marker that comes after the first action swaps at once', async () => {
    await mountMarkers(marker(), { widgets: [video] });
    document.body.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true }));
    await flush();
    add.mockClear();
    remove.mockClear();
    await mountMarkers(`<section>${marker(' data-src="/video/3/" data-title="Обзор"')}</section>`, { widgets: [video] });
    expect(frames().map((frame) => frame.getAttribute('src'))).toEqual(['/video/3/']);
    expect(listenersOn(add, remove)).toEqual([]);
  });

  it('unmounted before the action: the listeners go, the poster stays, and a later click loads nothing', async () => {
    const mounter = await mountMarkers(PAGE, { widgets: [video] });
    await act(() => mounter.unmountWithin(document.body));
    expect(listenersOn(add, remove)).toEqual([]);
    document.body.click();
    await flush();
    expect(frames()).toHaveLength(0);
    expect(markers()[0]!.innerHTML).toBe(POSTER);
  });

  it('unmounted after the swap: the poster comes back as the server sent it', async () => {
    const mounter = await mountMarkers(marker(), { widgets: [video] });
    document.body.click();
    await flush();
    expect(frames()).toHaveLength(1);
    await act(() => mounter.unmountWithin(document.body));
    expect(frames()).toHaveLength(0);
    expect(markers()[0]!.style.position).toBe('');
    expect(markers()[0]!.querySelector<HTMLElement>('.video__poster')!.style.visibility).toBe('');
  });

  it.each([
    [' data-src="javascript:alert(1)" data-title="x"', POSTER, 'data-src'],
    [' data-src="http://video.example/embed/2" data-title="x"', POSTER, 'data-src'],
    [' data-src="data:text/html,hi" data-title="x"', POSTER, 'data-src'],
    [' data-title="x"', POSTER, 'data-src'],
    [' data-src="/video/1/"', '<img class="video__poster" src="/p.jpg" width="640" height="360" alt="">', 'data-title'],
    [' data-src="/video/1/" data-title="x"', '<img src="/p.jpg" width="640" height="360" alt="x">', 'img.video__poster'],
  ])('reports a bad marker (%s), naming what is wrong; the poster stays and nothing loads', async (attributes, inside, says) => {
    await mountMarkers(marker(attributes, inside), { widgets: [video] });
    const errors = vi.mocked(console.error).mock.calls.map((call) => call.join(' '));
    expect(errors.some((line) => line.includes('video') && line.includes(says))).toBe(true);
    document.body.click();
    await flush();
    expect(frames()).toHaveLength(0);
  });
});
