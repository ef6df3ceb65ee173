import { act } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { MODAL_SHOW_DELAY_MS } from '../../../shared/ui/Dialog.tsx';
import { newArrivals } from '../../../widgets/new-arrivals/index.ts';
import { sent, stubFetch, textAnswer, type FetchStub } from '../api/fetch-stub.ts';
import { mountMarkers } from '../helpers/mount.ts';
import { shownAfterModalDelay } from '../helpers/dialogs.ts';
import { resetStore } from '../helpers/resetStore.ts';

// The real call, watched: what it is asked for (keepalive) and what goes on the wire (fetch).
vi.mock(import('../../../shared/api/index.ts'), async (original) => {
  const real = await original();
  return { ...real, notifyNewArrival: vi.fn(real.notifyNewArrival) };
});
const notifyCall = vi.mocked(api.notifyNewArrival);

const block = (links: string, title = 'Новинки недели') =>
  `<main><p>Каталог</p><div class="new-arrivals" data-widget="new-arrivals" hidden><h2 class="new-arrivals__title">${title}</h2>` +
  `<ul class="new-arrivals__list">${links}</ul></div></main>`;
const SHOES = '<li><a class="new-arrivals__link" href="/new-arrivals/?category=shoes">Обувь</a></li>';
const DRESSES = '<li><a class="new-arrivals__link" href="/new-arrivals/?category=dresses" target="_self" rel="nofollow">Платья</a></li>';
const FOREIGN = '<li><a class="new-arrivals__link" href="https://elsewhere.example/new/">Партнёры</a></li>';

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const link = (words: string) => Array.from(dialog()!.querySelectorAll<HTMLAnchorElement>('a')).find((a) => a.textContent === words)!;

async function mountAndShow(html: string): Promise<void> {
  await mountMarkers(html, { widgets: [newArrivals], flush: false });
  await act(() => {
    vi.advanceTimersByTime(MODAL_SHOW_DELAY_MS);
  });
}

/** Lets the notify call's promise chain end. */
async function settle(): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1);
  });
}

describe('new-arrivals', () => {
  let fetch: FetchStub;
  /** What happened, in order: the notify request going out, the click reaching the page unprevented. */
  let order: string[];
  /** Whether the click reached the page unprevented, and whether the request had gone out by then. */
  let atDocument: { prevented: boolean; requestSent: boolean }[];
  // The last listener the click meets on its way: from here the browser's own action (the new
  // tab) would follow. The test stops it there, as happy-dom would try to load the page.
  const onDocument = (event: Event) => {
    atDocument.push({ prevented: event.defaultPrevented, requestSent: fetch.mock.calls.length > 0 });
    const target = event.target instanceof Element ? event.target.closest('a') : null;
    if (!event.defaultPrevented && target) order.push(`opens ${target.href} in ${target.target}`);
    event.preventDefault();
  };

  beforeEach(() => {
    resetStore();
    vi.useFakeTimers();
    notifyCall.mockClear();
    order = [];
    atDocument = [];
    fetch = stubFetch((request) => {
      order.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
      return textAnswer('');
    });
    document.addEventListener('click', onDocument);
    document.addEventListener('auxclick', onDocument);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterEach(() => {
    document.removeEventListener('click', onDocument);
    document.removeEventListener('auxclick', onDocument);
    vi.useRealTimers();
  });

  it('shows the server’s block in a modal on load, 300 ms after the mount, named by its title', async () => {
    await mountMarkers(block(SHOES + DRESSES), { widgets: [newArrivals], flush: false });
    await shownAfterModalDelay(dialog);
    expect(dialog()!.getAttribute('aria-modal')).toBe('true');
    expect(dialog()!.getAttribute('aria-label')).toBe('Новинки недели');
    expect(dialog()!.classList.contains('new-arrivals-dialog')).toBe(true);
    expect(dialog()!.querySelector('.new-arrivals__title')!.textContent).toBe('Новинки недели');
    expect(link('Обувь').getAttribute('href')).toBe('/new-arrivals/?category=shoes');
    // Focus moved into the modal: its first link.
    expect(document.activeElement).toBe(link('Обувь'));
    // The marker stays hidden, in its place.
    expect(document.querySelector<HTMLElement>('[data-widget="new-arrivals"]')!.hidden).toBe(true);
  });

  it('every new-arrival link opens in a new tab, without a handle on this page', async () => {
    await mountAndShow(block(SHOES + DRESSES + FOREIGN));
    for (const words of ['Обувь', 'Платья', 'Партнёры']) expect(link(words).target).toBe('_blank');
    expect(link('Обувь').getAttribute('rel')).toBe('noopener');
    expect(link('Платья').getAttribute('rel')).toBe('nofollow noopener');
  });

  it('a click sends POST {link} ajax_popup=1 with keepalive first, inside the click, then the browser’s own action opens the tab', async () => {
    await mountAndShow(block(SHOES + DRESSES));
    await act(() => link('Обувь').click());
    expect(order).toEqual(['POST /new-arrivals/?category=shoes', 'opens http://localhost:3000/new-arrivals/?category=shoes in _blank']);
    // The request was out before the click reached the page, and nothing prevented the default.
    expect(atDocument).toEqual([{ prevented: false, requestSent: true }]);
    expect(notifyCall).toHaveBeenCalledWith('http://localhost:3000/new-arrivals/?category=shoes', { keepalive: true });
    const request = await sent(fetch);
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/new-arrivals/');
    expect(request.query).toEqual({ category: 'shoes' });
    expect(request.fields).toEqual({ ajax_popup: '1' });
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    await settle();
    // The modal stays open.
    expect(dialog()).not.toBeNull();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('a middle click (auxclick) sends the call too and is not prevented; a right click sends nothing', async () => {
    await mountAndShow(block(SHOES));
    link('Обувь').dispatchEvent(new MouseEvent('auxclick', { button: 1, bubbles: true, cancelable: true }));
    expect(atDocument).toEqual([{ prevented: false, requestSent: true }]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((await sent(fetch)).fields).toEqual({ ajax_popup: '1' });
    link('Обувь').dispatchEvent(new MouseEvent('auxclick', { button: 2, bubbles: true, cancelable: true }));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a link to another site opens in a new tab without any call', async () => {
    await mountAndShow(block(FOREIGN));
    await act(() => link('Партнёры').click());
    expect(fetch).not.toHaveBeenCalled();
    expect(notifyCall).not.toHaveBeenCalled();
    expect(order).toEqual(['opens https://elsewhere.example/new/ in _blank']);
    expect(atDocument).toEqual([{ prevented: false, requestSent: false }]);
  });

  it('a click something else prevented opens nothing and tells nothing', async () => {
    await mountAndShow(block(SHOES));
    link('Обувь').addEventListener('click', (event) => event.preventDefault());
    await act(() => link('Обувь').click());
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['a 500', () => textAnswer('<h1>Error</h1>', 500)],
    ['a lost connection', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s changes nothing for the shopper: the tab opens, the modal stays, one console warning', async (_case, answer) => {
    fetch = stubFetch((request) => {
      order.push(`${request.method} ${new URL(request.url).pathname}`);
      return answer();
    });
    await mountAndShow(block(SHOES + DRESSES));
    await act(() => link('Обувь').click());
    await settle();
    expect(order).toEqual(['POST /new-arrivals/', 'opens http://localhost:3000/new-arrivals/?category=shoes in _blank']);
    expect(dialog()).not.toBeNull();
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(String(vi.mocked(console.warn).mock.calls[0]![0])).toContain('new-arrivals: the notify call for http://localhost:3000/new-arrivals/?category=shoes failed');
    expect(console.error).not.toHaveBeenCalled();
    expect(document.querySelector('.shop-notice')).toBeNull();
    // The next link still works.
    await act(() => link('Платья').click());
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('closes with × or Esc like every modal, and stays closed', async () => {
    await mountAndShow(block(SHOES));
    await act(() => dialog()!.querySelector<HTMLButtonElement>('.shop-dialog__close')!.click());
    expect(dialog()).toBeNull();
    await act(() => {
      vi.advanceTimersByTime(10 * MODAL_SHOW_DELAY_MS);
    });
    expect(dialog()).toBeNull();

    await mountAndShow(block(SHOES));
    await act(() => {
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(dialog()).toBeNull();
  });

  it('names the modal with the title’s text, never its markup', async () => {
    await mountAndShow(block(SHOES, 'Новинки &lt;b&gt;недели&lt;/b&gt;'));
    expect(dialog()!.getAttribute('aria-label')).toBe('Новинки <b>недели</b>');
    expect(dialog()!.querySelector('b')).toBeNull();
  });

  it.each([
    ['no title', '<div class="new-arrivals" data-widget="new-arrivals" hidden><ul class="new-arrivals__list">' + SHOES + '</ul></div>'],
    ['an empty title', '<div class="new-arrivals" data-widget="new-arrivals" hidden><h2 class="new-arrivals__title">  </h2><ul>' + SHOES + '</ul></div>'],
  ])('reports a marker with %s, shows no modal and leaves the block as the server sent it', async (_case, html) => {
    await mountMarkers(html, { widgets: [newArrivals], flush: false });
    const before = document.querySelector('[data-widget="new-arrivals"]')!.innerHTML;
    await act(() => {
      vi.advanceTimersByTime(MODAL_SHOW_DELAY_MS);
    });
    expect(dialog()).toBeNull();
    const errors = vi.mocked(console.error).mock.calls.map((call) => call.join(' '));
    expect(errors.some((line) => line.includes('new-arrivals') && line.includes('.new-arrivals__title'))).toBe(true);
    expect(document.querySelector('[data-widget="new-arrivals"]')!.innerHTML).toBe(before);
  });
});
