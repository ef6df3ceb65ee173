import { describe, expect, it } from 'vitest';
import { parseAttributes } from '../../../shared/runtime/attributes.ts';

function element(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild!;
}

const spec = {
  productId: { attr: 'data-product-id', kind: 'id', required: true, hint: 'the product id' },
  sid: { attr: 'data-sid', kind: 'text', default: '' },
  active: { attr: 'data-active', kind: 'flag', default: false },
  limit: { attr: 'data-limit', kind: 'integer', default: 2 },
  tone: { attr: 'data-tone', kind: 'enum', values: ['light', 'dark'], default: 'light' },
} as const;

describe('parseAttributes', () => {
  it('reads typed props and applies defaults', () => {
    const result = parseAttributes(element('<span data-product-id=" 101 " data-active="1" data-limit="5"></span>'), spec);
    expect(result).toEqual({ ok: true, props: { productId: '101', sid: '', active: true, limit: 5, tone: 'light' } });
  });

  it('names a missing required attribute and says what is expected', () => {
    const result = parseAttributes(element('<span data-sid="7"></span>'), spec);
    expect(result).toEqual({ ok: false, attribute: 'data-product-id', message: 'is missing; expected the product id' });
  });

  it('treats an empty required attribute as missing', () => {
    const result = parseAttributes(element('<span data-product-id="  "></span>'), spec);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.attribute).toBe('data-product-id');
  });

  it('rejects an id with characters that could not be a product id', () => {
    const result = parseAttributes(element('<span data-product-id="10 1&lt;"></span>'), spec);
    expect(result).toEqual({ ok: false, attribute: 'data-product-id', message: '"10 1<" is not valid; expected the product id' });
  });

  it('rejects a bad flag, integer and enum with the allowed values', () => {
    expect(parseAttributes(element('<span data-product-id="1" data-active="yes"></span>'), spec)).toMatchObject({
      ok: false,
      attribute: 'data-active',
      message: '"yes" is not valid; expected present (bare, "1", "true") for yes; absent, "0", "false" for no',
    });
    expect(parseAttributes(element('<span data-product-id="1" data-limit="2.5"></span>'), spec)).toMatchObject({
      ok: false,
      attribute: 'data-limit',
      message: '"2.5" is not valid; expected a whole number',
    });
    expect(parseAttributes(element('<span data-product-id="1" data-tone="blue"></span>'), spec)).toMatchObject({
      ok: false,
      attribute: 'data-tone',
      message: '"blue" is not valid; expected one of "light", "dark"',
    });
  });

  it.each([
    ['bare', '<span data-product-id="1" data-active></span>', true],
    ['empty', '<span data-product-id="1" data-active=""></span>', true],
    ['"1"', '<span data-product-id="1" data-active="1"></span>', true],
    ['" TRUE "', '<span data-product-id="1" data-active=" TRUE "></span>', true],
    ['absent', '<span data-product-id="1"></span>', false],
    ['"0"', '<span data-product-id="1" data-active="0"></span>', false],
    ['"False"', '<span data-product-id="1" data-active="False"></span>', false],
  ])('reads a yes/no attribute written %s', (_how, html, active) => {
    expect(parseAttributes(element(html), spec)).toMatchObject({ ok: true, props: { active } });
  });

  it('clips very long values in messages', () => {
    const result = parseAttributes(element(`<span data-product-id="${'x'.repeat(100)}"></span>`), spec);
    expect(!result.ok && result.message).toBe(`"${'x'.repeat(40)}…" is not valid; expected the product id`);
  });
});
