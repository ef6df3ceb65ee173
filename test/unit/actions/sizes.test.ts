import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import {
  MAX_SELECTED_SIZES,
  manufacturerSizes,
  nextSelection,
  seedSelection,
  selectedSizesOf,
  toggleSize,
  type SizeOption,
} from '../../../shared/actions/sizes.ts';
import { showMessage } from '../../../shared/actions/notices.ts';
import { on } from '../../../shared/events/index.ts';
import { store } from '../../../shared/store/index.ts';
import { flush } from '../helpers/mount.ts';
import { dataLayer, resetDataLayer } from '../helpers/dataLayer.ts';
import { resetStore } from '../helpers/resetStore.ts';
import { sizeRequired } from '../../../shared/i18n/messages/sizes.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({
  ...(await original()),
  loadProductData: vi.fn(),
  trackEvent: vi.fn(async () => {}),
  trackCookie: vi.fn(async () => {}),
}));

const productData = vi.mocked(api.loadProductData);
const trackEventCall = vi.mocked(api.trackEvent);

function size(key: string, extra: Partial<SizeOption> = {}): SizeOption {
  return { key, label: key, manufacturer: [`IT ${key}`], reserved: false, noLimit: false, ...extra };
}

// Like product 1004 of the fixture store: XL does not count toward the two.
const S = size('S', { manufacturer: ['IT 40', 'FR 38'] });
const M = size('M', { manufacturer: ['IT 42'], reserved: true });
const L = size('L', { manufacturer: ['IT 44'] });
const XL = size('XL', { manufacturer: ['IT 46'], noLimit: true });
const sizes = [S, M, L, XL];

let productSeq = 0;
/** A fresh product id per test: the store keeps selections per product. */
const freshProduct = () => `p${++productSeq}`;

describe('nextSelection', () => {
  const noLimit = (key: string) => key === 'XL';

  it('adds in choice order and removes an active size', () => {
    expect(nextSelection([], 'M', noLimit)).toEqual(['M']);
    expect(nextSelection(['M'], 'S', noLimit)).toEqual(['M', 'S']);
    expect(nextSelection(['M', 'S'], 'M', noLimit)).toEqual(['S']);
  });

  it(`refuses a third counted size (at most ${MAX_SELECTED_SIZES})`, () => {
    expect(MAX_SELECTED_SIZES).toBe(2);
    expect(nextSelection(['S', 'M'], 'L', noLimit)).toBeNull();
  });

  it('does not count no-limit sizes, whichever comes first', () => {
    expect(nextSelection(['S', 'M'], 'XL', noLimit)).toEqual(['S', 'M', 'XL']);
    expect(nextSelection(['XL', 'S'], 'M', noLimit)).toEqual(['XL', 'S', 'M']);
    expect(nextSelection(['XL', 'S', 'M'], 'L', noLimit)).toBeNull();
  });
});

describe('manufacturerSizes', () => {
  it("joins the manufacturer's sizes of the chosen sizes with '; ', in choice order", () => {
    expect(manufacturerSizes(['L', 'S'], sizes)).toBe('IT 44; IT 40; FR 38');
    expect(manufacturerSizes(['M'], sizes)).toBe('IT 42');
    expect(manufacturerSizes([], sizes)).toBe('');
    expect(manufacturerSizes(['unknown'], sizes)).toBe('');
  });
});

describe('toggleSize', () => {
  beforeEach(() => {
    resetStore();
    productData.mockReset();
    trackEventCall.mockClear();
    resetDataLayer();
  });

  it('keeps the selection in the store in choice order and announces every change', () => {
    const id = freshProduct();
    const events: unknown[] = [];
    const stop = on('shop:sizes-changed', (detail) => events.push(detail));
    expect(toggleSize(id, L, sizes)).toBe('added');
    expect(toggleSize(id, S, sizes)).toBe('added');
    expect(store.selectedSizes.value.get(id)).toEqual(['L', 'S']);
    expect(toggleSize(id, L, sizes)).toBe('removed');
    expect(selectedSizesOf(id)).toEqual(['S']);
    stop();
    expect(events).toEqual([
      { productId: id, sizes: ['L'] },
      { productId: id, sizes: ['L', 'S'] },
      { productId: id, sizes: ['S'] },
    ]);
  });

  it.each([
    ['ru', 'Можно выбрать только два размера'],
    ['ua', 'Можна вибрати лише два розміри'],
  ] as const)('refuses a third size, leaves the selection and says why in %s', (lang, text) => {
    resetStore({ lang });
    const id = freshProduct();
    toggleSize(id, S, sizes);
    toggleSize(id, M, sizes);
    const before = store.selectedSizes.value.get(id);
    const messages: unknown[] = [];
    const changes: unknown[] = [];
    const stops = [on('shop:message', (detail) => messages.push(detail)), on('shop:sizes-changed', (detail) => changes.push(detail))];
    expect(toggleSize(id, L, sizes)).toBe('refused');
    for (const stop of stops) stop();
    expect(store.selectedSizes.value.get(id)).toBe(before);
    expect(messages).toEqual([{ text, tone: 'error' }]);
    expect(changes).toEqual([]);
  });

  it('lets a no-limit size join two others', () => {
    const id = freshProduct();
    toggleSize(id, S, sizes);
    toggleSize(id, M, sizes);
    expect(toggleSize(id, XL, sizes)).toBe('added');
    expect(selectedSizesOf(id)).toEqual(['S', 'M', 'XL']);
    expect(toggleSize(id, L, sizes)).toBe('refused');
  });

  it("seeds the server's choice only when no picker put a selection in the store", () => {
    const id = freshProduct();
    seedSelection(id, ['M']);
    expect(selectedSizesOf(id)).toEqual(['M']);
    seedSelection(id, ['S']);
    expect(selectedSizesOf(id)).toEqual(['M']);
    toggleSize(id, M, sizes);
    // An emptied selection is the shopper's choice too: a later picker does not bring 'S' back.
    seedSelection(id, ['S']);
    expect(selectedSizesOf(id)).toEqual([]);
  });

  it('tracks nothing off production', async () => {
    const id = freshProduct();
    toggleSize(id, S, sizes);
    await Promise.resolve();
    expect(productData).not.toHaveBeenCalled();
    expect(trackEventCall).not.toHaveBeenCalled();
    expect(dataLayer()).toBeUndefined();
  });

  it('a size choice is no product selection (GA4 select_item is a product chosen from a list): nothing is tracked', async () => {
    resetStore({ production: true, currency: 'UAH' });
    toggleSize('1002', S, sizes);
    toggleSize('1002', M, sizes);
    await flush();
    expect(productData).not.toHaveBeenCalled();
    expect(trackEventCall).not.toHaveBeenCalled();
    expect(dataLayer()).toBeUndefined();
  });

  it("choosing a size takes down the 'choose a size' message; removing one does not", () => {
    const id = freshProduct();
    showMessage(sizeRequired);
    toggleSize(id, S, sizes);
    expect(store.notices.value).toEqual([]);
    showMessage(sizeRequired);
    toggleSize(id, S, sizes);
    expect(store.notices.value.map((notice) => notice.key)).toEqual([sizeRequired.ru]);
  });

});
