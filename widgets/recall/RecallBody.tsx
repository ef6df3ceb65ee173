import type { LoadedHtml } from '../../shared/ui/useLoadedHtml.ts';
import { LoadedHtmlBody } from '../../shared/ui/LoadedHtmlBody.tsx';
import { RecallContent, type RecallAnswer } from './RecallContent.tsx';

interface Props {
  state: LoadedHtml;
  /** The server's answer to the sent form, shown instead of the form. */
  answer: RecallAnswer | null;
  onAnswer: (html: string) => void;
  /** The link's own page (the callback page), offered when the form cannot be loaded. */
  href: string;
  label: string;
}

/** What the open modal shows: the loader, the failure with a way out, the form or the answer. */
export function RecallBody({ state, answer, onAnswer, href, label }: Props) {
  return (
    <LoadedHtmlBody state={state} block="recall-dialog" wayOut={{ href, label }}>
      {/* Keyed by the answer: each one is new server html, checked and sent again by a fresh form. */}
      {(ready) => <RecallContent key={answer?.version ?? 0} html={answer?.html ?? ready.html} onAnswer={onAnswer} isAnswer={answer !== null} />}
    </LoadedHtmlBody>
  );
}
