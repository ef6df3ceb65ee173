import { emit } from '../events/index.ts';
import { t, type MessageId } from '../i18n/index.ts';
import { store } from '../store/index.ts';

/** How long a message stays when the shopper does not close it. */
export const NOTICE_MS = 6000;

let nextId = 1;

/** Shows a message to the shopper in the page's language (and tells the page). */
export function showMessage(id: MessageId, tone: 'error' | 'info' = 'error'): void {
  const text = t(id, store.pageContext.peek().lang);
  const notice = { id: nextId++, key: id, text, tone };
  store.notices.value = [...store.notices.peek().filter((n) => n.key !== id), notice];
  emit('shop:message', { text, tone });
  setTimeout(() => dismissMessage(notice.id), NOTICE_MS);
}

export function dismissMessage(id: number): void {
  store.notices.value = store.notices.peek().filter((notice) => notice.id !== id);
}

/**
 * Takes these messages down now: what they asked for was done (a size was chosen after 'choose a
 * size'), or the action they reported as failed has since succeeded. A message that no longer
 * applies must not sit over what the shopper did next.
 */
export function dismissMessages(...ids: MessageId[]): void {
  const notices = store.notices.peek();
  const kept = notices.filter((notice) => !(ids as string[]).includes(notice.key));
  if (kept.length !== notices.length) store.notices.value = kept;
}
