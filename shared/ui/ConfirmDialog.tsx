import type { Message } from '../i18n/index.ts';
import { Dialog } from './Dialog.tsx';
import { no, yes } from '../i18n/messages/confirm.ts';
import { useT } from './useT.ts';

interface Props {
  open: boolean;
  /** When the shopper asked (Dialog's `askedAt`). */
  askedAt?: number | null;
  /** The question, e.g. confirmClearFavourites. */
  question: Message;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question as an accessible dialog (instead of window.confirm, which blocks the page). */
export function ConfirmDialog({ open, askedAt, question, onConfirm, onCancel }: Props) {
  const t = useT();
  return (
    <Dialog open={open} askedAt={askedAt} onClose={onCancel} title={t(question)} className="shop-confirm" role="alertdialog">
      <div className="shop-confirm__actions">
        <button type="button" className="button shop-confirm__yes" onClick={onConfirm}>
          {t(yes)}
        </button>
        <button type="button" className="button button--secondary shop-confirm__no" onClick={onCancel}>
          {t(no)}
        </button>
      </div>
    </Dialog>
  );
}
