import { describe, expect, it } from 'vitest';
import { cssPath } from '../../../shared/runtime/cssPath.ts';

describe('cssPath', () => {
  it('walks up to the nearest id and numbers siblings of the same tag', () => {
    document.body.innerHTML = '<main id="page"><ul class="tiles"><li></li><li><span class="fav x">a</span></li></ul></main>';
    const span = document.querySelector('.fav')!;
    expect(cssPath(span)).toBe('main#page > ul.tiles > li:nth-of-type(2) > span.fav');
    expect(document.querySelector(cssPath(span))).toBe(span);
  });

  it('stops at body when there is no id', () => {
    document.body.innerHTML = '<div><p>one</p><p class="b">two</p></div>';
    const p = document.querySelector('.b')!;
    expect(cssPath(p)).toBe('body > div > p.b:nth-of-type(2)');
    expect(document.querySelector(cssPath(p))).toBe(p);
  });
});
