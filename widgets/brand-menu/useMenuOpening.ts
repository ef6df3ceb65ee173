import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { canHover } from '../../shared/browser/device.ts';
import { remainingDelay } from '../../shared/browser/remainingDelay.ts';

/** A mouse resting this long on the toggle opens the menu. */
export const HOVER_DELAY_MS = 400;
/** This long after the mouse left the menu, it closes unless the mouse came back. */
export const CLOSE_CHECK_MS = 100;

export interface MenuOpening {
  open: boolean;
  /** The button's press (a click, a tap, Enter or Space): opens or closes. */
  toggle: () => void;
  /** Mouse over and off the toggle button, for the hover delay. */
  buttonPointer: {
    onPointerEnter: (event: ReactPointerEvent) => void;
    onPointerLeave: (event: ReactPointerEvent) => void;
  };
}

// Touch and pen presses fake hover around each tap: only a mouse hovers.
const isMouse = (event: { pointerType?: string }): boolean => event.pointerType === 'mouse';

type Timer = RefObject<ReturnType<typeof setTimeout> | null>;

function stopTimer(timer: Timer): void {
  if (timer.current !== null) clearTimeout(timer.current);
  timer.current = null;
}

function isHovered(element: Element | null): boolean {
  try {
    return !!element?.matches(':hover');
  } catch {
    // An engine without :hover in matches(): the next pointerenter will do.
    return false;
  }
}

/**
 * When the menu is open, after the WAI-ARIA disclosure navigation pattern and the timings above: a
 * mouse resting on the toggle opens it after the hover delay; a mouse that leaves the marker closes
 * it after the close check unless it came back; the button toggles it; Esc closes it and puts
 * focus on the button; focus moving out of the marker, or a press outside it, closes it.
 */
export function useMenuOpening(host: HTMLElement, buttonRef: RefObject<HTMLButtonElement | null>, intentAt: number | undefined): MenuOpening {
  const [open, setOpen] = useState(false);
  // Since when the mouse rests on the menu: from the input that mounted the widget when the mouse
  // is over the marker now (the chunk's download does not make the delay longer), else from its
  // next pointerenter; forgotten when it leaves. Date.now: the clock timers follow.
  const [arrival] = useState(() => (intentAt !== undefined && canHover() && isHovered(host) ? intentAt : null));
  const restingSince = useRef<number | null>(arrival);
  const hoverTimer: Timer = useRef(null);
  const closeTimer: Timer = useRef(null);

  const close = useCallback(() => {
    stopTimer(hoverTimer);
    stopTimer(closeTimer);
    setOpen(false);
  }, []);

  const toggle = () => {
    stopTimer(hoverTimer);
    stopTimer(closeTimer);
    setOpen((was) => !was);
  };

  const startHoverDelay = useCallback(() => {
    if (hoverTimer.current !== null) return;
    if (restingSince.current === null) restingSince.current = Date.now();
    hoverTimer.current = setTimeout(
      () => {
        hoverTimer.current = null;
        setOpen(true);
      },
      remainingDelay(HOVER_DELAY_MS, restingSince.current),
    );
  }, []);

  const buttonPointer: MenuOpening['buttonPointer'] = {
    onPointerEnter: (event) => {
      if (isMouse(event) && !open) startHoverDelay();
    },
    onPointerLeave: (event) => {
      if (!isMouse(event)) return;
      stopTimer(hoverTimer);
      restingSince.current = null;
    },
  };

  useEffect(() => {
    // Mounted under a resting mouse (its hover is what mounted it): maybe no pointerenter will come.
    // Asked after the first paint, when the browser may have set :hover on the new button.
    if (canHover() && isHovered(buttonRef.current)) startHoverDelay();
  }, [buttonRef, startHoverDelay]);

  useEffect(() => {
    const onEnter = (event: PointerEvent) => {
      if (isMouse(event)) stopTimer(closeTimer);
    };
    const closeLeftMenu = () => {
      // Keyboard focus in the panel would fall to the page with it: it goes to the button.
      const active = host.ownerDocument.activeElement;
      if (active && active !== buttonRef.current && host.contains(active)) buttonRef.current?.focus();
      close();
    };
    const onLeave = (event: PointerEvent) => {
      if (!isMouse(event)) return;
      restingSince.current = null;
      stopTimer(closeTimer);
      closeTimer.current = setTimeout(closeLeftMenu, CLOSE_CHECK_MS);
    };
    const onFocusOut = (event: FocusEvent) => {
      // No next element (a press on something that takes no focus, as Safari's buttons): not a move out.
      const next = event.relatedTarget;
      if (next instanceof Node && !host.contains(next)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' && event.key !== 'Esc') return;
      close();
      buttonRef.current?.focus();
    };
    host.addEventListener('pointerenter', onEnter);
    host.addEventListener('pointerleave', onLeave);
    host.addEventListener('focusout', onFocusOut);
    host.addEventListener('keydown', onKeyDown);
    return () => {
      host.removeEventListener('pointerenter', onEnter);
      host.removeEventListener('pointerleave', onLeave);
      host.removeEventListener('focusout', onFocusOut);
      host.removeEventListener('keydown', onKeyDown);
      stopTimer(hoverTimer);
      stopTimer(closeTimer);
    };
  }, [host, buttonRef, close]);

  useEffect(() => {
    if (!open) return undefined;
    const document = host.ownerDocument;
    const onPress = (event: Event) => {
      if (event.target instanceof Node && !host.contains(event.target)) close();
    };
    document.addEventListener('pointerdown', onPress, true);
    return () => document.removeEventListener('pointerdown', onPress, true);
  }, [open, host, close]);

  return { open, toggle, buttonPointer };
}
