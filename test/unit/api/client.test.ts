import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../shared/api/endpoints.ts';
import {
  ApiError,
  addToCart,
  clearFavourites,
  configureApi,
  followServerLink,
  createClient,
  getApiClient,
  loadCartPopup,
  loadPanel,
  logAutocomplete,
  notifyNewArrival,
  pageInit,
  resetApiClient,
  setApiTimeout,
  toggleFavourite,
} from '../../../shared/api/index.ts';
import { jsonAnswer, sent, stubFetch, textAnswer } from './fetch-stub.ts';

const favourite = { productId: '7', sid: 's1', isCollage: false };
const favouritesBody = { id_array: ['7'], count: 1, html: '<li>7</li>', isManager: false };

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const err: unknown = await promise.then(
    () => new Error('expected the call to fail'),
    (reason: unknown) => reason,
  );
  if (!(err instanceof ApiError)) throw err;
  return err;
}

beforeEach(() => configureApi({ retryDelayMs: 0, timeoutMs: 1000 }));
afterEach(() => {
  resetApiClient();
  vi.useRealTimers();
});

describe('the default client', () => {
  it('calls the page origin (happy-dom: http://localhost:3000)', async () => {
    expect(location.origin).toBe('http://localhost:3000');
    expect(getApiClient().origin).toBe('http://localhost:3000');
    const fetch = stubFetch(textAnswer('<div>cart</div>'));
    await loadCartPopup({ basketId: '9' });
    expect((await sent(fetch)).url.origin).toBe('http://localhost:3000');
  });

  it('sends the ajax header, same-origin credentials and a JSON Accept for JSON calls', async () => {
    const fetch = stubFetch(jsonAnswer(favouritesBody));
    await toggleFavourite(favourite);
    const request = await sent(fetch);
    expect(request.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(request.credentials).toBe('same-origin');
    expect(request.headers.get('accept')).toContain('application/json');
  });

  it('asks for html on html calls', async () => {
    const fetch = stubFetch(textAnswer('<ul></ul>'));
    await loadCartPopup();
    expect((await sent(fetch)).headers.get('accept')).toContain('text/html');
  });

  it('uses the timeout from setApiTimeout and falls back to 10000 ms for nonsense', () => {
    setApiTimeout(2500);
    expect(getApiClient().timeoutMs).toBe(2500);
    setApiTimeout(Number.NaN);
    expect(getApiClient().timeoutMs).toBe(10_000);
    setApiTimeout(0);
    expect(getApiClient().timeoutMs).toBe(10_000);
    resetApiClient();
    expect(getApiClient().timeoutMs).toBe(10_000);
  });

  it('keeps only the origin of a baseUrl', () => {
    expect(createClient({ timeoutMs: 100, baseUrl: 'http://shop.test:8080/some/page?x=1' }).origin).toBe(
      'http://shop.test:8080',
    );
  });

  it('never sends the hash of a URL and keeps its query', async () => {
    const fetch = stubFetch(textAnswer('<p>x</p>'));
    await followServerLink('/basket/remove/1/?sid=s#lines');
    expect((await sent(fetch)).url.href).toBe('http://localhost:3000/basket/remove/1/?sid=s');
  });

  it('can be replaced per call', async () => {
    const fetch = stubFetch(textAnswer('<p>x</p>'));
    await loadCartPopup({}, { client: createClient({ timeoutMs: 100, baseUrl: 'http://shop.test' }) });
    expect((await sent(fetch)).url.href).toBe('http://shop.test/ajax/block-basket-product/?open=1&basketid=');
  });
});

describe('same origin only', () => {
  it.each([
    'https://evil.example/new/',
    '//evil.example/new/',
    'http://localhost:3001/new/',
    'https://localhost:3000/new/',
    'javascript:alert(1)',
  ])('refuses %s without calling fetch', async (url) => {
    const fetch = stubFetch(textAnswer(''));
    const err = await failure(notifyNewArrival(url));
    expect(err.kind).toBe('network');
    expect(err.message).toMatch(/another origin/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('accepts a same-origin absolute URL and keeps its query', async () => {
    const fetch = stubFetch(textAnswer('ok'));
    await notifyNewArrival('http://localhost:3000/new-arrivals/42/?from=modal#top');
    const request = await sent(fetch);
    expect(request.url.href).toBe('http://localhost:3000/new-arrivals/42/?from=modal');
    expect(request.fields).toEqual({ ajax_popup: '1' });
  });

  it('names the link path in the error of a failed new-arrival notify', async () => {
    stubFetch(textAnswer('', 500));
    const err = await failure(notifyNewArrival('http://localhost:3000/new/7/?x=1'));
    expect(err).toMatchObject({ kind: 'http', status: 500, endpoint: '/new/7/' });
  });

  it('accepts a root-relative path', async () => {
    const fetch = stubFetch(textAnswer('ok'));
    await notifyNewArrival('/new-arrivals/42/');
    expect((await sent(fetch)).path).toBe('/new-arrivals/42/');
  });
});

describe('failures', () => {
  it('maps a 500 to http with the status and the endpoint', async () => {
    stubFetch(textAnswer('<h1>Internal error</h1>', 500));
    const err = await failure(loadPanel('auth'));
    expect(err.kind).toBe('http');
    expect(err.status).toBe(500);
    expect(err.endpoint).toBe('/ajax/tpl_action/');
    expect(err).toBeInstanceOf(Error);
  });

  it('maps a 404 to http without retrying a GET', async () => {
    const fetch = stubFetch(textAnswer('not found', 404));
    const err = await failure(toggleFavourite(favourite));
    expect(err).toMatchObject({ kind: 'http', status: 404, endpoint: '/ajax/to/favorite/' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('maps a rejected fetch (TypeError) to network', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const err = await failure(loadPanel('auth'));
    expect(err.kind).toBe('network');
    expect(err.cause).toBeInstanceOf(TypeError);
  });

  it('maps a fetch that never answers to timeout', async () => {
    configureApi({ timeoutMs: 20 });
    const fetch = stubFetch('hang');
    const err = await failure(toggleFavourite(favourite));
    expect(err.kind).toBe('timeout');
    expect(err.endpoint).toBe('/ajax/to/favorite/');
    // a timed-out attempt is not retried, even for a GET
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('maps a timeout under fake timers too', async () => {
    vi.useFakeTimers();
    configureApi({ timeoutMs: 10_000 });
    stubFetch('hang');
    const pending = failure(loadPanel('auth'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await pending).kind).toBe('timeout');
  });

  it('maps a caller abort before the request left to network', async () => {
    stubFetch('hang');
    const controller = new AbortController();
    const pending = failure(loadCartPopup({}, { signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('network');
  });

  it('maps a caller abort of a pending request to network, without retrying it', async () => {
    const fetch = stubFetch('hang');
    const controller = new AbortController();
    const pending = failure(loadCartPopup({}, { signal: controller.signal }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    controller.abort();
    const err = await pending;
    expect(err.kind).toBe('network');
    expect(err.endpoint).toBe('/ajax/block-basket-product/');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('maps malformed JSON to parse', async () => {
    stubFetch(textAnswer('{"id_array": [1, 2'));
    const err = await failure(toggleFavourite(favourite));
    expect(err.kind).toBe('parse');
    expect(err.cause).toBeInstanceOf(SyntaxError);
  });

  it('maps an HTML error page with status 200 to parse', async () => {
    stubFetch(textAnswer('<!DOCTYPE html><html><body>Fatal error</body></html>'));
    const err = await failure(toggleFavourite(favourite));
    expect(err.kind).toBe('parse');
    expect(err.message).toMatch(/HTML/);
  });

  it('maps an empty body on a JSON call to parse', async () => {
    stubFetch(textAnswer(''));
    expect((await failure(loadPanel('auth'))).kind).toBe('parse');
  });

  it('maps a wrong shape to parse and says which field', async () => {
    stubFetch(jsonAnswer({ id_array: 'all', html: '' }));
    const err = await failure(toggleFavourite(favourite));
    expect(err.kind).toBe('parse');
    expect(err.message).toMatch(/id_array/);
  });
});

describe('retries', () => {
  it('retries a read marked safe (the cart popup GET) on 500 twice, then succeeds: 3 calls', async () => {
    const fetch = stubFetch(textAnswer('', 500), textAnswer('', 503), textAnswer('<div>cart</div>'));
    await expect(loadCartPopup({ basketId: '9' })).resolves.toBe('<div>cart</div>');
    expect(fetch).toHaveBeenCalledTimes(3);
    const first = await sent(fetch, 0);
    const third = await sent(fetch, 2);
    expect(third.url.href).toBe(first.url.href);
  });

  it('retries a safe read sent as POST (page init) on network errors', async () => {
    const fetch = stubFetch(new TypeError('Failed to fetch'), jsonAnswer({}));
    await pageInit({ content: '1', currentUrl: '/', referer: '', productIds: [] });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect((await sent(fetch, 1)).method).toBe('POST');
  });

  it('never repeats the favourite toggle, a GET the server applies: one call on 500 and on a lost connection', async () => {
    for (const failure of [textAnswer('', 500), new TypeError('Failed to fetch')]) {
      const fetch = stubFetch(failure, jsonAnswer(favouritesBody));
      await expect(toggleFavourite(favourite)).rejects.toBeInstanceOf(ApiError);
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });

  it('never repeats the autocomplete log call or the clear-all, on 502 and on a lost connection', async () => {
    for (const failure of [textAnswer('', 502), new TypeError('Failed to fetch')]) {
      const log = stubFetch(failure, jsonAnswer({ id: '1' }));
      await expect(logAutocomplete({ query: 'luna', anchor: 'Luna', url: '/p/1/' })).rejects.toBeInstanceOf(ApiError);
      expect(log).toHaveBeenCalledTimes(1);
      const clear = stubFetch(failure, jsonAnswer({ html: '' }));
      await expect(clearFavourites()).rejects.toBeInstanceOf(ApiError);
      expect(clear).toHaveBeenCalledTimes(1);
    }
  });

  it('marks exactly the reads as safe to repeat in the endpoint table', () => {
    const safe = Object.entries(endpoints)
      .filter(([, endpoint]) => 'safeToRepeat' in endpoint && endpoint.safeToRepeat)
      .map(([name]) => name)
      .sort();
    expect(safe).toEqual(['autocomplete', 'cartPopup', 'pageInit', 'productData', 'quickView']);
  });

  it("follows a server link once unless the caller says it only reads", async () => {
    const once = stubFetch(textAnswer('', 500), textAnswer('<p>cart</p>'));
    await expect(followServerLink('/basket/remove/1/')).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(once).toHaveBeenCalledTimes(1);
    const again = stubFetch(textAnswer('', 500), textAnswer('<p>cart</p>'));
    await expect(followServerLink('/basket/', { safeToRepeat: true })).resolves.toBe('<p>cart</p>');
    expect(again).toHaveBeenCalledTimes(2);
  });

  it('gives up on a safe read after 3 calls with the last error', async () => {
    const fetch = stubFetch(textAnswer('', 502));
    const err = await failure(loadCartPopup());
    expect(err).toMatchObject({ kind: 'http', status: 502 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('never retries a POST on 500: exactly one call', async () => {
    const fetch = stubFetch(textAnswer('', 500), jsonAnswer({ products: [] }));
    const err = await failure(addToCart({ contentId: '1', sid: 's', items: [{ id: '7', s: 'M' }] }));
    expect(err).toMatchObject({ kind: 'http', status: 500, endpoint: '/ajax/basket_array/' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never retries a POST on a network error', async () => {
    const fetch = stubFetch(new TypeError('Failed to fetch'), textAnswer('<div></div>'));
    const err = await failure(loadPanel('auth'));
    expect(err.kind).toBe('network');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never retries a safe read on a 4xx or a timeout: one call each', async () => {
    const notFound = stubFetch(textAnswer('', 404), textAnswer('<p>cart</p>'));
    expect(await failure(loadCartPopup())).toMatchObject({ kind: 'http', status: 404 });
    expect(notFound).toHaveBeenCalledTimes(1);
    configureApi({ timeoutMs: 20 });
    const hanging = stubFetch('hang', textAnswer('<p>cart</p>'));
    expect((await failure(loadCartPopup())).kind).toBe('timeout');
    expect(hanging).toHaveBeenCalledTimes(1);
  });

  it('stops retrying when the caller cancels during the backoff wait', async () => {
    vi.useFakeTimers();
    configureApi({ retryDelayMs: 300 });
    const fetch = stubFetch(textAnswer('', 503), textAnswer('<p>late</p>'));
    const controller = new AbortController();
    const pending = failure(loadCartPopup({}, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await vi.advanceTimersByTimeAsync(1000);
    expect((await pending).kind).toBe('network');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('caps the backoff at 2 s however long the first delay is', async () => {
    vi.useFakeTimers();
    configureApi({ retryDelayMs: 1500 });
    const fetch = stubFetch(textAnswer('', 500), textAnswer('', 500), textAnswer('<p></p>'));
    const pending = loadCartPopup();
    await vi.advanceTimersByTimeAsync(1500);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    await expect(pending).resolves.toBe('<p></p>');
  });

  it('waits with backoff between retries (300 ms, then 600 ms by default)', async () => {
    vi.useFakeTimers();
    configureApi({ retryDelayMs: undefined });
    const fetch = stubFetch(textAnswer('', 500), textAnswer('', 500), textAnswer('<p></p>'));
    const pending = loadCartPopup();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(299);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(599);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    await expect(pending).resolves.toBe('<p></p>');
  });
});
