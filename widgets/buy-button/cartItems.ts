import type { CartItem } from '../../shared/api/index.ts';

/** SPEC 3: the size value of a product that has no sizes. */
export const NO_SIZE = 'NOSIZE';

/** An option of the form's size select: its value ('' for "choose a size") and its text. */
export interface SizeChoice {
  value: string;
  text: string;
}

export type SizeSource =
  | { kind: 'none' }
  | { kind: 'sizes'; keys: readonly string[] }
  | { kind: 'select'; choice: SizeChoice | undefined };

/**
 * The cart add's items: one {id, s} per chosen size in choice order, the select's option text,
 * or NOSIZE. null when the product needs a size and none is chosen.
 */
export function cartItems(productId: string, source: SizeSource): CartItem[] | null {
  switch (source.kind) {
    case 'none':
      return [{ id: productId, s: NO_SIZE }];
    case 'sizes':
      return source.keys.length > 0 ? source.keys.map((key) => ({ id: productId, s: key })) : null;
    case 'select':
      return source.choice && source.choice.value !== '' ? [{ id: productId, s: source.choice.text }] : null;
  }
}
