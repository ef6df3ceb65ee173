import { act, fireEvent } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { loadQuickView } from '../../../shared/api/calls/quickView.ts';
import type { Mounter } from '../../../shared/runtime/Mounter.ts';
import { setScanner } from '../../../shared/runtime/scanner.ts';
import { store } from '../../../shared/store/index.ts';
import { MODAL_SHOW_DELAY_MS } from '../../../shared/ui/Dialog.tsx';
import { mountMarkers, type MountOptions } from '../helpers/mount.ts';
import { replayHeldPress, shownAfterModalDelay } from '../helpers/dialogs.ts';
import { resetStore } from '../helpers/resetStore.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({ ...(await original()), toggleFavourite: vi.fn() }));
// The quick-view chunk imports its call's own module.
vi.mock(import('../../../shared/api/calls/quickView.ts'), async (original) => ({ ...(await original()), loadQuickView: vi.fn() }));
const quickViewCall = vi.mocked(loadQuickView);
const toggleCall = vi.mocked(api.toggleFavourite);

/** The fixture server's answer for product 1002, trimmed to the markers this test mounts. */
const quickViewHtml = (root = '/') =>
  `<div class="quick-view" data-product-id="1002"><div class="quick-view__gallery">` +
  `<img src="/img/p1002.svg" width="196" height="253" alt="Guess Платье Flint (1)">` +
  `<img src="/img/p1002-2.svg" width="196" height="253" alt="Guess Платье Flint (2)">` +
  `<img src="/img/p1002-3.svg" width="196" height="253" alt="Guess Платье Flint (3)"></div>` +
  `<div class="quick-view__info"><p class="quick-view__brand">Guess</p><h2 class="quick-view__name">Платье  Flint</h2>` +
  `<span class="fav" data-widget="favourite" data-product-id="1002" data-sid="blk1-1002"><a class="fav__fallback" href="${root}favourites/">♡ ${root === '/ua/' ? 'В обране' : 'В избранное'}</a></span>` +
  `<a class="quick-view__more" href="${root}product/1002/">Подробнее о товаре</a></div></div>`;

const tile = (root = '/') =>
  `<article class="tile" data-product-id="1002"><a class="tile__quick" href="${root}product/1002/" data-widget="quick-view" data-product-id="1002" data-sid="blk1-1002">Быстрый просмотр</a></article>`;

interface Answer {
  resolve: (html: string) => void;
  reject: (error: unknown) => void;
}

/** Makes the next quick-view call wait until the test answers it. */
function nextAnswer(): Answer {
  const answer = {} as Answer;
  quickViewCall.mockReturnValueOnce(
    new Promise<string>((resolve, reject) => {
      answer.resolve = resolve;
      answer.reject = reject;
    }),
  );
  return answer;
}

let mounter: Mounter;

/** The quick view's html carries markers (its favourite) that mount too; the tests run on fake timers. */
async function mountPage(html: string, options: Pick<MountOptions, 'eager'> = {}): Promise<void> {
  mounter = await mountMarkers(html, { ...options, mountInserted: true, flush: false });
}

const marker = () => document.querySelector<HTMLElement>('[data-widget="quick-view"]')!;
const quickButton = () => marker().querySelector('button')!;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

async function settle(): Promise<void> {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

/** The shopper's first click lands on the fallback link: the runtime mounts and replays it. */
async function openQuickView(): Promise<void> {
  await act(() => {
    fireEvent.click(marker().querySelector('button') ?? marker());
  });
  await act(() => {
    vi.advanceTimersByTime(MODAL_SHOW_DELAY_MS);
  });
}

async function answerWith(answer: Answer, html: string): Promise<void> {
  await act(async () => {
    answer.resolve(html);
    await Promise.resolve();
  });
  await settle();
}

describe('quick-view widget', () => {
  beforeEach(() => {
    resetStore({ contentId: '17' });
    quickViewCall.mockReset();
    toggleCall.mockReset();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    setScanner(() => {});
  });

  it('turns the fallback link into a button of the same text, and gives the link back on unmount', async () => {
    await mountPage(tile(), { eager: true });
    expect(quickButton().textContent).toBe('Быстрый просмотр');
    expect(quickButton().type).toBe('button');
    expect(quickButton().className).toBe('tile__quick');
    expect(quickButton().getAttribute('aria-haspopup')).toBe('dialog');
    // No second tab stop and no navigation around the button.
    expect(marker().hasAttribute('href')).toBe(false);
    await act(() => mounter.unmountWithin(document.body));
    expect(marker().getAttribute('href')).toBe('/product/1002/');
    expect(marker().innerHTML).toBe('Быстрый просмотр');
  });

  it('a first press held while the chunk loaded shows the dialog 300 ms after the press, not after the replay', async () => {
    nextAnswer();
    await mountPage(tile(), { eager: true });
    await replayHeldPress(marker(), 200);
    await shownAfterModalDelay(dialog, 200);
  });

  it('the first click opens the dialog with the loader and posts the page’s fields once', async () => {
    nextAnswer();
    await mountPage(tile());
    await openQuickView();
    expect(quickViewCall).toHaveBeenCalledTimes(1);
    const [input, options] = quickViewCall.mock.calls[0]!;
    expect(input).toEqual({
      productId: '1002',
      sid: 'blk1-1002',
      noMoreAboutProduct: false,
      url: location.href,
      contentId: '17',
      offline: false,
    });
    expect(options?.signal).toBeInstanceOf(AbortSignal);
    expect(dialog()!.getAttribute('aria-modal')).toBe('true');
    expect(dialog()!.getAttribute('aria-label')).toBe('Быстрый просмотр');
    const loader = dialog()!.querySelector('[role="status"]')!;
    expect(loader.textContent).toBe('Идёт загрузка');
    expect(dialog()!.contains(document.activeElement)).toBe(true);
  });

  it('never has two requests in flight: more clicks while loading send nothing', async () => {
    nextAnswer();
    await mountPage(tile(), { eager: true });
    await act(() => {
      quickButton().click();
      quickButton().click();
    });
    await openQuickView();
    expect(quickViewCall).toHaveBeenCalledTimes(1);
  });

  it('shows the product: named by it, its photos as a carousel, its markers alive', async () => {
    const answer = nextAnswer();
    await mountPage(tile(), { eager: true });
    await openQuickView();
    await answerWith(answer, quickViewHtml());

    const box = dialog()!;
    expect(box.getAttribute('aria-label')).toBe('Платье Flint');
    expect(box.querySelector('[role="status"]')).toBeNull();
    const gallery = box.querySelector('.quick-view__gallery')!;
    expect(gallery.classList.contains('is-carousel')).toBe(true);
    const region = gallery.querySelector('[aria-roledescription="carousel"]')!;
    expect(region.getAttribute('aria-label')).toBe('Фото товара');
    // The server's photos were replaced, not kept beside the carousel.
    expect([...gallery.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/img/p1002.svg',
      '/img/p1002-2.svg',
      '/img/p1002-3.svg',
    ]);
    expect([...gallery.querySelectorAll('[aria-roledescription="slide"]')].map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 из 3',
      '2 из 3',
      '3 из 3',
    ]);
    // The buttons and the keys move it (shared/ui/Carousel.test.tsx has the scrolling itself).
    await act(() => {
      fireEvent.click(box.querySelector('button[aria-label="Следующее фото"]')!);
    });
    expect(box.querySelector('.carousel__status')!.textContent).toBe('2 / 3');
    await act(() => {
      fireEvent.keyDown(region, { key: 'ArrowLeft' });
      fireEvent.keyDown(region, { key: 'ArrowLeft' });
    });
    expect(box.querySelector('.carousel__status')!.textContent).toBe('3 / 3');

    // The favourite marker in the html is mounted by the runtime and toggles as on the product page.
    toggleCall.mockResolvedValue({ idArray: ['1002'], count: 1, html: '', isManager: false } as api.FavouritesAnswer);
    await act(() => {
      fireEvent.click(box.querySelector('.fav__fallback')!);
    });
    // The call leaves once the flip was painted (a frame and an idle moment later) and the toggle's
    // code came (a part; unbuilt, its import() settles some microtasks on).
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
      await vi.dynamicImportSettled();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(toggleCall).toHaveBeenCalledWith({ productId: '1002', sid: 'blk1-1002', isCollage: false });
    expect(box.querySelector('.fav button')!.textContent).toBe('♥ В избранном');
    expect(box.querySelector('.fav')!.classList.contains('is-active')).toBe(true);
  });

  it.each([
    ['ru', '/', 'Быстрый просмотр', 'Не удалось загрузить товар. Попробуйте ещё раз.', 'Открыть страницу товара'],
    ['ua', '/ua/', 'Швидкий перегляд', 'Не вдалося завантажити товар. Спробуйте ще раз.', 'Відкрити сторінку товару'],
  ] as const)('a failed load says so inside the dialog (%s), with a link to the product page', async (lang, root, name, text, linkText) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    resetStore({ lang, root, contentId: '17' });
    const answer = nextAnswer();
    await mountPage(tile(root), { eager: true });
    await openQuickView();
    await act(async () => {
      answer.reject(new api.ApiError('http', '/ajax/product/data/', { status: 500 }));
      await Promise.resolve();
    });
    await settle();
    const box = dialog()!;
    expect(box.getAttribute('aria-label')).toBe(name);
    const alert = box.querySelector('[role="alert"]')!;
    expect(alert.querySelector('p')!.textContent).toBe(text);
    const link = alert.querySelector('a')!;
    expect(link.textContent).toBe(linkText);
    expect(link.getAttribute('href')).toBe(`${root}product/1002/`);
    expect(String(error.mock.calls[0]![0])).toBe('[shop-widgets] the quick view of product 1002 could not be loaded');
  });

  it('offers the product page only when the marker links to this site', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = nextAnswer();
    await mountPage(tile().replace('href="/product/1002/"', 'href="https://evil.example/product/1002/"'), { eager: true });
    await openQuickView();
    await act(async () => {
      answer.reject(new api.ApiError('http', '/ajax/product/data/', { status: 500 }));
      await Promise.resolve();
    });
    await settle();
    expect(dialog()!.querySelector('[role="alert"] p')!.textContent).toBe('Не удалось загрузить товар. Попробуйте ещё раз.');
    expect(dialog()!.querySelector('[role="alert"] a')).toBeNull();
  });

  it('sends no_more_about_product and oflline from the marker, empty by default', async () => {
    nextAnswer();
    nextAnswer();
    const flagged =
      '<article class="tile" data-product-id="1004"><a class="tile__quick" href="/product/1004/" data-widget="quick-view" data-product-id="1004" data-sid="s4" data-no-more-about-product="1" data-offline="1">Быстрый просмотр</a></article>';
    await mountPage(tile() + flagged, { eager: true });
    const [first, second] = document.querySelectorAll<HTMLElement>('[data-widget="quick-view"] button');
    await act(() => first!.click());
    await settle();
    await act(() => second!.click());
    await settle();
    expect(quickViewCall.mock.calls.map(([input]) => [input.productId, input.noMoreAboutProduct, input.offline])).toEqual([
      ['1002', false, false],
      ['1004', true, true],
    ]);
  });

  // The api turns an empty answer, an error page sent with status 200 and JSON into ApiError 'parse'
  // (see the api's html answer tests): to the widget that is a failed load like any other.
  it('an answer that is not quick-view html (ApiError parse) is a failure too, never content', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = nextAnswer();
    await mountPage(tile(), { eager: true });
    await openQuickView();
    await act(async () => {
      answer.reject(new api.ApiError('parse', '/ajax/product/data/', { message: 'a whole page (an error page?) came back instead of an html fragment' }));
      await Promise.resolve();
    });
    await settle();
    expect(dialog()!.querySelector('h1')).toBeNull();
    expect(dialog()!.querySelector('[role="alert"] p')!.textContent).toBe('Не удалось загрузить товар. Попробуйте ещё раз.');
    expect(dialog()!.getAttribute('aria-label')).toBe('Быстрый просмотр');
  });

  it('closing while loading aborts the request and drops a late answer; the next opening asks again', async () => {
    const first = nextAnswer();
    await mountPage(tile(), { eager: true });
    await openQuickView();
    const signal = quickViewCall.mock.calls[0]![1]!.signal!;
    expect(signal.aborted).toBe(false);
    await act(() => {
      fireEvent.keyDown(dialog()!, { key: 'Escape' });
    });
    expect(signal.aborted).toBe(true);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(quickButton());
    await answerWith(first, quickViewHtml());
    expect(document.querySelector('.quick-view')).toBeNull();

    nextAnswer();
    await openQuickView();
    expect(quickViewCall).toHaveBeenCalledTimes(2);
    expect(dialog()!.querySelector('[role="status"]')!.textContent).toBe('Идёт загрузка');
  });

  it('reopening the same product reuses the loaded html; after a failure it asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = nextAnswer();
    await mountPage(tile(), { eager: true });
    await openQuickView();
    await act(async () => {
      failed.reject(new api.ApiError('timeout', '/ajax/product/data/'));
      await Promise.resolve();
    });
    await act(() => {
      fireEvent.click(document.querySelector('.shop-dialog__close')!);
    });

    const loaded = nextAnswer();
    await openQuickView();
    expect(quickViewCall).toHaveBeenCalledTimes(2);
    await answerWith(loaded, quickViewHtml());
    await act(() => {
      fireEvent.click(document.querySelector('.shop-dialog__close')!);
    });
    expect(document.querySelector('[aria-roledescription="carousel"]')).toBeNull();

    await openQuickView();
    expect(quickViewCall).toHaveBeenCalledTimes(2);
    expect(dialog()!.getAttribute('aria-label')).toBe('Платье Flint');
    expect(dialog()!.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(3);
  });

  it.each([
    ['Esc', () => fireEvent.keyDown(dialog()!, { key: 'Escape' })],
    ['the close button', () => fireEvent.click(document.querySelector('.shop-dialog__close')!)],
    ['a backdrop click', () => fireEvent.click(document.querySelector('.shop-dialog__backdrop')!)],
  ])('%s closes it and gives focus back to the quick-view button', async (_how, close) => {
    const answer = nextAnswer();
    await mountPage(tile(), { eager: true });
    await openQuickView();
    await answerWith(answer, quickViewHtml());
    expect(document.activeElement).not.toBe(quickButton());
    await act(() => {
      close();
    });
    expect(dialog()).toBeNull();
    expect(document.querySelector('.shop-dialog')).toBeNull();
    expect(document.activeElement).toBe(quickButton());
  });

  it('when a panel opened over it closes and focus was left on <body>, focus comes back into the modal', async () => {
    const answer = nextAnswer();
    await mountPage(tile(), { eager: true });
    await openQuickView();
    await answerWith(answer, quickViewHtml());
    // A buy opened the cart panel, and the busy buy button dropped focus to <body>.
    await act(() => {
      store.openPanel.value = 'cart';
    });
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await act(() => {
      store.openPanel.value = null;
    });
    expect(document.activeElement).toBe(dialog()!.querySelector('.quick-view-dialog__body'));
    await act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    });
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(quickButton());
  });

  it('reports a marker without a product id and leaves its link', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mountPage('<main><a class="tile__quick" href="/product/1002/" data-widget="quick-view">Быстрый просмотр</a></main>', { eager: true });
    expect(String(error.mock.calls[0]![0])).toBe(
      '[shop-widgets] widget "quick-view" at body > main > a.tile__quick: data-product-id: is missing; expected the product id, e.g. data-product-id="1002"',
    );
    expect(marker().getAttribute('href')).toBe('/product/1002/');
    expect(marker().querySelector('button')).toBeNull();
  });
});
