// The order of the bundle's announcements (docs/events.md, "Order"): a state's *-changed event
// comes before the event that tells what changed it, and an error's shop:error before what
// follows from it. Monitoring and legacy code rely on it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { ApiError } from '../../../shared/api/index.ts';
import { addProductToCart } from '../../../shared/actions/cart.ts';
import { toggleFavourite } from '../../../shared/actions/favourites.ts';
import { runPageInit } from '../../../shared/actions/pageInit.ts';
import { startEventBridge } from '../../../shared/events/index.ts';
import { reportWidgetError } from '../../../shared/runtime/report.ts';
import { store } from '../../../shared/store/index.ts';
import { resetStore } from '../helpers/resetStore.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({
  ...(await original()),
  pageInit: vi.fn(),
  toggleFavourite: vi.fn(),
  addToCart: vi.fn(),
  trackCookie: vi.fn(async () => {}),
  trackEvent: vi.fn(async () => {}),
}));

const NAMES = [
  'shop:page-init',
  'shop:favourites-changed',
  'shop:favourite-toggled',
  'shop:cart-changed',
  'shop:cart-added',
  'shop:error',
  'shop:widget-error',
  'shop:message',
] as const;

let seen: string[] = [];
const record = (event: Event) => seen.push(event.type);
let stopBridge = () => {};

describe('the order of the announcements', () => {
  beforeEach(() => {
    resetStore({ contentId: '17' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stopBridge = startEventBridge(store, { toggleFavourite: vi.fn(), openPanel: vi.fn(), openMessage: vi.fn() });
    for (const name of NAMES) document.addEventListener(name, record);
    seen = [];
  });
  afterEach(() => {
    stopBridge();
    for (const name of NAMES) document.removeEventListener(name, record);
  });

  it('page init: the changed counts first, then shop:page-init', async () => {
    vi.mocked(api.pageInit).mockResolvedValue({
      basketProduct: '<ul class="cart-lines"><li class="cart-line" data-basketid="1">line</li></ul>',
      priceList: [],
      favouriteCount: 1,
      favouriteIds: ['101'],
    } as unknown as api.PageInitAnswer);
    await runPageInit([]);
    // Between the two counts no order is promised.
    expect(seen.at(-1)).toBe('shop:page-init');
    expect(seen.slice(0, -1).sort()).toEqual(['shop:cart-changed', 'shop:favourites-changed']);
  });

  it('a favourite toggle: shop:favourites-changed, then shop:favourite-toggled', async () => {
    vi.mocked(api.toggleFavourite).mockResolvedValue({ idArray: ['101'], count: 1, html: '', isManager: false } as api.FavouritesAnswer);
    await toggleFavourite('101', '7');
    expect(seen).toEqual(['shop:favourites-changed', 'shop:favourite-toggled']);
  });

  it('a cart add: shop:cart-changed, then shop:cart-added', async () => {
    vi.mocked(api.addToCart).mockResolvedValue({
      products: [],
      isAdmin: false,
      basketProduct: '<ul class="cart-lines"><li class="cart-line" data-basketid="1">line</li></ul>',
    } as api.CartAddAnswer);
    await addProductToCart({ productId: '101', sid: '7', items: [{ id: '101', s: 'NOSIZE' }] });
    expect(seen.filter((name) => name.startsWith('shop:cart-'))).toEqual(['shop:cart-changed', 'shop:cart-added']);
  });

  it('a failed call: shop:error, then the shopper\'s shop:message', async () => {
    vi.mocked(api.toggleFavourite).mockRejectedValue(new ApiError('http', '/ajax/to/favorite/', { status: 500 }));
    await toggleFavourite('101', '7');
    expect(seen).toEqual(['shop:error', 'shop:message']);
  });

  it('a rejected marker: shop:error, then shop:widget-error', () => {
    reportWidgetError({ widget: 'favourite', element: document.body, attribute: 'data-active', message: 'is not valid' });
    expect(seen).toEqual(['shop:error', 'shop:widget-error']);
  });
});
