import { t, type MessageId } from '../i18n/index.ts';
import { store, useSignal } from '../store/index.ts';
import { Dialog } from './Dialog.tsx';

interface Props {
  open: boolean;
  /** The question, e.g. 'confirmClearFavourites'. */
  question: MessageId;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question as an accessible dialog (instead of window.confirm, which blocks the page). */
export function ConfirmDialog({ open, question, onConfirm, onCancel }: Props) {
  const { lang } = useSignal(store.pageContext);
  return (
    <Dialog open={open} onClose={onCancel} title={t(question, lang)} className="shop-confirm" delayed={false} role="alertdialog">
      <div className="shop-confirm__actions">
        <button type="button" className="button shop-confirm__yes" onClick={onConfirm}>
          {t('yes', lang)}
        </button>
        <button type="button" className="button button--secondary shop-confirm__no" onClick={onCancel}>
          {t('no', lang)}
        </button>
      </div>
    </Dialog>
  );
}
