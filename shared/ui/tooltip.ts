// A tooltip on server HTML (WAI-ARIA tooltip pattern, WCAG 1.4.13): a trigger and its text, which
// describes it. The text shows a while after a mouse rests on the trigger or the keyboard focuses
// it, and at once when the trigger is pressed (a tap: touch has no hover); it stays while the
// mouse is on it, and goes when the shopper leaves, presses Esc, or presses anywhere else.
import { remainingDelay } from '../browser/remainingDelay.ts';

/** The wait before a tooltip shows, unless its marker says otherwise (widgets/tooltip). */
export const TOOLTIP_DELAY_MS = 1000;

/** Kept between the text and the edges of the viewport. */
const VIEWPORT_MARGIN = 8;

export interface TooltipOptions {
  delayMs?: number;
}

/** Why the text is wanted: the mouse on the trigger or the text, keyboard focus, or a press. */
export type TooltipCause = 'hover' | 'focus' | 'press';

export interface Tooltip {
  /**
   * The trigger is already hovered or focused (the tooltip was attached under the pointer, or
   * after focus came): start the wait as the event would have. `since` (Date.now()) is when that
   * hover or focus began: the wait counts from there, not from now.
   */
  showSoon(cause: Exclude<TooltipCause, 'press'>, since?: number): void;
  /** Removes the listeners and takes back what it set on the trigger and the text. */
  destroy(): void;
}

let lastId = 0;

function isMouse(event: PointerEvent): boolean {
  return event.pointerType === 'mouse';
}

export function attachTooltip(trigger: HTMLElement, tip: HTMLElement, { delayMs = TOOLTIP_DELAY_MS }: TooltipOptions = {}): Tooltip {
  const document = trigger.ownerDocument;
  const view = document.defaultView ?? window;
  const before = {
    id: tip.getAttribute('id'),
    role: tip.getAttribute('role'),
    hidden: tip.hidden,
    describedBy: trigger.getAttribute('aria-describedby'),
    position: tip.style.position,
    left: tip.style.left,
    top: tip.style.top,
  };

  if (!tip.id) tip.id = `shop-tooltip-${(lastId += 1)}`;
  if (!before.role) tip.setAttribute('role', 'tooltip');
  const described = (before.describedBy ?? '').split(/\s+/).filter(Boolean);
  if (described.indexOf(tip.id) < 0) trigger.setAttribute('aria-describedby', described.concat(tip.id).join(' '));
  // Absolute before it is ever shown: showing it moves nothing on the page.
  tip.style.position = 'absolute';
  tip.hidden = true;

  const causes = new Set<TooltipCause>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let shown = false;
  // A press on the trigger focuses it: that focus is the pointer's, not the keyboard's.
  let pressing = false;

  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const show = () => {
    stopTimer();
    if (shown) return;
    shown = true;
    place();
  };

  const hide = () => {
    stopTimer();
    causes.clear();
    if (!shown) return;
    shown = false;
    tip.hidden = true;
  };

  const want = (cause: TooltipCause, now: boolean, since = Date.now()) => {
    causes.add(cause);
    if (shown) return;
    if (now) show();
    else timer ??= setTimeout(show, remainingDelay(delayMs, since));
  };

  const drop = (cause: TooltipCause) => {
    causes.delete(cause);
    if (causes.size === 0) hide();
  };

  /** Above the trigger, centred on it, inside the viewport; below it when there is no room above. */
  function place(): void {
    // Where left/top 0 puts it tells where its containing block is, wherever the site put that.
    tip.style.left = '0px';
    tip.style.top = '0px';
    tip.hidden = false;
    const origin = tip.getBoundingClientRect();
    const viewWidth = document.documentElement.clientWidth || view.innerWidth;
    const moveTo = (width: number, height: number) => {
      const anchor = trigger.getBoundingClientRect();
      const centred = anchor.left + anchor.width / 2 - width / 2;
      const left = Math.max(VIEWPORT_MARGIN, Math.min(centred, viewWidth - width - VIEWPORT_MARGIN));
      const above = anchor.top - height;
      const top = above >= 0 ? above : anchor.bottom;
      tip.style.left = `${Math.round(left - origin.left)}px`;
      tip.style.top = `${Math.round(top - origin.top)}px`;
    };
    moveTo(origin.width, origin.height);
    // Moved away from the containing block's edge, the text may wrap differently: once more with its new size.
    const placed = tip.getBoundingClientRect();
    if (placed.width !== origin.width || placed.height !== origin.height) moveTo(placed.width, placed.height);
  }

  const inside = (node: EventTarget | null) => node instanceof Node && (trigger.contains(node) || tip.contains(node));

  const onEnter = (event: PointerEvent) => {
    if (isMouse(event)) want('hover', false);
  };
  // The mouse on its way from the trigger to the text (or back) keeps it (WCAG 1.4.13 "hoverable").
  const onLeave = (event: PointerEvent) => {
    if (isMouse(event) && !inside(event.relatedTarget)) drop('hover');
  };
  const onTipEnter = (event: PointerEvent) => {
    if (isMouse(event) && shown) causes.add('hover');
  };
  const onPointerDown = () => {
    pressing = true;
  };
  const onFocus = () => {
    if (!pressing) want('focus', false);
  };
  const onBlur = () => {
    pressing = false;
    drop('focus');
    drop('press');
  };
  // A press (tap, click, Enter or Space) toggles it at once.
  const onClick = () => {
    pressing = false;
    if (shown) hide();
    else want('press', true);
  };
  // A trigger put back into the page under a resting pointer (a mount) gets no pointerleave when the
  // pointer goes: the browser never saw it enter. The pointer arriving anywhere else says it left.
  const onPointerElsewhere = (event: PointerEvent) => {
    if (isMouse(event) && causes.has('hover') && !inside(event.target)) drop('hover');
  };
  const onPressElsewhere = (event: PointerEvent) => {
    if (!inside(event.target)) hide();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || (!shown && timer === undefined)) return;
    // This Esc was the tooltip's: a dialog around it stays open. Focus stays where it is.
    if (shown) event.stopPropagation();
    hide();
  };

  // One table for adding and removing, so destroy cannot miss one. Document listeners capture.
  const listeners: [EventTarget, string, (event: never) => void, boolean][] = [
    [trigger, 'pointerenter', onEnter, false],
    [trigger, 'pointerleave', onLeave, false],
    [trigger, 'pointerdown', onPointerDown, false],
    [trigger, 'focus', onFocus, false],
    [trigger, 'blur', onBlur, false],
    [trigger, 'click', onClick, false],
    [tip, 'pointerenter', onTipEnter, false],
    [tip, 'pointerleave', onLeave, false],
    [document, 'pointerdown', onPressElsewhere, true],
    [document, 'pointerover', onPointerElsewhere, true],
    [document, 'keydown', onKeyDown, true],
  ];
  for (const [target, type, listener, capture] of listeners) target.addEventListener(type, listener as EventListener, capture);

  return {
    showSoon: (cause, since) => want(cause, false, since),
    destroy() {
      stopTimer();
      for (const [target, type, listener, capture] of listeners) target.removeEventListener(type, listener as EventListener, capture);
      tip.hidden = before.hidden;
      tip.style.position = before.position;
      tip.style.left = before.left;
      tip.style.top = before.top;
      if (before.role === null) tip.removeAttribute('role');
      if (before.id === null) tip.removeAttribute('id');
      if (before.describedBy === null) trigger.removeAttribute('aria-describedby');
      else trigger.setAttribute('aria-describedby', before.describedBy);
    },
  };
}
