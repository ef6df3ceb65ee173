// SPEC.md 7 "Product and search": POST /ajax/search-image/ multipart, ajax=1, action=upload →
// {id} (the results route) or {image} (the no-result route with ?image=).
import type { Endpoint } from '../endpoint.ts';
import { id, object, optional, text, type Schema } from '../fields.ts';
import { callJson, type CallOptions } from '../request.ts';

export interface ImageSearchAnswer {
  /** id: the search id */
  id?: string;
  /** image: the uploaded image, for the no-result route */
  image?: string;
}

export const imageSearchAnswer: Schema<ImageSearchAnswer> = object({ id: optional(id), image: optional(text) }, (raw): ImageSearchAnswer => ({ id: raw.id, image: raw.image }));

export const searchImageEndpoint = {
  method: 'POST',
  path: '/ajax/search-image/',
  body: 'multipart',
  fixed: { ajax: '1', action: 'upload' },
  answer: { kind: 'json', schema: imageSearchAnswer },
} as const satisfies Endpoint;

/** Search from an existing product's image, an already uploaded image, or a new photo. */
export type ImageSearchInput = { productId: string } | { imageId: string } | { file: Blob };

function imageField(input: ImageSearchInput): Record<string, string | Blob> {
  if ('file' in input) return { image: input.file };
  if ('imageId' in input) return { supimageid: input.imageId };
  return { s_productid: input.productId };
}

export function searchByImage(input: ImageSearchInput, options?: CallOptions): Promise<ImageSearchAnswer> {
  return callJson(searchImageEndpoint, imageField(input), options);
}
