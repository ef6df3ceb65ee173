// Video placeholders (widgets/video) wait for the shopper's first click, scroll or context-menu
// action on the page. In the entry, so that the video's chunk itself waits for it too (the page
// wiring wakes the markers that claim FIRST_ACTION, shared/page/pageClaims.ts) and the widget,
// mounted earlier on intent, knows it happened. One set of listeners serves every waiter; it goes
// after the first action (or when nothing waits any more), and what comes later starts at once.

/** The claim of a widget whose chunk waits for the shopper's first action on the page (video). */
export const FIRST_ACTION = 'first-action';

const ACTIONS = ['click', 'scroll', 'contextmenu'] as const;
// On window, capturing: a scroll inside any element counts, and a click a widget stops
// (stopPropagation) has already been seen.
const LISTENING = { capture: true, passive: true } as const;

let acted = false;
let listening = false;
const waiting = new Set<() => void>();

function onAction(): void {
  acted = true;
  stopListening();
  const callbacks = Array.from(waiting);
  waiting.clear();
  for (const callback of callbacks) callback();
}

function startListening(): void {
  if (listening) return;
  listening = true;
  for (const type of ACTIONS) window.addEventListener(type, onAction, LISTENING);
}

function stopListening(): void {
  if (!listening) return;
  listening = false;
  for (const type of ACTIONS) window.removeEventListener(type, onAction, LISTENING);
}

/** Whether the shopper has clicked, scrolled or opened a context menu since a marker started waiting. */
export function shopperHasActed(): boolean {
  return acted;
}

/** Calls `callback` once, at the shopper's first action (at once if it happened); returns the canceller. */
export function afterFirstAction(callback: () => void): () => void {
  if (acted) {
    callback();
    return () => {};
  }
  waiting.add(callback);
  startListening();
  return () => {
    waiting.delete(callback);
    if (waiting.size === 0) stopListening();
  };
}

/** For tests: a new page load. */
export function resetFirstAction(): void {
  stopListening();
  waiting.clear();
  acted = false;
}
