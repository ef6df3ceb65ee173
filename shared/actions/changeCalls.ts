import { afterNextPaint } from '../browser/afterNextPaint.ts';
import { loadPart } from '../runtime/parts.ts';

/*
 * The calls that change the shopper's cart and favourites, with what follows their answers, are
 * parts (shared/runtime/parts.ts): a page downloads them once the shopper reaches for a buy button
 * or a heart, not before any input. The cart add comes with the cart chunk, which the cart panel
 * opened after an add needs anyway (scripts/build/chunks.mjs, PART_HOSTS); the favourite toggle
 * is a file of its own. Each rejects when its file cannot be had: then nothing was sent, and the
 * action fails as a refused call does (the loader reports the file once); the next press asks again.
 */

export const cartAddCalls = () => loadPart(() => import('./cartAdd.ts'));

export const favouriteCalls = () => loadPart(() => import('./favouriteToggle.ts'));

/**
 * A shopper reaching for a buy button (pointer over it, focus): its code starts to come, after the
 * next frame and in an idle moment. Asking at once put the script's insertion, and on a fast
 * network its run, between a press and the frame that shows it (+7 ms on the benchmark's first
 * click at 4× CPU); the press that needs the code asks for it itself.
 */
export function reachForCartAdd(): void {
  afterNextPaint(() => void cartAddCalls().catch(() => undefined), true);
}

/** The same for a heart (a press starting on it too). */
export function reachForFavourite(): void {
  afterNextPaint(() => void favouriteCalls().catch(() => undefined), true);
}
