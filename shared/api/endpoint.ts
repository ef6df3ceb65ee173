// The shape of one server call (docs/api.md) as data: method, path, body kind, fixed fields,
// answer kind and whether it may be repeated. Each call's row lives in its own module (calls/).
import type { Schema } from './fields.ts';

export type HttpMethod = 'GET' | 'POST';

/** query: GET query string; form: x-www-form-urlencoded; multipart: multipart/form-data; none: no fields. */
export type BodyKind = 'query' | 'form' | 'multipart' | 'none';

/**
 * json: decoded with the schema; html: an html fragment, checked (not empty unless allowed, not a
 * whole page, not JSON) and handed over as-is; none: the body is ignored.
 */
export type AnswerSpec<T> =
  | { readonly kind: 'json'; readonly schema: Schema<T> }
  | { readonly kind: 'html'; readonly empty?: 'allowed' }
  | { readonly kind: 'none' };

export interface Endpoint<T = unknown> {
  readonly method: HttpMethod;
  /** Root-relative path; null when each call supplies a same-origin URL (the new-arrival link). */
  readonly path: string | null;
  readonly body: BodyKind;
  /** Fields every call of this row sends, before the caller's own. */
  readonly fixed?: Readonly<Record<string, string>>;
  readonly answer: AnswerSpec<T>;
  /**
   * The call only reads: repeating it after a 5xx or a lost connection changes nothing on the
   * server, so the client may retry it. Every other row goes out exactly once (a toggle, a log
   * call, a POST that changes something), so a shopper's action is never applied twice.
   */
  readonly safeToRepeat?: true;
}

export type JsonEndpoint<T> = Endpoint<T> & { readonly answer: { readonly kind: 'json'; readonly schema: Schema<T> } };
export type TextEndpoint = Endpoint & { readonly answer: { readonly kind: 'html'; readonly empty?: 'allowed' } };
export type SilentEndpoint = Endpoint & { readonly answer: { readonly kind: 'none' } };

/** The answer of a row that sends back an html fragment (never empty). */
export const HTML_ANSWER = { kind: 'html' } as const;
/** The answer of a row whose body is not used. */
export const NO_ANSWER = { kind: 'none' } as const;
