import { emit } from '../events/index.ts';
import { t, type MessageId } from '../i18n/index.ts';
import { store } from '../store/index.ts';

/** How long a message stays when the shopper does not close it. */
export const NOTICE_MS = 6000;

let nextId = 1;

/** Shows a message to the shopper in the page's language (and tells the page). */
export function showMessage(id: MessageId, tone: 'error' | 'info' = 'error'): void {
  const text = t(id, store.pageContext.peek().lang);
  const notice = { id: nextId++, text, tone };
  store.notices.value = [...store.notices.peek().filter((n) => n.text !== text), notice];
  emit('shop:message', { text, tone });
  setTimeout(() => dismissMessage(notice.id), NOTICE_MS);
}

export function dismissMessage(id: number): void {
  store.notices.value = store.notices.peek().filter((notice) => notice.id !== id);
}
