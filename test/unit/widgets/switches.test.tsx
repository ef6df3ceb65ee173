import { act } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { navigation } from '../../../shared/browser/navigation.ts';
import { currencySwitch } from '../../../widgets/currency-switch/index.ts';
import { langSwitch } from '../../../widgets/lang-switch/index.ts';
import { sortPopup } from '../../../widgets/sort-popup/index.ts';
import { jsonAnswer, sent, stubFetch, textAnswer } from '../api/fetch-stub.ts';
import { flush, mountMarkers } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';

const widgets = [langSwitch, currencySwitch, sortPopup];
const startUrl = location.href;

const langMarker = `<details class="switch" data-widget="lang-switch"><summary class="switch__current">Рус</summary>
<form method="post" action="/"><input type="hidden" name="back" value="/x/">
<button type="submit" name="change_lang" value="ua" lang="uk">Укр</button><button type="submit" name="change_lang" value="ru" lang="ru">Рус</button></form></details>`;
const currencyMarker = `<details class="switch" data-widget="currency-switch"><summary class="switch__current">UAH</summary>
<form method="post" action="/"><button type="submit" name="change_currency" value="UAH">UAH</button><button type="submit" name="change_currency" value="KZT">тенге</button></form></details>`;
const sortMarker = `<details class="sort-popup" data-widget="sort-popup"><summary class="sort-popup__button">Сортировка</summary>
<ul><li><a href="?sort=price_asc">Дешевле</a></li><li><a href="?sort=new">Новинки</a></li></ul></details><button id="elsewhere">elsewhere</button>`;

function summary(marker = document.querySelector('[data-widget]')!): HTMLElement {
  return marker.querySelector('summary')!;
}

/** A press on a choice as the browser does it: the button's click, then the form's submit from it. */
async function choose(value: string): Promise<void> {
  const button = document.querySelector<HTMLButtonElement>(`button[value="${value}"]`)!;
  await act(() => {
    button.click();
  });
  await flush();
}

async function toggle(details: HTMLDetailsElement, open: boolean): Promise<void> {
  await act(() => {
    details.open = open;
    details.dispatchEvent(new Event('toggle'));
  });
}

describe('lang-switch and currency-switch', () => {
  let goTo: MockInstance<(path: string) => void>;

  beforeEach(() => {
    resetStore();
    goTo = vi.spyOn(navigation, 'goTo').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    history.replaceState(null, '', startUrl);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('posts change_lang=ua with the ajax header, then adds the /ua/ prefix keeping the query and hash', async () => {
    history.replaceState(null, '', '/catalog/shoes/?size=42#top');
    const fetch = stubFetch(textAnswer(''));
    await mountMarkers(langMarker, { widgets, eager: true });
    await choose('ua');
    const request = await sent(fetch);
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/');
    expect(request.fields).toEqual({ change_lang: 'ua' });
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(goTo).toHaveBeenCalledWith('/ua/catalog/shoes/?size=42#top');
  });

  it('Russian from a Ukrainian page removes the prefix', async () => {
    resetStore({ lang: 'ua', root: '/ua/' });
    history.replaceState(null, '', '/ua/product/12/');
    stubFetch(textAnswer(''));
    await mountMarkers(langMarker, { widgets, eager: true });
    await choose('ru');
    expect(goTo).toHaveBeenCalledWith('/product/12/');
  });

  it('leaves admin and ajax paths as they are', async () => {
    history.replaceState(null, '', '/ua/admin/orders/?p=2');
    stubFetch(textAnswer(''));
    resetStore({ lang: 'ua', root: '/ua/' });
    await mountMarkers(langMarker, { widgets, eager: true });
    await choose('ru');
    expect(goTo).toHaveBeenCalledWith('/ua/admin/orders/?p=2');
  });

  it('currency: posts change_currency and removes any /ua/ prefix', async () => {
    history.replaceState(null, '', '/ua/catalog/bags/?sort=new#list');
    resetStore({ lang: 'ua', root: '/ua/' });
    const fetch = stubFetch(textAnswer(''));
    await mountMarkers(currencyMarker, { widgets, eager: true });
    await choose('KZT');
    expect((await sent(fetch)).fields).toEqual({ change_currency: 'KZT' });
    expect(goTo).toHaveBeenCalledWith('/catalog/bags/?sort=new#list');
  });

  it('choosing the page’s own value posts nothing and closes the dropdown, focus on its button', async () => {
    const fetch = stubFetch(textAnswer(''));
    await mountMarkers(langMarker, { widgets, eager: true });
    const details = document.querySelector('details')!;
    await toggle(details, true);
    await choose('ru');
    expect(fetch).not.toHaveBeenCalled();
    expect(goTo).not.toHaveBeenCalled();
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(summary());
  });

  it.each([
    ['a server error', textAnswer('oops', 500)],
    ['a lost connection', new TypeError('Failed to fetch')],
  ])('after %s the page stays, the dropdown says so and the shopper can press again', async (_name, failure) => {
    const fetch = stubFetch(failure, textAnswer(''));
    await mountMarkers(currencyMarker, { widgets, eager: true });
    const details = document.querySelector('details')!;
    await toggle(details, true);
    await choose('KZT');
    expect(goTo).not.toHaveBeenCalled();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Не удалось переключить. Проверьте соединение и попробуйте ещё раз.');
    expect(details.open).toBe(true);
    const kzt = document.querySelector<HTMLButtonElement>('button[value="KZT"]')!;
    expect(kzt.disabled).toBe(false);
    expect(document.activeElement).toBe(kzt);
    await choose('KZT');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(goTo).toHaveBeenCalledWith(location.pathname + location.search + location.hash);
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('the failure message is in the page’s language', async () => {
    resetStore({ lang: 'ua', root: '/ua/' });
    stubFetch(textAnswer('', 502));
    await mountMarkers(langMarker, { widgets, eager: true });
    await choose('ru');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Не вдалося перемкнути. Перевірте з’єднання і спробуйте ще раз.');
  });

  it('a second press while the first is on its way posts nothing more', async () => {
    const fetch = stubFetch('hang');
    await mountMarkers(langMarker, { widgets, eager: true });
    await choose('ua');
    const ua = document.querySelector<HTMLButtonElement>('button[value="ua"]')!;
    expect(ua.disabled).toBe(true);
    expect(document.querySelector('details')!.getAttribute('aria-busy')).toBe('true');
    await act(() => {
      ua.form!.requestSubmit();
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a marker that is no dropdown, or whose buttons post something else, keeps its server HTML and names the problem', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mountMarkers(
      `<div data-widget="lang-switch"><form><button name="change_lang" value="ua">Укр</button></form></div>
       <details data-widget="currency-switch"><summary>UAH</summary><form><button name="change_currency" value="USD">USD</button></form></details>`,
      { widgets, eager: true },
    );
    const lines = error.mock.calls.map((call) => String(call[0]));
    expect(lines.some((line) => line.includes('lang-switch') && line.includes('<details>'))).toBe(true);
    expect(lines.some((line) => line.includes('currency-switch') && line.includes('UAH or KZT'))).toBe(true);
    expect(document.querySelector('details summary')!.hasAttribute('aria-expanded')).toBe(false);
  });

  it('unmounting gives the form back its own POST', async () => {
    const fetch = stubFetch(textAnswer(''));
    const mounter = await mountMarkers(langMarker, { widgets, eager: true });
    const marker = document.querySelector<HTMLElement>('[data-widget]')!;
    await act(() => mounter.unmountWithin(marker));
    const submit = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('submit', submit);
    await choose('ua');
    document.removeEventListener('submit', submit);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]![0].defaultPrevented).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    expect(summary().hasAttribute('aria-expanded')).toBe(false);
  });

  it('answers nothing the spec lacks: a JSON answer is not read either', async () => {
    stubFetch(jsonAnswer({ redirect: 'https://other.example/' }));
    await mountMarkers(langMarker, { widgets, eager: true });
    await choose('ua');
    expect(goTo).toHaveBeenCalledTimes(1);
    expect(goTo.mock.calls[0]![0].startsWith('/ua/')).toBe(true);
  });
});

describe('sort-popup (and the dropdown behaviour the switches share)', () => {
  beforeEach(() => resetStore());

  it('marks its button active while open: aria-expanded and a class', async () => {
    await mountMarkers(sortMarker, { widgets, eager: true });
    const details = document.querySelector('details')!;
    expect(summary().getAttribute('aria-expanded')).toBe('false');
    expect(summary().classList.contains('is-active')).toBe(false);
    await toggle(details, true);
    expect(summary().getAttribute('aria-expanded')).toBe('true');
    expect(summary().classList.contains('is-active')).toBe(true);
    await toggle(details, false);
    expect(summary().getAttribute('aria-expanded')).toBe('false');
    expect(summary().classList.contains('is-active')).toBe(false);
  });

  it('Esc closes it and puts focus on the button; an Esc with it closed does nothing', async () => {
    await mountMarkers(sortMarker, { widgets, eager: true });
    const details = document.querySelector('details')!;
    await toggle(details, true);
    const link = details.querySelector('a')!;
    link.focus();
    const esc = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    await act(() => {
      link.dispatchEvent(esc);
    });
    expect(details.open).toBe(false);
    expect(esc.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(summary());
    expect(summary().getAttribute('aria-expanded')).toBe('false');
    const second = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    summary().dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
  });

  it('a press outside closes it, and so does focus moving out; a press inside does not', async () => {
    await mountMarkers(sortMarker, { widgets, eager: true });
    const details = document.querySelector('details')!;
    await toggle(details, true);
    details.querySelector('a')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(details.open).toBe(true);
    document.getElementById('elsewhere')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(details.open).toBe(false);
    expect(summary().classList.contains('is-active')).toBe(false);
    await toggle(details, true);
    document.getElementById('elsewhere')!.focus();
    expect(details.open).toBe(false);
  });

  it('unmounting takes back the button state it set', async () => {
    const mounter = await mountMarkers(sortMarker, { widgets, eager: true });
    const details = document.querySelector<HTMLDetailsElement>('details')!;
    await toggle(details, true);
    await act(() => mounter.unmountWithin(details));
    expect(summary().hasAttribute('aria-expanded')).toBe(false);
    expect(summary().classList.contains('is-active')).toBe(false);
  });

  it('a <details> without its <summary> first is refused', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mountMarkers('<details data-widget="sort-popup"><ul><li>x</li></ul><summary>Sort</summary></details>', { widgets, eager: true });
    expect(error.mock.calls.some((call) => String(call[0]).includes('sort-popup'))).toBe(true);
    expect(document.querySelector('summary')!.hasAttribute('aria-expanded')).toBe(false);
  });
});
