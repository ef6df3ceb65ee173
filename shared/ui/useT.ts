import { t, type Message, type MessageVars } from '../i18n/index.ts';
import { store, useSignal } from '../store/index.ts';

/** A message's text in the page's language; re-renders the component when the language changes. */
export type Translate = (message: Message, vars?: MessageVars) => string;

export function useT(): Translate {
  const { lang } = useSignal(store.pageContext);
  return (message, vars) => t(message, lang, vars);
}
