import { useEffect, useState } from 'react';
import { knownBrands, loadBrands, type BrandChoice } from '../../shared/actions/brandMenu.ts';
import type { BrandEntry } from '../../shared/actions/brandMenu.ts';
import type { Message } from '../../shared/i18n/index.ts';

export type BrandsState = { kind: 'loading' } | { kind: 'failed'; message: Message | null } | { kind: 'ready'; brands: readonly BrandEntry[] };

const LOADING: BrandsState = { kind: 'loading' };

/**
 * The brands of the chosen gender and letter, asked for while the menu is open (and answered
 * choices at once, from the page's answers). Only the answer for the choice shown now is taken:
 * an older one that comes later is dropped. `retry` asks again after a failure.
 */
export function useBrands(choice: BrandChoice, open: boolean): { state: BrandsState; retry: () => void } {
  const { gender, letter } = choice;
  const [answer, setAnswer] = useState<{ gender: string; letter: string; state: BrandsState } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open || knownBrands({ gender, letter })) return undefined;
    let current = true;
    setAnswer({ gender, letter, state: LOADING });
    void loadBrands({ gender, letter }).then((outcome) => {
      if (current) setAnswer({ gender, letter, state: outcome.ok ? { kind: 'ready', brands: outcome.value } : { kind: 'failed', message: outcome.message } });
    });
    return () => {
      current = false;
    };
  }, [gender, letter, open, attempt]);

  const known = knownBrands(choice);
  const state: BrandsState = known
    ? { kind: 'ready', brands: known }
    : answer && answer.gender === gender && answer.letter === letter
      ? answer.state
      : LOADING;
  return { state, retry: () => setAttempt((count) => count + 1) };
}
