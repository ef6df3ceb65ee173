// The table holds every call of docs/api.md, and every row has its exported call.
import { describe, expect, it } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import type { Endpoint } from '../../../shared/api/index.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';

type Row = [method: string, path: string | null, body: string, answer: string, fixed: Record<string, string>];

// docs/api.md's table of calls, top to bottom.
const spec: Record<string, Row> = {
  login: ['POST', '/ajax/auth/', 'form', 'json', {}],
  register: ['POST', '/ajax/registration/', 'form', 'json', {}],
  toggleFavourite: ['GET', '/ajax/to/favorite/', 'query', 'json', {}],
  clearFavourites: ['GET', '/ajax/to/favorite/', 'query', 'json', { removeall: '1' }],
  addToCart: ['POST', '/ajax/basket_array/', 'form', 'json', {}],
  cartPopup: ['GET', '/ajax/block-basket-product/', 'query', 'html', { open: '1' }],
  singleBasketShow: ['GET', '/ajax/single-basket/', 'query', 'html', { ajax: '1', action: 'show' }],
  singleBasketPopup: ['GET', '/ajax/single-basket/', 'query', 'html', { ajax: '1', action: 'popup' }],
  pageInit: ['POST', '/ajax/tpl_action/', 'form', 'json', {}],
  telPopup: ['POST', '/ajax/tpl_action/', 'form', 'html', { action: 'tel_popup' }],
  panel: ['POST', '/ajax/tpl_action/', 'form', 'json', {}],
  newArrivalNotify: ['POST', null, 'form', 'none', { ajax_popup: '1' }],
  quickView: ['POST', '/ajax/product/data/', 'form', 'html', {}],
  searchImage: ['POST', '/ajax/search-image/', 'multipart', 'json', { ajax: '1', action: 'upload' }],
  autocomplete: ['GET', '/ajax/search-autocomplete/', 'query', 'html', {}],
  autocompleteLog: ['GET', '/ajax/search-autocomplete-log/', 'query', 'json', {}],
  brandMenu: ['POST', '/ajax/mmenu/', 'form', 'json', { majax: '1' }],
  cookieTrack: ['POST', '/ajax/cookie-track/', 'form', 'none', {}],
  trackEvent: ['POST', '/ajax/product_data_for_google/', 'form', 'none', { action: 'event' }],
  productData: ['POST', '/ajax/product_data_for_google/', 'form', 'json', { action: 'product_data' }],
  subscribeGift: ['POST', '/ajax/block_gift/', 'form', 'json', {}],
  openRecall: ['POST', '/ajax/add_question21/', 'form', 'html', { popup: '1', recall: '1' }],
  sendRecall: ['POST', '/ajax/add_question21/', 'form', 'html', {}],
  changeCurrency: ['POST', '/', 'form', 'none', {}],
  changeLanguage: ['POST', '/', 'form', 'none', {}],
};

const calls = [
  'login',
  'register',
  'toggleFavourite',
  'clearFavourites',
  'addToCart',
  'loadCartPopup',
  'loadSingleBasketShow',
  'loadSingleBasketPopup',
  'pageInit',
  'loadTelPopup',
  'loadPanel',
  'notifyNewArrival',
  'loadQuickView',
  'searchByImage',
  'loadAutocomplete',
  'logAutocomplete',
  'loadBrandMenu',
  'trackCookie',
  'trackEvent',
  'loadProductData',
  'subscribeGift',
  'openRecall',
  'sendRecall',
  'changeCurrency',
  'changeLanguage',
] as const;

describe('endpoint table', () => {
  it('has exactly the 25 calls', () => {
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(spec).sort());
  });

  it.each(Object.entries(spec))('%s matches its row', (name, [method, path, body, answer, fixed]) => {
    const row: Endpoint = endpoints[name as keyof typeof endpoints];
    expect(row).toMatchObject({ method, path, body });
    expect(row.answer.kind).toBe(answer);
    expect(row.fixed ?? {}).toEqual(fixed);
  });

  it('never sends a GET with a body', () => {
    for (const row of Object.values(endpoints) as Endpoint[]) {
      if (row.method === 'GET') expect(row.body).toBe('query');
      else expect(row.body).not.toBe('query');
    }
  });

  it('keeps each row in its own call module, and the table lists every one of them', async () => {
    const { readdirSync } = await import('node:fs');
    const helpers = new Set(['flags', 'links']);
    const names = readdirSync('shared/api/calls')
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.slice(0, -'.ts'.length))
      .filter((name) => !helpers.has(name));
    const rows: unknown[] = [];
    for (const name of names) {
      const module = (await import(`../../../shared/api/calls/${name}.ts`)) as Record<string, unknown>;
      const own = Object.keys(module).filter((key) => key.endsWith('Endpoint'));
      expect(own, name).toEqual([`${name}Endpoint`]);
      rows.push(module[`${name}Endpoint`]);
    }
    expect(rows).toHaveLength(Object.keys(endpoints).length);
    expect(new Set(rows)).toEqual(new Set(Object.values(endpoints)));
  });

  it('exports one call per row', () => {
    expect(calls).toHaveLength(Object.keys(spec).length);
    for (const name of calls) expect(typeof api[name], name).toBe('function');
  });
});
