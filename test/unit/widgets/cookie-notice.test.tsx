import { act } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../../shared/store/index.ts';
import { cookieNotice } from '../../../widgets/cookie-notice/index.ts';
import { COOKIE_ACCEPTED_MAX_AGE_S } from '../../../widgets/cookie-notice/consent.ts';
import { mountMarkers } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';

const MARKER =
  '<div class="cookie-notice" data-widget="cookie-notice" hidden><p class="cookie-notice__text">Мы используем cookie.</p> ' +
  '<button type="button" class="cookie-notice__accept">Принять</button></div><button id="elsewhere">elsewhere</button>';


const notice = () => document.querySelector<HTMLElement>('[data-widget="cookie-notice"]')!;
const accept = () => act(() => notice().querySelector<HTMLButtonElement>('.cookie-notice__accept')!.click());
const expire = () => {
  document.cookie = 'cookieAccepted=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
};

/** Replaces document.cookie with a jar that records every write; `keeps` false plays cookies turned off. */
function recordingJar(keeps = true): string[] {
  const written: string[] = [];
  const jar = new Map<string, string>();
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    set: (line: string) => {
      written.push(line);
      const [pair = ''] = line.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (keeps) jar.set(name, value);
    },
  });
  return written;
}

describe('cookie-notice (shown when page init says notifyAboutCookie)', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    resetStore();
    expire();
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    Reflect.deleteProperty(document, 'cookie');
    expire();
  });

  it('is shown when page init says notifyAboutCookie, as a named region that takes no focus', async () => {
    store.cookieNoticeAsked.value = true;
    document.body.focus();
    await mountMarkers(MARKER, { widgets: [cookieNotice] });
    expect(notice().hidden).toBe(false);
    expect(notice().getAttribute('role')).toBe('region');
    expect(notice().getAttribute('aria-label')).toBe('Уведомление о файлах cookie');
    // The server's own nodes and words stay.
    expect(notice().querySelector('.cookie-notice__text')!.textContent).toBe('Мы используем cookie.');
    expect(notice().contains(document.activeElement)).toBe(false);
    expect(document.querySelector('[aria-modal]')).toBeNull();
  });

  it('names the region in Ukrainian on a Ukrainian page', async () => {
    resetStore({ lang: 'ua', root: '/ua/' });
    store.cookieNoticeAsked.value = true;
    await mountMarkers(MARKER, { widgets: [cookieNotice] });
    expect(notice().getAttribute('aria-label')).toBe('Повідомлення про файли cookie');
  });

  it('shows when the page-init answer comes after the mount', async () => {
    await mountMarkers(MARKER, { widgets: [cookieNotice] });
    expect(notice().hidden).toBe(true);
    await act(() => {
      store.cookieNoticeAsked.value = true;
    });
    expect(notice().hidden).toBe(false);
  });

  it('stays hidden when page init does not ask, failed, or never answers', async () => {
    store.cookieNoticeAsked.value = false;
    await mountMarkers(MARKER, { widgets: [cookieNotice] });
    expect(notice().hidden).toBe(true);

    resetStore();
    store.pageInit.value = 'failed';
    await mountMarkers(MARKER, { widgets: [cookieNotice] });
    expect(store.cookieNoticeAsked.value).toBe(false);
    expect(notice().hidden).toBe(true);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('stays hidden when the shopper accepted on an earlier page (cookieAccepted=1)', async () => {
    document.cookie = 'cookieAccepted=1; path=/';
    store.cookieNoticeAsked.value = true;
    await mountMarkers(MARKER, { widgets: [cookieNotice] });
    expect(notice().hidden).toBe(true);
  });

  it('shows when the cookie holds anything but 1', async () => {
    document.cookie = 'cookieAccepted=0; path=/';
    store.cookieNoticeAsked.value = true;
    await mountMarkers(MARKER, { widgets: [cookieNotice] });
    expect(notice().hidden).toBe(false);
  });

  it('accepting sets cookieAccepted=1 for 3000 days and hides it for good, whatever page init says later', async () => {
    const written = recordingJar();
    store.cookieNoticeAsked.value = true;
    await mountMarkers(MARKER, { widgets: [cookieNotice] });
    await accept();
    expect(COOKIE_ACCEPTED_MAX_AGE_S).toBe(259_200_000);
    expect(written).toEqual(['cookieAccepted=1; path=/; SameSite=Lax; max-age=259200000']);
    expect(notice().hidden).toBe(true);
    // A later answer (the same flag again) does not bring it back on this page.
    await act(() => {
      store.cookieNoticeAsked.value = true;
    });
    expect(notice().hidden).toBe(true);
    expect(store.notices.value).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each([
    ['ru', 'Не удалось запомнить ваш выбор: браузер не сохраняет cookie. Уведомление появится снова на другой странице.'],
    ['ua', 'Не вдалося запам’ятати ваш вибір: браузер не зберігає cookie. Повідомлення з’явиться знову на іншій сторінці.'],
  ] as const)('blocked cookies (%s): a console error and a message, and the notice still goes for this page', async (lang, text) => {
    resetStore({ lang });
    recordingJar(false);
    store.cookieNoticeAsked.value = true;
    await mountMarkers(MARKER, { widgets: [cookieNotice] });
    await accept();
    expect(notice().hidden).toBe(true);
    expect(store.notices.value.map((n) => [n.text, n.tone])).toEqual([[text, 'error']]);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]![0])).toContain('widget "cookie-notice": the browser refused the cookieAccepted cookie');
  });

  it('a sandboxed page that throws on cookies is a refusal too', async () => {
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => {
        throw new DOMException('sandboxed', 'SecurityError');
      },
      set: () => {
        throw new DOMException('sandboxed', 'SecurityError');
      },
    });
    store.cookieNoticeAsked.value = true;
    await mountMarkers(MARKER, { widgets: [cookieNotice] });
    // Unreadable cookies count as not accepted.
    expect(notice().hidden).toBe(false);
    await accept();
    expect(notice().hidden).toBe(true);
    expect(store.notices.value).toHaveLength(1);
  });

  it('unmounting gives back what the server had: hidden, no role, no label', async () => {
    store.cookieNoticeAsked.value = true;
    const mounter = await mountMarkers(MARKER, { widgets: [cookieNotice] });
    await act(() => mounter.unmountWithin(document.body));
    expect(notice().hidden).toBe(true);
    expect(notice().hasAttribute('role')).toBe(false);
    expect(notice().hasAttribute('aria-label')).toBe(false);
    expect(notice().querySelector('.cookie-notice__accept')).not.toBeNull();
  });

  it('a marker without its accept button is refused with a console error and left as the server sent it', async () => {
    store.cookieNoticeAsked.value = true;
    await mountMarkers('<div data-widget="cookie-notice" hidden><p>cookie</p></div>', { widgets: [cookieNotice] });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]![0])).toContain('widget "cookie-notice"');
    expect(String(consoleError.mock.calls[0]![0])).toContain('cookie-notice__accept');
    expect(notice().hidden).toBe(true);
  });
});
