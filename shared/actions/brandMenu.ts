// The brand mega-menu's lists (POST /ajax/mmenu/, docs/api.md brandMenu): asked for once per gender
// and letter for the page, whichever menu asks. Failures are reported and worded here; the widget
// only shows the outcome.
import { loadBrandMenu, type BrandEntry } from '../api/index.ts';

/** One brand of the menu: its url, name, and whether it is shown bold. */
export type { BrandEntry };
import { handleError } from '../log/handleError.ts';
import { brandMenuFailed } from '../i18n/messages/brandMenu.ts';
import type { Outcome } from './outcome.ts';

/** What the menu shows brands for: a gender (`m` or `w`) and a first letter ('' for all). */
export interface BrandChoice {
  gender: string;
  letter: string;
}

/** Calls in flight and answered calls, per choice: a second ask shares the first one's answer. */
const calls = new Map<string, Promise<Outcome<readonly BrandEntry[]>>>();
/** Answered choices, for showing them without a loader frame. */
const answered = new Map<string, readonly BrandEntry[]>();

// Not joined with a separator a letter could hold.
const keyOf = ({ gender, letter }: BrandChoice): string => JSON.stringify([gender, letter]);

/** The brands already answered for `choice`, or undefined when nothing has answered yet. */
export function knownBrands(choice: BrandChoice): readonly BrandEntry[] | undefined {
  return answered.get(keyOf(choice));
}

/**
 * The brands for `choice`, in the server's order; a failed call is reported once, and the next ask
 * calls again. Never rejects. Not cancelled when one menu stops waiting: the answer still serves
 * the next ask.
 */
export function loadBrands(choice: BrandChoice): Promise<Outcome<readonly BrandEntry[]>> {
  const key = keyOf(choice);
  const known = calls.get(key);
  if (known) return known;
  const call = loadBrandMenu(choice).then(
    ({ brands }) => {
      // A page the tests started afresh meanwhile does not get this answer.
      if (calls.get(key) === call) answered.set(key, brands);
      return { ok: true as const, value: brands };
    },
    (error: unknown) => {
      if (calls.get(key) === call) calls.delete(key);
      handleError(error, `the brand menu could not be loaded (gender "${choice.gender}", letter "${choice.letter}")`);
      return { ok: false as const, message: brandMenuFailed };
    },
  );
  calls.set(key, call);
  return call;
}

/** For tests: a new page, nothing asked yet. */
export function forgetBrandAnswers(): void {
  calls.clear();
  answered.clear();
}
