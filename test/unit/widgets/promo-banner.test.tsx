import { act, fireEvent } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mounter } from '../../../shared/runtime/Mounter.ts';
import * as lazyDialogs from '../../../shared/ui/lazyDialogs.ts';
import { BANNER_CLOSED_COOKIE, BANNER_CLOSED_MAX_AGE_S } from '../../../widgets/promo-banner/closedCookie.ts';
import { promoBanner } from '../../../widgets/promo-banner/index.ts';
import { restoreCookieJar, stubCookieJar } from '../helpers/cookieJar.ts';
import { afterModalDelay, lazyDialogsSettled } from '../helpers/dialogs.ts';
import { mountMarkers } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';

// The dialog's loader, spied on: its fetch can be made to fail or come late.
vi.mock(import('../../../shared/ui/lazyDialogs.ts'), async (original) => {
  const actual = await original();
  return { ...actual, loadMessageModal: vi.fn(actual.loadMessageModal) };
});

const BANNER = `<div class="promo-banner" data-widget="promo-banner"><div class="promo-banner__bar">
<a class="promo-banner__link" href="/sale/">Осенняя распродажа −30%</a> <button type="button" class="promo-banner__toggle" aria-controls="promo-body">Акция</button> <button type="button" class="promo-banner__close" aria-label="Закрыть баннер">×</button>
</div><div class="promo-banner__body" id="promo-body"><p>Скидки на обувь до конца недели.</p></div></div>`;
const PAGE = `${BANNER}<header><a class="logo" href="/">Магазин</a></header>`;

const marker = () => document.querySelector<HTMLElement>('.promo-banner')!;
const toggle = () => document.querySelector<HTMLButtonElement>('.promo-banner__toggle')!;
const body = () => document.querySelector<HTMLElement>('.promo-banner__body')!;
const closeButton = () => document.querySelector<HTMLButtonElement>('.promo-banner__close')!;
const modal = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const modalHeader = () => document.getElementById(modal()!.getAttribute('aria-labelledby')!)?.textContent;
const modalText = () => modal()!.querySelector('.shop-message__text')?.textContent;
const okButton = () => modal()!.querySelector<HTMLButtonElement>('.shop-message__button')!;

let mounter: Mounter | null = null;

async function mount(html = PAGE): Promise<Mounter> {
  mounter = await mountMarkers(html, { widgets: [promoBanner], flush: false });
  return mounter;
}

/** Closes the message with its OK button; focus moves on a task later. */
async function pressOk(): Promise<void> {
  await act(() => void okButton().click());
  await act(() => void vi.advanceTimersByTime(0));
}

async function closeBanner(): Promise<void> {
  closeButton().focus();
  await act(() => void fireEvent.click(closeButton()));
  await lazyDialogsSettled();
}

describe('promo-banner', () => {
  let jar: { writes: string[] };
  let consoleError: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.useFakeTimers();
    resetStore();
    jar = stubCookieJar();
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(async () => {
    await act(() => mounter?.unmountWithin(document.body));
    mounter = null;
    vi.useRealTimers();
    restoreCookieJar();
    vi.restoreAllMocks();
  });

  it('keeps the server banner as it is: same nodes, words and link, the body shown', async () => {
    const before = document.createElement('div');
    before.innerHTML = BANNER;
    await mount();
    expect(marker().textContent).toBe(before.firstElementChild!.textContent);
    expect(marker().hidden).toBe(false);
    expect(body().hidden).toBe(false);
    expect(document.querySelector('.promo-banner__link')!.getAttribute('href')).toBe('/sale/');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('makes the toggle a disclosure: aria-expanded true at mount, a press collapses and expands the body', async () => {
    await mount();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().getAttribute('aria-controls')).toBe('promo-body');
    await act(() => void fireEvent.click(toggle()));
    expect(body().hidden).toBe(true);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    // The label stays the server's.
    expect(toggle().textContent).toBe('Акция');
    await act(() => void fireEvent.click(toggle()));
    expect(body().hidden).toBe(false);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(jar.writes).toEqual([]);
  });

  it('gives a body without an id one of ours, named by the toggle', async () => {
    await mount(PAGE.replace(' aria-controls="promo-body"', '').replace(' id="promo-body"', ''));
    const id = body().id;
    expect(id).toMatch(/^promo-banner-[\w-]+$/);
    expect(toggle().getAttribute('aria-controls')).toBe(id);
  });

  it.each([
    ['ru', 'Вы закрыли информацию об акции', 'Ссылка на акцию находится в меню'],
    ['ua', 'Ви закрили інформацію про акцію', 'Посилання на акцію знаходиться в меню'],
  ] as const)('closing (%s): c_a_b2=1 for 6 hours, the banner hidden, then the message with OK', async (lang, header, text) => {
    resetStore({ lang });
    await mount();
    await closeBanner();
    expect(jar.writes).toEqual([`${BANNER_CLOSED_COOKIE}=1; path=/; SameSite=Lax; max-age=21600`]);
    expect(BANNER_CLOSED_MAX_AGE_S).toBe(6 * 60 * 60);
    expect(marker().hidden).toBe(true);
    // The message modal shows 300 ms after it is asked for.
    await act(() => void vi.advanceTimersByTime(299));
    expect(modal()).toBeNull();
    await afterModalDelay();
    expect(modalHeader()).toBe(header);
    expect(modalText()).toBe(text);
    // The cookie was kept: no word about it.
    expect(modal()!.querySelectorAll('.shop-message__text')).toHaveLength(1);
    expect(okButton().textContent).toBe('OK');
    expect(document.activeElement).toBe(okButton());
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('after the message, focus goes to where Tab leads from the banner, not into the hidden banner', async () => {
    await mount();
    await closeBanner();
    await afterModalDelay();
    await pressOk();
    expect(modal()).toBeNull();
    expect(document.activeElement).toBe(document.querySelector('a.logo'));
    expect(marker().hidden).toBe(true);
  });

  it('a pointer that closed it without focusing the button (Safari): focus also goes on after the banner', async () => {
    await mount();
    await act(() => void fireEvent.click(closeButton()));
    await lazyDialogsSettled();
    await afterModalDelay();
    await pressOk();
    expect(document.activeElement).toBe(document.querySelector('a.logo'));
  });

  it('Esc closes the message too, with the same focus', async () => {
    await mount();
    await closeBanner();
    await afterModalDelay();
    await act(() => void fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    await act(() => void vi.advanceTimersByTime(0));
    expect(modal()).toBeNull();
    expect(document.activeElement).toBe(document.querySelector('a.logo'));
  });

  it('a banner with nothing after it leaves focus where the dialog put it', async () => {
    await mount(BANNER);
    await closeBanner();
    await afterModalDelay();
    await pressOk();
    expect(modal()).toBeNull();
    expect(marker().contains(document.activeElement) || document.activeElement === document.body).toBe(true);
  });

  it('with c_a_b2 at mount the banner is hidden and nothing else happens', async () => {
    document.cookie = 'c_a_b2=1; path=/';
    jar.writes.length = 0;
    await mount();
    expect(marker().hidden).toBe(true);
    expect(toggle().hasAttribute('aria-expanded')).toBe(false);
    await act(() => void fireEvent.click(closeButton()));
    await act(() => void fireEvent.click(toggle()));
    await afterModalDelay();
    expect(modal()).toBeNull();
    expect(body().hidden).toBe(false);
    expect(jar.writes).toEqual([]);
  });

  it.each([
    ['ru', 'Браузер не сохраняет cookie, поэтому на другой странице информация об акции появится снова.'],
    ['ua', 'Браузер не зберігає cookie, тому на іншій сторінці інформація про акцію з’явиться знову.'],
  ] as const)('when cookies are blocked (%s): a console error naming c_a_b2; the banner closes, its message says it comes back on the next page', async (lang, notKept) => {
    resetStore({ lang });
    restoreCookieJar();
    jar = stubCookieJar({ refuse: true });
    await mount();
    await closeBanner();
    expect(jar.writes).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
    const logged = String(consoleError.mock.calls[0]![0]);
    expect(logged).toContain('promo-banner');
    expect(logged).toContain('c_a_b2');
    expect(marker().hidden).toBe(true);
    await afterModalDelay();
    expect(modalHeader()).toBe(lang === 'ru' ? 'Вы закрыли информацию об акции' : 'Ви закрили інформацію про акцію');
    expect([...modal()!.querySelectorAll('.shop-message__text')].map((p) => p.textContent)).toEqual([
      lang === 'ru' ? 'Ссылка на акцию находится в меню' : 'Посилання на акцію знаходиться в меню',
      notKept,
    ]);
  });

  it('when cookies throw (a sandboxed frame): the same', async () => {
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => '',
      set: () => {
        throw new DOMException('sandboxed', 'SecurityError');
      },
    });
    await mount();
    await closeBanner();
    expect(String(consoleError.mock.calls[0]![0])).toContain('c_a_b2');
    expect(marker().hidden).toBe(true);
    await afterModalDelay();
    expect(modal()).not.toBeNull();
  });

  it.each([
    ['the toggle', '<button type="button" class="promo-banner__toggle" aria-controls="promo-body">Акция</button>', 'button.promo-banner__toggle'],
    ['the body', '<div class="promo-banner__body" id="promo-body"><p>Скидки на обувь до конца недели.</p></div>', '.promo-banner__body'],
    ['the close button', '<button type="button" class="promo-banner__close" aria-label="Закрыть баннер">×</button>', 'button.promo-banner__close'],
  ])('without %s: one console error naming what is missing, the server HTML stays', async (_, part, named) => {
    await mount(PAGE.replace(part, ''));
    expect(consoleError).toHaveBeenCalledTimes(1);
    const logged = String(consoleError.mock.calls[0]![0]);
    expect(logged).toContain('promo-banner');
    expect(logged).toContain(named);
    expect(document.querySelector('[aria-expanded]')).toBeNull();
    expect(marker().hidden).toBe(false);
  });

  it('a toggle that is no <button> is reported too', async () => {
    await mount(PAGE.replace('<button type="button" class="promo-banner__toggle" aria-controls="promo-body">Акция</button>', '<span class="promo-banner__toggle">Акция</span>'));
    expect(String(consoleError.mock.calls[0]![0])).toContain('button.promo-banner__toggle');
  });

  it('unmounted, the server banner is as it was (expanded, no aria-expanded)', async () => {
    const mounted = await mount();
    await act(() => void fireEvent.click(toggle()));
    await act(() => mounted.unmountWithin(document.body));
    expect(toggle().hasAttribute('aria-expanded')).toBe(false);
    expect(toggle().getAttribute('aria-controls')).toBe('promo-body');
    expect(body().hidden).toBe(false);
    await act(() => void fireEvent.click(toggle()));
    expect(body().hidden).toBe(false);
  });

  it('hostile text in the banner stays the server\'s and is never re-parsed', async () => {
    await mount(PAGE.replace('Скидки на обувь до конца недели.', '&lt;img src=x onerror="alert(1)"&gt;'));
    expect(document.querySelector('img')).toBeNull();
    expect(body().textContent).toBe('<img src=x onerror="alert(1)">');
  });

  it('reaching for × (a pointer over it, a press, focus) fetches the message’s code, once; the page did not before', async () => {
    const loadMessageModal = vi.mocked(lazyDialogs.loadMessageModal);
    loadMessageModal.mockClear();
    await mount();
    expect(loadMessageModal).not.toHaveBeenCalled();
    await act(() => void fireEvent.pointerOver(closeButton()));
    expect(loadMessageModal).toHaveBeenCalledTimes(1);
    await lazyDialogsSettled();
    await closeBanner();
    await afterModalDelay();
    expect(modal()).not.toBeNull();
    expect(loadMessageModal).toHaveBeenCalledTimes(1);
  });

  it('when the message’s code cannot come, the banner closes all the same and focus goes on after it', async () => {
    const loadMessageModal = vi.mocked(lazyDialogs.loadMessageModal);
    const load = loadMessageModal.getMockImplementation()!;
    loadMessageModal.mockRejectedValue(new Error('the common chunk did not load'));
    try {
      await mount();
      await closeBanner();
      await afterModalDelay();
      await act(() => void vi.advanceTimersByTime(0));
      expect(modal()).toBeNull();
      expect(marker().hidden).toBe(true);
      expect(jar.writes.some((write) => write.startsWith(`${BANNER_CLOSED_COOKIE}=1`))).toBe(true);
      expect(document.activeElement).toBe(document.querySelector('a.logo'));
    } finally {
      loadMessageModal.mockImplementation(load);
    }
  });
});
