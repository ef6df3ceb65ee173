import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { remainingDelay } from '../browser/remainingDelay.ts';
import { tabbables, trapTab } from './focus.ts';
import { close } from '../i18n/messages/common.ts';
import { useT } from './useT.ts';

/**
 * A modal shows 300 ms after it is asked for; the backdrop fades in over 200 ms (CSS, not with
 * prefers-reduced-motion; README.md "Adding a widget to a server page"). Every dialog keeps these
 * timings, side panels and questions too: the issue asks for one rhythm, and the backdrop that
 * appears at once already catches a second click on the opener.
 */
export const MODAL_SHOW_DELAY_MS = 300;

/** Open dialogs, innermost last: keys go to the top one, focus falls back to the one below. */
const openDialogs: HTMLElement[] = [];

export type DialogVariant = 'modal' | 'aside' | 'layer';

export interface DialogProps {
  open: boolean;
  /**
   * When the shopper asked for it (Date.now(); the opener's `pressedAt()`): the show delay counts
   * from there, so a first press that waited for the widget's chunk does not wait longer. Default:
   * when `open` became true.
   */
  askedAt?: number | null;
  onClose: () => void;
  /** Visible title; also the dialog's accessible name. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  label?: string;
  /** 'modal' centred; 'aside' a desktop side panel; 'layer' the mobile full-screen layer. */
  variant?: DialogVariant;
  /** A backdrop click closes the dialog unless it is marked not to (docs/markers.md). */
  closeOnBackdrop?: boolean;
  /** Element to focus first; default the first focusable inside, else the dialog itself. */
  initialFocus?: () => HTMLElement | null;
  className?: string;
  /** Width of the box in CSS pixels (the message modal's option); never wider than the screen. */
  width?: number;
  /** 'alertdialog' for questions that need an answer (WAI-ARIA alert dialog pattern). */
  role?: 'dialog' | 'alertdialog';
  children?: ReactNode;
}

/**
 * A modal dialog after the WAI-ARIA Authoring Practices: role="dialog" with aria-modal, focus
 * moved in on open, Tab kept inside, Esc and the backdrop close it, focus returned to the element
 * that opened it. Rendered into <body> so page layout and overflow never clip it.
 */
export function Dialog({
  open,
  askedAt,
  onClose,
  title,
  label,
  variant = 'modal',
  closeOnBackdrop = true,
  initialFocus,
  className,
  width,
  role = 'dialog',
  children,
}: DialogProps) {
  const t = useT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<Element | null>(null);
  const [shown, setShown] = useState(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Read when it opens: a later render never moves the moment it shows.
  const askedAtRef = useRef(askedAt);
  askedAtRef.current = askedAt;

  useEffect(() => {
    if (!open) {
      setShown(false);
      return;
    }
    // Focus has not moved yet: this is the element to give it back to on close.
    openerRef.current = document.activeElement;
    const timer = setTimeout(() => setShown(true), remainingDelay(MODAL_SHOW_DELAY_MS, askedAtRef.current ?? Date.now()));
    return () => clearTimeout(timer);
  }, [open]);

  // A layout effect: focus and the key listener must be in place before the dialog is painted,
  // or an Esc pressed the moment it appears is lost.
  useLayoutEffect(() => {
    if (!shown) return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = openerRef.current;
    const target = initialFocus?.() ?? tabbables(dialog).find((el) => !el.classList.contains('shop-dialog__close')) ?? dialog;
    target.focus();
    openDialogs.push(dialog);
    document.documentElement.classList.add('shop-dialog-open');
    // On document, not on the dialog: focus can fall to <body> (a control inside got disabled or
    // removed) and Esc and Tab must still work. Only the topmost of stacked dialogs answers.
    const onKey = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== dialog) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      } else if (trapTab(dialog, event)) {
        event.preventDefault();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      const index = openDialogs.indexOf(dialog);
      if (index >= 0) openDialogs.splice(index, 1);
      if (openDialogs.length === 0) document.documentElement.classList.remove('shop-dialog-open');
      const below = openDialogs[openDialogs.length - 1];
      if (opener instanceof HTMLElement && opener.isConnected && !opener.matches(':disabled')) opener.focus();
      else below?.focus();
    };
    // initialFocus is read once per opening on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);

  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <div className={`shop-dialog shop-dialog--${variant}${shown ? ' is-shown' : ''}`}>
      {/* Clicks before the dialog shows (a double click on the opener) must not close it. */}
      <div className="shop-dialog__backdrop" onClick={closeOnBackdrop && shown ? () => onCloseRef.current() : undefined} />
      {shown ? (
        <div
          ref={dialogRef}
          className={`shop-dialog__box${className ? ` ${className}` : ''}`}
          role={role}
          aria-modal="true"
          aria-labelledby={title ? titleId : undefined}
          aria-label={title ? undefined : label}
          tabIndex={-1}
          style={width ? { width: `${width}px`, maxWidth: '100%' } : undefined}
        >
          <button type="button" className="shop-dialog__close" aria-label={t(close)} onClick={() => onCloseRef.current()}>
            ×
          </button>
          {title ? (
            <h2 className="shop-dialog__title" id={titleId}>
              {title}
            </h2>
          ) : null}
          <div className="shop-dialog__body">{children}</div>
        </div>
      ) : null}
    </div>,
    document.body,
  );
}
