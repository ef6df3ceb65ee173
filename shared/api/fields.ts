// Tolerant field schemas for answers from PHP backends: numbers arrive as numeric strings, ids as
// numbers or strings, booleans as 1/0/'1'/'0'/'', absent values as null or ''. Each schema accepts
// those spellings and normalises them; a value of a really different type is rejected.
import * as v from 'valibot';

/** Any schema producing T, whatever it accepts. */
export type Schema<T> = v.GenericSchema<unknown, T>;

const NUMERIC = /^[+-]?\d+(?:\.\d+)?$/;
// Thousands separators a price may carry: spaces, no-break space, narrow no-break space.
const GROUPING = /[\s\u00a0\u202f]/g;

/** Product, basket or search ids: 12 or '12' → '12'. Empty ids are rejected. */
export const id: Schema<string> = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.finite())]),
  v.transform((value) => String(value).trim()),
  v.nonEmpty('an id must not be empty'),
);

/** Plain text that PHP may send as a number (names, brands, event ids): 5 → '5'. */
export const text: Schema<string> = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.finite())]),
  v.transform((value) => String(value)),
);

/** Server HTML: a string, nothing else. */
export const html: Schema<string> = v.string();

/** Counts: 3 or '3' → 3; negative, fractional and non-numeric values are rejected. */
export const count: Schema<number> = v.pipe(
  v.union([
    v.number(),
    v.pipe(v.string(), v.trim(), v.regex(NUMERIC, 'a count must be numeric'), v.transform(Number)),
  ]),
  v.finite(),
  v.integer(),
  v.minValue(0),
);

/** Money: 1299.5, '1299.50' or '1 299.50' → a number. */
export const amount: Schema<number> = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(
    v.string(),
    v.transform((value) => value.replace(GROUPING, '')),
    v.regex(NUMERIC, 'an amount must be numeric'),
    v.transform(Number),
  ),
]);

/** Booleans: true/false, 1/0, '1'/'0'/'' → boolean. Anything else ('yes', 2, {}) is rejected. */
export const flag: Schema<boolean> = v.pipe(
  v.union([v.boolean(), v.picklist([0, 1, '0', '1', ''])]),
  v.transform((value) => value === true || value === 1 || value === '1'),
);

/**
 * Flags the server signals by sending any value (fe, activationPhone): true unless
 * false, 0, '0' or ''. Objects and arrays are rejected.
 */
export const presence: Schema<boolean> = v.pipe(
  v.union([v.boolean(), v.pipe(v.number(), v.finite()), v.string()]),
  v.transform((value) => value !== false && value !== 0 && value !== '0' && value !== ''),
);

/**
 * A list of items. PHP's json_encode turns an array with gaps in its keys (after array_filter or
 * unset) into an object {"0": …, "3": …}: that object is read as the list of its values.
 * (The items are checked after the shape, not inside a union, so an issue names the bad item.)
 */
export function list<T>(item: Schema<T>): Schema<T[]> {
  return v.pipe(
    v.union([v.array(v.unknown()), v.record(v.string(), v.unknown())]),
    v.transform((entries): unknown[] => (Array.isArray(entries) ? [...entries] : Object.values(entries))),
    v.array(item),
  );
}

/** PHP's ways of saying "nothing": null and ''. */
function blankToUndefined(value: unknown): unknown {
  return value === null || value === '' ? undefined : value;
}

/** A field the server may leave out: missing, null and '' (PHP's empty value) all read as undefined. */
export function optional<T>(schema: Schema<T>) {
  // The pipe starts with a nullish schema so that valibot's object accepts a missing key.
  return v.pipe(v.nullish(v.unknown()), v.transform(blankToUndefined), v.optional(schema));
}

/**
 * Like optional, with a value to use when the field is left out. valibot only runs a missing
 * key's schema when the pipe's first schema has a default: null is that marker.
 */
export function withDefault<T>(schema: Schema<T>, fallback: T) {
  return v.pipe(v.nullish(v.unknown(), null), v.transform(blankToUndefined), v.optional(schema, fallback));
}
