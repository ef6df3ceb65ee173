// Every exported call: the exact request it sends and the answer it hands back.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addToCart,
  changeCurrency,
  changeLanguage,
  clearFavourites,
  configureApi,
  loadAutocomplete,
  loadBrandMenu,
  loadCartPopup,
  loadPanel,
  loadProductData,
  loadQuickView,
  loadSingleBasketPopup,
  loadSingleBasketShow,
  loadTelPopup,
  logAutocomplete,
  login,
  notifyNewArrival,
  openRecall,
  pageInit,
  register,
  resetApiClient,
  searchByImage,
  sendRecall,
  subscribeGift,
  toggleFavourite,
  trackCookie,
  trackEvent,
} from '../../../shared/api/index.ts';
import { jsonAnswer, sent, stubFetch, textAnswer, type FetchStub, type SentRequest } from './fetch-stub.ts';

const FORM = 'application/x-www-form-urlencoded';

interface Shape {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  fields?: Record<string, string>;
  contentType?: typeof FORM | 'multipart/form-data' | '';
}

async function expectRequest(fetch: FetchStub, shape: Shape): Promise<SentRequest> {
  expect(fetch).toHaveBeenCalledTimes(1);
  const request = await sent(fetch);
  expect(request.method).toBe(shape.method);
  expect(request.url.origin).toBe('http://localhost:3000');
  expect(request.path).toBe(shape.path);
  expect(request.query).toEqual(shape.query ?? {});
  expect(request.fields).toEqual(shape.fields ?? {});
  const contentType = shape.contentType ?? (shape.method === 'GET' ? '' : FORM);
  if (contentType === '') expect(request.contentType).toBe('');
  else expect(request.contentType.startsWith(contentType)).toBe(true);
  expect(request.headers.get('x-requested-with')).toBe('XMLHttpRequest');
  expect(request.credentials).toBe('same-origin');
  return request;
}

function makeForm(html: string): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = html;
  document.body.append(form);
  return form;
}

beforeEach(() => configureApi({ retryDelayMs: 0, timeoutMs: 1000 }));
afterEach(() => {
  resetApiClient();
  document.body.innerHTML = '';
});

describe('account', () => {
  it('login posts the serialized form and decodes an error message', async () => {
    const fetch = stubFetch(jsonAnswer({ error: '<b>Неверный пароль</b>' }));
    const form = makeForm(`
      <input name="email" value="anna@example.com">
      <input type="password" name="pass" value="secret 1!">
      <input type="checkbox" name="remember" value="1" checked>
      <input type="checkbox" name="newsletter" value="1">
      <button type="submit" name="go" value="1">Войти</button>`);
    await expect(login(form)).resolves.toEqual({ error: '<b>Неверный пароль</b>', success: undefined });
    await expectRequest(fetch, {
      method: 'POST',
      path: '/ajax/auth/',
      fields: { email: 'anna@example.com', pass: 'secret 1!', remember: '1' },
    });
  });

  it('login decodes success as a boolean from 1', async () => {
    stubFetch(jsonAnswer({ success: 1 }));
    await expect(login(new URLSearchParams({ pass: 'x' }))).resolves.toEqual({ error: undefined, success: true });
  });

  it('register posts the serialized form, leaving file inputs out', async () => {
    const fetch = stubFetch(jsonAnswer({ message: 'ok' }));
    const form = makeForm(`
      <input name="name" value="Анна">
      <select name="city"><option value="kyiv" selected>Київ</option></select>
      <input type="file" name="avatar">`);
    await expect(register(form)).resolves.toEqual({
      message: 'ok',
      activationPhone: false,
      activationEmail: false,
      alreadySend: false,
      errors: [],
    });
    const request = await expectRequest(fetch, {
      method: 'POST',
      path: '/ajax/registration/',
      fields: { name: 'Анна', city: 'kyiv' },
    });
    expect(request.bodyText).not.toContain('object');
  });

  it('register decodes activation flags and the error list', async () => {
    stubFetch(jsonAnswer({ message: 'fail', activationPhone: '1', alreadySend: 0, errorsArray: { 0: 'E-mail занят', 3: 'Телефон' } }));
    await expect(register(new URLSearchParams())).resolves.toEqual({
      message: 'fail',
      activationPhone: true,
      activationEmail: false,
      alreadySend: false,
      errors: ['E-mail занят', 'Телефон'],
    });
  });
});

describe('favourites', () => {
  it('toggleFavourite GETs productid, sid and an empty is_collage off the collage page', async () => {
    const fetch = stubFetch(
      jsonAnswer({
        fb_AddToWishListEventId: 987,
        isManager: '0',
        id_array: [7, '12'],
        count: '2',
        html: '<ul><li>7</li></ul>',
        productdata: { id: 7, name: 'Куртка', brand: 'Adidas', google_category_data: 'Одежда|Куртки', price: '2 999', extra: 'x' },
        extra: 'ignored',
      }),
    );
    const answer = await toggleFavourite({ productId: '7', sid: 's1', isCollage: false });
    expect(answer).toEqual({
      idArray: ['7', '12'],
      count: 2,
      html: '<ul><li>7</li></ul>',
      // Read with the product data answer's fields (none are given of its own for productdata).
      productData: { id: '7', name: 'Куртка', brand: 'Adidas', googleCategoryData: 'Одежда|Куртки', price: 2999 },
      wishlistEventId: '987',
      isManager: false,
    });
    await expectRequest(fetch, {
      method: 'GET',
      path: '/ajax/to/favorite/',
      query: { productid: '7', sid: 's1', is_collage: '' },
    });
  });

  it('toggleFavourite leaves out a productdata it cannot read instead of failing the toggle', async () => {
    for (const productdata of ['a text', [1, 2], { id: {}, name: 'x' }, 42]) {
      stubFetch(jsonAnswer({ id_array: ['7'], html: '', productdata }));
      await expect(toggleFavourite({ productId: '7', sid: '', isCollage: false })).resolves.toMatchObject({ idArray: ['7'], productData: undefined });
    }
  });

  it('toggleFavourite sends is_collage=1 on the collage page and fills left-out fields', async () => {
    const fetch = stubFetch(jsonAnswer({ id_array: [], html: '' }));
    await expect(toggleFavourite({ productId: '7', sid: '', isCollage: true })).resolves.toEqual({
      idArray: [],
      count: 0,
      html: '',
      productData: undefined,
      wishlistEventId: undefined,
      isManager: false,
    });
    expect((await sent(fetch)).query).toEqual({ productid: '7', sid: '', is_collage: '1' });
  });

  it('clearFavourites GETs removeall=1', async () => {
    const fetch = stubFetch(jsonAnswer({ html: '<p>Пусто</p>' }));
    await expect(clearFavourites()).resolves.toEqual({ html: '<p>Пусто</p>' });
    await expectRequest(fetch, { method: 'GET', path: '/ajax/to/favorite/', query: { removeall: '1' } });
  });
});

describe('cart', () => {
  it('addToCart posts contentID, sid and product_data as a JSON string', async () => {
    const fetch = stubFetch(
      jsonAnswer({
        products: [
          {
            pid: 7,
            brand: 'Nike',
            name: 'Кроссовки',
            category_data: 'Обувь|Кроссовки',
            addedProductPrice: '2 499.50',
            quantity: '1',
            fb_addToBasketEventid: 'ev-1',
            needEFFB: '1',
          },
        ],
        is_admin: '',
        basketProduct: '<div>cart</div>',
        singleBasket: '',
      }),
    );
    const answer = await addToCart({
      contentId: '15',
      sid: 'block-3',
      items: [
        { id: '7', s: '42' },
        { id: '8', s: 'NOSIZE' },
      ],
    });
    expect(answer).toEqual({
      products: [
        {
          pid: '7',
          brand: 'Nike',
          name: 'Кроссовки',
          categoryData: 'Обувь|Кроссовки',
          addedProductPrice: 2499.5,
          quantity: 1,
          addToBasketEventId: 'ev-1',
          needEFFB: true,
        },
      ],
      isAdmin: false,
      basketProduct: '<div>cart</div>',
      singleBasket: undefined,
    });
    const request = await expectRequest(fetch, {
      method: 'POST',
      path: '/ajax/basket_array/',
      fields: { contentID: '15', sid: 'block-3', product_data: '[{"id":"7","s":"42"},{"id":"8","s":"NOSIZE"}]' },
    });
    expect(JSON.parse(request.fields.product_data ?? '')).toEqual([
      { id: '7', s: '42' },
      { id: '8', s: 'NOSIZE' },
    ]);
  });

  it('addToCart keeps only id and s of each item', async () => {
    const fetch = stubFetch(jsonAnswer({ products: [], singleBasket: '<aside>more</aside>' }));
    const item = { id: '7', s: 'M', label: 'not sent' };
    const answer = await addToCart({ contentId: '1', sid: 's', items: [item] });
    expect(answer.singleBasket).toBe('<aside>more</aside>');
    expect((await sent(fetch)).fields.product_data).toBe('[{"id":"7","s":"M"}]');
  });

  it('loadCartPopup GETs basketid and open=1 and returns the html', async () => {
    const fetch = stubFetch(textAnswer('<div class="mini-cart">2</div>'));
    await expect(loadCartPopup({ basketId: '55' })).resolves.toBe('<div class="mini-cart">2</div>');
    await expectRequest(fetch, {
      method: 'GET',
      path: '/ajax/block-basket-product/',
      query: { basketid: '55', open: '1' },
    });
  });

  it('loadSingleBasketShow GETs ajax=1, action=show, sid, ids as a comma list, block', async () => {
    const fetch = stubFetch(textAnswer('<ul></ul>'));
    await expect(loadSingleBasketShow({ sid: 's1', ids: ['1', '2', '3'], block: 'b7' })).resolves.toBe('<ul></ul>');
    await expectRequest(fetch, {
      method: 'GET',
      path: '/ajax/single-basket/',
      query: { ajax: '1', action: 'show', sid: 's1', ids: '1,2,3', block: 'b7' },
    });
  });

  it('loadSingleBasketPopup GETs ajax=1, action=popup, sid, pid', async () => {
    const fetch = stubFetch(textAnswer('<div></div>'));
    await expect(loadSingleBasketPopup({ sid: 's1', pid: '7' })).resolves.toBe('<div></div>');
    await expectRequest(fetch, {
      method: 'GET',
      path: '/ajax/single-basket/',
      query: { ajax: '1', action: 'popup', sid: 's1', pid: '7' },
    });
  });
});

describe('page and panels', () => {
  it('pageInit posts content, currenturl, referer_foo, productid_str, currentID and decodes the full answer', async () => {
    const fetch = stubFetch(
      jsonAnswer({
        basketProduct: '<div>cart</div>',
        p_list_price: [
          { id: 7, p: '1299', html: '<b>1 299 грн</b>', l: 'sale' },
          { id: '8', p: 999.9, html: '<b>999,90 грн</b>', l: '' },
        ],
        favorite_count: '3',
        favorite_arr: ['7', 9, '11'],
        // Not a field of the page-init answer (docs/api.md): dropped like any unknown field.
        basket_count: '2',
        auth: 1,
        block_auth: '<div>Анна</div>',
        menu_gender: 'w',
        utm_translated_phone: '+38 (044) 123-45-67',
        utm_translated_phone_nf: 380441234567,
        safari2: '1',
        android_chrom: '0',
        notifyAboutCookie: true,
      }),
    );
    const answer = await pageInit({
      content: '15',
      currentUrl: 'http://localhost:3000/ua/catalog/',
      referer: 'https://google.com/',
      productIds: ['7', '8'],
      currentId: '7',
    });
    expect(answer).toEqual({
      basketProduct: '<div>cart</div>',
      priceList: [
        { id: '7', price: 1299, html: '<b>1 299 грн</b>', label: 'sale' },
        { id: '8', price: 999.9, html: '<b>999,90 грн</b>', label: '' },
      ],
      favouriteCount: 3,
      favouriteIds: ['7', '9', '11'],
      auth: true,
      blockAuth: '<div>Анна</div>',
      menuGender: 'w',
      phone: '+38 (044) 123-45-67',
      phoneDigits: '380441234567',
      showSafariHint: true,
      showAndroidHint: false,
      notifyAboutCookie: true,
    });
    await expectRequest(fetch, {
      method: 'POST',
      path: '/ajax/tpl_action/',
      fields: {
        content: '15',
        currenturl: 'http://localhost:3000/ua/catalog/',
        referer_foo: 'https://google.com/',
        productid_str: '7,8',
        currentID: '7',
      },
    });
  });

  it('pageInit accepts a tiny answer and sends an empty currentID off the product page', async () => {
    const fetch = stubFetch(jsonAnswer({}));
    const answer = await pageInit({ content: '1', currentUrl: '/', referer: '', productIds: [] });
    expect(answer).toEqual({
      basketProduct: undefined,
      priceList: [],
      favouriteCount: undefined,
      favouriteIds: undefined,
      cartCount: undefined,
      auth: false,
      blockAuth: undefined,
      menuGender: undefined,
      phone: undefined,
      phoneDigits: undefined,
      showSafariHint: false,
      showAndroidHint: false,
      notifyAboutCookie: false,
    });
    expect((await sent(fetch)).fields).toEqual({
      content: '1',
      currenturl: '/',
      referer_foo: '',
      productid_str: '',
      currentID: '',
    });
  });

  it('loadTelPopup posts action=tel_popup and returns the html', async () => {
    const fetch = stubFetch(textAnswer('<div class="tel"></div>'));
    await expect(loadTelPopup()).resolves.toBe('<div class="tel"></div>');
    await expectRequest(fetch, { method: 'POST', path: '/ajax/tpl_action/', fields: { action: 'tel_popup' } });
  });

  it('loadPanel posts action={name} and decodes p', async () => {
    const fetch = stubFetch(jsonAnswer({ p: '<aside>account</aside>' }));
    await expect(loadPanel('account')).resolves.toEqual({ html: '<aside>account</aside>' });
    await expectRequest(fetch, { method: 'POST', path: '/ajax/tpl_action/', fields: { action: 'account' } });
  });

  it('notifyNewArrival posts ajax_popup=1 to the link and ignores the answer', async () => {
    const fetch = stubFetch(textAnswer('<html>whatever</html>'));
    await expect(notifyNewArrival('http://localhost:3000/ua/new/jacket-7/')).resolves.toBeUndefined();
    await expectRequest(fetch, { method: 'POST', path: '/ua/new/jacket-7/', fields: { ajax_popup: '1' } });
  });

  it('notifyNewArrival asked for keepalive sends a keepalive request (it outlives the page that opened the tab); other calls do not', async () => {
    stubFetch(textAnswer(''));
    // happy-dom's Request drops `keepalive`: what the client asks the browser for is read where it
    // builds the request.
    const inits: RequestInit[] = [];
    const BrowserRequest = globalThis.Request;
    vi.stubGlobal(
      'Request',
      class extends BrowserRequest {
        constructor(input: RequestInfo | URL, init?: RequestInit) {
          super(input, init);
          inits.push(init ?? {});
        }
      },
    );
    await notifyNewArrival('http://localhost:3000/ua/new/jacket-7/', { keepalive: true });
    await notifyNewArrival('http://localhost:3000/ua/new/jacket-7/');
    expect(inits.map((init) => init.keepalive)).toEqual([true, undefined]);
  });
});

describe('product and search', () => {
  it('loadQuickView posts the six fields, with the server spelling oflline', async () => {
    const fetch = stubFetch(textAnswer('<div class="quick-view"></div>'));
    const html = await loadQuickView({
      productId: '7',
      sid: 's1',
      noMoreAboutProduct: true,
      url: 'http://localhost:3000/p/7/',
      contentId: '15',
      offline: false,
    });
    expect(html).toBe('<div class="quick-view"></div>');
    await expectRequest(fetch, {
      method: 'POST',
      path: '/ajax/product/data/',
      fields: {
        productid: '7',
        sid: 's1',
        no_more_about_product: '1',
        url: 'http://localhost:3000/p/7/',
        content_id: '15',
        oflline: '',
      },
    });
  });

  it('searchByImage sends a product id as multipart s_productid', async () => {
    const fetch = stubFetch(jsonAnswer({ id: 321 }));
    await expect(searchByImage({ productId: '7' })).resolves.toEqual({ id: '321', image: undefined });
    await expectRequest(fetch, {
      method: 'POST',
      path: '/ajax/search-image/',
      contentType: 'multipart/form-data',
      fields: { ajax: '1', action: 'upload', s_productid: '7' },
    });
  });

  it('searchByImage sends an uploaded image id as supimageid', async () => {
    const fetch = stubFetch(jsonAnswer({ image: 'abc.jpg' }));
    await expect(searchByImage({ imageId: '44' })).resolves.toEqual({ id: undefined, image: 'abc.jpg' });
    await expectRequest(fetch, {
      method: 'POST',
      path: '/ajax/search-image/',
      contentType: 'multipart/form-data',
      fields: { ajax: '1', action: 'upload', supimageid: '44' },
    });
  });

  it('searchByImage sends a photo as the file field image', async () => {
    const fetch = stubFetch(jsonAnswer({ id: '5' }));
    const photo = new File(['fake-jpeg-bytes'], 'photo.jpg', { type: 'image/jpeg' });
    await expect(searchByImage({ file: photo })).resolves.toEqual({ id: '5', image: undefined });
    const request = await expectRequest(fetch, {
      method: 'POST',
      path: '/ajax/search-image/',
      contentType: 'multipart/form-data',
      fields: { ajax: '1', action: 'upload' },
    });
    const file = request.files.image;
    expect(file).toBeInstanceOf(Blob);
    expect(await file?.text()).toBe('fake-jpeg-bytes');
  });

  it('loadAutocomplete GETs name and fromurl and returns the list html', async () => {
    const fetch = stubFetch(textAnswer('<ul><li>платье</li></ul>'));
    await expect(loadAutocomplete({ name: 'плат', fromUrl: 'http://localhost:3000/ua/' })).resolves.toBe(
      '<ul><li>платье</li></ul>',
    );
    await expectRequest(fetch, {
      method: 'GET',
      path: '/ajax/search-autocomplete/',
      query: { name: 'плат', fromurl: 'http://localhost:3000/ua/' },
    });
  });

  it('logAutocomplete GETs query, anchor, url and decodes id', async () => {
    const fetch = stubFetch(jsonAnswer({ id: 77 }));
    await expect(logAutocomplete({ query: 'плат', anchor: 'платье', url: '/dresses/' })).resolves.toEqual({ id: '77' });
    await expectRequest(fetch, {
      method: 'GET',
      path: '/ajax/search-autocomplete-log/',
      query: { query: 'плат', anchor: 'платье', url: '/dresses/' },
    });
  });

  it('loadBrandMenu posts g, l, majax=1 and decodes the brands', async () => {
    const fetch = stubFetch(
      jsonAnswer({
        success: [
          { u: '/brand/adidas/', n: 'Adidas', b: '1' },
          { u: '/brand/asics/', n: 'Asics', b: '' },
          { u: '/brand/a-b/', n: 'A|B' },
        ],
      }),
    );
    await expect(loadBrandMenu({ gender: 'm', letter: 'A' })).resolves.toEqual({
      brands: [
        { url: '/brand/adidas/', name: 'Adidas', bold: true },
        { url: '/brand/asics/', name: 'Asics', bold: false },
        { url: '/brand/a-b/', name: 'A|B', bold: false },
      ],
    });
    await expectRequest(fetch, { method: 'POST', path: '/ajax/mmenu/', fields: { majax: '1', g: 'm', l: 'A' } });
  });
});

describe('tracking', () => {
  it('trackCookie posts type and productid', async () => {
    const fetch = stubFetch(textAnswer(''));
    await expect(trackCookie({ type: 'view', productId: '7' })).resolves.toBeUndefined();
    await expectRequest(fetch, { method: 'POST', path: '/ajax/cookie-track/', fields: { type: 'view', productid: '7' } });
  });

  it.each(['select_item', 'add_to_wishlist', 'add_to_cart', 'remove_from_cart'] as const)(
    'trackEvent posts action=event, cid, url, type=%s',
    async (type) => {
      const fetch = stubFetch(textAnswer('not json, ignored'));
      await expect(trackEvent({ cid: '7', url: 'http://localhost:3000/p/7/', type })).resolves.toBeUndefined();
      await expectRequest(fetch, {
        method: 'POST',
        path: '/ajax/product_data_for_google/',
        fields: { action: 'event', cid: '7', url: 'http://localhost:3000/p/7/', type },
      });
    },
  );

  it('loadProductData posts action=product_data, productid and decodes the product', async () => {
    const fetch = stubFetch(
      jsonAnswer({ success: true, id: 7, name: 'Куртка', brand: 'Zara', google_category_data: 'Одежда|Куртки', price: '1999' }),
    );
    await expect(loadProductData('7')).resolves.toEqual({
      success: true,
      id: '7',
      name: 'Куртка',
      brand: 'Zara',
      googleCategoryData: 'Одежда|Куртки',
      price: 1999,
    });
    await expectRequest(fetch, {
      method: 'POST',
      path: '/ajax/product_data_for_google/',
      fields: { action: 'product_data', productid: '7' },
    });
  });

  it('loadProductData accepts a bare failure', async () => {
    stubFetch(jsonAnswer({ success: 0 }));
    await expect(loadProductData('7')).resolves.toMatchObject({ success: false, id: undefined, price: undefined });
  });
});

describe('forms and settings', () => {
  it('subscribeGift posts the serialized gift form and decodes fe', async () => {
    const fetch = stubFetch(jsonAnswer({ message: 'ok', fe: 1 }));
    const form = makeForm(`
      <input name="emailgift" value="anna@example.com">
      <input name="phonegift" value="">
      <input type="radio" name="s" value="m"><input type="radio" name="s" value="w" checked>
      <input type="hidden" name="sex" value="w">
      <input type="hidden" name="from" value="land_summer">
      <input type="hidden" name="ajs" value="1">`);
    await expect(subscribeGift(form)).resolves.toEqual({ message: 'ok', needsEmailConfirmation: true });
    await expectRequest(fetch, {
      method: 'POST',
      path: '/ajax/block_gift/',
      fields: { emailgift: 'anna@example.com', phonegift: '', s: 'w', sex: 'w', from: 'land_summer', ajs: '1' },
    });
  });

  it('subscribeGift: no fe means no confirmation needed', async () => {
    stubFetch(jsonAnswer({ message: 'alreadyGet' }));
    await expect(subscribeGift(new URLSearchParams({ emailgift: 'a@b.cd' }))).resolves.toEqual({
      message: 'alreadyGet',
      needsEmailConfirmation: false,
    });
  });

  it('openRecall posts popup=1, productid, url, recall=1 on a product page', async () => {
    const fetch = stubFetch(textAnswer('<div class="recall-modal"></div>'));
    await expect(openRecall({ productId: '7', url: 'http://localhost:3000/p/7/' })).resolves.toBe(
      '<div class="recall-modal"></div>',
    );
    await expectRequest(fetch, {
      method: 'POST',
      path: '/ajax/add_question21/',
      fields: { popup: '1', recall: '1', productid: '7', url: 'http://localhost:3000/p/7/' },
    });
  });

  it('openRecall leaves productid out elsewhere', async () => {
    const fetch = stubFetch(textAnswer('<div></div>'));
    await openRecall({ url: 'http://localhost:3000/' });
    expect((await sent(fetch)).fields).toEqual({ popup: '1', recall: '1', url: 'http://localhost:3000/' });
  });

  it('sendRecall posts the serialized callback form and returns the replacement html', async () => {
    const fetch = stubFetch(textAnswer('<p>Спасибо, перезвоним</p>'));
    const form = makeForm('<input name="phone" value="+38 (067) 123-45-67"><textarea name="comment">Размер?</textarea>');
    await expect(sendRecall(form)).resolves.toBe('<p>Спасибо, перезвоним</p>');
    await expectRequest(fetch, {
      method: 'POST',
      path: '/ajax/add_question21/',
      fields: { phone: '+38 (067) 123-45-67', comment: 'Размер?' },
    });
  });

  it.each(['UAH', 'KZT'] as const)('changeCurrency posts change_currency=%s to /', async (currency) => {
    const fetch = stubFetch(textAnswer('<html>home</html>'));
    await expect(changeCurrency(currency)).resolves.toBeUndefined();
    await expectRequest(fetch, { method: 'POST', path: '/', fields: { change_currency: currency } });
  });

  it.each(['ru', 'ua'] as const)('changeLanguage posts change_lang=%s to /', async (lang) => {
    const fetch = stubFetch(textAnswer('<html>home</html>'));
    await expect(changeLanguage(lang)).resolves.toBeUndefined();
    await expectRequest(fetch, { method: 'POST', path: '/', fields: { change_lang: lang } });
  });

  it('a silent call still reports a failed status', async () => {
    stubFetch(textAnswer('', 500));
    await expect(changeLanguage('ua')).rejects.toMatchObject({ kind: 'http', status: 500, endpoint: '/' });
  });
});
