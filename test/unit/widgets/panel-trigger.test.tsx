import { act } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { store } from '../../../shared/store/index.ts';
import { authPanel } from '../../../widgets/auth-panel/index.ts';
import { panelTrigger } from '../../../widgets/panel-trigger/index.ts';
import { accountPanel } from '../../../widgets/account-panel/index.ts';
import { flush, mountMarkers } from '../helpers/mount.ts';
import { afterModalDelay, replayHeldPress, shownAfterModalDelay, useRunningModalClock } from '../helpers/dialogs.ts';
import { resetStore } from '../helpers/resetStore.ts';

// The 300 ms modal delay is jumped, not waited out.
beforeEach(useRunningModalClock);

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({ ...(await original()), loadPanel: vi.fn(), loadTelPopup: vi.fn() }));
const panelCall = vi.mocked(api.loadPanel);
const telCall = vi.mocked(api.loadTelPopup);

const TRIGGER = '<a class="header__account-link" data-widget="panel-trigger" data-panel="account" href="/account/">Войти</a>';
const PHONE = '<a class="footer__phone" data-widget="panel-trigger" data-panel="tel_popup" href="tel:+380441234567">+38 (044) 123-45-67</a>';
const ACCOUNT_HTML = '<div data-widget="account-panel"><form data-form="login"><input name="login" required><input name="pass" type="password" required><button type="submit">Войти</button></form></div>';

const widgets = [panelTrigger, accountPanel, authPanel];
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

async function press(element: HTMLElement): Promise<void> {
  await act(() => element.click());
  await flush();
  // A press that opens a panel shows it after the 300 ms delay; other presses lose nothing by it.
  await afterModalDelay();
}

describe('panel-trigger', () => {
  beforeEach(() => {
    resetStore();
    panelCall.mockReset();
    telCall.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('a first press held while the chunk loaded shows the panel 300 ms after the press, not after the replay', async () => {
    panelCall.mockResolvedValue({ html: ACCOUNT_HTML });
    await mountMarkers(TRIGGER, { widgets, eager: true, mountInserted: true });
    await replayHeldPress(document.querySelector<HTMLElement>('[data-widget="panel-trigger"]')!, 250);
    await shownAfterModalDelay(dialog, 250);
    vi.useRealTimers();
  });

  it('opens the named panel as an aside, with the markers in its html mounted, and reuses it on the next opening', async () => {
    panelCall.mockResolvedValue({ html: ACCOUNT_HTML });
    await mountMarkers(TRIGGER, { widgets, eager: true, mountInserted: true });
    const link = document.querySelector<HTMLElement>('[data-widget="panel-trigger"]')!;
    const button = link.querySelector('button')!;
    expect(button.textContent).toBe('Войти');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    // One control: the link gave up its href while the button is inside it.
    expect(link.hasAttribute('href')).toBe(false);
    await press(button);
    expect(panelCall).toHaveBeenCalledTimes(1);
    expect(panelCall.mock.calls[0]![0]).toBe('account');
    const box = dialog()!;
    expect(box.getAttribute('aria-label')).toBe('Войти');
    expect(box.closest('.shop-dialog')!.classList.contains('shop-dialog--aside')).toBe(true);
    expect(box.classList.contains('shop-panel--account')).toBe(true);
    // The account panel inside is live: its alert slot is there.
    expect(box.querySelector('.account-panel__alert')).not.toBeNull();
    await act(() => box.querySelector<HTMLButtonElement>('.shop-dialog__close')!.click());
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(button);
    await press(button);
    expect(panelCall).toHaveBeenCalledTimes(1);
    expect(dialog()).not.toBeNull();
  });

  it('a Tab onto the link mounts it with focus on the button inside, where Enter works', async () => {
    panelCall.mockResolvedValue({ html: '<p class="loaded">ok</p>' });
    await mountMarkers(TRIGGER, { widgets });
    const link = document.querySelector<HTMLAnchorElement>('[data-widget="panel-trigger"]')!;
    await act(() => {
      link.focus();
      link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    // The link gave up its href: focus left on it would be on nothing Enter can press.
    const button = link.querySelector('button')!;
    expect(document.activeElement).toBe(button);
  });

  it('is a full-screen layer on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener() {}, removeEventListener() {} }));
    panelCall.mockResolvedValue({ html: '<p>auth</p>' });
    await mountMarkers(TRIGGER, { widgets, eager: true });
    await press(document.querySelector('button')!);
    expect(dialog()!.closest('.shop-dialog')!.classList.contains('shop-dialog--layer')).toBe(true);
  });

  it('says so when the panel cannot be loaded, offers the link’s page, and tries again on the next opening', async () => {
    panelCall.mockRejectedValueOnce(new api.ApiError('http', '/ajax/tpl_action/', { status: 500 }));
    await mountMarkers(TRIGGER, { widgets, eager: true });
    const button = document.querySelector('button')!;
    await press(button);
    const failed = dialog()!.querySelector('[role="alert"]')!;
    expect(failed.textContent).toContain('Не удалось открыть панель. Проверьте соединение и попробуйте ещё раз.');
    expect(failed.querySelector('a')?.getAttribute('href')).toBe('/account/');
    expect(failed.querySelector('a')?.textContent).toBe('Войти');
    await act(() => dialog()!.querySelector<HTMLButtonElement>('.shop-dialog__close')!.click());
    panelCall.mockResolvedValueOnce({ html: '<p class="loaded">ok</p>' });
    await press(button);
    expect(dialog()!.querySelector('.loaded')?.textContent).toBe('ok');
  });

  it('the phone popup shows the phone from page init as a tel: link before the server html', async () => {
    telCall.mockResolvedValue('<div class="tel-popup"><h2>Позвоните нам</h2></div>');
    await mountMarkers(PHONE, { widgets, eager: true });
    store.shopPhone.value = { words: '+38 (044) 123-45-67', digits: '38 044 123-45-67' };
    await press(document.querySelector('button')!);
    expect(telCall).toHaveBeenCalledTimes(1);
    expect(panelCall).not.toHaveBeenCalled();
    const link = dialog()!.querySelector<HTMLAnchorElement>('.shop-panel__phone a')!;
    expect(link.getAttribute('href')).toBe('tel:+380441234567');
    expect(link.textContent).toBe('+38 (044) 123-45-67');
    expect(dialog()!.querySelector('.tel-popup h2')?.textContent).toBe('Позвоните нам');
  });

  it('the phone popup without a phone in page init shows only the server html', async () => {
    telCall.mockResolvedValue('<div class="tel-popup">hours</div>');
    await mountMarkers(PHONE, { widgets, eager: true });
    await press(document.querySelector('button')!);
    expect(dialog()!.querySelector('.shop-panel__phone')).toBeNull();
    expect(dialog()!.querySelector('.tel-popup')?.textContent).toBe('hours');
  });

  // A backdrop click closes a modal unless it is marked not to (docs/markers.md).
  const backdrop = () => document.querySelector<HTMLElement>('.shop-dialog__backdrop')!;
  async function clickBackdropThenEsc(): Promise<void> {
    await act(() => backdrop().click());
    expect(dialog()).not.toBeNull();
    await act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(dialog()).toBeNull();
  }

  it('a panel closes on a backdrop click unless it is marked data-backdrop="static"', async () => {
    panelCall.mockResolvedValue({ html: '<div class="account">panel</div>' });
    await mountMarkers(TRIGGER, { widgets, eager: true });
    await press(document.querySelector('button')!);
    await act(() => backdrop().click());
    expect(dialog()).toBeNull();
  });

  it('data-backdrop="static" on the link keeps the panel open on a backdrop click, from the first moment; Esc closes it', async () => {
    let answer: (value: { html: string }) => void = () => {};
    panelCall.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await mountMarkers(TRIGGER.replace('data-panel="account"', 'data-panel="account" data-backdrop="static"'), { widgets, eager: true });
    await press(document.querySelector('button')!);
    // Still loading: the link's mark is enough.
    expect(dialog()!.querySelector('[role="status"]')).not.toBeNull();
    await act(() => backdrop().click());
    expect(dialog()).not.toBeNull();
    await act(async () => answer({ html: '<div class="account">panel</div>' }));
    await clickBackdropThenEsc();
  });

  it('data-backdrop="static" on the top-level element of the panel’s html keeps it open on a backdrop click; Esc closes it', async () => {
    panelCall.mockResolvedValue({ html: '\n<div class="account-panel" data-backdrop="static"><p>Вход</p></div>\n' });
    await mountMarkers(TRIGGER, { widgets, eager: true });
    const button = document.querySelector('button')!;
    await press(button);
    expect(dialog()!.querySelector('.account-panel')).not.toBeNull();
    await clickBackdropThenEsc();
    expect(document.activeElement).toBe(button);
  });

  it('the phone popup’s html can say it too', async () => {
    telCall.mockResolvedValue('<div class="tel-popup" data-backdrop="static">hours</div>');
    await mountMarkers(PHONE, { widgets, eager: true });
    await press(document.querySelector('button')!);
    await clickBackdropThenEsc();
  });

  it('reports a panel name that is not a word and keeps the link', async () => {
    const errors = vi.mocked(console.error);
    await mountMarkers('<a data-widget="panel-trigger" data-panel="a b" href="/x/">x</a>', { widgets, eager: true });
    expect(errors.mock.calls.some((call) => call.join(' ').includes('data-panel'))).toBe(true);
    expect(document.querySelector('a')!.getAttribute('href')).toBe('/x/');
    expect(document.querySelector('button')).toBeNull();
  });
});

describe('auth-panel', () => {
  const GUEST_BLOCK = `<div class="header__account" data-widget="auth-panel" data-logged-in="0">${TRIGGER}</div>`;
  const USER_BLOCK = '<a class="header__account-link" data-widget="panel-trigger" data-panel="auth" href="/account/">Кабинет</a>';

  beforeEach(() => resetStore());

  it('leaves a block that shows the state page init reports exactly as the server rendered it', async () => {
    store.auth.value = { loggedIn: false, blockHtml: TRIGGER };
    const mounter = await mountMarkers(GUEST_BLOCK, { widgets });
    const marker = document.querySelector<HTMLElement>('[data-widget="auth-panel"]')!;
    expect(mounter.records.stateOf(marker)).toBe('current');
    expect(marker.innerHTML).toBe(TRIGGER);
  });

  it('shows block_auth when page init says the shopper is logged in and the page shows the guest’s block', async () => {
    store.auth.value = { loggedIn: true, blockHtml: USER_BLOCK };
    await mountMarkers(GUEST_BLOCK, { widgets, mountInserted: true });
    const marker = document.querySelector<HTMLElement>('[data-widget="auth-panel"]')!;
    expect(marker.textContent).toBe('Кабинет');
    expect(marker.querySelector('[data-panel="auth"]')).not.toBeNull();
  });

  it('keeps the server block when page init sent no block (or failed)', async () => {
    store.auth.value = { loggedIn: true, blockHtml: '' };
    const mounter = await mountMarkers(GUEST_BLOCK, { widgets });
    expect(mounter.records.stateOf(document.querySelector('[data-widget="auth-panel"]')!)).toBe('current');
    expect(document.body.textContent).toBe('Войти');
  });
});
