import { useState } from 'react';
import { clearAllFavourites } from '../../shared/actions/clearFavourites.ts';
import { confirmClearFavourites } from '../../shared/i18n/messages/favouritesPage.ts';
import { loadConfirmDialog } from '../../shared/ui/lazyDialogs.ts';
import { useLazyModule } from '../../shared/ui/useLazyModule.ts';

interface Props {
  /** The server's button text ('Очистить избранное'). */
  label: string;
  className: string;
}

/**
 * The clear-all button: asks 'Очистить избранное?' first, then clears. While the call
 * runs the button is aria-disabled rather than disabled, so focus can return to it from the dialog.
 */
export function ClearFavourites({ label, className }: Props) {
  // When the shopper asked (Dialog's askedAt), null while not asking. The page's widget mounts
  // before input, so no press of it is ever replayed (useDialogOpening's case).
  const [askedAt, setAskedAt] = useState<number | null>(null);
  const dismiss = () => setAskedAt(null);
  const [clearing, setClearing] = useState(false);
  // The question's code comes when the shopper reaches for the button (the common and dialog files);
  // The dialog's 300 ms show delay counts from the press, so a fetch shorter than it shows nowhere.
  const [dialogs, wantDialogs] = useLazyModule(loadConfirmDialog);
  const prefetch = () => {
    // Reported by the loader when it fails; the press asks again.
    wantDialogs().catch(() => {});
  };

  const confirm = () => {
    dismiss();
    setClearing(true);
    void clearAllFavourites().finally(() => setClearing(false));
  };

  return (
    <div className="favourites-page__clear">
      <button
        type="button"
        className={className}
        aria-disabled={clearing ? 'true' : undefined}
        aria-busy={clearing ? 'true' : undefined}
        onPointerOver={prefetch}
        onPointerDown={prefetch}
        onFocus={prefetch}
        onClick={() => {
          if (clearing) return;
          setAskedAt(Date.now());
          // Without its code the question cannot show: the button stays as it was, for another press.
          wantDialogs().catch(dismiss);
        }}
      >
        {label}
      </button>
      {dialogs ? (
        <dialogs.ConfirmDialog open={askedAt !== null} askedAt={askedAt} question={confirmClearFavourites} onConfirm={confirm} onCancel={dismiss} />
      ) : null}
    </div>
  );
}
