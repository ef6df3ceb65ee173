// SPEC.md 7 "Product and search".
import type { AutocompleteLogAnswer, BrandMenuAnswer, ImageSearchAnswer } from '../answers.ts';
import { endpoints } from '../endpoints.ts';
import { callJson, callText, type CallOptions } from '../request.ts';
import { flagField } from './flags.ts';

export interface QuickViewInput {
  productId: string;
  sid: string;
  noMoreAboutProduct: boolean;
  url: string;
  contentId: string;
  offline: boolean;
}

/** POST /ajax/product/data/ → the quick-view html. 'oflline' is the server's own spelling. */
export function loadQuickView(input: QuickViewInput, options?: CallOptions): Promise<string> {
  const fields = {
    productid: input.productId,
    sid: input.sid,
    no_more_about_product: flagField(input.noMoreAboutProduct),
    url: input.url,
    content_id: input.contentId,
    oflline: flagField(input.offline),
  };
  return callText(endpoints.quickView, fields, options);
}

/** Search from an existing product's image, an already uploaded image, or a new photo. */
export type ImageSearchInput = { productId: string } | { imageId: string } | { file: Blob };

function imageField(input: ImageSearchInput): Record<string, string | Blob> {
  if ('file' in input) return { image: input.file };
  if ('imageId' in input) return { supimageid: input.imageId };
  return { s_productid: input.productId };
}

/** POST /ajax/search-image/ multipart, ajax=1, action=upload → {id} (results) or {image} (no result). */
export function searchByImage(input: ImageSearchInput, options?: CallOptions): Promise<ImageSearchAnswer> {
  return callJson(endpoints.searchImage, imageField(input), options);
}

/** GET /ajax/search-autocomplete/?name&fromurl → the list html. */
export function loadAutocomplete(input: { name: string; fromUrl: string }, options?: CallOptions): Promise<string> {
  return callText(endpoints.autocomplete, { name: input.name, fromurl: input.fromUrl }, options);
}

export interface AutocompleteLogInput {
  query: string;
  anchor: string;
  url: string;
}

/** GET /ajax/search-autocomplete-log/?query&anchor&url → {id} for search_task={id}. */
export function logAutocomplete(input: AutocompleteLogInput, options?: CallOptions): Promise<AutocompleteLogAnswer> {
  return callJson(endpoints.autocompleteLog, { query: input.query, anchor: input.anchor, url: input.url }, options);
}

/** POST /ajax/mmenu/ g, l, majax=1 → the brands for a gender and first letter. */
export function loadBrandMenu(input: { gender: string; letter: string }, options?: CallOptions): Promise<BrandMenuAnswer> {
  return callJson(endpoints.brandMenu, { g: input.gender, l: input.letter }, options);
}
