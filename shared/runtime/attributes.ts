/**
 * Marker attributes described as data: each widget lists the attributes it reads, and one
 * parser turns them into typed props or a message that names the attribute.
 */

import { MARKER_ATTR, PRODUCT_ID_ATTR } from '../browser/markerAttributes.ts';
import { YES_NO_HINT, yesNo } from '../browser/yesNo.ts';

export { PRODUCT_ID_ATTR };

/** What makes an element a marker. */
export const MARKER = `[${MARKER_ATTR}]`;

type Kind = 'id' | 'text' | 'flag' | 'integer' | 'enum';

interface BaseSpec {
  /** The attribute name, e.g. `data-product-id`. */
  attr: string;
  /** What a backend developer should put there, for the error message. */
  hint?: string;
}
interface RequiredSpec<K extends Kind> extends BaseSpec {
  kind: K;
  required: true;
}
interface OptionalSpec<K extends Kind, D> extends BaseSpec {
  kind: K;
  required?: false;
  default: D;
}
interface EnumSpec<V extends string> extends BaseSpec {
  kind: 'enum';
  values: readonly V[];
  required?: false;
  default: V;
}

export type AttributeSpec =
  | RequiredSpec<'id' | 'text' | 'integer'>
  | OptionalSpec<'id' | 'text', string>
  | OptionalSpec<'integer', number>
  | OptionalSpec<'flag', boolean>
  | EnumSpec<string>;

type ValueOf<S> = S extends EnumSpec<infer V>
  ? V
  : S extends { kind: 'integer' }
    ? number
    : S extends { kind: 'flag' }
      ? boolean
      : string;

export type PropsOf<T extends Record<string, AttributeSpec>> = { [P in keyof T]: ValueOf<T[P]> };

export type ParseResult<P> = { ok: true; props: P } | { ok: false; attribute: string | null; message: string };

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Reads the attributes of `spec` from an element. */
export function parseAttributes<T extends Record<string, AttributeSpec>>(
  element: Element,
  spec: T,
): ParseResult<PropsOf<T>> {
  const props: Record<string, unknown> = {};
  for (const [key, rule] of Object.entries(spec)) {
    const raw = element.getAttribute(rule.attr);
    if (rule.kind === 'flag') {
      // Presence is yes, a bare attribute too (shared/browser/yesNo.ts).
      const flag = yesNo(raw);
      // Only a present value can be neither yes nor no.
      if (flag === null) return { ok: false, attribute: rule.attr, message: `"${clip((raw ?? '').trim())}" is not valid; expected ${describe(rule)}` };
      props[key] = flag;
      continue;
    }
    const value = raw === null ? null : raw.trim();
    if (value === null || value === '') {
      if (rule.required) {
        return { ok: false, attribute: rule.attr, message: `is missing; expected ${describe(rule)}` };
      }
      props[key] = rule.default;
      continue;
    }
    const parsed = parseValue(rule, value);
    if (!parsed.ok) {
      return { ok: false, attribute: rule.attr, message: `"${clip(value)}" is not valid; expected ${describe(rule)}` };
    }
    props[key] = parsed.value;
  }
  return { ok: true, props: props as PropsOf<T> };
}

/** An attribute value read with the `id` rule: the trimmed id, or null when absent or not an id. */
export function parseId(raw: string | null): string | null {
  const value = raw?.trim() ?? '';
  return ID.test(value) ? value : null;
}

function parseValue(rule: AttributeSpec, value: string): { ok: true; value: unknown } | { ok: false } {
  switch (rule.kind) {
    case 'id': {
      const id = parseId(value);
      return id === null ? { ok: false } : { ok: true, value: id };
    }
    case 'text':
      return { ok: true, value };
    case 'integer':
      return /^-?\d{1,15}$/.test(value) ? { ok: true, value: Number(value) } : { ok: false };
    case 'flag':
      // Read in parseAttributes, before the empty check (a bare attribute is yes).
      return { ok: true, value: yesNo(value) };
    case 'enum':
      return rule.values.includes(value) ? { ok: true, value } : { ok: false };
  }
}

function describe(rule: AttributeSpec): string {
  if (rule.hint) return rule.hint;
  switch (rule.kind) {
    case 'id':
      return 'an id of letters, digits, "-" or "_"';
    case 'text':
      return 'a text';
    case 'integer':
      return 'a whole number';
    case 'flag':
      return YES_NO_HINT;
    case 'enum':
      return `one of ${rule.values.map((v) => `"${v}"`).join(', ')}`;
  }
}

/** A value as a message quotes it: the first 40 characters (a marker's attribute can be any size). */
export function clip(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value;
}

/** `productId` in a widget's attribute table: the same name, kind and hint on every marker. */
export const productIdAttribute = {
  attr: PRODUCT_ID_ATTR,
  kind: 'id',
  required: true,
  hint: `the product id, e.g. ${PRODUCT_ID_ATTR}="1002"`,
} as const satisfies AttributeSpec;
