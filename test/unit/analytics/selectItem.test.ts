import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { selectedProduct, trackProductSelections } from '../../../shared/analytics/selectItem.ts';
import { trackSelectInPlace } from '../../../shared/analytics/selectInPlace.ts';
import { store } from '../../../shared/store/index.ts';
import { dataLayer, resetDataLayer } from '../helpers/dataLayer.ts';
import { resetStore } from '../helpers/resetStore.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({
  ...(await original()),
  loadProductData: vi.fn(async () => ({ success: true, id: '1002', name: 'Платье', brand: 'Guess', googleCategoryData: 'Одежда|Платья', price: 3310 })),
  trackEvent: vi.fn(async () => {}),
}));

const trackEventCall = vi.mocked(api.trackEvent);

// A tile as the server renders it: product links, and widgets whose own links are no selection.
const page = `
  <article class="tile" data-product-id="1002">
    <a class="tile__image" id="image" href="/product/1002/"><img alt="Guess Платье"></a>
    <span class="fav" data-widget="favourite" data-product-id="1002"><a id="fav" href="/favourites/">♡ В избранное</a></span>
    <h3><a id="name" href="/product/1002/"><span id="inner">Платье</span></a></h3>
    <div data-widget="size-picker" data-product-id="1002"><a id="size" href="/product/1002/?size=1">S</a></div>
    <a class="tile__quick" id="quick" href="/product/1002/" data-widget="quick-view" data-product-id="1002">Быстрый просмотр</a>
  </article>
  <ul data-widget="favourites-page"><li class="look__item" data-product-id="1004"><a id="look" href="/product/1004/">Кеды</a></li></ul>
  <li class="cart-line" data-basketid="5" data-product-id="1062"><a id="line" href="/product/1062/">Шарф</a>
    <a id="remove" href="/basket/remove/5/" data-widget="cart-remove" data-basket-id="5" data-product-id="1062">Удалить</a></li>
  <a id="plain" href="/catalog/">Каталог</a>`;

const el = (id: string) => document.getElementById(id)!;

describe('select_item', () => {
  let stop = () => {};
  beforeEach(() => {
    resetStore({ production: true, currency: 'UAH' });
    document.body.innerHTML = page;
    trackEventCall.mockClear();
    vi.mocked(api.loadProductData).mockClear();
    resetDataLayer();
    // Links must not navigate happy-dom away in the middle of a test.
    document.addEventListener('click', (event) => event.preventDefault());
  });
  afterEach(() => stop());

  it('knows a product link in a tile, a list item or a cart line, and nothing else', () => {
    expect(['image', 'name', 'inner', 'look', 'line'].map((id) => selectedProduct(el(id)))).toEqual(['1002', '1002', '1002', '1004', '1062']);
    // A widget's own links (the favourite's fallback, a size, a remove link, the quick-view link) are no selection.
    expect(['fav', 'size', 'remove', 'quick', 'plain'].map((id) => selectedProduct(el(id)))).toEqual([null, null, null, null, null]);
  });

  it('a click on a product link sends select_item as the page is left: keepalive, and GA4 gets the id at once', async () => {
    stop = trackProductSelections();
    el('inner').click();
    expect(trackEventCall).toHaveBeenCalledWith({ cid: '1002', url: location.href, type: 'select_item' }, { keepalive: true });
    await Promise.resolve();
    expect(api.loadProductData).not.toHaveBeenCalled();
    expect(dataLayer()).toEqual([{ ecommerce: null }, { event: 'select_item', ecommerce: { currency: 'UAH', items: [{ item_id: '1002', quantity: 1 }] } }]);
  });

  it('a middle click (a new tab) is a selection too; a right click is not', () => {
    stop = trackProductSelections();
    el('name').dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    el('name').dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 2 }));
    expect(trackEventCall).toHaveBeenCalledTimes(1);
  });

  it('a widget link or another link sends nothing', () => {
    stop = trackProductSelections();
    for (const id of ['fav', 'size', 'remove', 'plain']) el(id).click();
    expect(trackEventCall).not.toHaveBeenCalled();
    expect(dataLayer()).toBeUndefined();
  });

  it('off production pages nothing listens and nothing is sent', async () => {
    store.pageContext.value = { ...store.pageContext.value, production: false };
    stop = trackProductSelections();
    el('name').click();
    await trackSelectInPlace('1002');
    expect(trackEventCall).not.toHaveBeenCalled();
    expect(dataLayer()).toBeUndefined();
  });

  it('a selection that stays on the page (a quick view) describes the item with the product data', async () => {
    await trackSelectInPlace('1002');
    expect(trackEventCall).toHaveBeenCalledWith({ cid: '1002', url: location.href, type: 'select_item' }, { keepalive: false });
    expect(dataLayer()).toEqual([
      { ecommerce: null },
      {
        event: 'select_item',
        ecommerce: {
          currency: 'UAH',
          items: [{ item_id: '1002', item_name: 'Платье', item_brand: 'Guess', item_category: 'Одежда', item_category2: 'Платья', price: 3310, quantity: 1 }],
        },
      },
    ]);
  });
});
