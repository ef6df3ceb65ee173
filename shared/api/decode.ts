// Turns the text of a JSON answer into a typed value, or an ApiError 'parse' saying why not.
import * as v from 'valibot';
import { ApiError } from './errors.ts';
import type { Schema } from './fields.ts';

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
  let result: v.SafeParseResult<Schema<T>>;
  try {
    result = v.safeParse(schema, data);
  } catch (cause) {
    // A schema should never throw; if one does, the caller still gets the one error type.
    throw parseError(endpoint, 'the answer could not be checked', cause);
  }
  if (!result.success) {
    throw parseError(endpoint, v.summarize(result.issues), new v.ValiError(result.issues));
  }
  return result.output;
}
