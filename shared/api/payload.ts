// Builds the query or body of a call from its row's fixed fields and the caller's fields.
import type { BodyKind } from './endpoint.ts';

/** A field left undefined is not sent at all. */
export type FieldValue = string | Blob | undefined;
export type Fields = URLSearchParams | Readonly<Record<string, FieldValue>>;

export interface Payload {
  searchParams?: URLSearchParams;
  body?: URLSearchParams | FormData;
}

function entries(fields: Fields): [string, string | Blob][] {
  const pairs: [string, string | Blob][] = [];
  if (fields instanceof URLSearchParams) {
    fields.forEach((value, name) => pairs.push([name, value]));
    return pairs;
  }
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) pairs.push([name, value]);
  }
  return pairs;
}

/** Fixed fields first, then the caller's, in order. */
export function buildPayload(kind: BodyKind, fixed: Readonly<Record<string, string>> = {}, fields: Fields = {}): Payload {
  const pairs = [...Object.entries(fixed), ...entries(fields)];
  if (kind === 'none') return {};
  if (kind === 'multipart') {
    const body = new FormData();
    for (const [name, value] of pairs) body.append(name, value);
    return { body };
  }
  const params = new URLSearchParams();
  // Only multipart carries files; a Blob among text fields is a caller bug and is not sent.
  for (const [name, value] of pairs) if (typeof value === 'string') params.append(name, value);
  return kind === 'query' ? { searchParams: params } : { body: params };
}
