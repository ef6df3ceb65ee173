import { act } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { forgetThisPageView, PAGE_VIEWS_KEY } from '../../../shared/browser/pageViews.ts';
import type { PageId } from '../../../shared/context/types.ts';
import { pageWiring } from '../../../shared/page/pageWiring.ts';
import { MODAL_SHOW_DELAY_MS } from '../../../shared/ui/Dialog.tsx';
import * as lazyDialogs from '../../../shared/ui/lazyDialogs.ts';
import { messengerInvite } from '../../../widgets/messenger-invite/index.ts';
import { forgetInviteShown } from '../../../widgets/messenger-invite/invite.ts';
import { mountMarkers } from '../helpers/mount.ts';
import { lazyDialogsSettled, shownAfterModalDelay } from '../helpers/dialogs.ts';
import { resetStore } from '../helpers/resetStore.ts';
import { restoreStorage, stubStorage } from '../helpers/storageStub.ts';

/** A browser that refuses sessionStorage (blocked cookies, some private modes): its getter throws. */
const BLOCKED: PropertyDescriptor = {
  get() {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({ ...(await original()), pageInit: vi.fn() }));

// The dialog's loader, spied on: its fetch can be made to fail or come late.
vi.mock(import('../../../shared/ui/lazyDialogs.ts'), async (original) => {
  const actual = await original();
  return { ...actual, loadDialog: vi.fn(actual.loadDialog) };
});

const MARKER =
  '<div class="messenger-invite" data-widget="messenger-invite" hidden><h2 class="messenger-invite__title">Пишите нам в мессенджеры</h2>' +
  '<p>Ответим быстрее, чем по телефону.</p><ul><li><a href="https://t.me/shop">Telegram</a></li><li><a href="viber://chat?number=380441234567">Viber</a></li></ul></div>';

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const marker = () => document.querySelector<HTMLElement>('[data-widget="messenger-invite"]')!;

let mobile = true;

/** One page load of `pageId` with the marker; the modal's 300 ms have passed when it resolves. */
async function pageView(pageId: PageId = 'shop-catalog', html = MARKER): Promise<void> {
  resetStore({ pageId });
  forgetThisPageView();
  forgetInviteShown();
  await mountMarkers(html, { widgets: [messengerInvite], flush: false });
  await lazyDialogsSettled();
  await act(() => {
    vi.advanceTimersByTime(MODAL_SHOW_DELAY_MS);
  });
}

/**
 * One page load as the bundle runs it: the page wiring starts in the runtime's first scan (it
 * counts the view), then the markers mount. `html` without the invite's marker: a page without it.
 */
async function wiredPageView(pageId: PageId = 'shop-catalog', html = MARKER): Promise<void> {
  resetStore({ pageId });
  forgetThisPageView();
  forgetInviteShown();
  document.body.innerHTML = html;
  pageWiring.start([], () => {});
  await mountMarkers(html, { widgets: [messengerInvite], flush: false });
  await lazyDialogsSettled();
  await act(() => {
    vi.advanceTimersByTime(MODAL_SHOW_DELAY_MS);
  });
}

const NO_MARKER = '<main><h1>Кроссовки</h1></main>';

async function pageViews(count: number, pageId: PageId = 'shop-catalog'): Promise<boolean[]> {
  const shown: boolean[] = [];
  for (let view = 0; view < count; view += 1) {
    await pageView(pageId);
    shown.push(dialog() !== null);
  }
  return shown;
}

describe('messenger-invite (on a phone, every 6th page view of a session, never on card-payment)', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    mobile = true;
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 767px)' && mobile }));
    window.sessionStorage.clear();
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(api.pageInit).mockReturnValue(new Promise(() => {}));
  });
  afterEach(() => vi.useRealTimers());

  it('counts the session’s pages without its marker too: five of them, then a page with it, and it shows (the 6th view)', async () => {
    for (const pageId of ['home', 'shop-catalog', 'shop-product', 'shop-basket', 'shop-favourites']) {
      await wiredPageView(pageId, NO_MARKER);
      expect(dialog()).toBeNull();
    }
    expect(window.sessionStorage.getItem(PAGE_VIEWS_KEY)).toBe('5');
    await wiredPageView('shop-search');
    expect(dialog()).not.toBeNull();
    // Counted once: by the page wiring, the widget read its answer.
    expect(window.sessionStorage.getItem(PAGE_VIEWS_KEY)).toBe('6');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('counts pages without its marker on a desktop too; the 12th view, with the marker, on a phone shows it', async () => {
    mobile = false;
    for (let view = 0; view < 11; view += 1) await wiredPageView('shop-catalog', view === 5 ? MARKER : NO_MARKER);
    expect(dialog()).toBeNull();
    expect(window.sessionStorage.getItem(PAGE_VIEWS_KEY)).toBe('11');
    mobile = true;
    await wiredPageView('shop-catalog');
    expect(dialog()).not.toBeNull();
  });

  it('the card-payment page without its marker is not counted either', async () => {
    for (let view = 0; view < 5; view += 1) await wiredPageView('shop-catalog', NO_MARKER);
    await wiredPageView('card-payment', NO_MARKER);
    await wiredPageView('card-payment');
    expect(dialog()).toBeNull();
    expect(window.sessionStorage.getItem(PAGE_VIEWS_KEY)).toBe('5');
    await wiredPageView('shop-basket');
    expect(dialog()).not.toBeNull();
  });

  it('blocked session storage: pages without its marker say nothing; a page with it, one console error however often it mounts', async () => {
    const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
    stubStorage('sessionStorage', BLOCKED);
    try {
      for (let view = 0; view < 6; view += 1) await wiredPageView('shop-catalog', NO_MARKER);
      expect(consoleError).not.toHaveBeenCalled();
      await wiredPageView('shop-catalog');
      // The same page: the marker mounts again.
      await mountMarkers(MARKER, { widgets: [messengerInvite], flush: false });
      expect(dialog()).toBeNull();
    } finally {
      restoreStorage('sessionStorage', original);
    }
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]![0])).toContain('widget "messenger-invite": the browser refused sessionStorage');
  });

  it('shows on the 6th page view of the session on a phone, and on no other view up to the 12th', async () => {
    const shown = await pageViews(12);
    expect(shown.flatMap((isShown, index) => (isShown ? [index + 1] : []))).toEqual([6, 12]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows 300 ms after the page loads, as a modal named by the server’s title, with the server’s own content', async () => {
    await pageViews(5);
    resetStore({ pageId: 'home' });
    forgetThisPageView();
    forgetInviteShown();
    await mountMarkers(MARKER, { widgets: [messengerInvite], flush: false });
    await lazyDialogsSettled();
    const telegram = marker().querySelector('a[href="https://t.me/shop"]');
    expect(telegram).not.toBeNull();
    await shownAfterModalDelay(dialog);
    expect(dialog()!.getAttribute('aria-modal')).toBe('true');
    expect(dialog()!.getAttribute('aria-label')).toBe('Пишите нам в мессенджеры');
    expect(dialog()!.classList.contains('messenger-invite-dialog')).toBe(true);
    // The very same server nodes, moved into the dialog: one copy of the content.
    expect(dialog()!.querySelector('.messenger-invite-dialog__content a[href="https://t.me/shop"]')).toBe(telegram);
    expect(dialog()!.querySelector('.messenger-invite__title')!.textContent).toBe('Пишите нам в мессенджеры');
    expect(marker().childNodes).toHaveLength(0);
    expect(marker().hidden).toBe(true);
    // Focus is inside the modal, on its first link.
    expect(document.activeElement).toBe(telegram);
  });

  it.each([
    ['×', () => dialog()!.querySelector<HTMLButtonElement>('.shop-dialog__close')!.click()],
    ['Esc', () => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))],
    ['a press on the backdrop', () => document.querySelector<HTMLElement>('.shop-dialog__backdrop')!.click()],
  ])('%s closes it and gives the content back to the hidden marker', async (_, closeIt) => {
    await pageViews(6);
    expect(dialog()).not.toBeNull();
    await act(closeIt);
    expect(dialog()).toBeNull();
    expect(document.querySelector('.shop-dialog')).toBeNull();
    expect(marker().hidden).toBe(true);
    expect(marker().querySelector('.messenger-invite__title')).not.toBeNull();
    expect(marker().querySelectorAll('a')).toHaveLength(2);
  });

  it('names its close button in Ukrainian on a Ukrainian page', async () => {
    window.sessionStorage.setItem(PAGE_VIEWS_KEY, '5');
    resetStore({ pageId: 'home', lang: 'ua', root: '/ua/' });
    forgetThisPageView();
    forgetInviteShown();
    await mountMarkers(MARKER.replace('Пишите нам в мессенджеры', 'Пишіть нам у месенджери'), { widgets: [messengerInvite], flush: false });
    await lazyDialogsSettled();
    await act(() => {
      vi.advanceTimersByTime(MODAL_SHOW_DELAY_MS);
    });
    expect(dialog()!.getAttribute('aria-label')).toBe('Пишіть нам у месенджери');
    expect(dialog()!.querySelector('.shop-dialog__close')!.getAttribute('aria-label')).toBe('Закрити');
  });

  it('counts views on a desktop too, but shows only on a phone', async () => {
    mobile = false;
    expect(await pageViews(6)).toEqual([false, false, false, false, false, false]);
    expect(window.sessionStorage.getItem(PAGE_VIEWS_KEY)).toBe('6');
    mobile = true;
    // The 7th to 11th views are no 6th; the 12th is.
    expect(await pageViews(6)).toEqual([false, false, false, false, false, true]);
  });

  it('never shows on the card-payment page, which is not counted: the next page gets it', async () => {
    await pageViews(5);
    expect(await pageViews(3, 'card-payment')).toEqual([false, false, false]);
    expect(window.sessionStorage.getItem(PAGE_VIEWS_KEY)).toBe('5');
    expect(await pageViews(1, 'shop-basket')).toEqual([true]);
  });

  it('shows once per page, however often the marker mounts', async () => {
    await pageViews(6);
    await act(() => dialog()!.querySelector<HTMLButtonElement>('.shop-dialog__close')!.click());
    // The same page: the marker mounts again (a second marker, or legacy code re-inserting it).
    await mountMarkers(MARKER, { widgets: [messengerInvite], flush: false });
    await act(() => {
      vi.advanceTimersByTime(MODAL_SHOW_DELAY_MS);
    });
    expect(dialog()).toBeNull();
    expect(window.sessionStorage.getItem(PAGE_VIEWS_KEY)).toBe('6');
  });

  it('blocked session storage: nothing can be counted, so it never shows; one console error a page', async () => {
    const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
    stubStorage('sessionStorage', BLOCKED);
    try {
      expect((await pageViews(12)).some(Boolean)).toBe(false);
    } finally {
      restoreStorage('sessionStorage', original);
    }
    // Twelve pages, twelve errors, each naming the widget and the reason.
    expect(consoleError).toHaveBeenCalledTimes(12);
    for (const [text] of consoleError.mock.calls) {
      expect(String(text)).toBe(
        '[shop-widgets] widget "messenger-invite": the browser refused sessionStorage (blocked, full or missing); page views cannot be counted, so the invite is not shown',
      );
    }
  });

  it.each([
    ['without a title', '<div data-widget="messenger-invite" hidden><p>x</p></div>'],
    ['with a blank title', '<div data-widget="messenger-invite" hidden><h2 class="messenger-invite__title"> </h2></div>'],
  ])('a marker %s is refused with a console error and shows nothing', async (_, html) => {
    window.sessionStorage.setItem(PAGE_VIEWS_KEY, '5');
    await pageView('home', html);
    expect(dialog()).toBeNull();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]![0])).toContain('widget "messenger-invite"');
    expect(String(consoleError.mock.calls[0]![0])).toContain('messenger-invite__title');
    // A refused marker counts nothing.
    expect(window.sessionStorage.getItem(PAGE_VIEWS_KEY)).toBe('5');
  });

  it('its code, fetched only on the view that shows it, may come late: the modal still shows 300 ms after the page view', async () => {
    const loadDialog = vi.mocked(lazyDialogs.loadDialog);
    loadDialog.mockClear();
    await pageViews(5);
    expect(loadDialog).not.toHaveBeenCalled();
    const load = loadDialog.getMockImplementation()!;
    loadDialog.mockImplementationOnce(() => new Promise((resolve) => setTimeout(() => resolve(load()), 120)));
    resetStore({ pageId: 'home' });
    forgetThisPageView();
    forgetInviteShown();
    await mountMarkers(MARKER, { widgets: [messengerInvite], flush: false });
    expect(loadDialog).toHaveBeenCalledTimes(1);
    await act(() => {
      vi.advanceTimersByTime(120);
    });
    await lazyDialogsSettled();
    expect(dialog()).toBeNull();
    await shownAfterModalDelay(dialog, 120);
    expect(loadDialog).toHaveBeenCalledTimes(1);
  });

  it('when its code cannot come, nothing shows and the content stays in the hidden marker', async () => {
    const loadDialog = vi.mocked(lazyDialogs.loadDialog);
    await pageViews(5);
    loadDialog.mockRejectedValueOnce(new Error('the dialog chunk did not load'));
    await pageView('home');
    expect(dialog()).toBeNull();
    expect(document.querySelector('.shop-dialog')).toBeNull();
    expect(marker().hidden).toBe(true);
    expect(marker().querySelector('a[href="https://t.me/shop"]')).not.toBeNull();
  });
});
