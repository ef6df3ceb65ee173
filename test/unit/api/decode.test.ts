// Tolerant decoding: PHP spellings accepted and normalised, wrong types rejected as 'parse'.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartAddAnswer } from '../../../shared/api/calls/addToCart.ts';
import { autocompleteLogAnswer } from '../../../shared/api/calls/autocompleteLog.ts';
import { brandMenuAnswer } from '../../../shared/api/calls/brandMenu.ts';
import { clearFavouritesAnswer } from '../../../shared/api/calls/clearFavourites.ts';
import { authAnswer } from '../../../shared/api/calls/login.ts';
import { pageInitAnswer } from '../../../shared/api/calls/pageInit.ts';
import { panelAnswer } from '../../../shared/api/calls/panel.ts';
import { productDataAnswer } from '../../../shared/api/calls/productData.ts';
import { registrationAnswer } from '../../../shared/api/calls/register.ts';
import { imageSearchAnswer } from '../../../shared/api/calls/searchImage.ts';
import { subscribeAnswer } from '../../../shared/api/calls/subscribeGift.ts';
import { favouritesAnswer } from '../../../shared/api/calls/toggleFavourite.ts';
import { ApiError, decodeHtml, decodeJson, isWholeDocument, loadCartPopup, loadAutocomplete, loadQuickView, resetApiClient } from '../../../shared/api/index.ts';
import { stubFetch, textAnswer } from './fetch-stub.ts';
import { amount, count, DecodeError, flag, from, id, list, object, optional, presence, read, text, withDefault, type Schema } from '../../../shared/api/fields.ts';

function accepts<T>(schema: Schema<T>, input: unknown): T {
  try {
    return read(schema, input);
  } catch (error) {
    throw new Error(`rejected ${JSON.stringify(input)}: ${String(error)}`, { cause: error });
  }
}

function rejects(schema: Schema<unknown>, input: unknown): boolean {
  try {
    read(schema, input);
    return false;
  } catch (error) {
    if (error instanceof DecodeError) return true;
    throw error;
  }
}

function decodeFailure(body: string, schema: Schema<unknown>): ApiError {
  try {
    decodeJson(body, schema, '/ajax/test/');
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('expected a parse error');
}

describe('field schemas', () => {
  it('ids: numbers or strings, normalised to a string', () => {
    expect(accepts(id, 12)).toBe('12');
    expect(accepts(id, '12')).toBe('12');
    expect(accepts(id, ' a-7 ')).toBe('a-7');
    for (const bad of ['', '  ', null, true, {}, [1]]) expect(rejects(id, bad)).toBe(true);
    // A number JSON cannot carry exactly is someone else's id; the same digits as a string are fine.
    expect(accepts(id, Number.MAX_SAFE_INTEGER)).toBe('9007199254740991');
    for (const bad of [JSON.parse("12345678901234567890") as number, Number.MAX_SAFE_INTEGER + 1, 1.5, Infinity, NaN]) expect(rejects(id, bad)).toBe(true);
    expect(accepts(id, '12345678901234567890')).toBe('12345678901234567890');
  });

  it('counts: numbers or numeric strings, normalised to a number', () => {
    expect(accepts(count, 3)).toBe(3);
    expect(accepts(count, '3')).toBe(3);
    expect(accepts(count, ' 04 ')).toBe(4);
    for (const bad of ['three', '3 шт', '', '1e3', -1, '-1', 2.5, '2.5', null, false, []]) {
      expect(rejects(count, bad), JSON.stringify(bad)).toBe(true);
    }
  });

  it('amounts: numbers or numeric strings, thousands spaces allowed', () => {
    expect(accepts(amount, 1299.5)).toBe(1299.5);
    expect(accepts(amount, '1299.50')).toBe(1299.5);
    expect(accepts(amount, '1 299')).toBe(1299);
    expect(accepts(amount, '12\u00a0999')).toBe(12999);
    for (const bad of ['', 'грн', '1,5', null, {}]) expect(rejects(amount, bad), JSON.stringify(bad)).toBe(true);
  });

  it('flags: true/false/1/0/"1"/"0"/"" → boolean; anything else rejected', () => {
    const cases: [unknown, boolean][] = [
      [true, true],
      [false, false],
      [1, true],
      [0, false],
      ['1', true],
      ['0', false],
      ['', false],
    ];
    for (const [input, output] of cases) expect(accepts(flag, input)).toBe(output);
    for (const bad of ['yes', 'true', 2, -1, null, {}, []]) expect(rejects(flag, bad), JSON.stringify(bad)).toBe(true);
  });

  it('presence flags: any value but false/0/"0"/"" counts', () => {
    expect(accepts(presence, 'anna@example.com')).toBe(true);
    expect(accepts(presence, 1)).toBe(true);
    expect(accepts(presence, '0')).toBe(false);
    expect(accepts(presence, '')).toBe(false);
    expect(rejects(presence, { a: 1 })).toBe(true);
  });

  it('text: strings, or numbers as strings', () => {
    expect(accepts(text, 'Zara')).toBe('Zara');
    expect(accepts(text, 42)).toBe('42');
    expect(rejects(text, true)).toBe(true);
  });

  it('lists: arrays, or PHP objects with gaps in their keys', () => {
    expect(accepts(list(id), [1, '2'])).toEqual(['1', '2']);
    expect(accepts(list(id), { 0: 1, 3: '4' })).toEqual(['1', '4']);
    expect(rejects(list(id), '1,2')).toBe(true);
    expect(rejects(list(id), [1, null])).toBe(true);
  });
});

describe('object fields named once', () => {
  const answer = object({ priceList: from('p_list_price', withDefault(list(id), [])), note: from('n', optional(text)), auth: withDefault(flag, false) });

  it('reads a renamed field under its wire name and gives it the bundle’s name; the others under their own', () => {
    expect(read(answer, { p_list_price: [1, '2'], n: 5, auth: '1' })).toEqual({ priceList: ['1', '2'], note: '5', auth: true });
  });

  it('does not read the bundle’s name off the wire, nor keep a field the table does not name', () => {
    expect(read(answer, { priceList: ['9'], note: 'x', extra: 1 })).toEqual({ priceList: [], note: undefined, auth: false });
  });

  it('rejects an ill-typed renamed field, naming it as the server does', () => {
    expect(() => read(object({ items: from('p_list_price', list(object({ price: from('p', amount) }))) }), { p_list_price: [{ p: 'free' }] })).toThrow(
      new DecodeError('p_list_price[0].p: expected an amount, got "free"'),
    );
  });

  it('hands what it read to `build` when there is more to do than reading', () => {
    const withCount = object({ ids: from('id_array', list(id)), count: optional(count) }, (read) => ({ ...read, count: read.count ?? read.ids.length }));
    expect(read(withCount, { id_array: [3, 4] })).toEqual({ ids: ['3', '4'], count: 2 });
  });
});

describe('decodeJson', () => {
  it('ignores unknown fields and accepts a BOM and whitespace', () => {
    const body = '\uFEFF  {"p": "<aside></aside>", "debug": {"sql": 3}}\n';
    expect(decodeJson(body, panelAnswer, '/ajax/tpl_action/')).toEqual({ html: '<aside></aside>' });
  });

  it('reads null and "" as left out', () => {
    const body = JSON.stringify({ basketProduct: null, block_auth: '', favorite_count: '', favorite_arr: null });
    expect(decodeJson(body, pageInitAnswer, '/ajax/tpl_action/')).toMatchObject({
      basketProduct: undefined,
      blockAuth: undefined,
      favouriteCount: undefined,
      favouriteIds: undefined,
    });
  });

  it('rejects malformed JSON as parse, with the SyntaxError as cause', () => {
    const err = decodeFailure('{"id": 1,}', autocompleteLogAnswer);
    expect(err).toMatchObject({ kind: 'parse', endpoint: '/ajax/test/' });
    expect(err.cause).toBeInstanceOf(SyntaxError);
  });

  it('rejects an HTML error page as parse', () => {
    expect(decodeFailure('\n<br />\n<b>Fatal error</b>: Uncaught', autocompleteLogAnswer).kind).toBe('parse');
  });

  it('rejects an empty body and a JSON scalar as parse', () => {
    expect(decodeFailure('', autocompleteLogAnswer).kind).toBe('parse');
    expect(decodeFailure('"ok"', autocompleteLogAnswer).kind).toBe('parse');
    expect(decodeFailure('null', autocompleteLogAnswer).kind).toBe('parse');
  });

  it('rejects wrong types as parse and names the field', () => {
    const cases: [Schema<unknown>, unknown, RegExp][] = [
      [favouritesAnswer, { id_array: [1], html: '', count: 'many' }, /count/],
      [favouritesAnswer, { id_array: [1], html: '', isManager: 'yes' }, /isManager/],
      [favouritesAnswer, { id_array: [1], html: 5 }, /html/],
      [cartAddAnswer, { products: [{ pid: 7, addedProductPrice: 'free' }] }, /addedProductPrice/],
      [cartAddAnswer, { products: 'none' }, /products/],
      [pageInitAnswer, { p_list_price: [{ id: {} }] }, /id/],
      [pageInitAnswer, { favorite_arr: 'all' }, /favorite_arr/],
      [brandMenuAnswer, { success: [{ u: '/a/', n: ['A'] }] }, /n/],
      [registrationAnswer, { errorsArray: [{ text: 'x' }] }, /errorsArray/],
    ];
    for (const [schema, data, field] of cases) {
      const err = decodeFailure(JSON.stringify(data), schema);
      expect(err.kind).toBe('parse');
      expect(err.message).toMatch(field);
      expect(err.cause).toBeInstanceOf(DecodeError);
    }
  });

  it('requires what a call cannot do without', () => {
    expect(decodeFailure('{"html": ""}', favouritesAnswer).message).toMatch(/id_array/);
    expect(decodeFailure('{"id_array": []}', favouritesAnswer).message).toMatch(/html/);
    expect(decodeFailure('{}', autocompleteLogAnswer).message).toMatch(/id/);
    expect(decodeFailure('{}', panelAnswer).message).toMatch(/p/);
    expect(decodeFailure('{}', subscribeAnswer).message).toMatch(/message/);
    expect(decodeFailure('{"products": [{"name": "x"}]}', cartAddAnswer).message).toMatch(/pid/);
  });

  it('names where a bad value sits: list indexes in brackets, fields after dots', () => {
    const body = JSON.stringify({ p_list_price: [{ id: 1, p: 10 }, { id: 2, p: 'ten' }] });
    expect(decodeFailure(body, pageInitAnswer).message).toContain('p_list_price[1].p: expected an amount, got "ten"');
    expect(decodeFailure('"x"', pageInitAnswer).message).toContain('the answer: expected an object, got "x"');
    expect(decodeFailure('{"products": [{"pid": 5, "name": {}}]}', cartAddAnswer).message).toContain('products[0].name: expected a text, got an object');
  });

  it('accepts empty answers where every field is optional', () => {
    expect(decodeJson('{}', authAnswer, '')).toEqual({ error: undefined, success: undefined });
    expect(decodeJson('{}', clearFavouritesAnswer, '')).toEqual({ html: '' });
    expect(decodeJson('{}', imageSearchAnswer, '')).toEqual({ id: undefined, image: undefined });
    expect(decodeJson('{}', brandMenuAnswer, '')).toEqual({ brands: [] });
    expect(decodeJson('{}', cartAddAnswer, '')).toEqual({
      products: [],
      isAdmin: false,
      basketProduct: undefined,
      singleBasket: undefined,
    });
    expect(decodeJson('{}', productDataAnswer, '')).toMatchObject({ success: false });
    expect(decodeJson('{}', registrationAnswer, '')).toMatchObject({ message: '', errors: [] });
  });

  it("reads PHP's [] (json_encode of an empty array) as an empty object", () => {
    expect(decodeJson('[]', pageInitAnswer, '')).toMatchObject({ priceList: [], auth: false });
    expect(decodeJson('[]', brandMenuAnswer, '')).toEqual({ brands: [] });
  });

  it('fills the defaults of a cart line', () => {
    const answer = decodeJson('{"products": [{"pid": "7"}], "is_admin": "1"}', cartAddAnswer, '');
    expect(answer).toEqual({
      products: [
        {
          pid: '7',
          brand: '',
          name: '',
          categoryData: '',
          addedProductPrice: 0,
          quantity: 1,
          addToBasketEventId: undefined,
          needEFFB: false,
        },
      ],
      isAdmin: true,
      basketProduct: undefined,
      singleBasket: undefined,
    });
  });

  it('does not share default lists between answers', () => {
    const first = decodeJson('{"products": ""}', cartAddAnswer, '');
    first.products.push({} as never);
    expect(decodeJson('{"products": ""}', cartAddAnswer, '').products).toEqual([]);
    expect(decodeJson('{}', cartAddAnswer, '').products).toEqual([]);
  });
});

describe('properties', () => {
  const schemas: Schema<unknown>[] = [
    authAnswer,
    registrationAnswer,
    favouritesAnswer,
    clearFavouritesAnswer,
    cartAddAnswer,
    pageInitAnswer,
    panelAnswer,
    imageSearchAnswer,
    autocompleteLogAnswer,
    brandMenuAnswer,
    productDataAnswer,
    subscribeAnswer,
  ];

  // Values shaped like the answers, so the property also reaches the field schemas.
  const answerLike = fc.dictionary(
    fc.constantFrom('id', 'id_array', 'count', 'html', 'isManager', 'products', 'p_list_price', 'favorite_arr', 'success', 'message', 'p', 'pid', 'fe', 'u', 'n', 'b', 'auth'),
    fc.jsonValue({ maxDepth: 3 }),
  );

  it('decoding any JSON value throws nothing but ApiError parse', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), answerLike), fc.constantFrom(...schemas), (value, schema) => {
        try {
          decodeJson(JSON.stringify(value) ?? 'null', schema, '/ajax/x/');
        } catch (err) {
          return err instanceof ApiError && err.kind === 'parse';
        }
        return true;
      }),
      { numRuns: 2000 },
    );
  });

  it('decoding any text throws nothing but ApiError parse', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...schemas), (body, schema) => {
        try {
          decodeJson(body, schema, '/ajax/x/');
        } catch (err) {
          return err instanceof ApiError && err.kind === 'parse';
        }
        return true;
      }),
      { numRuns: 1000 },
    );
  });

  it('a count sent as a numeric string decodes to the same number', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        const answer = decodeJson(JSON.stringify({ id_array: [], html: '', count: String(n) }), favouritesAnswer, '');
        return answer.count === n;
      }),
    );
  });

  it('ids sent as numbers or strings decode to the same strings', () => {
    fc.assert(
      fc.property(fc.array(fc.nat()), fc.boolean(), (ids, asStrings) => {
        const sent = asStrings ? ids.map(String) : ids;
        const answer = decodeJson(JSON.stringify({ favorite_arr: sent }), pageInitAnswer, '');
        expect(answer.favouriteIds).toEqual(ids.map(String));
      }),
    );
  });
});

describe('html answers', () => {
  const parseKind = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error instanceof ApiError ? error.kind : 'other';
    }
    return 'none';
  };

  it('hands a fragment over as sent', () => {
    expect(decodeHtml('<div class="cart-popup">…</div>\n', '/x/')).toBe('<div class="cart-popup">…</div>\n');
    expect(decodeHtml('\uFEFF  <ul></ul>', '/x/')).toBe('\uFEFF  <ul></ul>');
  });

  it('fails on an error page sent with status 200, JSON, truncated JSON and nothing', () => {
    for (const body of ['<!doctype html><h1>Error</h1>', '<!DOCTYPE HTML>', '<html><body>500</body></html>', '  <HTML lang="ru">', '{"id_array": [1, 2', '[1]', '', '   ']) {
      expect(parseKind(() => decodeHtml(body, '/x/'))).toBe('parse');
    }
  });

  it('allows what the row allows: an empty list, a whole page', () => {
    expect(decodeHtml('', '/x/', { empty: 'allowed' })).toBe('');
    expect(decodeHtml('<!doctype html><p>', '/x/', { document: 'allowed' })).toBe('<!doctype html><p>');
    expect(parseKind(() => decodeHtml('{"a":1}', '/x/', { empty: 'allowed', document: 'allowed' }))).toBe('parse');
  });

  it('tells a whole page from a fragment', () => {
    expect(isWholeDocument('\uFEFF <!doctype html>')).toBe(true);
    expect(isWholeDocument('<html>')).toBe(true);
    expect(isWholeDocument('<htmlish>')).toBe(false);
    expect(isWholeDocument('<p>html</p>')).toBe(false);
  });

  it('every html call fails on an error page with status 200; only autocomplete may be empty', async () => {
    try {
      stubFetch(textAnswer('<!doctype html><h1>Error</h1>'));
      await expect(loadCartPopup()).rejects.toMatchObject({ kind: 'parse', endpoint: '/ajax/block-basket-product/' });
      const quickView = { productId: '1', sid: '', noMoreAboutProduct: false, url: '/', contentId: '1', offline: false };
      await expect(loadQuickView(quickView)).rejects.toMatchObject({ kind: 'parse' });
      stubFetch(textAnswer(''));
      await expect(loadCartPopup()).rejects.toMatchObject({ kind: 'parse' });
      await expect(loadAutocomplete({ name: 'lu', fromUrl: '/' })).resolves.toBe('');
    } finally {
      resetApiClient();
    }
  });
});
