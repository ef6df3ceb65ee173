import { act } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetMemoryStorage } from '../../../shared/browser/storage.ts';
import { store } from '../../../shared/store/index.ts';
import { a2hsHint } from '../../../widgets/a2hs-hint/index.ts';
import { HINT_CLOSED_KEY } from '../../../widgets/a2hs-hint/closed.ts';
import { mountMarkers } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';
import { restoreStorage, stubStorage } from '../helpers/storageStub.ts';

const MARKER =
  '<div class="a2hs-hint" data-widget="a2hs-hint" hidden>' +
  '<p class="a2hs-hint__text" data-platform="ios" hidden>Нажмите «Поделиться», затем «На экран Домой».</p>' +
  '<p class="a2hs-hint__text" data-platform="android" hidden>Откройте меню ⋮ и выберите «Добавить на главный экран».</p>' +
  '<button type="button" class="a2hs-hint__close" aria-label="Закрыть подсказку">×</button></div>';

const originalSession = Object.getOwnPropertyDescriptor(window, 'sessionStorage');


const hint = () => document.querySelector<HTMLElement>('[data-widget="a2hs-hint"]')!;
const text = (platform: string) => hint().querySelector<HTMLElement>(`[data-platform="${platform}"]`)!;
const close = () => act(() => hint().querySelector<HTMLButtonElement>('.a2hs-hint__close')!.click());

describe('a2hs-hint (the add-to-home-screen hint page init asks for)', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    resetStore();
    forgetMemoryStorage();
    window.sessionStorage.clear();
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => restoreStorage('sessionStorage', originalSession));

  it('safari2 shows the iOS text only', async () => {
    store.homeScreenHintAsked.value = { ios: true, android: false };
    await mountMarkers(MARKER, { widgets: [a2hsHint] });
    expect(hint().hidden).toBe(false);
    expect(text('ios').hidden).toBe(false);
    expect(text('android').hidden).toBe(true);
    expect(document.activeElement).toBe(document.body);
  });

  it('android_chrom shows the Android text only', async () => {
    store.homeScreenHintAsked.value = { ios: false, android: true };
    await mountMarkers(MARKER, { widgets: [a2hsHint] });
    expect(hint().hidden).toBe(false);
    expect(text('ios').hidden).toBe(true);
    expect(text('android').hidden).toBe(false);
  });

  it('neither flag, a failed page init, or a flag for a platform the marker has no text for: nothing shows', async () => {
    store.homeScreenHintAsked.value = { ios: false, android: false };
    await mountMarkers(MARKER, { widgets: [a2hsHint] });
    expect(hint().hidden).toBe(true);

    resetStore();
    store.pageInit.value = 'failed';
    await mountMarkers(MARKER, { widgets: [a2hsHint] });
    expect(hint().hidden).toBe(true);

    resetStore();
    store.homeScreenHintAsked.value = { ios: false, android: true };
    await mountMarkers(MARKER.replace(/<p[^>]*data-platform="android"[^<]*<\/p>/, ''), { widgets: [a2hsHint] });
    expect(hint().querySelector('[data-platform="android"]')).toBeNull();
    expect(hint().hidden).toBe(true);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows when the page-init answer comes after the mount', async () => {
    await mountMarkers(MARKER, { widgets: [a2hsHint] });
    expect(hint().hidden).toBe(true);
    await act(() => {
      store.homeScreenHintAsked.value = { ios: true, android: false };
    });
    expect(hint().hidden).toBe(false);
    expect(text('ios').hidden).toBe(false);
  });

  it('the close button hides it and it stays closed for the session (sessionStorage), on the next page too', async () => {
    store.homeScreenHintAsked.value = { ios: true, android: false };
    await mountMarkers(MARKER, { widgets: [a2hsHint] });
    await close();
    expect(hint().hidden).toBe(true);
    expect(text('ios').hidden).toBe(true);
    expect(window.sessionStorage.getItem(HINT_CLOSED_KEY)).toBe('1');
    // Page init saying so again on this page does not bring it back.
    await act(() => {
      store.homeScreenHintAsked.value = { ios: true, android: false };
    });
    expect(hint().hidden).toBe(true);

    // The next page of the session.
    forgetMemoryStorage();
    await mountMarkers(MARKER, { widgets: [a2hsHint] });
    expect(hint().hidden).toBe(true);

    // A new session (the tab closed).
    window.sessionStorage.clear();
    await mountMarkers(MARKER, { widgets: [a2hsHint] });
    expect(hint().hidden).toBe(false);
  });

  it('blocked storage: closed for this page only, with one console error for developers', async () => {
    stubStorage('sessionStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    store.homeScreenHintAsked.value = { ios: false, android: true };
    await mountMarkers(MARKER, { widgets: [a2hsHint] });
    expect(hint().hidden).toBe(false);
    expect(consoleError).not.toHaveBeenCalled();
    await close();
    expect(hint().hidden).toBe(true);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]![0])).toBe(
      '[shop-widgets] widget "a2hs-hint": the browser refused sessionStorage (blocked, full or missing); the hint is closed on this page only and comes back on the next',
    );
    // Mounted again on this page: still closed.
    await mountMarkers(MARKER, { widgets: [a2hsHint] });
    expect(hint().hidden).toBe(true);
    // The next page remembers nothing.
    forgetMemoryStorage();
    await mountMarkers(MARKER, { widgets: [a2hsHint] });
    expect(hint().hidden).toBe(false);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('unmounting gives back the hidden marker and texts', async () => {
    store.homeScreenHintAsked.value = { ios: true, android: false };
    const mounter = await mountMarkers(MARKER, { widgets: [a2hsHint] });
    await act(() => mounter.unmountWithin(document.body));
    expect(hint().hidden).toBe(true);
    expect(text('ios').hidden).toBe(true);
    expect(text('android').hidden).toBe(true);
  });

  it.each([
    ['without its close button', MARKER.replace(/<button.*<\/button>/, ''), 'a2hs-hint__close'],
    ['without a platform text', '<div data-widget="a2hs-hint" hidden><p>x</p><button type="button" class="a2hs-hint__close">×</button></div>', 'data-platform'],
    ['with only an unknown platform', '<div data-widget="a2hs-hint" hidden><p data-platform="windows">x</p><button type="button" class="a2hs-hint__close">×</button></div>', 'data-platform'],
  ])('a marker %s is refused with a console error', async (_, html, named) => {
    store.homeScreenHintAsked.value = { ios: true, android: true };
    await mountMarkers(html, { widgets: [a2hsHint] });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]![0])).toContain('widget "a2hs-hint"');
    expect(String(consoleError.mock.calls[0]![0])).toContain(named);
    expect(hint().hidden).toBe(true);
  });
});
