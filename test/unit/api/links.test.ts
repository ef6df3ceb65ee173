import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, followServerLink, resetApiClient } from '../../../shared/api/index.ts';

describe('followServerLink', () => {
  afterEach(() => resetApiClient());

  it('GETs the link with the ajax header and resolves with its html', async () => {
    const fetch = vi.fn(async () => new Response('<li>line</li>', { status: 200, headers: { 'X-Cart-Count': '3' } }));
    vi.stubGlobal('fetch', fetch);
    // No header is read: the cart count comes from the lines in the html.
    await expect(followServerLink('/basket/remove/50001/')).resolves.toBe('<li>line</li>');
    const request = (fetch.mock.calls[0] as unknown as [Request])[0];
    expect(request.method).toBe('GET');
    expect(new URL(request.url).pathname).toBe('/basket/remove/50001/');
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('accepts the whole page (the server may answer the link with it)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<!doctype html><section data-cart-page>x</section>')));
    await expect(followServerLink('/basket/')).resolves.toBe('<!doctype html><section data-cart-page>x</section>');
  });

  it('fails on an answer that is no html: empty, JSON or truncated JSON', async () => {
    for (const body of ['', '  ', '{"id_array": [1, 2', '[]']) {
      vi.stubGlobal('fetch', vi.fn(async () => new Response(body)));
      const error = (await followServerLink('/basket/remove/1/').catch((e: unknown) => e)) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.kind).toBe('parse');
    }
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
