// The one home of the shopper's input that comes before a widget is there to take it: a click on
// a marker's server HTML is stopped and held, a press waits for its release, and once the widget
// has mounted the held input is given to it (or, when it never mounts, to the server's HTML).
import type { MountTrigger } from './strategies.ts';

const FOCUSABLE = 'button, a[href], input, select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';

/** Date.now() when each held click arrived: its replay is the same press, however late the chunk. */
const heldAt = new WeakMap<Event, number>();
/** While a held click is replayed on a widget: when the shopper pressed. */
let replayedPressAt: number | undefined;

/** Keeps a click from the server's HTML about to be replaced: the widget gets it instead, replayed. */
export function holdClick(event: Event): void {
  event.preventDefault();
  event.stopImmediatePropagation();
  heldAt.set(event, Date.now());
}

/**
 * When the press a widget's click handler is answering came (Date.now(), the clock timers follow):
 * for the replay of a click held while the chunk loaded, the shopper's press, else now. A delay
 * that counts from the press (a dialog's 300 ms, docs/architecture.md "3. Mount") counts from here,
 * so the chunk's download does not make it longer.
 */
export function pressedAt(): number {
  return replayedPressAt ?? Date.now();
}

/** A marker whose chunk is on its way, as the press hold sees it. */
export interface LoadingMarker {
  /** The click held while the chunk loads (the first one). */
  held: MouseEvent | null;
  /** The mount that waits for a pointer that is down on the marker to come up. */
  whenReleased: (() => void) | null;
}

/**
 * One set of capture listeners per document for markers whose chunk is on its way: a click on
 * one is held, and a press on one is noted so its mount waits for the release (swapping the
 * server HTML between a press and its release would send the click to neither).
 */
export class PressHold<Marker extends LoadingMarker> {
  private readonly documents = new WeakSet<Document>();
  /** Loading markers a pointer is down on (and has not come up from). */
  private readonly pressed = new Set<Marker>();

  /** `loadingAt`: the loading marker nearest around a node, or null (none, or its marker is not loading). */
  constructor(private readonly loadingAt: (node: Element) => Marker | null) {}

  /** A press began on this marker (the one that fetched its chunk). */
  press(marker: Marker): void {
    this.pressed.add(marker);
  }

  /** Runs `mount` now, or after the release of a pointer that is down on the marker. */
  mountWhenReleased(marker: Marker, mount: () => void): void {
    if (this.pressed.has(marker)) marker.whenReleased = mount;
    else mount();
  }

  listen(document: Document): void {
    if (this.documents.has(document)) return;
    this.documents.add(document);
    const markerOf = (event: Event) => (event.target instanceof Element ? this.loadingAt(event.target) : null);
    document.addEventListener(
      'pointerdown',
      (event) => {
        const marker = markerOf(event);
        if (marker) this.pressed.add(marker);
      },
      true,
    );
    const release = () => {
      if (this.pressed.size === 0) return;
      // After the click that this release makes, which the browser sends in the same task.
      setTimeout(() => {
        const released = [...this.pressed];
        this.pressed.clear();
        for (const marker of released) {
          const mount = marker.whenReleased;
          marker.whenReleased = null;
          mount?.();
        }
      }, 0);
    };
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    document.addEventListener(
      'click',
      (event) => {
        const marker = markerOf(event);
        if (!marker) return;
        holdClick(event);
        marker.held ??= event;
      },
      true,
    );
  }
}

/**
 * What to replay on a widget whose chunk arrived while the shopper was using its marker: the
 * held click, or keyboard focus that is still inside. A hover replays nothing, but the widget is
 * still rendered at once (a trigger without an event): React 19 would otherwise commit a task or
 * two later, possibly between the press that follows and its release, and the click would land
 * on neither the server's link nor the widget.
 */
export function replayable(element: HTMLElement, held: MouseEvent | null, trigger: MountTrigger | undefined): MountTrigger | undefined {
  if (held) return { event: held, arrivedAt: trigger?.arrivedAt };
  if (!trigger?.event) return undefined;
  return trigger.event.type === 'focusin' && element.contains(document.activeElement) ? trigger : { arrivedAt: trigger.arrivedAt };
}

/** The widget never came: the held click goes to the server's HTML under it, once. */
export function replayOnServerHtml(event: MouseEvent): void {
  const target = event.target;
  if (target instanceof HTMLElement && target.isConnected) target.click();
}

/**
 * Gives the input that mounted a widget to the widget, once it has rendered. `hadFocus`: focus was
 * on the marker or inside it when the mount began (a press had given it).
 */
export function replayOnWidget(element: HTMLElement, event: Event, hadFocus: boolean): void {
  if (event.type === 'click') {
    const { clientX, clientY, target: pressed } = event as MouseEvent;
    const inside = (node: unknown): node is HTMLElement => node instanceof HTMLElement && node !== element && element.contains(node);
    // The pressed element itself when the widget kept the server's nodes (a key's click has no
    // pointer position), else what is under the pointer now, else the widget's first control.
    const underPointer = typeof document.elementFromPoint === 'function' ? document.elementFromPoint(clientX, clientY) : null;
    const target = inside(pressed) ? pressed : inside(underPointer) ? underPointer : element.querySelector<HTMLElement>(FOCUSABLE);
    if (!(target instanceof HTMLElement)) return;
    // The press had focused the server's control, which the widget replaced (or kept, as a link
    // that gave up its href to a button inside): focus goes to the control the click lands on, or
    // else the one under the pointer, as the press would have done, so a dialog it opens gives
    // focus back there and Escape reaches the widget.
    const active = element.ownerDocument.activeElement;
    const control = target.closest<HTMLElement>(FOCUSABLE) ?? (inside(underPointer) ? underPointer.closest<HTMLElement>(FOCUSABLE) : null);
    const focusLost = active === element || !element.contains(active) || !active?.matches(FOCUSABLE);
    if (hadFocus && focusLost && control && inside(control)) control.focus();
    // The widget's handlers run inside click(): they read the press's time from pressedAt().
    replayedPressAt = heldAt.get(event);
    target.click();
    replayedPressAt = undefined;
  } else if (event.type === 'focusin') {
    const active = element.ownerDocument.activeElement;
    // Focus a widget already put back on one of its controls (useServerNodes) stays there; focus
    // on the marker itself or on a link in it that gave up its href to the button inside moves in.
    if (active === element || !element.contains(active) || !active?.matches(FOCUSABLE)) element.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }
}
