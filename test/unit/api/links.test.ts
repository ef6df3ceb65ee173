import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, followServerLink, resetApiClient } from '../../../shared/api/index.ts';

describe('followServerLink', () => {
  afterEach(() => resetApiClient());

  it('GETs the link with the ajax header and reads the html and the cart count header', async () => {
    const fetch = vi.fn(async () => new Response('<li>line</li>', { status: 200, headers: { 'X-Cart-Count': '3' } }));
    vi.stubGlobal('fetch', fetch);
    await expect(followServerLink('/basket/remove/50001/')).resolves.toEqual({ html: '<li>line</li>', cartCount: 3 });
    const request = (fetch.mock.calls[0] as unknown as [Request])[0];
    expect(request.method).toBe('GET');
    expect(new URL(request.url).pathname).toBe('/basket/remove/50001/');
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('ignores a missing or bad count header', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('x', { headers: { 'X-Cart-Count': 'many' } })));
    await expect(followServerLink('/basket/')).resolves.toEqual({ html: 'x' });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('y')));
    await expect(followServerLink('/basket/')).resolves.toEqual({ html: 'y' });
  });

  it('refuses another origin without sending anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const error = await followServerLink('https://evil.example/basket/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('maps a 500 to an http error naming the path', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('no', { status: 500 })));
    const error = (await followServerLink('/basket/remove/1/?x=1').catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
    expect(error.endpoint).toBe('/basket/remove/1/');
  });
});
