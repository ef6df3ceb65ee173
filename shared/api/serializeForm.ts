// A form's fields as the form calls send them (docs/api.md). Its own module: only the forms chunk
// serializes forms, so the entry (which holds payload.ts) does not carry it.

/** What a "serialized form" is made from (shared/api/README.md). */
export type FormSource = HTMLFormElement | URLSearchParams;

/**
 * The form's successful controls, x-www-form-urlencoded (jQuery's serialize()). A file cannot be
 * url-encoded: file inputs are left out, as serialize() leaves them out, instead of being sent as
 * the text '[object File]'. A URLSearchParams is copied as-is.
 */
export function serializeForm(source: FormSource): URLSearchParams {
  if (source instanceof URLSearchParams) return new URLSearchParams(source);
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(source)) {
    if (typeof value === 'string') params.append(name, value);
  }
  return params;
}
