import type { ReactNode } from 'react';
import { Dialog } from './Dialog.tsx';
import { ok } from '../i18n/messages/common.ts';
import { useT } from './useT.ts';

/** A decorative sign before the text; the header and text say it in words. */
export type MessageIcon = 'success' | 'error' | 'info';

export interface MessageButton {
  label: string;
  /** Runs before the modal closes; without it the button only closes. */
  onClick?: () => void;
}

export interface MessageModalProps {
  open: boolean;
  /** When the shopper asked for it (Dialog's `askedAt`). */
  askedAt?: number | null;
  onClose: () => void;
  /** Optional header; without it the text names the dialog. */
  header?: string;
  /** The message, as text (never HTML). */
  text: string;
  icon?: MessageIcon;
  /** Width of the box in CSS pixels (set through the style object, which a strict CSP allows). */
  width?: number;
  /** Default: one OK button that closes. */
  buttons?: readonly MessageButton[];
  /** False marks it not to close on a backdrop click (Esc, × and its buttons still close it). */
  closeOnBackdrop?: boolean;
  children?: ReactNode;
}

const ICONS: Readonly<Record<MessageIcon, string>> = { success: '✔', error: '!', info: 'i' };

/**
 * The generic message modal (widgets/message-host): optional header, icon, width and buttons, OK by
 * default. An alert dialog (WAI-ARIA): it says something the shopper must acknowledge, focus starts
 * on its first button, and Esc, any button or (unless marked not to) the backdrop closes it.
 */
export function MessageModal({ open, askedAt, onClose, header, text, icon, width, buttons, closeOnBackdrop, children }: MessageModalProps) {
  const t = useT();
  const shown = buttons && buttons.length > 0 ? buttons : [{ label: t(ok) }];
  return (
    <Dialog
      open={open}
      askedAt={askedAt}
      onClose={onClose}
      title={header}
      label={header ? undefined : text}
      role="alertdialog"
      className={`shop-message${icon ? ` shop-message--${icon}` : ''}`}
      width={width}
      closeOnBackdrop={closeOnBackdrop}
    >
      {icon ? (
        <span className="shop-message__icon" aria-hidden="true">
          {ICONS[icon]}
        </span>
      ) : null}
      <p className="shop-message__text">{text}</p>
      {children}
      <div className="shop-message__actions">
        {shown.map((button, index) => (
          <button
            key={index}
            type="button"
            className="button shop-message__button"
            onClick={() => {
              button.onClick?.();
              onClose();
            }}
          >
            {button.label}
          </button>
        ))}
      </div>
    </Dialog>
  );
}
