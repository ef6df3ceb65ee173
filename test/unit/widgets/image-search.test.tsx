import { act, fireEvent } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { resetApiClient, setApiTimeout } from '../../../shared/api/index.ts';
import { navigation } from '../../../shared/browser/navigation.ts';
import { MODAL_SHOW_DELAY_MS } from '../../../shared/ui/Dialog.tsx';
import { imageSearch } from '../../../widgets/image-search/index.ts';
import { MAX_PHOTO_BYTES } from '../../../widgets/image-search/photoCheck.ts';
import { jsonAnswer, sent, stubFetch, textAnswer, type Answer, type FetchStub } from '../api/fetch-stub.ts';
import { mountMarkers } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';

const UPLOAD =
  '<form class="image-search" data-widget="image-search" method="post" action="/ajax/search-image/" enctype="multipart/form-data">' +
  '<input type="hidden" name="ajax" value="1"><input type="hidden" name="action" value="upload">' +
  '<label class="image-search__pick">Поиск по фото <input class="image-search__file" type="file" name="image" accept="image/*"></label>' +
  '<button class="image-search__submit" type="submit">Найти</button></form>';

const FAILED_RU = 'Не удалось выполнить поиск по фото. Проверьте соединение и попробуйте ещё раз.';
const FAILED_UA = 'Не вдалося виконати пошук за фото. Перевірте з’єднання і спробуйте ще раз.';

const form = () => document.querySelector<HTMLFormElement>('form.image-search')!;
const fileInput = () => form().querySelector<HTMLInputElement>('input[type="file"]')!;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const findButton = () => dialog()?.querySelector<HTMLButtonElement>('.image-search-dialog__find') ?? null;
const pickButton = () => dialog()!.querySelector<HTMLButtonElement>('.image-search-dialog__pick')!;
const preview = () => dialog()?.querySelector<HTMLImageElement>('img.image-search-dialog__preview') ?? null;
const status = () => dialog()!.querySelector('[role="status"]')!;
const alerts = () => Array.from(dialog()?.querySelectorAll('[role="alert"]') ?? [], (alert) => alert.textContent);

function photo(name = 'dress.png', type = 'image/png', bytes: BlobPart = 'png-bytes'): File {
  return new File([bytes], name, { type });
}

/** A file of `size` bytes without allocating them: only its size and type are looked at before it is sent. */
function photoOfSize(size: number, type = 'image/jpeg'): File {
  const file = new File(['x'], 'big.jpg', { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Lets timers and the promise chains of a stubbed call run, `ms` of fake time. */
async function pass(ms = 0): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * The shopper picks a file in the form's own input; the dialog shows after SPEC 9's delay. (A
 * plain bubbling event: testing-library's change on a file input does not reach the form.)
 */
async function choose(file: File | null): Promise<void> {
  Object.defineProperty(fileInput(), 'files', { value: file ? [file] : [], configurable: true });
  await act(() => {
    fileInput().dispatchEvent(new Event('change', { bubbles: true }));
  });
  await pass(MODAL_SHOW_DELAY_MS);
}

async function pressFind(): Promise<void> {
  await act(() => findButton()!.click());
  await pass();
}

async function mount(): Promise<void> {
  await mountMarkers(UPLOAD, { widgets: [imageSearch], eager: true, flush: false });
  await pass();
}

describe('image-search: uploading a photo', () => {
  let goTo: MockInstance<typeof navigation.goTo>;
  let createUrl: MockInstance<typeof URL.createObjectURL>;
  let revokeUrl: MockInstance<typeof URL.revokeObjectURL>;
  let consoleError: MockInstance<typeof console.error>;
  let fetch: FetchStub;

  /** Every call answers with these, in order (the last one repeats). */
  function answers(...list: Answer[]): void {
    fetch = stubFetch(...list);
  }

  beforeEach(() => {
    vi.useFakeTimers();
    resetStore();
    resetApiClient();
    goTo = vi.spyOn(navigation, 'goTo').mockImplementation(() => {});
    let made = 0;
    createUrl = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:http://localhost:3000/preview-${++made}`);
    revokeUrl = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    answers(jsonAnswer({ id: '1' }));
  });
  afterEach(() => {
    vi.useRealTimers();
    resetApiClient();
  });

  it('mounting keeps the server’s form, its nodes and words; nothing opens before a file is chosen', async () => {
    await mountMarkers(UPLOAD, { widgets: [imageSearch], flush: false });
    const input = fileInput();
    const button = form().querySelector('button')!;
    await act(() => {
      fireEvent.focusIn(input);
    });
    await pass();
    expect(form().outerHTML).toBe(UPLOAD);
    expect(fileInput()).toBe(input);
    expect(form().querySelector('button')).toBe(button);
    expect(dialog()).toBeNull();
  });

  it('choosing a photo shows a dialog after 300 ms with its preview, its name, “Найти” and a way to pick another', async () => {
    await mount();
    Object.defineProperty(fileInput(), 'files', { value: [photo('платье <b>.png')], configurable: true });
    await act(() => {
      fileInput().dispatchEvent(new Event('change', { bubbles: true }));
    });
    await pass(MODAL_SHOW_DELAY_MS - 1);
    expect(dialog()).toBeNull();
    await pass(1);
    expect(dialog()!.querySelector('.shop-dialog__title')?.textContent).toBe('Поиск по фото');
    expect(preview()!.getAttribute('src')).toBe('blob:http://localhost:3000/preview-1');
    expect(preview()!.alt).toBe('Выбранное фото');
    // The name is text, whatever it holds.
    expect(dialog()!.querySelector('.image-search-dialog__name')?.textContent).toBe('платье <b>.png');
    expect(dialog()!.querySelector('b')).toBeNull();
    expect(findButton()!.textContent).toBe('Найти');
    expect(pickButton().textContent).toBe('Выбрать другое фото');
    expect(status().textContent).toBe('');
    expect(document.activeElement).toBe(findButton());
  });

  it('speaks Ukrainian on a Ukrainian page', async () => {
    resetStore({ lang: 'ua', root: '/ua/' });
    await mount();
    await choose(photo());
    expect(dialog()!.querySelector('.shop-dialog__title')?.textContent).toBe('Пошук за фото');
    expect(findButton()!.textContent).toBe('Знайти');
    expect(pickButton().textContent).toBe('Вибрати інше фото');
    expect(preview()!.alt).toBe('Вибране фото');
  });

  it('“Найти” posts ajax=1, action=upload and the file as multipart; the loader shows and the button is busy; a second press does nothing', async () => {
    let answer: (response: Response) => void = () => {};
    answers(() => new Promise<Response>((resolve) => (answer = resolve)));
    await mount();
    const chosen = photo('coat.png', 'image/png', 'the-photo-bytes');
    await choose(chosen);
    await pressFind();
    expect(status().textContent).toBe('Идёт загрузка');
    expect(findButton()!.disabled).toBe(true);
    expect(findButton()!.getAttribute('aria-busy')).toBe('true');
    expect(pickButton().disabled).toBe(true);
    // A second press, and the form's own submit, while it goes.
    await act(() => findButton()!.click());
    await act(() => {
      fireEvent.submit(form());
    });
    await pass();
    expect(fetch).toHaveBeenCalledTimes(1);

    const request = await sent(fetch);
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/ajax/search-image/');
    expect(request.contentType).toMatch(/^multipart\/form-data/);
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request.fields).toEqual({ ajax: '1', action: 'upload' });
    expect(await request.files.image!.text()).toBe('the-photo-bytes');
    expect((request.files.image as File).name).toBe('coat.png');

    answer(jsonAnswer({ id: 77 }));
    await pass();
    expect(goTo).toHaveBeenCalledTimes(1);
    expect(goTo).toHaveBeenCalledWith('/search-image/77/');
    // The page is leaving: the dialog stays busy.
    expect(findButton()!.disabled).toBe(true);
  });

  it('shows the Ukrainian loader words while uploading', async () => {
    resetStore({ lang: 'ua', root: '/ua/' });
    answers('hang');
    await mount();
    await choose(photo());
    await pressFind();
    expect(status().textContent).toBe('Йде завантаження');
  });

  it.each<['/' | '/ua/', Record<string, unknown>, string]>([
    ['/', { id: '12' }, '/search-image/12/'],
    ['/ua/', { id: 12 }, '/ua/search-image/12/'],
    ['/', { image: '/uploads/3.png' }, '/photo-search-no-result/?image=%2Fuploads%2F3.png'],
    ['/ua/', { image: '/uploads/3.png' }, '/ua/photo-search-no-result/?image=%2Fuploads%2F3.png'],
    ['/', { id: '../../admin/?x=1#y' }, '/search-image/..%2F..%2Fadmin%2F%3Fx%3D1%23y/'],
    ['/', { image: '"><script>alert(1)</script>&next=/evil' }, '/photo-search-no-result/?image=%22%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E%26next%3D%2Fevil'],
    ['/ua/', { image: 'javascript:alert(1)' }, '/ua/photo-search-no-result/?image=javascript%3Aalert%281%29'],
  ])('on root %s the answer %j goes to %s, encoded; nothing of it enters the page', async (root, answer, target) => {
    resetStore({ root, lang: root === '/ua/' ? 'ua' : 'ru' });
    answers(jsonAnswer(answer));
    await mount();
    await choose(photo());
    await pressFind();
    expect(goTo).toHaveBeenCalledWith(target);
    expect(document.querySelector('script')).toBeNull();
    expect(document.body.innerHTML).not.toContain('alert(1)');
  });

  it.each([
    ['text/plain', 'notes.txt'],
    ['application/pdf', 'photo.pdf'],
    ['', 'photo'],
  ])('refuses a file of type %j with a clear message in both languages, and sends nothing', async (type, name) => {
    await mount();
    await choose(photo(name, type));
    expect(alerts()).toEqual(['Этот файл не изображение. Выберите фото в формате JPEG, PNG, WebP или другом формате изображений.']);
    expect(findButton()).toBeNull();
    expect(preview()).toBeNull();
    expect(createUrl).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(pickButton());
    await act(() => {
      fireEvent.submit(form());
    });
    await pass();
    expect(fetch).not.toHaveBeenCalled();

    resetStore({ lang: 'ua', root: '/ua/' });
    await pass();
    expect(alerts()).toEqual(['Цей файл не зображення. Виберіть фото у форматі JPEG, PNG, WebP або іншому форматі зображень.']);
  });

  it('refuses a photo over 10 MB in both languages; exactly 10 MB goes', async () => {
    answers(jsonAnswer({ id: '5' }));
    await mount();
    await choose(photoOfSize(MAX_PHOTO_BYTES + 1));
    expect(alerts()).toEqual(['Фото больше 10 МБ. Выберите файл поменьше.']);
    expect(findButton()).toBeNull();
    resetStore({ lang: 'ua', root: '/ua/' });
    await pass();
    expect(alerts()).toEqual(['Фото більше за 10 МБ. Виберіть менший файл.']);

    await choose(photoOfSize(MAX_PHOTO_BYTES));
    expect(alerts()).toEqual([]);
    await pressFind();
    expect(goTo).toHaveBeenCalledWith('/ua/search-image/5/');
  });

  it('a refused file replaces the photo chosen before it: its preview is revoked', async () => {
    await mount();
    await choose(photo('first.png'));
    expect(preview()!.getAttribute('src')).toBe('blob:http://localhost:3000/preview-1');
    await choose(photo('notes.txt', 'text/plain'));
    expect(revokeUrl).toHaveBeenCalledWith('blob:http://localhost:3000/preview-1');
    expect(dialog()!.querySelector('.image-search-dialog__name')).toBeNull();
  });

  it('picking another photo revokes the old preview; closing the dialog revokes the shown one', async () => {
    await mount();
    const click = vi.spyOn(fileInput(), 'click').mockImplementation(() => {});
    await choose(photo('first.png'));
    await act(() => pickButton().click());
    expect(click).toHaveBeenCalledTimes(1);
    await choose(photo('second.jpg', 'image/jpeg'));
    expect(revokeUrl).toHaveBeenCalledTimes(1);
    expect(revokeUrl).toHaveBeenCalledWith('blob:http://localhost:3000/preview-1');
    expect(preview()!.getAttribute('src')).toBe('blob:http://localhost:3000/preview-2');
    expect(dialog()!.querySelector('.image-search-dialog__name')?.textContent).toBe('second.jpg');

    await act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    await pass();
    expect(dialog()).toBeNull();
    expect(revokeUrl).toHaveBeenCalledTimes(2);
    expect(revokeUrl).toHaveBeenLastCalledWith('blob:http://localhost:3000/preview-2');
    expect(createUrl).toHaveBeenCalledTimes(2);
  });

  it('a picture the browser cannot show leaves the file name', async () => {
    await mount();
    await choose(photo('scan.heic', 'image/heic'));
    await act(() => {
      fireEvent.error(preview()!);
    });
    expect(preview()).toBeNull();
    expect(dialog()!.querySelector('.image-search-dialog__name')?.textContent).toBe('scan.heic');
    expect(findButton()!.disabled).toBe(false);
  });

  it.each<[string, Answer]>([
    ['a 500', textAnswer('<h1>Internal Server Error</h1>', 500)],
    ['malformed JSON', textAnswer('{"id": 12')],
    ['an HTML page with status 200', textAnswer('<!doctype html><p>Fatal error</p>')],
    ['an answer with neither id nor image', jsonAnswer({ error: 'nope' })],
    ['an id that is not one', jsonAnswer({ id: { nested: true } })],
    ['offline', new TypeError('Failed to fetch')],
  ])('%s: a message in the dialog, the photo kept, “Найти” usable again for a retry', async (_case, failure) => {
    answers(failure, jsonAnswer({ id: '9' }));
    await mount();
    await choose(photo('kept.png'));
    await pressFind();
    expect(alerts()).toEqual([FAILED_RU]);
    expect(dialog()!.querySelector('.image-search-dialog__name')?.textContent).toBe('kept.png');
    expect(preview()!.getAttribute('src')).toBe('blob:http://localhost:3000/preview-1');
    expect(status().textContent).toBe('');
    expect(findButton()!.disabled).toBe(false);
    expect(findButton()!.hasAttribute('aria-busy')).toBe(false);
    expect(document.activeElement).toBe(findButton());
    expect(goTo).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledTimes(1);

    await pressFind();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await (await sent(fetch, 1)).files.image!.text()).toBe('png-bytes');
    expect(goTo).toHaveBeenCalledWith('/search-image/9/');
  });

  it('a call that hangs times out after the page’s API timeout: the message, and a retry', async () => {
    resetStore({ lang: 'ua', root: '/ua/' });
    setApiTimeout(4000);
    answers('hang', jsonAnswer({ image: '/uploads/1.png' }));
    await mount();
    await choose(photo());
    await pressFind();
    await pass(3999);
    expect(status().textContent).toBe('Йде завантаження');
    expect(alerts()).toEqual([]);
    await pass(1);
    expect(alerts()).toEqual([FAILED_UA]);
    expect(findButton()!.disabled).toBe(false);
    await pressFind();
    expect(goTo).toHaveBeenCalledWith('/ua/photo-search-no-result/?image=%2Fuploads%2F1.png');
  });

  it('the form’s own submit sends the chosen photo; without one it opens the file picker', async () => {
    answers(jsonAnswer({ id: '3' }));
    await mount();
    const click = vi.spyOn(fileInput(), 'click').mockImplementation(() => {});
    await act(() => {
      fireEvent.submit(form());
    });
    expect(click).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();

    await choose(photo());
    await act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    await pass();
    await act(() => form().querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    await pass(MODAL_SHOW_DELAY_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(goTo).toHaveBeenCalledWith('/search-image/3/');
    expect(status().textContent).toBe('Идёт загрузка');
  });

  it('a file chosen before the widget mounted is sent by the form’s submit', async () => {
    answers(jsonAnswer({ id: '4' }));
    document.body.innerHTML = '';
    await mountMarkers(UPLOAD, { widgets: [imageSearch], flush: false });
    Object.defineProperty(fileInput(), 'files', { value: [photo('early.png')], configurable: true });
    await act(() => {
      fireEvent.focusIn(fileInput());
    });
    await pass();
    await act(() => {
      fireEvent.submit(form());
    });
    await pass(MODAL_SHOW_DELAY_MS);
    expect((await sent(fetch)).files.image).toBeDefined();
    expect(goTo).toHaveBeenCalledWith('/search-image/4/');
  });

  it('a cancelled picker keeps the photo chosen before', async () => {
    await mount();
    await choose(photo('kept.png'));
    await choose(null);
    expect(dialog()!.querySelector('.image-search-dialog__name')?.textContent).toBe('kept.png');
    expect(revokeUrl).not.toHaveBeenCalled();
  });

  it('closing the dialog while it uploads gives the search up: no navigation, no message, no report', async () => {
    answers('hang');
    await mount();
    await choose(photo());
    await pressFind();
    const [request] = fetch.mock.calls[0]!;
    await act(() => dialog()!.querySelector<HTMLButtonElement>('.shop-dialog__close')!.click());
    await pass();
    expect(request.signal.aborted).toBe(true);
    expect(dialog()).toBeNull();
    expect(goTo).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('coming back to the page from the back-forward cache makes the dialog usable again', async () => {
    answers(jsonAnswer({ id: '8' }));
    await mount();
    await choose(photo());
    await pressFind();
    expect(findButton()!.disabled).toBe(true);
    await act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    await pass();
    expect(findButton()!.disabled).toBe(false);
    expect(status().textContent).toBe('');
  });
});
