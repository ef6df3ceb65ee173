import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countPageView, forgetThisPageView, INVITE_EVERY, PAGE_VIEWS_KEY } from '../../../shared/browser/pageViews.ts';
import { fakeStorage, restoreStorage, stubStorage } from '../helpers/storageStub.ts';

const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage');

/** `count` page views of `pageId`, each a new page; their answers in order. */
function views(count: number, pageId = 'shop-catalog'): (boolean | null)[] {
  return Array.from({ length: count }, () => {
    forgetThisPageView();
    return countPageView(pageId);
  });
}

describe('countPageView (the messaging-app invite on every 6th page view of a session)', () => {
  beforeEach(() => {
    forgetThisPageView();
    window.sessionStorage.clear();
  });
  afterEach(() => {
    restoreStorage('sessionStorage', original);
  });

  it('says yes on the 6th, 12th and 18th views and no on every other', () => {
    expect(INVITE_EVERY).toBe(6);
    const answers = views(18);
    expect(answers.flatMap((shown, index) => (shown ? [index + 1] : []))).toEqual([6, 12, 18]);
  });

  it('keeps the count in sessionStorage under one key', () => {
    views(4);
    expect(window.sessionStorage.getItem(PAGE_VIEWS_KEY)).toBe('4');
    expect(window.sessionStorage.length).toBe(1);
  });

  it('carries on from the count an earlier page of the session left', () => {
    window.sessionStorage.setItem(PAGE_VIEWS_KEY, '5');
    expect(countPageView('home')).toBe(true);
    expect(window.sessionStorage.getItem(PAGE_VIEWS_KEY)).toBe('6');
  });

  it('counts a page once however often it asks (a widget mounted again)', () => {
    window.sessionStorage.setItem(PAGE_VIEWS_KEY, '5');
    expect([countPageView('home'), countPageView('home'), countPageView('home')]).toEqual([true, true, true]);
    expect(window.sessionStorage.getItem(PAGE_VIEWS_KEY)).toBe('6');
  });

  it('never says yes on the card-payment page, and does not count it', () => {
    window.sessionStorage.setItem(PAGE_VIEWS_KEY, '5');
    expect(countPageView('card-payment')).toBe(false);
    expect(window.sessionStorage.getItem(PAGE_VIEWS_KEY)).toBe('5');
    // The invite the payment page would have brought comes on the next page.
    forgetThisPageView();
    expect(countPageView('shop-basket')).toBe(true);
  });

  it('keeps the 6th view for after a run of card-payment pages', () => {
    const answers = [...views(3), ...views(4, 'card-payment'), ...views(3)];
    expect(answers).toEqual([false, false, false, false, false, false, false, false, false, true]);
  });

  it.each(['abc', '-3', '2.5', '', ' 5', '1e3', '9999999999'])('starts again from a stored value it did not write (%j)', (stored) => {
    window.sessionStorage.setItem(PAGE_VIEWS_KEY, stored);
    expect(countPageView('home')).toBe(false);
    expect(window.sessionStorage.getItem(PAGE_VIEWS_KEY)).toBe('1');
  });

  it('never shows and never throws when the sessionStorage getter throws (blocked storage): null, not counted', () => {
    stubStorage('sessionStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(() => views(12)).not.toThrow();
    expect(views(12)).toEqual(Array(12).fill(null));
  });

  it('never shows when there is no sessionStorage', () => {
    stubStorage('sessionStorage', { value: null });
    expect(views(12)).toEqual(Array(12).fill(null));
  });

  it('never shows when setItem throws (full quota), even on what would be the 6th view', () => {
    stubStorage('sessionStorage', {
      value: fakeStorage({
        getItem: () => '5',
        setItem: () => {
          throw new DOMException('Quota exceeded', 'QuotaExceededError');
        },
      }),
    });
    expect(views(1)).toEqual([null]);
  });

  it('never shows when getItem throws', () => {
    stubStorage('sessionStorage', {
      value: fakeStorage({
        getItem: () => {
          throw new Error('storage disabled');
        },
      }),
    });
    expect(views(12)).toEqual(Array(12).fill(null));
  });

  it('never shows when writes are accepted but nothing is kept', () => {
    stubStorage('sessionStorage', { value: fakeStorage({ getItem: () => '5', setItem: () => undefined }) });
    expect(views(1)).toEqual([null]);
  });

  it('answers null on every ask of a page whose count the storage refused; false on card-payment, where nothing was counted nor refused', () => {
    stubStorage('sessionStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    // Asked three times on one page (the page wiring, then the invite's widget, a re-mount).
    expect([countPageView('home'), countPageView('home'), countPageView('home')]).toEqual([null, null, null]);
    forgetThisPageView();
    expect(countPageView('card-payment')).toBe(false);
  });
});
