import { useEffect, useRef } from 'react';
import { Alert } from '../../shared/ui/Alert.tsx';
import { useT } from '../../shared/ui/useT.ts';
import type { Message } from '../../shared/i18n/index.ts';
import { loading } from '../../shared/i18n/messages/progress.ts';
import {
  photoNotImage,
  photoSearchFind,
  photoSearchPickAnother,
  photoSearchPreview,
  photoTooLarge,
} from '../../shared/i18n/messages/imageSearch.ts';
import { MAX_PHOTO_MEGABYTES, type PhotoRefusal } from './photoCheck.ts';
import { PhotoPreview } from './PhotoPreview.tsx';

/** Where the dialog is: a photo to send, a search on its way, or a search that failed (and what the search said of it). */
export type UploadPhase = 'ready' | 'sending' | { failed: Message };

interface Props {
  /** The photo that will be sent (kept after a failure for a retry); null until one passes the checks. */
  photo: File | null;
  /** Why the last chosen file was not taken. */
  refusal: PhotoRefusal | null;
  phase: UploadPhase;
  onFind: () => void;
  onPickAnother: () => void;
}

/**
 * The open dialog: the photo's preview and name, why a file was refused, the loader while the
 * search goes, its failure, and the two buttons. The file's name is text; if the picture cannot
 * be shown (a format the browser does not decode) the name stays on its own.
 */
export function PhotoDialogBody({ photo, refusal, phase, onFind, onPickAnother }: Props) {
  const t = useT();
  const sending = phase === 'sending';
  const failure = typeof phase === 'object' ? phase.failed : null;
  const findRef = useRef<HTMLButtonElement>(null);

  // The disabled button dropped focus while the search went (to the page, or the dialog itself
  // when it opened busy): the retry gets it. Focus the shopper put elsewhere stays.
  useEffect(() => {
    const active = document.activeElement;
    if (failure && (!active || active === document.body || active.getAttribute('role') === 'dialog')) findRef.current?.focus();
  }, [failure]);
  return (
    <div className="image-search-dialog__content">
      {photo && (
        <figure className="image-search-dialog__photo">
          <PhotoPreview photo={photo} label={t(photoSearchPreview)} />
          <figcaption className="image-search-dialog__name">{photo.name}</figcaption>
        </figure>
      )}
      {refusal && (
        <Alert tone="danger">{refusal === 'too-large' ? t(photoTooLarge, { megabytes: MAX_PHOTO_MEGABYTES }) : t(photoNotImage)}</Alert>
      )}
      {failure && <Alert tone="danger">{t(failure)}</Alert>}
      <p className="image-search-dialog__status" role="status">
        {sending ? t(loading) : ''}
      </p>
      <div className="image-search-dialog__actions">
        {photo && (
          <button ref={findRef} type="button" className="image-search-dialog__find" disabled={sending} aria-busy={sending || undefined} onClick={onFind}>
            {t(photoSearchFind)}
          </button>
        )}
        <button type="button" className="image-search-dialog__pick" disabled={sending} onClick={onPickAnother}>
          {t(photoSearchPickAnother)}
        </button>
      </div>
    </div>
  );
}
