import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { searchImageAndGo } from '../../shared/actions/imageSearch.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { useServerNodes } from '../../shared/ui/useServerNodes.ts';
import { useT } from '../../shared/ui/useT.ts';
import { photoSearchTitle } from '../../shared/i18n/messages/imageSearch.ts';
import { fileInputOf } from './imageSearchForm.ts';
import { PhotoDialogBody, type UploadPhase } from './PhotoDialogBody.tsx';
import { photoRefusal, type PhotoRefusal } from './photoCheck.ts';
import { useReturnReset } from './useReturnReset.ts';

/**
 * The upload kind: the server's form stays; choosing a file
 * opens a dialog with its preview, and 'Найти' there, or the form's own submit, sends it. A
 * failure keeps the photo for another try; a search that went through leaves the page.
 */
export function PhotoSearch(props: HostProps) {
  useServerNodes(props);
  const form = props.host as HTMLFormElement;
  const t = useT();
  const [open, setOpen] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<PhotoRefusal | null>(null);
  const [phase, setPhase] = useState<UploadPhase>('ready');
  // The search on its way: a second press finds it here and does nothing.
  const inFlight = useRef<AbortController | null>(null);
  const photoRef = useRef<File | null>(null);

  /** Takes a chosen file if it passes the checks; a refused one also drops the photo it was to replace. */
  const choose = (file: File): File | null => {
    const refused = photoRefusal(file);
    const taken = refused ? null : file;
    photoRef.current = taken;
    setPhoto(taken);
    setRefusal(refused);
    setPhase('ready');
    return taken;
  };

  const send = async (file: File) => {
    if (inFlight.current) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setPhase('sending');
    const outcome = await searchImageAndGo({ file }, controller.signal);
    // Leaving: the page is on its way to the answer's route and stays busy until it goes.
    if (outcome.ok || inFlight.current !== controller) return;
    inFlight.current = null;
    setPhase(outcome.message ? { failed: outcome.message } : 'ready');
  };

  const pickAnother = () => fileInputOf(form)?.click();

  const close = () => {
    // Closing gives up a search on its way: the shopper stays, with the photo still chosen.
    inFlight.current?.abort();
    inFlight.current = null;
    setPhase('ready');
    setRefusal(null);
    setOpen(false);
  };

  const events = useRef({ choose, send, pickAnother });
  events.current = { choose, send, pickAnother };

  // After useServerNodes (same component, so its layout effect ran first): the form is whole again.
  useLayoutEffect(() => {
    const onChange = (event: Event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || inFlight.current) return;
      const file = input.files?.[0];
      // The picker was cancelled: what was chosen before stays.
      if (!file) return;
      events.current.choose(file);
      setOpen(true);
    };
    const onSubmit = (event: Event) => {
      event.preventDefault();
      if (inFlight.current) return;
      const chosen = photoRef.current ?? takeFromInput();
      if (chosen) {
        setOpen(true);
        void events.current.send(chosen);
      } else if (fileInputOf(form)?.files?.length) {
        // A refused file: the dialog says why.
        setOpen(true);
      } else {
        events.current.pickAnother();
      }
    };
    // A file chosen before the widget mounted (the form worked without it until then).
    const takeFromInput = (): File | null => {
      const file = fileInputOf(form)?.files?.[0];
      return file ? events.current.choose(file) : null;
    };
    form.addEventListener('change', onChange);
    form.addEventListener('submit', onSubmit);
    return () => {
      form.removeEventListener('change', onChange);
      form.removeEventListener('submit', onSubmit);
    };
  }, [form]);

  useEffect(() => () => inFlight.current?.abort(), []);

  useReturnReset(() => {
    inFlight.current = null;
    setPhase('ready');
  });

  return (
    <Dialog open={open} onClose={close} title={t(photoSearchTitle)} className="image-search-dialog">
      <PhotoDialogBody
        // The preview is wanted only while the dialog is open: closing it gives up a decode under way.
        photo={open ? photo : null}
        refusal={refusal}
        phase={phase}
        onFind={() => {
          if (photo) void send(photo);
        }}
        onPickAnother={pickAnother}
      />
    </Dialog>
  );
}
