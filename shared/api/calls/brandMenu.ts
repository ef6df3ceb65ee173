// SPEC.md 7 "Product and search": POST /ajax/mmenu/ g, l, majax=1 → the brands for a gender and
// first letter.
import type { Endpoint } from '../endpoint.ts';
import { list, object, presence, text, withDefault, type Schema } from '../fields.ts';
import { callJson, type CallOptions } from '../request.ts';

/** One brand of the mega-menu. */
export interface BrandEntry {
  /** u */
  url: string;
  /** n */
  name: string;
  /** b: bold/highlighted; any non-empty value counts. */
  bold: boolean;
}

const brandEntry: Schema<BrandEntry> = object({ u: text, n: text, b: withDefault(presence, false) }, (raw): BrandEntry => ({ url: raw.u, name: raw.n, bold: raw.b }));

export interface BrandMenuAnswer {
  /** success[]; [] when left out. */
  brands: BrandEntry[];
}

export const brandMenuAnswer: Schema<BrandMenuAnswer> = object({ success: withDefault(list(brandEntry), []) }, (raw): BrandMenuAnswer => ({ brands: raw.success }));

export const brandMenuEndpoint = {
  method: 'POST',
  path: '/ajax/mmenu/',
  body: 'form',
  fixed: { majax: '1' },
  answer: { kind: 'json', schema: brandMenuAnswer },
} as const satisfies Endpoint;

export function loadBrandMenu(input: { gender: string; letter: string }, options?: CallOptions): Promise<BrandMenuAnswer> {
  return callJson(brandMenuEndpoint, { g: input.gender, l: input.letter }, options);
}
