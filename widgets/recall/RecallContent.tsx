import { useLayoutEffect, useRef, useState } from 'react';
import { sendRecallForm } from '../../shared/actions/recall.ts';
import { enhanceForm } from '../../shared/forms/enhanceForm.ts';
import { store, useSignal } from '../../shared/store/index.ts';
import { Alert } from '../../shared/ui/Alert.tsx';
import { ServerHtml } from '../../shared/ui/ServerHtml.tsx';
import { tabbables } from '../../shared/ui/focus.ts';
import { useT } from '../../shared/ui/useT.ts';
import type { Message } from '../../shared/i18n/index.ts';

/** One answer of the server to the sent form; `version` tells two equal answers apart. */
export interface RecallAnswer {
  html: string;
  version: number;
}

interface Props {
  html: string;
  onAnswer: (html: string) => void;
  /** The server's answer to a sent form: it takes focus, as the form and its focused button are gone. */
  isAnswer: boolean;
}

/**
 * The server's callback html with its form sent by the script: checked (docs/markers.md "Form
 * fields"), phone masked, serialized to /ajax/add_question21/, and replaced by what the server
 * answers. A failed send keeps the form as the shopper filled it, with a message above it.
 */
export function RecallContent({ html, onAnswer, isAnswer }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const { lang, currency } = useSignal(store.pageContext);
  const t = useT();
  const [failure, setFailure] = useState<Message | null>(null);
  const onAnswerRef = useRef(onAnswer);
  onAnswerRef.current = onAnswer;

  useLayoutEffect(() => {
    const content = ref.current;
    if (!content) return;
    if (isAnswer) {
      content.focus();
      return;
    }
    // The form came after the dialog showed (a slow open call): focus the dialog kept for want of
    // a control goes to the form's first field, where it would have gone had the form been there.
    if (document.activeElement === content.closest('[role="dialog"]')) tabbables(content)[0]?.focus();
    // Once, when the form or the answer arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useLayoutEffect(() => {
    const form = ref.current?.querySelector('form');
    if (!form) return undefined;
    const enhanced = enhanceForm(form, {
      lang,
      currency,
      send: async (filled) => {
        const outcome = await sendRecallForm(filled);
        setFailure(outcome.ok ? null : outcome.message);
        if (!outcome.ok) return 'again';
        onAnswerRef.current(outcome.value);
        return 'leaving';
      },
    });
    return () => enhanced.destroy();
  }, [lang, currency]);

  return (
    <div ref={ref} className="recall-dialog__content" tabIndex={-1}>
      {failure && <Alert tone="danger">{t(failure)}</Alert>}
      <ServerHtml html={html} />
    </div>
  );
}
