import { useEffect, useRef, useState } from 'react';
import { loadRecallHtml } from '../../shared/actions/recall.ts';
import { recallTitle } from '../../shared/i18n/messages/forms.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { store } from '../../shared/store/index.ts';
import { useClosesOnBackdrop } from '../../shared/ui/backdrop.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { useDialogOpening } from '../../shared/ui/useDialogOpening.ts';
import { useHostLink } from '../../shared/ui/useHostLink.ts';
import { useLoadedHtml } from '../../shared/ui/useLoadedHtml.ts';
import { useT } from '../../shared/ui/useT.ts';
import { RecallBody } from './RecallBody.tsx';
import type { RecallAnswer } from './RecallContent.tsx';
import { takeExternalCall } from './externalCall.ts';

/**
 * The callback ('recall') link: a button that asks the server for the callback form
 * and shows it in a modal; the filled form is sent by the script and replaced by the server's
 * answer. Without JavaScript the link leads to the callback page. A marker without words (the
 * hidden one the page wiring adds for ?action=external_call) names the form 'Обратный звонок'.
 */
export function Recall({ host, fallbackText }: HostProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const href = useHostLink(host, buttonRef);
  const t = useT();
  const label = fallbackText || t(recallTitle);
  // The address the page had before ?action=external_call reset it, for the call's url.
  const cameTo = useRef<string | undefined>(undefined);
  const content = useLoadedHtml((signal) => loadRecallHtml(signal, cameTo.current));
  const { open, askedAt, ask, dismiss } = useDialogOpening();
  // What the server answered to the sent form, shown instead of the form; a new opening starts over.
  const [answer, setAnswer] = useState<RecallAnswer | null>(null);
  // data-backdrop="static" on the link or on the form html's top-level element: a backdrop click leaves it open.
  const closeOnBackdrop = useClosesOnBackdrop(host, content.state.status === 'ready' ? content.state.html : null);

  const show = () => {
    buttonRef.current?.focus();
    setAnswer(null);
    ask();
    content.load();
  };

  useEffect(() => {
    const asked = takeExternalCall(store.pageContext.peek().root);
    if (asked === null) return;
    cameTo.current = asked;
    show();
    // Once, when the first recall marker of the page mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const close = () => {
    content.cancel();
    dismiss();
  };

  return (
    <>
      <button ref={buttonRef} type="button" className="recall__button" aria-haspopup="dialog" onClick={() => !open && show()}>
        {label}
      </button>
      <Dialog open={open} askedAt={askedAt} onClose={close} label={label} variant="modal" closeOnBackdrop={closeOnBackdrop} className="recall-dialog">
        <RecallBody
          state={content.state}
          answer={answer}
          onAnswer={(html) => setAnswer((last) => ({ html, version: (last?.version ?? 0) + 1 }))}
          href={href}
          label={label}
        />
      </Dialog>
    </>
  );
}
