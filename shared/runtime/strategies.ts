/**
 * Mount strategies as a table of small functions. Each waits for its moment, calls `mount`
 * once, and returns a function that cancels the wait (used when the marker leaves the DOM).
 */
export type StrategyName = 'eager' | 'idle' | 'visible' | 'interaction';

export interface MountTrigger {
  /**
   * The event that caused an interaction mount, replayed after mounting. A trigger at all means the
   * shopper is using the marker now: the widget renders synchronously.
   */
  event?: Event;
}

export type Strategy = (element: HTMLElement, mount: (trigger?: MountTrigger) => void) => () => void;

export const strategyNames: readonly StrategyName[] = ['eager', 'idle', 'visible', 'interaction'];

const eager: Strategy = (_element, mount) => {
  mount();
  return noop;
};

const idle: Strategy = (_element, mount) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => mount(), { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(() => mount(), 1);
  return () => clearTimeout(handle);
};

/**
 * Mount shortly before the marker scrolls into view; one shared observer for all markers. A click
 * that comes before the observer did (a size in a quick view that just opened, a busy phone) is
 * held and replayed on the mounted widget, like an interaction mount: the server's link under the
 * pointer never navigates instead.
 */
const visible: Strategy = (element, mount) => {
  if (typeof IntersectionObserver !== 'function') {
    mount();
    return noop;
  }
  const observer = sharedIntersectionObserver();
  listenForEarlyClicks(element.ownerDocument);
  visibleCallbacks.set(element, mount);
  observer.observe(element);
  return () => {
    visibleCallbacks.delete(element);
    observer.unobserve(element);
  };
};

const visibleCallbacks = new WeakMap<Element, (trigger?: MountTrigger) => void>();
const clickWatchedDocuments = new WeakSet<Document>();

/** One capture listener per document, for every waiting `visible` marker, however many there are. */
function listenForEarlyClicks(document: Document): void {
  if (clickWatchedDocuments.has(document)) return;
  clickWatchedDocuments.add(document);
  document.addEventListener(
    'click',
    (event) => {
      for (let node = event.target instanceof Element ? event.target : null; node; node = node.parentElement) {
        const mount = visibleCallbacks.get(node);
        if (!mount) continue;
        visibleCallbacks.delete(node);
        intersectionObserver?.unobserve(node);
        // The widget must get this click, not the fallback about to be replaced.
        event.preventDefault();
        event.stopImmediatePropagation();
        mount({ event });
        return;
      }
    },
    true,
  );
}
let intersectionObserver: IntersectionObserver | null = null;

function sharedIntersectionObserver(): IntersectionObserver {
  intersectionObserver ??= new IntersectionObserver(
    (entries, observer) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const mount = visibleCallbacks.get(entry.target);
        observer.unobserve(entry.target);
        visibleCallbacks.delete(entry.target);
        mount?.();
      }
    },
    { rootMargin: '200px 0px' },
  );
  return intersectionObserver;
}

const interactionEvents = ['pointerover', 'pointerdown', 'focusin', 'click'] as const;

interface FirstUseWatch {
  mount: (trigger?: MountTrigger) => void;
  /** A press sent pointerdown: its focusin must not mount (the click that follows will). */
  pressed: boolean;
}

const firstUseWatches = new WeakMap<Element, FirstUseWatch>();
const firstUseDocuments = new WeakSet<Document>();

/**
 * Mount on first use: a mouse hovering it, keyboard focus entering it, or a click (touch, or a
 * click that came with no hover). The click is stopped here and replayed by the mounter, so the
 * shopper's first tap is never lost and the fallback link does not navigate. One capture listener
 * per event type and document serves every waiting marker, however many there are.
 */
const interaction: Strategy = (element, mount) => {
  listenForFirstUse(element.ownerDocument);
  firstUseWatches.set(element, { mount, pressed: false });
  return () => {
    if (firstUseWatches.get(element)?.mount === mount) firstUseWatches.delete(element);
  };
};

function listenForFirstUse(document: Document): void {
  if (firstUseDocuments.has(document)) return;
  firstUseDocuments.add(document);
  for (const type of interactionEvents) document.addEventListener(type, onFirstUse, true);
}

function onFirstUse(event: Event): void {
  // Outermost first, as capture listeners on each marker would run.
  const watched: Element[] = [];
  for (let node = event.target instanceof Element ? event.target : null; node; node = node.parentElement) {
    if (firstUseWatches.has(node)) watched.unshift(node);
  }
  for (const element of watched) {
    const watch = firstUseWatches.get(element);
    if (!watch) continue;
    if (event.type === 'pointerdown') {
      // A press sends pointerdown and focusin before its click. Mounting on those would replace
      // the node under the finger and the click would be lost, so a pressed pointer waits for the
      // click. (Also a mouse: one resting over a marker inserted under it sends no pointerover.)
      watch.pressed = true;
      continue;
    }
    if (event.type === 'pointerover' && (event as PointerEvent).pointerType !== 'mouse') continue;
    if (event.type === 'focusin' && watch.pressed) continue;
    firstUseWatches.delete(element);
    if (event.type === 'click') {
      // The fallback under the pointer is about to be replaced: the widget must get this click, not the fallback.
      event.preventDefault();
      event.stopImmediatePropagation();
      watch.mount({ event });
      return;
    }
    watch.mount({ event });
  }
}

function noop(): void {}

export const strategies: Record<StrategyName, Strategy> = { eager, idle, visible, interaction };
