// Turns the text of an answer into what the call expects (a typed value from JSON, or an html
// fragment), or an ApiError 'parse' saying why not.
import { ApiError } from './errors.ts';
import { DecodeError, read, type Schema } from './fields.ts';

const BOM = /^\uFEFF/;

function parseError(endpoint: string, reason: string, cause?: unknown): ApiError {
  return new ApiError('parse', endpoint, { cause, message: `API parse error on ${endpoint}: ${reason}` });
}

/**
 * The content type is not trusted (PHP answers JSON as text/html): the body itself decides.
 * A leading BOM (a PHP file saved with one) and surrounding whitespace are ignored.
 */
export function decodeJson<T>(body: string, schema: Schema<T>, endpoint: string): T {
  const source = body.replace(BOM, '').trim();
  if (source.startsWith('<')) throw parseError(endpoint, 'an HTML page came back instead of JSON');
  if (source === '') throw parseError(endpoint, 'an empty answer came back instead of JSON');
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (cause) {
    throw parseError(endpoint, 'the answer is not valid JSON', cause);
  }
  try {
    return read(schema, data);
  } catch (cause) {
    // Anything but a DecodeError is a bug in a decoder; the caller still gets the one error type.
    throw parseError(endpoint, cause instanceof DecodeError ? cause.message : 'the answer could not be checked', cause);
  }
}

export interface HtmlAnswerRules {
  /** An empty answer is a valid one (an autocomplete list with no entries). */
  empty?: 'allowed';
  /** A whole page is a valid one (the server's own page, followed with the ajax header). */
  document?: 'allowed';
}

const WHOLE_DOCUMENT = /^<(?:!doctype|html[\s>])/i;

/** Whether a text is a whole HTML page (doctype or <html> first) rather than a fragment. */
export function isWholeDocument(text: string): boolean {
  return WHOLE_DOCUMENT.test(text.replace(BOM, '').trimStart());
}

/**
 * An html answer is a fragment of the server's markup. A server error page sent with status 200
 * (a whole document), a JSON or truncated JSON body, or nothing at all is not: shown as content it
 * would put a broken page inside ours, so it fails like any other broken answer.
 */
export function decodeHtml(body: string, endpoint: string, rules: HtmlAnswerRules = {}): string {
  const source = body.replace(BOM, '').trim();
  if (source === '') {
    if (rules.empty === 'allowed') return '';
    throw parseError(endpoint, 'an empty answer came back instead of html');
  }
  if (source.startsWith('{') || source.startsWith('[')) throw parseError(endpoint, 'JSON came back instead of html');
  if (rules.document !== 'allowed' && isWholeDocument(source)) {
    throw parseError(endpoint, 'a whole page (an error page?) came back instead of an html fragment');
  }
  return body;
}
