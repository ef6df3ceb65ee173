import { useState } from 'react';
import { pressedAt } from '../runtime/index.ts';

/** A dialog that a press on the widget opens. */
export interface DialogOpening {
  open: boolean;
  /** When the shopper asked for it, for Dialog's `askedAt`; null while closed. */
  askedAt: number | null;
  /** From the press's handler: opens it as of the press (for a replayed first press, when the shopper pressed). */
  ask: () => void;
  dismiss: () => void;
}

/**
 * Whether the widget's dialog is open, and since when: the 300 ms show delay counts from the press,
 * also when the press waited for the widget's chunk and the runtime replays it (pressedAt).
 */
export function useDialogOpening(): DialogOpening {
  const [askedAt, setAskedAt] = useState<number | null>(null);
  return { open: askedAt !== null, askedAt, ask: () => setAskedAt(pressedAt()), dismiss: () => setAskedAt(null) };
}
