// docs/api.md, brandMenu: POST /ajax/mmenu/ g, l, majax=1 → the brands for a gender and
// first letter.
import type { Endpoint } from '../endpoint.ts';
import { from, list, object, presence, text, withDefault, type Infer } from '../fields.ts';
import { callJson, type CallOptions } from '../request.ts';

/** One brand of the mega-menu. */
const brandEntry = object({
  url: from('u', text),
  name: from('n', text),
  /** Bold (highlighted): any non-empty value counts. */
  bold: from('b', withDefault(presence, false)),
});
export type BrandEntry = Infer<typeof brandEntry>;

export const brandMenuAnswer = object({
  /** [] when left out. */
  brands: from('success', withDefault(list(brandEntry), [])),
});
export type BrandMenuAnswer = Infer<typeof brandMenuAnswer>;

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
