import { MARKER_ATTR } from '../browser/markerAttributes.ts';
import { whenIdle } from '../browser/whenIdle.ts';
import { holdClick } from './inputReplay.ts';
import { reportWidgetError } from './report.ts';

/**
 * Mount strategies as a table of small functions. Each watches one marker for its moment and then
 * calls `mount(element, trigger)` once. `mount` is one function shared by every marker (the
 * mounter's), and the watches live in tables keyed by element: a listing's hundreds of waiting
 * markers cost a table entry each, not a closure or an object. `stopWatching` ends every watch of
 * a marker (it mounted some other way, or left the DOM).
 */
export type StrategyName = 'eager' | 'idle' | 'visible' | 'interaction';

export interface MountTrigger {
  /**
   * The event that caused an interaction mount, replayed after mounting. A trigger at all means the
   * shopper is using the marker now: the widget renders synchronously.
   */
  event?: Event;
  /** Date.now() when that event arrived: HostProps.intentAt. */
  arrivedAt?: number;
  /**
   * Not a mount: the shopper is reaching for the marker (a press started on it). A widget from a
   * chunk starts fetching it; the watch goes on, and the click that follows mounts it.
   */
  preload?: true;
}

/** What a strategy calls when the marker's moment came: one function for all markers. */
export type Mount = (element: HTMLElement, trigger?: MountTrigger) => void;

export type Strategy = (element: HTMLElement, mount: Mount) => void;

export const strategyNames: readonly StrategyName[] = ['eager', 'idle', 'visible', 'interaction'];

/** A marker's strategy: its `data-mount`, or its widget's default; null (reported) for a name not in the table. */
export function strategyOf(element: HTMLElement, widget: string, fallback: StrategyName): StrategyName | null {
  const requested = element.getAttribute('data-mount');
  if (requested === null || requested.trim() === '') return fallback;
  const value = requested.trim() as StrategyName;
  if (strategyNames.includes(value)) return value;
  reportWidgetError({
    widget,
    element,
    attribute: 'data-mount',
    message: `"${requested}" is not valid; expected one of ${strategyNames.map((s) => `"${s}"`).join(', ')}`,
  });
  return null;
}

const eager: Strategy = (element, mount) => mount(element);

/**
 * Markers waiting for an idle moment, each with its own callback (they are few: chunk widgets
 * and the like), so that one widget's mount never waits for another's idle period.
 */
const idleCancels = new Map<HTMLElement, () => void>();

const idle: Strategy = (element, mount) => {
  idleCancels.set(
    element,
    whenIdle(() => {
      idleCancels.delete(element);
      mount(element);
    }),
  );
};

const visibleMounts = new WeakMap<Element, Mount>();
const clickWatchedDocuments = new WeakSet<Document>();
let intersectionObserver: IntersectionObserver | null = null;

/**
 * Mount shortly before the marker scrolls into view; one shared observer for all markers. A click
 * that comes before the observer did (a size in a quick view that just opened, a busy phone) is
 * held and replayed on the mounted widget, like an interaction mount: the server's link under the
 * pointer never navigates instead.
 */
const visible: Strategy = (element, mount) => {
  if (typeof IntersectionObserver !== 'function') {
    mount(element);
    return;
  }
  listenForEarlyClicks(element.ownerDocument);
  visibleMounts.set(element, mount);
  sharedIntersectionObserver().observe(element);
};

/** One capture listener per document, for every waiting `visible` marker, however many there are. */
function listenForEarlyClicks(document: Document): void {
  if (clickWatchedDocuments.has(document)) return;
  clickWatchedDocuments.add(document);
  document.addEventListener(
    'click',
    (event) => {
      for (let node = event.target instanceof HTMLElement ? event.target : null; node; node = node.parentElement) {
        const mount = visibleMounts.get(node);
        if (!mount) continue;
        stopVisible(node);
        // The widget must get this click, not the fallback about to be replaced.
        holdClick(event);
        mount(node, { event, arrivedAt: Date.now() });
        return;
      }
    },
    true,
  );
}

function sharedIntersectionObserver(): IntersectionObserver {
  intersectionObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        const mount = visibleMounts.get(element);
        if (!entry.isIntersecting || !mount) continue;
        stopVisible(element);
        mount(element);
      }
    },
    { rootMargin: '200px 0px' },
  );
  return intersectionObserver;
}

function stopVisible(element: Element): void {
  if (!visibleMounts.delete(element)) return;
  intersectionObserver?.unobserve(element);
}

const interactionEvents = ['pointerover', 'pointerdown', 'focusin', 'click'] as const;

const firstUseMounts = new WeakMap<Element, Mount>();
/** Markers a press sent pointerdown to: their focusin must not mount (the click that follows will). */
const pressed = new WeakSet<Element>();
const firstUseDocuments = new WeakSet<Document>();

/**
 * Mount on first use: a mouse hovering it, keyboard focus entering it, or a click (touch, or a
 * click that came with no hover). The click is stopped here and replayed by the mounter, so the
 * shopper's first tap is never lost and the fallback link does not navigate. One capture listener
 * per event type and document serves every waiting marker, however many there are.
 */
const interaction: Strategy = (element, mount) => {
  listenForFirstUse(element.ownerDocument);
  firstUseMounts.set(element, mount);
  pressed.delete(element);
};

function listenForFirstUse(document: Document): void {
  if (firstUseDocuments.has(document)) return;
  firstUseDocuments.add(document);
  for (const type of interactionEvents) document.addEventListener(type, onFirstUse, true);
}

function onFirstUse(event: Event): void {
  // A use belongs to the nearest marker around it: a button inside a marker that holds it (a
  // panel trigger in the header's login block) is a use of that button's marker only. Mounting
  // the outer one would make its inner markers afresh and lose the press on the old one.
  let element = event.target instanceof HTMLElement ? event.target : null;
  while (element && !firstUseMounts.has(element) && !element.hasAttribute(MARKER_ATTR)) element = element.parentElement;
  const mount = element && firstUseMounts.get(element);
  if (!element || !mount) return;
  if (event.type === 'pointerdown') {
    // A press sends pointerdown and focusin before its click. Mounting on those would replace
    // the node under the finger and the click would be lost, so a pressed pointer waits for the
    // click. (Also a mouse: one resting over a marker inserted under it sends no pointerover.)
    pressed.add(element);
    mount(element, { event, preload: true });
    return;
  }
  if (event.type === 'pointerover' && (event as PointerEvent).pointerType !== 'mouse') return;
  if (event.type === 'focusin' && pressed.has(element)) return;
  firstUseMounts.delete(element);
  pressed.delete(element);
  if (event.type === 'click') {
    // The fallback under the pointer is about to be replaced: the widget must get this click, not the fallback.
    holdClick(event);
  }
  mount(element, { event, arrivedAt: Date.now() });
}

/** Ends every watch of this marker: no strategy will mount it any more. */
export function stopWatching(element: HTMLElement): void {
  idleCancels.get(element)?.();
  idleCancels.delete(element);
  stopVisible(element);
  firstUseMounts.delete(element);
  pressed.delete(element);
}

export const strategies: Record<StrategyName, Strategy> = { eager, idle, visible, interaction };
