// Issue 28, point 5 (widgets/messenger-invite): the messaging invite comes on every 6th page view
// of the session, so every page the bundle runs on is counted, by the page wiring, whether or not
// it carries the invite's marker; the card-payment page is still not counted.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { countPageView, forgetThisPageView, PAGE_VIEWS_KEY } from '../../../shared/browser/pageViews.ts';
import type { PageId } from '../../../shared/context/types.ts';
import { pageWiring } from '../../../shared/page/pageWiring.ts';
import { resetStore } from '../helpers/resetStore.ts';
import { restoreStorage, stubStorage } from '../helpers/storageStub.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({ ...(await original()), pageInit: vi.fn() }));

const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage');

/** One page load, without the invite's marker: the page wiring starts as the runtime's first scan calls it. */
function pageLoad(pageId: PageId = 'shop-catalog'): void {
  resetStore({ pageId });
  forgetThisPageView();
  document.body.innerHTML = '<main><h1>Кроссовки</h1></main>';
  pageWiring.start([], () => {});
}

describe('page wiring counts every page view of the session', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    // The quiet mounts' 1 s wait and the page-init call stay pending: nothing else of the wiring runs.
    vi.useFakeTimers();
    vi.mocked(api.pageInit).mockReturnValue(new Promise(() => {}));
    window.sessionStorage.clear();
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    restoreStorage('sessionStorage', original);
    vi.useRealTimers();
  });

  it('counts a page without the invite’s marker', () => {
    for (const pageId of ['home', 'shop-catalog', 'shop-product', 'shop-basket', 'shop-favourites'] as const) pageLoad(pageId);
    expect(window.sessionStorage.getItem(PAGE_VIEWS_KEY)).toBe('5');
    expect(document.querySelector('[data-widget="messenger-invite"]')).toBeNull();
  });

  it('does not count the card-payment page', () => {
    pageLoad('home');
    pageLoad('card-payment');
    expect(window.sessionStorage.getItem(PAGE_VIEWS_KEY)).toBe('1');
  });

  it('counts a page once: the invite’s widget asking after the wiring reads the same answer', () => {
    window.sessionStorage.setItem(PAGE_VIEWS_KEY, '5');
    pageLoad('home');
    expect(window.sessionStorage.getItem(PAGE_VIEWS_KEY)).toBe('6');
    expect([countPageView('home'), countPageView('home')]).toEqual([true, true]);
    expect(window.sessionStorage.getItem(PAGE_VIEWS_KEY)).toBe('6');
  });

  it('says nothing in the console when storage is blocked (only the invite’s widget does, where it is)', () => {
    stubStorage('sessionStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(() => pageLoad('home')).not.toThrow();
    expect(countPageView('home')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
