import { prefersReducedMotion } from '../../shared/browser/motion.ts';

/** Each letter of a sample query takes 150 ms to appear. */
export const PLACEHOLDER_LETTER_MS = 150;
/** A whole sample query stays 1000 ms before the next one starts. */
export const PLACEHOLDER_PAUSE_MS = 1000;

/** The placeholder at each step: letters of a word one by one, then the next word, cycling. */
export function placeholderSteps(words: readonly string[]): { text: string; holdMs: number }[] {
  return words.flatMap((word) => {
    const letters = Array.from(word);
    return letters.map((_, index) => ({
      text: letters.slice(0, index + 1).join(''),
      holdMs: index === letters.length - 1 ? PLACEHOLDER_PAUSE_MS : PLACEHOLDER_LETTER_MS,
    }));
  });
}

export interface PlaceholderAnimation {
  /** The sample queries are being typed into the placeholder now. */
  readonly running: boolean;
  /** Stops for good and gives the field its server placeholder back. */
  stop(): void;
}

/**
 * Types sample queries into the field's placeholder while it is empty and unfocused.
 * It never starts with reduced motion, or on a field already focused or filled; it stops for good
 * once the field is focused or typed in. The server's placeholder comes back when it stops.
 */
export function animatePlaceholder(input: HTMLInputElement, words: readonly string[]): PlaceholderAnimation {
  const steps = placeholderSteps(words);
  const idle: PlaceholderAnimation = { running: false, stop: () => {} };
  if (steps.length === 0 || prefersReducedMotion() || input.value !== '' || input.ownerDocument.activeElement === input) return idle;

  const serverPlaceholder = input.getAttribute('placeholder');
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = true;

  const show = (index: number) => {
    const current = steps[index % steps.length];
    if (!current) return;
    input.setAttribute('placeholder', current.text);
    timer = setTimeout(() => show(index + 1), current.holdMs);
  };
  const stop = () => {
    if (!running) return;
    running = false;
    if (timer !== null) clearTimeout(timer);
    input.removeEventListener('focus', stop);
    input.removeEventListener('input', stop);
    if (serverPlaceholder === null) input.removeAttribute('placeholder');
    else input.setAttribute('placeholder', serverPlaceholder);
  };

  input.addEventListener('focus', stop);
  input.addEventListener('input', stop);
  show(0);
  return {
    get running() {
      return running;
    },
    stop,
  };
}
