// Tracking calls go out while the product data is asked for. One that fails meanwhile must be
// handled at once: a rejection left without a handler until the data came is an "Uncaught (in
// promise)" on the shopper's console, and the page's unhandledrejection listeners hear it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as api from '../../../shared/api/index.ts';
import { trackCartRemove } from '../../../shared/analytics/removeFromCart.ts';
import { trackSelectInPlace } from '../../../shared/analytics/selectInPlace.ts';
import { trackWishlistAdd } from '../../../shared/analytics/wishlist.ts';
import { dataLayer, resetDataLayer } from '../helpers/dataLayer.ts';
import { resetStore } from '../helpers/resetStore.ts';

// Plain functions, not vi.fn(): a mock function attaches its own handler to every promise it
// returns (to record how it settled), which would hide exactly the rejection looked for here.
vi.mock(import('../../../shared/api/index.ts'), async (original) => {
  const real = await original();
  const failed = () => Promise.reject(new real.ApiError('network', '/ajax/x/'));
  return {
    ...real,
    // The product data, answered a few tasks later: long after the tracking calls failed.
    loadProductData: () => new Promise((resolve) => setTimeout(() => resolve({ success: true, id: '1002', name: 'Платье', brand: 'Guess', googleCategoryData: 'Одежда', price: 3310 }), 20)),
    trackEvent: failed,
    trackCookie: failed,
  } as typeof real;
});

describe('tracking calls that fail while the product data is asked for', () => {
  const unhandled: unknown[] = [];
  const listen = (reason: unknown) => unhandled.push(reason);

  beforeEach(() => {
    resetStore({ production: true, currency: 'UAH' });
    resetDataLayer();
    unhandled.length = 0;
    process.on('unhandledRejection', listen);
  });
  afterEach(() => {
    process.off('unhandledRejection', listen);
  });

  const cases: [string, () => Promise<void>, string][] = [
    ['a removed cart line', () => trackCartRemove('1002'), 'remove_from_cart'],
    ['a favourite added without product data in the answer', () => trackWishlistAdd('1002', { idArray: ['1002'], count: 1, html: '', isManager: false } as api.FavouritesAnswer), 'add_to_wishlist'],
    ['a quick view opened', () => trackSelectInPlace('1002'), 'select_item'],
  ];
  for (const [what, track, event] of cases) {
    it(`${what}: GA4 still gets ${event}, and no rejection goes unhandled`, async () => {
      await expect(track()).resolves.toBeUndefined();
      // One more task for the runtime to report what it found unhandled.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).toEqual([]);
      expect((dataLayer() ?? []).map((entry) => (entry as { event?: string }).event)).toContain(event);
    });
  }
});
