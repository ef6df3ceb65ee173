// What the server's image-search form holds (docs/api.md searchImage: s_productid, or supimageid,
// or an image file): the photo upload kind or the from-a-product kind, and what the product kind
// sends.
import type { ImageSearchInput } from '../../shared/actions/imageSearch.ts';
import type { MarkerProblem } from '../../shared/runtime/index.ts';

export const FILE_INPUT = 'input[type="file"]';
const PRODUCT_FIELD = 's_productid';
const IMAGE_ID_FIELD = 'supimageid';
const SOURCE_FIELDS = `input[name="${PRODUCT_FIELD}"], input[name="${IMAGE_ID_FIELD}"]`;

export type ImageSearchKind = 'upload' | 'product';

function problem(message: string): MarkerProblem {
  return { attribute: null, message };
}

/** Why the marker cannot be an image-search form, or null when it is one of the two kinds. */
export function imageSearchFormProblem(element: HTMLElement): MarkerProblem | null {
  if (!(element instanceof HTMLFormElement)) return problem('the marker must be the <form> itself');
  const files = element.querySelectorAll(FILE_INPUT).length;
  const sources = Array.from(element.querySelectorAll<HTMLInputElement>(SOURCE_FIELDS));
  const [source] = sources;
  if (files > 1) return problem(`the form has ${files} file inputs; it needs exactly one`);
  if (files === 1 && source) return problem(`the form has a file input and a "${source.name}" field; it needs one source only`);
  if (files === 1) return null;
  if (!source) return problem(`the form has neither a file input nor a "${PRODUCT_FIELD}" or "${IMAGE_ID_FIELD}" field`);
  if (sources.length > 1) return problem(`the form has ${sources.length} "${PRODUCT_FIELD}" / "${IMAGE_ID_FIELD}" fields; it needs one`);
  return source.value.trim() === '' ? problem(`the form's "${source.name}" field is empty`) : null;
}

/**
 * The kind of a checked marker, from its server nodes: while the widget renders for the first
 * time they are out of the marker (useServerNodes puts them back).
 */
export function imageSearchKindOf(nodes: readonly Node[]): ImageSearchKind {
  const hasFile = nodes.some((node) => node instanceof Element && (node.matches(FILE_INPUT) || node.querySelector(FILE_INPUT) !== null));
  return hasFile ? 'upload' : 'product';
}

/** The form's one file input (the upload kind). */
export function fileInputOf(form: HTMLFormElement): HTMLInputElement | null {
  return form.querySelector<HTMLInputElement>(FILE_INPUT);
}

/** What the product kind sends, read when it is sent; null if the field has gone or is empty. */
export function productSourceOf(form: HTMLFormElement): ImageSearchInput | null {
  const field = form.querySelector<HTMLInputElement>(SOURCE_FIELDS);
  const value = field?.value.trim() ?? '';
  if (!field || value === '') return null;
  return field.name === PRODUCT_FIELD ? { productId: value } : { imageId: value };
}

/** The form's submit buttons, which show that a search is on its way. */
export function submitButtonsOf(form: HTMLFormElement): (HTMLButtonElement | HTMLInputElement)[] {
  return Array.from(form.elements).filter(
    (el): el is HTMLButtonElement | HTMLInputElement => (el instanceof HTMLButtonElement || el instanceof HTMLInputElement) && el.type === 'submit',
  );
}
