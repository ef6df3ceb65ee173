// Where an image-search answer (id or image) takes the shopper (widgets/image-search).
import type { ImageSearchAnswer } from '../api/index.ts';
import { withQueryParam } from '../browser/query.ts';

/** An id made of dots only would be a '.' or '..' path segment: the address would leave the results route. */
const DOTS_ONLY = /^\.+$/;

/**
 * `{root}search-image/{id}/` for an answer with a search id, `{root}photo-search-no-result/?image=…`
 * for one with an image, null for one with neither. Both values are encoded, so nothing in them
 * can change the path or add a parameter; an id wins when the answer has both.
 */
export function imageSearchTarget(answer: ImageSearchAnswer, root: string): string | null {
  const id = answer.id?.trim() ?? '';
  if (id !== '' && !DOTS_ONLY.test(id)) return `${root}search-image/${encodeURIComponent(id)}/`;
  const image = answer.image?.trim() ?? '';
  if (image !== '') return withQueryParam(`${root}photo-search-no-result/`, 'image', image);
  return null;
}
