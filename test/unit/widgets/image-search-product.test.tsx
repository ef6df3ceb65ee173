import { act, fireEvent } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { resetApiClient, setApiTimeout } from '../../../shared/api/index.ts';
import { navigation } from '../../../shared/browser/navigation.ts';
import { store } from '../../../shared/store/index.ts';
import { imageSearch } from '../../../widgets/image-search/index.ts';
import { imageSearchFormProblem } from '../../../widgets/image-search/imageSearchForm.ts';
import { jsonAnswer, sent, stubFetch, textAnswer, type Answer, type FetchStub } from '../api/fetch-stub.ts';
import { mountMarkers } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';

const START =
  '<form class="image-search" data-widget="image-search" method="post" action="/ajax/search-image/" enctype="multipart/form-data">' +
  '<input type="hidden" name="ajax" value="1"><input type="hidden" name="action" value="upload">';
const PRODUCT = `${START}<input type="hidden" name="s_productid" value="123"><button class="image-search__submit" type="submit">Найти похожие</button></form>`;
const SUPPORT_IMAGE = `${START}<input type="hidden" name="supimageid" value="img-9"><button class="image-search__submit" type="submit">Найти похожие</button></form>`;

const FAILED_RU = 'Не удалось выполнить поиск по фото. Проверьте соединение и попробуйте ещё раз.';

const form = () => document.querySelector<HTMLFormElement>('form.image-search')!;
const button = () => form().querySelector<HTMLButtonElement>('button[type="submit"]')!;
const status = () => form().querySelector<HTMLElement>('[role="status"]')!;
const notices = () => store.notices.value.map((notice) => notice.text);

async function pass(ms = 0): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function press(): Promise<void> {
  await act(() => button().click());
  await pass();
}

describe('image-search: from a product', () => {
  let goTo: MockInstance<typeof navigation.goTo>;
  let consoleError: MockInstance<typeof console.error>;
  let fetch: FetchStub;

  function answers(...list: Answer[]): void {
    fetch = stubFetch(...list);
  }

  beforeEach(() => {
    vi.useFakeTimers();
    resetStore();
    resetApiClient();
    goTo = vi.spyOn(navigation, 'goTo').mockImplementation(() => {});
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    answers(jsonAnswer({ id: '1' }));
  });
  afterEach(() => {
    vi.useRealTimers();
    resetApiClient();
  });

  it('mounting keeps the button’s words and box; the only addition is an empty, visually hidden status after it', async () => {
    await mountMarkers(PRODUCT, { widgets: [imageSearch], eager: true, flush: false });
    await pass();
    expect(button().textContent).toBe('Найти похожие');
    expect(button().nextElementSibling).toBe(status());
    expect(status().textContent).toBe('');
    expect(status().style.position).toBe('absolute');
    expect(status().style.width).toBe('1px');
    expect(status().style.overflow).toBe('hidden');
    // (data-mount="eager" is the test's own way to mount at once.)
    expect(form().outerHTML.replace(' data-mount="eager"', '').replace(/<span class="image-search__status"[^>]*><\/span>/, '')).toBe(PRODUCT);
  });

  it('a submit sends s_productid with ajax=1 and action=upload; busy and the loader text while it waits; the answer’s route follows', async () => {
    let answer: (response: Response) => void = () => {};
    answers(() => new Promise<Response>((resolve) => (answer = resolve)));
    await mountMarkers(PRODUCT, { widgets: [imageSearch], eager: true, flush: false });
    await pass();
    await press();
    expect(button().disabled).toBe(true);
    expect(button().getAttribute('aria-busy')).toBe('true');
    expect(button().textContent).toBe('Найти похожие');
    expect(status().textContent).toBe('Идёт загрузка');
    // A second press and a second submit while it waits.
    await act(() => {
      fireEvent.submit(form());
    });
    await pass();
    expect(fetch).toHaveBeenCalledTimes(1);
    const request = await sent(fetch);
    expect(request.path).toBe('/ajax/search-image/');
    expect(request.contentType).toMatch(/^multipart\/form-data/);
    expect(request.fields).toEqual({ ajax: '1', action: 'upload', s_productid: '123' });
    expect(request.files).toEqual({});

    answer(jsonAnswer({ id: '5' }));
    await pass();
    expect(goTo).toHaveBeenCalledWith('/search-image/5/');
  });

  it('sends supimageid from a form that carries one; Ukrainian page, Ukrainian loader, /ua/ route', async () => {
    resetStore({ lang: 'ua', root: '/ua/' });
    let answer: (response: Response) => void = () => {};
    answers(() => new Promise<Response>((resolve) => (answer = resolve)));
    await mountMarkers(SUPPORT_IMAGE, { widgets: [imageSearch], eager: true, flush: false });
    await pass();
    await press();
    expect(status().textContent).toBe('Йде завантаження');
    expect((await sent(fetch)).fields).toEqual({ ajax: '1', action: 'upload', supimageid: 'img-9' });
    answer(jsonAnswer({ image: 'a b&c.jpg' }));
    await pass();
    expect(goTo).toHaveBeenCalledWith('/ua/photo-search-no-result/?image=a+b%26c.jpg');
  });

  it.each<[string, Answer]>([
    ['a 500', textAnswer('Internal Server Error', 500)],
    ['malformed JSON', textAnswer('{"id":')],
    ['an answer with neither id nor image', jsonAnswer({})],
    ['offline', new TypeError('Failed to fetch')],
  ])('%s: a message, the button usable again with its focus back, and a retry works', async (_case, failure) => {
    answers(failure, jsonAnswer({ id: '6' }));
    await mountMarkers(PRODUCT, { widgets: [imageSearch], eager: true, flush: false });
    await pass();
    button().focus();
    await press();
    expect(notices()).toEqual([FAILED_RU]);
    expect(button().disabled).toBe(false);
    expect(button().hasAttribute('aria-busy')).toBe(false);
    expect(status().textContent).toBe('');
    expect(document.activeElement).toBe(button());
    expect(goTo).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledTimes(1);
    await press();
    expect(goTo).toHaveBeenCalledWith('/search-image/6/');
  });

  it('a hanging call times out after the page’s API timeout with the message in Ukrainian', async () => {
    resetStore({ lang: 'ua', root: '/ua/' });
    setApiTimeout(2500);
    answers('hang');
    await mountMarkers(PRODUCT, { widgets: [imageSearch], eager: true, flush: false });
    await pass();
    await press();
    await pass(2499);
    expect(button().disabled).toBe(true);
    await pass(1);
    expect(button().disabled).toBe(false);
    expect(notices()).toEqual(['Не вдалося виконати пошук за фото. Перевірте з’єднання і спробуйте ще раз.']);
  });

  it('unmounting mid-search gives the server’s button back enabled and removes the status', async () => {
    answers('hang');
    const mounter = await mountMarkers(PRODUCT, { widgets: [imageSearch], eager: true, flush: false });
    await pass();
    await press();
    const [request] = fetch.mock.calls[0]!;
    await act(() => mounter.unmountWithin(document.body));
    await pass();
    expect(request.signal.aborted).toBe(true);
    expect(button().disabled).toBe(false);
    expect(button().hasAttribute('aria-busy')).toBe(false);
    expect(form().querySelector('.image-search__status')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('image-search: the marker contract', () => {
  const problem = (html: string) => {
    document.body.innerHTML = html;
    return imageSearchFormProblem(document.body.firstElementChild as HTMLElement)?.message ?? null;
  };

  it('takes the upload form, the product form and the support-image form', () => {
    expect(problem(`${START}<input type="file" name="image"><button type="submit">Найти</button></form>`)).toBeNull();
    expect(problem(PRODUCT)).toBeNull();
    expect(problem(SUPPORT_IMAGE)).toBeNull();
  });

  it.each([
    ['<div data-widget="image-search"><input type="file"></div>', 'the marker must be the <form> itself'],
    [`${START}<input type="file"><input type="file"></form>`, 'the form has 2 file inputs; it needs exactly one'],
    [`${START}<input type="file"><input type="hidden" name="s_productid" value="1"></form>`, 'the form has a file input and a "s_productid" field; it needs one source only'],
    [`${START}</form>`, 'the form has neither a file input nor a "s_productid" or "supimageid" field'],
    [`${START}<input type="hidden" name="s_productid" value="1"><input type="hidden" name="supimageid" value="2"></form>`, 'the form has 2 "s_productid" / "supimageid" fields; it needs one'],
    [`${START}<input type="hidden" name="s_productid" value=" "></form>`, 'the form\'s "s_productid" field is empty'],
  ])('refuses %s', (html, message) => {
    expect(problem(html)).toBe(message);
  });

  it('a refused marker keeps its server HTML and is reported once, naming the widget', async () => {
    vi.useFakeTimers();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = `${START}</form>`;
    await mountMarkers(html, { widgets: [imageSearch], eager: true, flush: false });
    await pass();
    vi.useRealTimers();
    expect(form().querySelector('[role="status"]')).toBeNull();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]![0])).toContain('image-search');
  });
});
