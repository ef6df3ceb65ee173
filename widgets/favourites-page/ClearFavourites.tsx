import { useState } from 'react';
import { clearAllFavourites } from '../../shared/actions/clearFavourites.ts';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { confirmClearFavourites } from '../../shared/i18n/messages/favouritesPage.ts';

interface Props {
  /** The server's button text ('Очистить избранное'). */
  label: string;
  className: string;
}

/**
 * The clear-all button: asks 'Очистить избранное?' first (SPEC 2), then clears. While the call
 * runs the button is aria-disabled rather than disabled, so focus can return to it from the dialog.
 */
export function ClearFavourites({ label, className }: Props) {
  const [asking, setAsking] = useState(false);
  const [clearing, setClearing] = useState(false);

  const confirm = () => {
    setAsking(false);
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
        onClick={() => {
          if (!clearing) setAsking(true);
        }}
      >
        {label}
      </button>
      <ConfirmDialog open={asking} question={confirmClearFavourites} onConfirm={confirm} onCancel={() => setAsking(false)} />
    </div>
  );
}
