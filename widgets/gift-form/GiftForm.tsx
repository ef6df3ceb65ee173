import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { sendGiftForm, type GiftOutcome } from '../../shared/actions/giftSubscription.ts';
import { enhanceForm } from '../../shared/forms/enhanceForm.ts';
import { reportMissingContext } from '../../shared/log/reportOnce.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { store, useSignal } from '../../shared/store/index.ts';
import { MessageModal } from '../../shared/ui/MessageModal.tsx';
import { useServerNodes } from '../../shared/ui/useServerNodes.ts';
import { useT } from '../../shared/ui/useT.ts';
import { guardEmailKeys, keepOneContact, keepSexField } from './giftFields.ts';

/** The form submits only once the page context's `ready` says so. */
const PAGE_READY = 'ready';

/**
 * The gift / subscription form: the server's own form, checked and sent by the
 * script, its outcome in a message modal. The marker is the `<form>`.
 */
export function GiftForm(props: HostProps) {
  useServerNodes(props);
  const form = props.host as HTMLFormElement;
  const { lang, currency } = useSignal(store.pageContext);
  const t = useT();
  const [outcome, setOutcome] = useState<GiftOutcome | null>(null);
  const submitter = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    // Another value ("loading") is the server's own choice; none at all is a page to fix.
    if (!store.pageContext.peek().ready) {
      reportMissingContext('ready', 'the gift form is never sent', { widget: 'gift-form', element: form });
    }
    const enhanced = enhanceForm(form, {
      lang,
      currency,
      mayRun: () => store.pageContext.peek().ready === PAGE_READY,
      send: async () => {
        submitter.current = form.querySelector<HTMLElement>('[type="submit"]');
        const shown = await sendGiftForm(form);
        if (shown.done) form.reset();
        setOutcome(shown);
        return 'again';
      },
    });
    const stops = [keepOneContact(form), guardEmailKeys(form), keepSexField(form)];
    return () => {
      for (const stop of stops) stop();
      enhanced.destroy();
    };
  }, [form, lang, currency]);

  // After the modal gave focus back (to nothing, if its opener was the disabled button).
  useEffect(() => {
    if (outcome === null && submitter.current && document.activeElement === document.body) submitter.current.focus();
  }, [outcome]);

  return (
    <MessageModal
      open={outcome !== null}
      onClose={() => setOutcome(null)}
      header={outcome ? t(outcome.header) : undefined}
      text={outcome ? (typeof outcome.text === 'string' ? outcome.text : t(outcome.text)) : ''}
      icon={outcome?.icon}
    />
  );
}
