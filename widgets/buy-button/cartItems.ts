import type { CartItem } from '../../shared/actions/cart.ts';

/** The size value of a product that has no sizes. */
export const NO_SIZE = 'NOSIZE';

/** An option of the form's size select: its value ('' for "choose a size") and its text. */
export interface SizeChoice {
  value: string;
  text: string;
}

export type SizeSource =
  | { kind: 'none' }
  /** `selectText`: the keys were chosen in a size select, whose option text is sent instead. */
  | { kind: 'sizes'; keys: readonly string[]; selectText?: string | undefined }
  | { kind: 'select'; choice: SizeChoice | undefined };

/**
 * The cart add's items: one {id, s} per chosen size in choice order (the option's text when the
 * choice was made in a select), the select's option text, or NOSIZE. null when the product needs a
 * size and none is chosen.
 */
export function cartItems(productId: string, source: SizeSource): CartItem[] | null {
  switch (source.kind) {
    case 'none':
      return [{ id: productId, s: NO_SIZE }];
    case 'sizes':
      if (source.keys.length === 0) return null;
      return source.selectText ? [{ id: productId, s: source.selectText }] : source.keys.map((key) => ({ id: productId, s: key }));
    case 'select':
      return source.choice && source.choice.value !== '' ? [{ id: productId, s: source.choice.text }] : null;
  }
}
