import { act, fireEvent } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { MODAL_SHOW_DELAY_MS } from '../../../shared/ui/Dialog.tsx';
import { recall } from '../../../widgets/recall/index.ts';
import { resetExternalCall } from '../../../widgets/recall/externalCall.ts';
import { afterModalDelay, replayHeldPress, shownAfterModalDelay, useRunningModalClock } from '../helpers/dialogs.ts';
import { flush, mountMarkers } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({ ...(await original()), openRecall: vi.fn(), sendRecall: vi.fn() }));
const openCall = vi.mocked(api.openRecall);
const sendCall = vi.mocked(api.sendRecall);

const LINK = '<a class="footer__recall" data-widget="recall" href="/callback/">Перезвоните мне</a>';
const FORM_HTML =
  '<div class="recall"><form class="recall-form" method="post" action="/ajax/add_question21/"><input type="hidden" name="recall" value="1">' +
  '<label class="field"><span>Имя</span><input name="name"></label><label class="field"><span>Телефон</span><input name="phone" type="tel" required></label>' +
  '<button type="submit">Перезвоните мне</button></form></div>';
const THANKS = '<div class="recall recall--done"><p class="recall__thanks" role="status">Спасибо!</p></div>';

// The 300 ms modal delay is jumped, not waited out.
beforeEach(useRunningModalClock);

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const form = () => dialog()!.querySelector<HTMLFormElement>('form')!;

/** The modal shows 300 ms after it is asked for: the clock jumps them. */
async function waitForModal(): Promise<void> {
  await afterModalDelay();
  await flush();
}

describe('recall', () => {
  beforeEach(() => {
    resetStore();
    resetExternalCall();
    openCall.mockReset();
    sendCall.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => history.replaceState(null, '', '/'));

  it('asks for the form with the page’s url, and the product on a product page; shows it in a modal', async () => {
    resetStore({ pageId: 'shop-product', productId: '1002' });
    openCall.mockResolvedValue(FORM_HTML);
    await mountMarkers(LINK, { widgets: [recall], eager: true });
    const button = document.querySelector<HTMLButtonElement>('button.recall__button')!;
    expect(button.textContent).toBe('Перезвоните мне');
    await act(() => button.click());
    await waitForModal();
    expect(openCall).toHaveBeenCalledTimes(1);
    expect(openCall.mock.calls[0]![0]).toEqual({ productId: '1002', url: location.href });
    expect(form().querySelector('input[name="phone"]')).not.toBeNull();
  });

  it('a first press held while the chunk loaded shows the form 300 ms after the press, not after the replay', async () => {
    openCall.mockResolvedValue(FORM_HTML);
    await mountMarkers(LINK, { widgets: [recall], eager: true });
    await replayHeldPress(document.querySelector<HTMLElement>('[data-widget="recall"]')!, 120);
    await shownAfterModalDelay(dialog, 120);
    vi.useRealTimers();
  });

  it.each([
    ['before the modal shows', 0],
    ['after the modal showed (a slow open call)', MODAL_SHOW_DELAY_MS + 200],
  ])('focus goes to the form’s first field when the form comes %s', async (_, delay) => {
    openCall.mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve(FORM_HTML), delay)));
    await mountMarkers(LINK, { widgets: [recall], eager: true });
    const button = document.querySelector<HTMLButtonElement>('button.recall__button')!;
    button.focus();
    await act(() => button.click());
    await waitForModal();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(delay);
    });
    await flush();
    expect(document.activeElement).toBe(form().querySelector('input[name="name"]'));
  });

  it('leaves the product out elsewhere', async () => {
    resetStore({ pageId: 'home', productId: null });
    openCall.mockResolvedValue(FORM_HTML);
    await mountMarkers(LINK, { widgets: [recall], eager: true });
    await act(() => document.querySelector<HTMLButtonElement>('button.recall__button')!.click());
    await waitForModal();
    expect(openCall.mock.calls[0]![0]).toEqual({ productId: null, url: location.href });
  });

  it('checks the form, sends it serialized and shows the answer in its place; a failed send keeps what was typed', async () => {
    openCall.mockResolvedValue(FORM_HTML);
    await mountMarkers(LINK, { widgets: [recall], eager: true });
    await act(() => document.querySelector<HTMLButtonElement>('button.recall__button')!.click());
    await waitForModal();
    const submit = () => act(() => form().querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    await submit();
    expect(sendCall).not.toHaveBeenCalled();
    // Focus went to the field, whose mask shows its prefix: that is no number, the error stays.
    expect(document.activeElement).toBe(form().querySelector('input[name="phone"]'));
    expect(form().querySelector<HTMLInputElement>('input[name="phone"]')!.value).toBe('+38 (');
    expect(form().querySelector('input[name="phone"]')!.getAttribute('aria-invalid')).toBe('true');

    const phone = form().querySelector<HTMLInputElement>('input[name="phone"]')!;
    phone.value = '0671234567';
    fireEvent.input(phone);
    fireEvent.blur(phone);
    expect(phone.value).toBe('+38 (067) 123-45-67');
    sendCall.mockRejectedValueOnce(new api.ApiError('http', '/ajax/add_question21/', { status: 500 }));
    await submit();
    await flush();
    expect(dialog()!.querySelector('[role="alert"]')?.textContent).toBe('Не удалось отправить форму. Проверьте соединение и попробуйте ещё раз.');
    expect(form().querySelector<HTMLInputElement>('input[name="phone"]')!.value).toBe('+38 (067) 123-45-67');

    sendCall.mockResolvedValueOnce(THANKS);
    await submit();
    await flush();
    const sent = sendCall.mock.calls[1]![0] as HTMLFormElement;
    expect(new FormData(sent).get('phone')).toBe('+38 (067) 123-45-67');
    expect(dialog()!.querySelector('.recall__thanks')?.textContent).toBe('Спасибо!');
    // The form and its focused button are gone: focus is on what replaced them.
    expect(document.activeElement).toBe(dialog()!.querySelector('.recall-dialog__content'));
    expect(dialog()!.querySelector('form')).toBeNull();
    expect(dialog()!.querySelector('[role="alert"]')).toBeNull();
  });

  it('an answer that is the form again (with the server’s error) can be sent again', async () => {
    openCall.mockResolvedValue(FORM_HTML);
    sendCall.mockResolvedValue(FORM_HTML);
    await mountMarkers(LINK, { widgets: [recall], eager: true });
    await act(() => document.querySelector<HTMLButtonElement>('button.recall__button')!.click());
    await waitForModal();
    for (const round of [1, 2]) {
      const phone = form().querySelector<HTMLInputElement>('input[name="phone"]')!;
      phone.value = '+38 (067) 123-45-67';
      fireEvent.input(phone);
      await act(() => form().querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
      await flush();
      expect(sendCall).toHaveBeenCalledTimes(round);
      expect(form().querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(false);
    }
  });

  it('?action=external_call resets the address to the root and opens the form by itself, once', async () => {
    history.replaceState(null, '', '/ua/catalog/odezhda/?action=external_call');
    resetStore({ lang: 'ua', root: '/ua/' });
    openCall.mockResolvedValue(FORM_HTML);
    await mountMarkers(LINK + LINK.replace('footer__recall', 'second'), { widgets: [recall], eager: true });
    await waitForModal();
    expect(location.pathname + location.search).toBe('/ua/');
    expect(openCall).toHaveBeenCalledTimes(1);
    // The call names the page the shopper came to, not the root the address bar shows now.
    expect(openCall.mock.calls[0]![0].url).toBe(`${location.origin}/ua/catalog/odezhda/?action=external_call`);
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
  });

  it.each([
    ['ru', '/', 'Обратный звонок'],
    ['ua', '/ua/', 'Зворотний дзвінок'],
  ] as const)('a marker without words (the hidden one the page wiring adds for ?action=external_call) names its form in the page’s language (%s)', async (lang, root, name) => {
    history.replaceState(null, '', `${root}catalog/odezhda/?action=external_call`);
    resetStore({ lang, root });
    openCall.mockResolvedValue(FORM_HTML);
    await mountMarkers('<a data-widget="recall" data-mount="eager" hidden></a>', { widgets: [recall] });
    await waitForModal();
    expect(dialog()!.getAttribute('aria-label')).toBe(name);
    expect(location.pathname + location.search).toBe(root);
    expect(openCall).toHaveBeenCalledTimes(1);
    expect(openCall.mock.calls[0]![0].url).toBe(`${location.origin}${root}catalog/odezhda/?action=external_call`);
  });
});
