import { act, fireEvent } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as clipboard from '../../../shared/browser/clipboard.ts';
import type { Mounter } from '../../../shared/runtime/Mounter.ts';
import { COPIED_LABEL_MS } from '../../../shared/ui/CopiedLabel.tsx';
import { PROMO_CODE_COOKIE } from '../../../widgets/promo-code/codeCookie.ts';
import { promoCode } from '../../../widgets/promo-code/index.ts';
import { PROMO_HINT_MS } from '../../../widgets/promo-code/PromoCode.tsx';
import { restoreCookieJar, stubCookieJar } from '../helpers/cookieJar.ts';
import { mountMarkers } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';

vi.mock(import('../../../shared/browser/clipboard.ts'), () => ({ copyText: vi.fn() }));
const copyCall = vi.mocked(clipboard.copyText);

const HINT_TEXT = 'Код скопирован — вставьте его при оформлении заказа';
const MARKER = `<div class="promo-code" data-widget="promo-code" data-code="AUTUMN15"><span class="promo-code__label">Промокод</span> <code class="promo-code__value">AUTUMN15</code> <button type="button" class="promo-code__copy">Скопировать</button> <span class="promo-code__hint" hidden>${HINT_TEXT}</span></div>`;

const marker = () => document.querySelector<HTMLElement>('.promo-code')!;
const button = () => document.querySelector<HTMLButtonElement>('.promo-code__copy')!;
const hint = () => document.querySelector<HTMLElement>('.promo-code__hint:not(.promo-code__hint--failed)');
const status = () => document.querySelector<HTMLElement>('.promo-code [role="status"]');
const failed = () => document.querySelector<HTMLElement>('.promo-code__hint--failed');
/** The words the button shows (and is named by): its one label not hidden from screen readers. */
const label = () =>
  [...button().querySelectorAll('span > span')].filter((span) => span.getAttribute('aria-hidden') !== 'true').map((span) => span.textContent).join('') ||
  button().textContent;
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

let mounter: Mounter | null = null;

async function mount(html = MARKER, eager = true): Promise<void> {
  mounter = await mountMarkers(html, { widgets: [promoCode], eager, flush: false });
}

/** A press on the copy button, and the copy's answer (a resolved promise) taken in. */
async function press(): Promise<void> {
  await act(async () => {
    fireEvent.click(button());
    await Promise.resolve();
  });
}

describe('promo-code', () => {
  let jar: { writes: string[] };
  let consoleError: ReturnType<typeof vi.spyOn>;
  let consoleWarn: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.useFakeTimers();
    resetStore();
    copyCall.mockReset();
    copyCall.mockResolvedValue(true);
    jar = stubCookieJar();
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.getSelection()?.removeAllRanges();
  });
  afterEach(async () => {
    await act(() => mounter?.unmountWithin(document.body));
    mounter = null;
    vi.useRealTimers();
    restoreCookieJar();
    vi.restoreAllMocks();
  });

  it('mounted, shows what the server showed: the button\'s words, the hint hidden, an empty live region ready', async () => {
    await mount();
    expect(label()).toBe('Скопировать');
    expect(hint()!.hidden).toBe(true);
    expect(status()!.textContent).toBe('');
    // A polite live region that takes no room: the status role is polite by itself.
    expect(status()!.style.position).toBe('absolute');
    expect(marker().querySelector('code')!.textContent).toBe('AUTUMN15');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('the first press on the server\'s button mounts the widget and copies (interaction mount)', async () => {
    await mount(MARKER, false);
    expect(copyCall).not.toHaveBeenCalled();
    await press();
    expect(copyCall).toHaveBeenCalledTimes(1);
    expect(copyCall).toHaveBeenCalledWith('AUTUMN15');
    expect(label()).toBe('✔ скопировано');
  });

  it('starts the copy inside the click, before anything waits (the fallback may only run there)', async () => {
    await mount();
    fireEvent.click(button());
    expect(copyCall).toHaveBeenCalledWith('AUTUMN15');
    await act(async () => void (await Promise.resolve()));
  });

  it.each([
    ['ru', '✔ скопировано'],
    ['ua', '✔ скопійовано'],
  ] as const)('a copy (%s): the button says "%s" for exactly 2000 ms', async (lang, copied) => {
    resetStore({ lang });
    await mount();
    await press();
    expect(label()).toBe(copied);
    await advance(COPIED_LABEL_MS - 1);
    expect(label()).toBe(copied);
    await advance(1);
    expect(label()).toBe('Скопировать');
  });

  it('a copy shows the server\'s hint for exactly 3000 ms and says its words to screen readers', async () => {
    await mount();
    await press();
    expect(hint()!.hidden).toBe(false);
    expect(status()!.textContent).toBe(HINT_TEXT);
    await advance(PROMO_HINT_MS - 1);
    expect(hint()!.hidden).toBe(false);
    await advance(1);
    expect(hint()!.hidden).toBe(true);
    expect(status()!.textContent).toBe('');
    expect(vi.getTimerCount()).toBe(0);
    expect(PROMO_HINT_MS).toBe(3000);
    expect(COPIED_LABEL_MS).toBe(2000);
  });

  it('a second press starts both the 2000 ms label and the 3000 ms hint again', async () => {
    await mount();
    await press();
    await advance(1500);
    await press();
    await advance(COPIED_LABEL_MS - 1);
    expect(label()).toBe('✔ скопировано');
    await advance(1);
    expect(label()).toBe('Скопировать');
    expect(hint()!.hidden).toBe(false);
    await advance(PROMO_HINT_MS - COPIED_LABEL_MS - 1);
    expect(hint()!.hidden).toBe(false);
    await advance(1);
    expect(hint()!.hidden).toBe(true);
  });

  it('a second press says the hint again to screen readers (new text in the live region)', async () => {
    await mount();
    await press();
    const first = status()!.firstChild;
    await press();
    expect(status()!.textContent).toBe(HINT_TEXT);
    expect(status()!.firstChild).not.toBe(first);
  });

  it('stores the code in promocodeBanner, a session cookie, on every press', async () => {
    await mount();
    await press();
    await press();
    expect(jar.writes).toEqual([`${PROMO_CODE_COOKIE}=AUTUMN15; path=/; SameSite=Lax`, `${PROMO_CODE_COOKIE}=AUTUMN15; path=/; SameSite=Lax`]);
    expect(document.cookie).toBe('promocodeBanner=AUTUMN15');
  });

  it('without a hint of its own, says "Промокод скопирован" to screen readers', async () => {
    await mount(MARKER.replace(/ <span class="promo-code__hint" hidden>.*?<\/span>/, ''));
    await press();
    expect(status()!.textContent).toBe('Промокод скопирован');
    await advance(PROMO_HINT_MS);
    expect(status()!.textContent).toBe('');
  });

  it.each([
    ['ru', 'Не удалось скопировать — код выделен, скопируйте его вручную'],
    ['ua', 'Не вдалося скопіювати — код виділено, скопіюйте його вручну'],
  ] as const)('a refused clipboard (%s): the code selected, a message in the hint\'s place, a console error', async (lang, message) => {
    resetStore({ lang });
    copyCall.mockResolvedValue(false);
    await mount();
    await press();
    expect(document.getSelection()!.toString()).toBe('AUTUMN15');
    expect(failed()!.textContent).toBe(message);
    // Said to screen readers, and shown right after the hint, in the hint's class (the site places it).
    expect(status()!.textContent).toBe(message);
    expect(status()!.style.position).toBe('absolute');
    expect(failed()!.previousElementSibling).toBe(status());
    expect(status()!.parentElement!.previousElementSibling).toBe(hint());
    expect(hint()!.hidden).toBe(true);
    expect(label()).toBe('Скопировать');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]![0])).toBe(
      '[shop-widgets] widget "promo-code": the clipboard refused the code; the code is selected for the shopper to copy by hand',
    );
    expect(consoleWarn).not.toHaveBeenCalled();
    // The cookie is stored all the same.
    expect(jar.writes).toHaveLength(1);
    // It stays while the shopper copies by hand.
    await advance(10 * PROMO_HINT_MS);
    expect(failed()!.textContent).toBe(message);
  });

  it('a copy that works after a refusal replaces the message with the hint', async () => {
    copyCall.mockResolvedValueOnce(false);
    await mount();
    await press();
    expect(failed()).not.toBeNull();
    await press();
    expect(failed()).toBeNull();
    expect(hint()!.hidden).toBe(false);
    expect(label()).toBe('✔ скопировано');
  });

  it('a refused clipboard on a marker that shows no code: the message gives the code', async () => {
    copyCall.mockResolvedValue(false);
    await mount(MARKER.replace(' <code class="promo-code__value">AUTUMN15</code>', ''));
    await press();
    expect(failed()!.textContent).toBe('Не удалось скопировать промокод AUTUMN15 — скопируйте его вручную');
  });

  it('blocked cookies: one console error naming promocodeBanner, and the copy still works', async () => {
    restoreCookieJar();
    jar = stubCookieJar({ refuse: true });
    await mount();
    await press();
    await press();
    expect(consoleError).toHaveBeenCalledTimes(1);
    const logged = String(consoleError.mock.calls[0]![0]);
    expect(logged).toContain('promo-code');
    expect(logged).toContain('promocodeBanner');
    expect(copyCall).toHaveBeenCalledTimes(2);
    expect(label()).toBe('✔ скопировано');
    expect(hint()!.hidden).toBe(false);
  });

  it('hostile code text is copied and stored as text and never becomes HTML', async () => {
    const hostile = '<img src=x onerror="window.hacked=1">';
    const escaped = hostile.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    copyCall.mockResolvedValue(false);
    await mount(MARKER.replace('data-code="AUTUMN15"', `data-code="${escaped}"`).replace(' <code class="promo-code__value">AUTUMN15</code>', ''));
    await press();
    expect(copyCall).toHaveBeenCalledWith(hostile);
    expect(document.querySelector('img')).toBeNull();
    expect(failed()!.textContent).toBe(`Не удалось скопировать промокод ${hostile} — скопируйте его вручную`);
    expect(jar.writes[0]).toBe(`${PROMO_CODE_COOKIE}=${encodeURIComponent(hostile)}; path=/; SameSite=Lax`);
    expect(document.cookie).not.toContain('<');
  });

  it.each([
    ['a blank data-code', MARKER.replace('data-code="AUTUMN15"', 'data-code="  "'), 'data-code'],
    ['no data-code', MARKER.replace(' data-code="AUTUMN15"', ''), 'data-code'],
    ['no copy button', MARKER.replace('<button type="button" class="promo-code__copy">Скопировать</button>', ''), 'promo-code__copy'],
    ['a copy control that is no <button>', MARKER.replace('<button type="button" class="promo-code__copy">Скопировать</button>', '<span class="promo-code__copy">Скопировать</span>'), 'promo-code__copy'],
  ])('%s: one console error naming it, the server HTML stays', async (_, html, named) => {
    await mount(html);
    expect(consoleError).toHaveBeenCalledTimes(1);
    const logged = String(consoleError.mock.calls[0]![0]);
    expect(logged).toContain('promo-code');
    expect(logged).toContain(named);
    expect(status()).toBeNull();
    expect(marker().innerHTML).toBe(document.createRange().createContextualFragment(html).firstElementChild!.innerHTML);
  });

  it('unmounted: the button\'s own words, the hint hidden, nothing of ours and no timer left', async () => {
    const template = document.createElement('template');
    template.innerHTML = MARKER;
    const server = template.content.firstElementChild!.innerHTML;
    await mount();
    await press();
    await act(() => mounter!.unmountWithin(document.body));
    expect(marker().innerHTML).toBe(server);
    expect(button().textContent).toBe('Скопировать');
    expect(hint()!.hidden).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
