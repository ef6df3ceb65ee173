// A backdrop click closes a modal unless the modal is marked not to close that way. The
// server's modals of the callback form, the new-arrivals block and the messaging invite take the
// mark data-backdrop="static" on their marker or at the top level of their html (docs/markers.md
// "Modals that stay on a backdrop click"); panel-trigger and single-basket have theirs in their own
// test files. Only the backdrop is affected: Esc still closes.
import { act } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import type { AnyWidget } from '../../../shared/runtime/index.ts';
import { messengerInvite } from '../../../widgets/messenger-invite/index.ts';
import { newArrivals } from '../../../widgets/new-arrivals/index.ts';
import { recall } from '../../../widgets/recall/index.ts';
import { resetExternalCall } from '../../../widgets/recall/externalCall.ts';
import { afterModalDelay } from '../helpers/dialogs.ts';
import { mountMarkers } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({ ...(await original()), openRecall: vi.fn(), notifyNewArrival: vi.fn() }));
// The invite's own rule (a phone, every 6th view) has its tests: here it is this page's turn.
vi.mock(import('../../../widgets/messenger-invite/invite.ts'), async (original) => ({ ...(await original()), takeInvite: () => true }));
const openCall = vi.mocked(api.openRecall);

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const backdrop = () => document.querySelector<HTMLElement>('.shop-dialog__backdrop')!;

async function pressEscape(): Promise<void> {
  await act(() => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  });
}

/** Mounts the page and shows its modal: the one it shows on load, or the one its button opens. */
async function show(html: string, widget: AnyWidget): Promise<void> {
  await mountMarkers(html, { widgets: [widget], eager: true, flush: false });
  const button = document.querySelector<HTMLButtonElement>('button.recall__button');
  if (button) await act(() => button.click());
  await act(async () => {
    await vi.runAllTimersAsync();
  });
  await afterModalDelay();
  expect(dialog()).not.toBeNull();
}

const LINK = '<a class="footer__recall" data-widget="recall" href="/callback/">Перезвоните мне</a>';
const FORM = '<div class="recall"><form class="recall-form" method="post" action="/ajax/add_question21/"><input name="phone" type="tel" required><button type="submit">Отправить</button></form></div>';
const ARRIVALS = '<div class="new-arrivals" data-widget="new-arrivals" hidden><h2 class="new-arrivals__title">Новинки недели</h2><ul><li><a class="new-arrivals__link" href="/new/">Обувь</a></li></ul></div>';
const INVITE = '<div class="messenger-invite" data-widget="messenger-invite" hidden><h2 class="messenger-invite__title">Пишите нам</h2><p><a href="https://t.me/shop">Telegram</a></p></div>';

const cases: [string, AnyWidget, string, string][] = [
  ['recall: the link', recall, LINK.replace('data-widget="recall"', 'data-widget="recall" data-backdrop="static"'), FORM],
  ['recall: the form html’s top-level element', recall, LINK, FORM.replace('<div class="recall"', '<div class="recall" data-backdrop="static"')],
  ['new-arrivals: the marker', newArrivals, ARRIVALS.replace('data-widget="new-arrivals"', 'data-widget="new-arrivals" data-backdrop="static"'), ''],
  ['new-arrivals: its content’s top-level element', newArrivals, ARRIVALS.replace('<h2 class="new-arrivals__title"', '<h2 class="new-arrivals__title" data-backdrop="static"'), ''],
  ['messenger-invite: the marker', messengerInvite, INVITE.replace('data-widget="messenger-invite"', 'data-widget="messenger-invite" data-backdrop="static"'), ''],
];

describe('server modals marked data-backdrop="static"', () => {
  beforeEach(() => {
    resetStore();
    resetExternalCall();
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openCall.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    ['recall', recall, LINK],
    ['new-arrivals', newArrivals, ARRIVALS],
    ['messenger-invite', messengerInvite, INVITE],
  ] as const)('%s closes on a backdrop click when nothing marks it', async (_name, widget, html) => {
    openCall.mockResolvedValue(FORM);
    await show(html, widget);
    await act(() => backdrop().click());
    expect(dialog()).toBeNull();
  });

  it.each(cases)('%s: a backdrop click leaves it open, Esc closes it', async (_where, widget, html, formHtml) => {
    openCall.mockResolvedValue(formHtml);
    await show(html, widget);
    await act(() => backdrop().click());
    expect(dialog()).not.toBeNull();
    await pressEscape();
    expect(dialog()).toBeNull();
    expect(console.error).not.toHaveBeenCalled();
  });
});
