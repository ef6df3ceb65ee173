// docs/api.md, searchImage: POST /ajax/search-image/ multipart, ajax=1, action=upload →
// {id} (the results route) or {image} (the no-result route with ?image=).
import type { Endpoint } from '../endpoint.ts';
import { id, object, optional, text, type Infer } from '../fields.ts';
import { callJson, type CallOptions } from '../request.ts';

export const imageSearchAnswer = object({
  /** The search id. */
  id: optional(id),
  /** The uploaded image, for the no-result route. */
  image: optional(text),
});
export type ImageSearchAnswer = Infer<typeof imageSearchAnswer>;

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
