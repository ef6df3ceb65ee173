import { describe, expect, it } from 'vitest';
import { imageUrl, sameOriginLink } from '../../../shared/browser/safeUrl.ts';

describe('links and images the widgets set', () => {
  it('keeps a link only when it stays on this site over http(s), as written', () => {
    expect(location.origin).toBe('http://localhost:3000');
    expect(sameOriginLink('/product/1002/')).toBe('/product/1002/');
    expect(sameOriginLink(' product/1002/?a=1 ')).toBe('product/1002/?a=1');
    expect(sameOriginLink('http://localhost:3000/ua/basket/')).toBe('http://localhost:3000/ua/basket/');
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'https://evil.example/product/1/', '//evil.example/x', 'http://localhost:3001/', 'mailto:a@b.c', '', '   ', null]) {
      expect(sameOriginLink(bad), String(bad)).toBeNull();
    }
  });

  it('keeps an image on any http(s) origin (a CDN), nothing else', () => {
    expect(imageUrl('/img/p1.svg')).toBe('/img/p1.svg');
    expect(imageUrl('https://cdn.example/p1.jpg')).toBe('https://cdn.example/p1.jpg');
    for (const bad of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '', null]) expect(imageUrl(bad), String(bad)).toBeNull();
  });
});
