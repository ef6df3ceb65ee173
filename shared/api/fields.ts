// Tolerant field decoders for answers from PHP backends: numbers arrive as numeric strings, ids as
// numbers or strings, booleans as 1/0/'1'/'0'/'', absent values as null or ''. Each decoder
// accepts those spellings and normalises them; a value of a really different type is rejected
// with a DecodeError naming the field. (Hand-written rather than a validation library: these
// rules are ours anyway, and the entry is read on every page — see the README's dependency table.)

/** Reads one JSON value as T, or throws DecodeError; `at` is where the value sits, for the message. */
export type Schema<T> = (value: unknown, at: Path) => T;

/**
 * Where a value sits in the answer (null: the answer itself). Spelled out as `list[3].field` only
 * for a message: a 2000-entry price list would otherwise build 2000 path strings per answer, and
 * turning each index into a string grows V8's number-to-string cache to its full 64 KB for good.
 */
export type Path = { readonly parent: Path; readonly key: string | number } | null;

function spell(at: Path): string {
  if (at === null) return 'the answer';
  const keys: (string | number)[] = [];
  for (let step: Path = at; step !== null; step = step.parent) keys.unshift(step.key);
  return keys.map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? key : `.${key}`)).join('');
}

export class DecodeError extends Error {
  override name = 'DecodeError';
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? typeof value;
  return Array.isArray(value) ? 'a list' : 'an object';
}

function reject(at: Path, expected: string, value: unknown): never {
  throw new DecodeError(`${spell(at)}: expected ${expected}, got ${describe(value)}`);
}

const NUMERIC = /^[+-]?\d+(?:\.\d+)?$/;
// Thousands separators a price may carry: spaces, no-break space, narrow no-break space.
const GROUPING = /[\s\u00a0\u202f]/g;

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Product, basket or search ids: 12 or '12' → '12'. Empty ids are rejected, and so is a number
 * JSON cannot carry exactly (past 2^53, or with a fraction): 12345678901234567890 would arrive as
 * …567000, someone else's id.
 */
export const id: Schema<string> = (value, at) => {
  const result = typeof value === 'string' || Number.isSafeInteger(value) ? String(value).trim() : '';
  return result === '' ? reject(at, 'an id', value) : result;
};

/** Plain text that PHP may send as a number (names, brands, event ids): 5 → '5'. */
export const text: Schema<string> = (value, at) =>
  typeof value === 'string' || isFiniteNumber(value) ? String(value) : reject(at, 'a text', value);

/** Server HTML: a string, nothing else. */
export const html: Schema<string> = (value, at) => (typeof value === 'string' ? value : reject(at, 'html text', value));

/** Counts: 3 or '3' → 3; negative, fractional and non-numeric values are rejected. */
export const count: Schema<number> = (value, at) => {
  const number = typeof value === 'string' && NUMERIC.test(value.trim()) ? Number(value.trim()) : value;
  return isFiniteNumber(number) && Number.isInteger(number) && number >= 0 ? number : reject(at, 'a count', value);
};

/** Money: 1299.5, '1299.50' or '1 299.50' → a number. */
export const amount: Schema<number> = (value, at) => {
  if (isFiniteNumber(value)) return value;
  const digits = typeof value === 'string' ? value.replace(GROUPING, '') : '';
  return NUMERIC.test(digits) ? Number(digits) : reject(at, 'an amount', value);
};

/** Booleans: true/false, 1/0, '1'/'0'/'' → boolean. Anything else ('yes', 2, {}) is rejected. */
export const flag: Schema<boolean> = (value, at) => {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1') return true;
  return value === 0 || value === '0' || value === '' ? false : reject(at, 'a yes/no flag', value);
};

/**
 * Flags the server signals by sending any value (fe, activationPhone): true unless
 * false, 0, '0' or ''. Objects and arrays are rejected.
 */
export const presence: Schema<boolean> = (value, at) =>
  typeof value === 'boolean' || isFiniteNumber(value) || typeof value === 'string'
    ? value !== false && value !== 0 && value !== '0' && value !== ''
    : reject(at, 'a value or nothing', value);

/**
 * A list of items. PHP's json_encode turns an array with gaps in its keys (after array_filter or
 * unset) into an object {"0": …, "3": …}: that object is read as the list of its values.
 */
export function list<T>(item: Schema<T>): Schema<T[]> {
  return (value, at) => {
    if (value === null || typeof value !== 'object') return reject(at, 'a list', value);
    const entries: unknown[] = Array.isArray(value) ? value : Object.values(value);
    return entries.map((entry, index) => item(entry, { parent: at, key: index }));
  };
}

/** PHP's ways of saying "nothing": a missing field, null and ''. */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** A field the server may leave out: missing, null and '' (PHP's empty value) all read as undefined. */
export function optional<T>(schema: Schema<T>): Schema<T | undefined> {
  return (value, at) => (isBlank(value) ? undefined : schema(value, at));
}

/**
 * Like optional, with a value to use when the field is left out. A list default is copied for each
 * answer, so a caller changing one answer's list cannot change the next one's.
 */
export function withDefault<T>(schema: Schema<T>, fallback: T): Schema<T> {
  return (value, at) => {
    if (!isBlank(value)) return schema(value, at);
    return Array.isArray(fallback) ? ([...fallback] as T) : fallback;
  };
}

// Object.hasOwn is newer than the browsers we support (Safari 14, README).
function hasOwn(source: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(source, key);
}

/** A field the server names differently from the bundle: `priceList: from('p_list_price', list(priceEntry))`. */
export interface Renamed<T> {
  readonly wire: string;
  readonly schema: Schema<T>;
}

export function from<T>(wire: string, schema: Schema<T>): Renamed<T> {
  return { wire, schema };
}

type Field = Schema<unknown> | Renamed<unknown>;
type FieldValue<F> = F extends Schema<infer T> ? T : F extends Renamed<infer T> ? T : never;
/** A field that may read as undefined (optional) is an optional property of the decoded object. */
type Decoded<Fields> = {
  [K in keyof Fields as undefined extends FieldValue<Fields[K]> ? never : K]: FieldValue<Fields[K]>;
} & {
  [K in keyof Fields as undefined extends FieldValue<Fields[K]> ? K : never]?: FieldValue<Fields[K]>;
};
type Flat<T> = { [K in keyof T]: T[K] } & {};

/** The type a schema reads: what an answer's type is, stated once in its decoder. */
export type Infer<S> = S extends Schema<infer T> ? T : never;

/**
 * An answer object, its fields named as the bundle names them: each read by its decoder under the
 * same name on the wire, or under the name `from` gives (a field the table does not name is
 * dropped), then, if given, handed to `build` for what is more than reading (a default computed
 * from another field). PHP's `[]` (json_encode of an empty array) reads as an object with no fields.
 */
export function object<Fields extends Record<string, Field>>(fields: Fields): Schema<Flat<Decoded<Fields>>>;
export function object<Fields extends Record<string, Field>, T>(fields: Fields, build: (raw: Flat<Decoded<Fields>>) => T): Schema<T>;
export function object(fields: Record<string, Field>, build?: (raw: never) => unknown): Schema<unknown> {
  // Once per schema, not per answer: [the bundle's name, the wire's, the decoder].
  const table = Object.entries(fields).map(([name, field]): [string, string, Schema<unknown>] => (typeof field === 'function' ? [name, name, field] : [name, field.wire, field.schema]));
  return (value, at) => {
    if (value === null || typeof value !== 'object') return reject(at, 'an object', value);
    const source = value as Record<string, unknown>;
    const read: Record<string, unknown> = {};
    for (const [name, key, decode] of table) read[name] = decode(hasOwn(source, key) ? source[key] : undefined, { parent: at, key });
    return build ? build(read as never) : read;
  };
}

/** Reads a whole answer: the decoded value, or DecodeError. */
export function read<T>(schema: Schema<T>, value: unknown): T {
  return schema(value, null);
}
