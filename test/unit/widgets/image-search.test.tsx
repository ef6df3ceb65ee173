import { act, fireEvent } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock, type MockInstance } from 'vitest';
import { resetApiClient, setApiTimeout } from '../../../shared/api/index.ts';
import { navigation } from '../../../shared/browser/navigation.ts';
import { MODAL_SHOW_DELAY_MS } from '../../../shared/ui/Dialog.tsx';
import { imageSearch } from '../../../widgets/image-search/index.ts';
import { MAX_PHOTO_BYTES } from '../../../widgets/image-search/photoCheck.ts';
import { previewSize } from '../../../widgets/image-search/previewSize.ts';
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
const preview = () => dialog()?.querySelector<HTMLCanvasElement>('canvas.image-search-dialog__preview') ?? null;
const photoName = () => dialog()?.querySelector('.image-search-dialog__name')?.textContent ?? null;
const status = () => dialog()!.querySelector('[role="status"]')!;
const alerts = () => Array.from(dialog()?.querySelectorAll('[role="alert"]') ?? [], (alert) => alert.textContent);

function photo(name = 'dress.png', type = 'image/png', bytes: BlobPart = 'png-bytes'): File {
  return new File([bytes], name, { type });
}

/** A PNG that is only its header, saying the picture is `width` × `height`: all a test browser reads of it. */
function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const header = new DataView(bytes.buffer);
  header.setUint32(16, width);
  header.setUint32(20, height);
  bytes[24] = 8;
  bytes[25] = 6;
  return bytes;
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
 * The shopper picks a file in the form's own input; the dialog shows after the 300 ms delay. (A
 * plain bubbling event: testing-library's change on a file input does not reach the form.)
 */
async function choose(file: File | null): Promise<void> {
  Object.defineProperty(fileInput(), 'files', { value: file ? [file] : [], configurable: true });
  await act(() => {
    fileInput().dispatchEvent(new Event('change', { bubbles: true }));
  });
  await pass(MODAL_SHOW_DELAY_MS);
  // The preview's decode ends, and it is drawn.
  await pass();
}

async function pressFind(): Promise<void> {
  await act(() => findButton()!.click());
  await pass();
}

async function mount(): Promise<void> {
  await mountMarkers(UPLOAD, { widgets: [imageSearch], eager: true, flush: false });
  await pass();
}

/** A bitmap of the fake createImageBitmap: its size, and whether the widget let it go. */
interface FakeBitmap {
  width: number;
  height: number;
  close: Mock<() => void>;
}

/** One decode asked of the fake createImageBitmap; a held one ends when the test says. */
interface FakeDecode {
  file: File;
  bitmap: FakeBitmap;
  finish: () => void;
  fail: () => void;
}

/** One drawImage call on the fake 2D context. */
interface Drawing {
  canvas: HTMLCanvasElement;
  source: CanvasImageSource;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The browser's decoding and drawing, faked (happy-dom decodes and draws nothing): a file named
 * like `beach-4000x1000.jpg` decodes to that size, others to 800×600, an `image/heic` one fails.
 * With `hold` set, decodes stay under way until the test ends them; with `refuseContext`, a
 * canvas gives no 2D context.
 */
function fakePictures() {
  const decodes: FakeDecode[] = [];
  const drawings: Drawing[] = [];
  const settings = { hold: false, refuseContext: false };
  vi.stubGlobal(
    'createImageBitmap',
    (source: ImageBitmapSource) =>
      new Promise<ImageBitmap>((resolve, reject) => {
        const file = source as File;
        const [, width = '800', height = '600'] = /(\d+)x(\d+)/.exec(file.name) ?? [];
        const bitmap: FakeBitmap = { width: Number(width), height: Number(height), close: vi.fn() };
        const decode: FakeDecode = {
          file,
          bitmap,
          finish: () => resolve(bitmap as unknown as ImageBitmap),
          fail: () => reject(new DOMException('The source image could not be decoded.', 'InvalidStateError')),
        };
        decodes.push(decode);
        if (settings.hold) return;
        if (file.type === 'image/heic') decode.fail();
        else decode.finish();
      }),
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    if (settings.refuseContext) return null;
    const context = {
      imageSmoothingQuality: 'low',
      drawImage: (source: CanvasImageSource, x: number, y: number, width: number, height: number) => {
        drawings.push({ canvas: this, source, x, y, width, height });
      },
    };
    return context as unknown as CanvasRenderingContext2D;
  });
  return { decodes, drawings, settings };
}

/** The store's rule for the preview (fixtures/server/static/store.css): at most half the window's height. */
const STORE_PREVIEW_CSS = '.image-search-dialog__preview { max-height: 50vh; }';

describe('image-search: uploading a photo', () => {
  let goTo: MockInstance<typeof navigation.goTo>;
  let createUrl: MockInstance<typeof URL.createObjectURL>;
  let pictures: ReturnType<typeof fakePictures>;
  let storeCss: HTMLStyleElement;
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
    // The page's policy allows no blob: images: the preview must never make an object URL.
    createUrl = vi.spyOn(URL, 'createObjectURL');
    pictures = fakePictures();
    storeCss = document.createElement('style');
    storeCss.textContent = STORE_PREVIEW_CSS;
    document.head.append(storeCss);
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    answers(jsonAnswer({ id: '1' }));
  });
  afterEach(() => {
    vi.useRealTimers();
    resetApiClient();
    storeCss.remove();
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
    await pass();
    // Drawn, not loaded: no URL the page's Content-Security-Policy would have to allow.
    expect(preview()!.hidden).toBe(false);
    expect(preview()!.getAttribute('role')).toBe('img');
    expect(preview()!.getAttribute('aria-label')).toBe('Выбранное фото');
    expect(pictures.drawings).toHaveLength(1);
    expect(dialog()!.querySelector('img')).toBeNull();
    expect(createUrl).not.toHaveBeenCalled();
    // The name is text, whatever it holds.
    expect(photoName()).toBe('платье <b>.png');
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
    expect(preview()!.getAttribute('aria-label')).toBe('Вибране фото');
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
    expect(pictures.decodes).toHaveLength(0);
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

  it('a refused file replaces the photo chosen before it: its preview and name go', async () => {
    await mount();
    await choose(photo('first.png'));
    expect(preview()!.hidden).toBe(false);
    await choose(photo('notes.txt', 'text/plain'));
    expect(preview()).toBeNull();
    expect(photoName()).toBeNull();
    expect(pictures.decodes).toHaveLength(1);
  });

  it('picking another photo draws it in the same canvas; each bitmap is closed once drawn', async () => {
    await mount();
    const click = vi.spyOn(fileInput(), 'click').mockImplementation(() => {});
    await choose(photo('first-800x600.png'));
    const canvas = preview()!;
    expect([canvas.width, canvas.height]).toEqual([512, 384]);
    await act(() => pickButton().click());
    expect(click).toHaveBeenCalledTimes(1);
    await choose(photo('second-600x900.jpg', 'image/jpeg'));
    expect(preview()).toBe(canvas);
    expect([canvas.width, canvas.height]).toEqual([256, 384]);
    expect(photoName()).toBe('second-600x900.jpg');
    const [first, second] = pictures.decodes;
    expect(pictures.drawings.map((drawing) => drawing.source)).toEqual([first!.bitmap, second!.bitmap]);
    expect(first!.bitmap.close).toHaveBeenCalledTimes(1);
    expect(second!.bitmap.close).toHaveBeenCalledTimes(1);

    await act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    await pass();
    expect(dialog()).toBeNull();
    expect(pictures.decodes).toHaveLength(2);
  });

  it('a picture the browser cannot decode leaves the file name', async () => {
    await mount();
    await choose(photo('scan.heic', 'image/heic'));
    expect(pictures.decodes).toHaveLength(1);
    expect(preview()).toBeNull();
    expect(pictures.drawings).toEqual([]);
    expect(photoName()).toBe('scan.heic');
    expect(findButton()!.disabled).toBe(false);
    expect(consoleError).not.toHaveBeenCalled();
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
    expect(photoName()).toBe('kept.png');
    // The preview stays as it was drawn: the photo is not decoded again.
    expect(preview()!.hidden).toBe(false);
    expect(pictures.decodes).toHaveLength(1);
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
    expect(photoName()).toBe('kept.png');
    expect(preview()!.hidden).toBe(false);
    expect(pictures.decodes).toHaveLength(1);
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

  describe('the preview, drawn without a URL', () => {
    /** Ends the held decode `index` and lets the widget draw what it gives. */
    async function finish(index: number): Promise<void> {
      await act(() => pictures.decodes[index]!.finish());
      await pass();
    }

    it.each<[string, string, [number, number]]>([
      ['a wide photo fills the window’s width', 'beach-4000x1000.jpg', [1024, 256]],
      ['a tall photo is as tall as the store’s 50vh allows', 'tower-1000x3000.jpg', [128, 384]],
      ['a small photo is never enlarged', 'icon-8x8.png', [8, 8]],
      ['a thin panorama keeps a side of one pixel', 'strip-20000x10.jpg', [1024, 1]],
    ])('%s, its proportions kept (%s)', async (_case, name, [width, height]) => {
      await mount();
      await choose(photo(name, 'image/jpeg'));
      const canvas = preview()!;
      expect([canvas.width, canvas.height]).toEqual([width, height]);
      expect(canvas.style.width).toBe(`${width}px`);
      // Inside the dialog whatever the site's CSS, its height following its width.
      expect(canvas.style.maxWidth).toBe('100%');
      expect(canvas.style.height).toBe('auto');
      expect(pictures.drawings).toEqual([{ canvas, source: pictures.decodes[0]!.bitmap, x: 0, y: 0, width, height }]);
      expect(pictures.decodes[0]!.bitmap.close).toHaveBeenCalledTimes(1);
      expect(pictures.decodes[0]!.file.name).toBe(name);
    });

    it('on a dense screen the canvas has more pixels than CSS pixels, never more than the photo has', async () => {
      vi.stubGlobal('devicePixelRatio', 2);
      await mount();
      await choose(photo('beach-4000x1000.jpg', 'image/jpeg'));
      expect([preview()!.width, preview()!.height, preview()!.style.width]).toEqual([2048, 512, '1024px']);
      await choose(photo('small-600x300.jpg', 'image/jpeg'));
      expect([preview()!.width, preview()!.height, preview()!.style.width]).toEqual([600, 300, '600px']);
    });

    it('without a max-height of the site’s in pixels, the window’s height bounds the preview', async () => {
      storeCss.remove();
      await mount();
      await choose(photo('tower-1000x3000.jpg', 'image/jpeg'));
      expect([preview()!.width, preview()!.height]).toEqual([256, 768]);
    });

    it('while the photo decodes the canvas is hidden and nothing is drawn', async () => {
      pictures.settings.hold = true;
      await mount();
      await choose(photo('dress.png'));
      expect(preview()!.hidden).toBe(true);
      expect(pictures.drawings).toEqual([]);
      expect(photoName()).toBe('dress.png');
      await finish(0);
      expect(preview()!.hidden).toBe(false);
      expect(pictures.drawings).toHaveLength(1);
    });

    it('a newer photo wins: a decode it replaced is closed unseen, whenever it ends', async () => {
      pictures.settings.hold = true;
      await mount();
      await choose(photo('first-800x600.png'));
      await choose(photo('second-600x900.png'));
      // The first ends before the second: nothing of it shows, and the canvas waits for the second.
      await finish(0);
      expect(pictures.decodes[0]!.bitmap.close).toHaveBeenCalledTimes(1);
      expect(pictures.drawings).toEqual([]);
      expect(preview()!.hidden).toBe(true);
      await finish(1);
      expect(preview()!.hidden).toBe(false);
      expect([preview()!.width, preview()!.height]).toEqual([256, 384]);

      // A third photo whose decode ends after a fourth's.
      await choose(photo('third-4000x1000.png'));
      await choose(photo('fourth-1000x3000.png'));
      await finish(3);
      await finish(2);
      expect(pictures.drawings.map((drawing) => drawing.source)).toEqual([pictures.decodes[1]!.bitmap, pictures.decodes[3]!.bitmap]);
      expect([preview()!.width, preview()!.height]).toEqual([128, 384]);
      expect(pictures.decodes.map((decode) => decode.bitmap.close.mock.calls.length)).toEqual([1, 1, 1, 1]);
      expect(photoName()).toBe('fourth-1000x3000.png');
    });

    it('a failure of a replaced decode changes nothing', async () => {
      pictures.settings.hold = true;
      await mount();
      await choose(photo('scan.heic', 'image/heic'));
      await choose(photo('dress.png'));
      await finish(1);
      await act(() => pictures.decodes[0]!.fail());
      await pass();
      expect(preview()!.hidden).toBe(false);
      expect(photoName()).toBe('dress.png');
    });

    it('closing the dialog gives up a decode under way: its bitmap is closed, nothing drawn, no error', async () => {
      pictures.settings.hold = true;
      await mount();
      await choose(photo('dress.png'));
      await act(() => {
        fireEvent.keyDown(document, { key: 'Escape' });
      });
      await pass();
      expect(dialog()).toBeNull();
      await finish(0);
      expect(pictures.decodes[0]!.bitmap.close).toHaveBeenCalledTimes(1);
      expect(pictures.drawings).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
    });

    it('a canvas the browser gives no 2D context shows no preview; the name stays, the bitmap is closed', async () => {
      pictures.settings.refuseContext = true;
      await mount();
      await choose(photo('dress.png'));
      expect(preview()).toBeNull();
      expect(photoName()).toBe('dress.png');
      expect(pictures.decodes[0]!.bitmap.close).toHaveBeenCalledTimes(1);
      expect(findButton()!.disabled).toBe(false);
    });

    describe('where the browser has no createImageBitmap (Safari before 15)', () => {
      beforeEach(() => {
        vi.stubGlobal('createImageBitmap', undefined);
      });

      /**
       * Waits for the file to be read and the image to load: happy-dom's FileReader runs on real
       * timers. Outside act(), which would hold the renders back until the wait is over.
       */
      async function settled(done: () => boolean): Promise<void> {
        await vi.waitFor(() => {
          if (!done()) throw new Error('the preview has not settled yet');
        });
        await pass();
      }

      it('draws the photo from a data: URL in an image never put in the page, then lets the image go', async () => {
        await mount();
        await choose(new File([pngHeader(4000, 1000)], 'beach.png', { type: 'image/png' }));
        await settled(() => pictures.drawings.length > 0);
        const [drawing] = pictures.drawings;
        expect(drawing!.source).toBeInstanceOf(HTMLImageElement);
        expect([drawing!.width, drawing!.height]).toEqual([1024, 256]);
        expect([preview()!.width, preview()!.height]).toEqual([1024, 256]);
        expect(preview()!.hidden).toBe(false);
        expect((drawing!.source as HTMLImageElement).hasAttribute('src')).toBe(false);
        expect(document.querySelector('img')).toBeNull();
        expect(document.body.innerHTML).not.toContain('data:');
        expect(createUrl).not.toHaveBeenCalled();
      });

      it('a file that is no picture shows no preview; the name stays', async () => {
        await mount();
        await choose(photo('broken.png', 'image/png', 'not a picture'));
        await settled(() => preview() === null);
        expect(pictures.drawings).toEqual([]);
        expect(photoName()).toBe('broken.png');
        expect(consoleError).not.toHaveBeenCalled();
      });

      it('closing the dialog stops the reading', async () => {
        const abort = vi.spyOn(FileReader.prototype, 'abort');
        await mount();
        await choose(new File([pngHeader(800, 600)], 'dress.png', { type: 'image/png' }));
        await act(() => {
          fireEvent.keyDown(document, { key: 'Escape' });
        });
        await pass();
        expect(abort).toHaveBeenCalledTimes(1);
        vi.useRealTimers();
        await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
        expect(pictures.drawings).toEqual([]);
        expect(consoleError).not.toHaveBeenCalled();
      });
    });
  });

  it.each<[{ width: number; height: number }, number, { width: number; height: number }, { width: number; height: number }]>([
    [{ width: 4000, height: 1000 }, 1, { width: 1024, height: 256 }, { width: 1024, height: 256 }],
    [{ width: 4000, height: 1000 }, 2, { width: 1024, height: 256 }, { width: 2048, height: 512 }],
    [{ width: 1500, height: 500 }, 3, { width: 1024, height: 341 }, { width: 1500, height: 500 }],
    [{ width: 4000, height: 1000 }, 0.5, { width: 1024, height: 256 }, { width: 1024, height: 256 }],
    [{ width: 4000, height: 1000 }, Number.NaN, { width: 1024, height: 256 }, { width: 1024, height: 256 }],
    [{ width: 300, height: 200 }, 2, { width: 300, height: 200 }, { width: 300, height: 200 }],
  ])('previewSize: a %j photo in 1024×384 at %d device pixels per CSS pixel is %j on the page, %j in the canvas', (photoSize, ratio, css, pixels) => {
    expect(previewSize(photoSize, { width: 1024, height: 384 }, ratio)).toEqual({ css, pixels });
  });
});
