import { emit } from '../events/index.ts';
import { t, type Message } from '../i18n/index.ts';
import { store } from '../store/index.ts';

/** How long a message stays when the shopper does not close it. */
export const NOTICE_MS = 6000;

let nextId = 1;

// A message is known by its Russian words: they are unique among the shopper's notices and stay
// the same whatever the page's language is.
function noticeKey(message: Message): string {
  return message.ru;
}

/** Shows a message to the shopper in the page's language (and tells the page). */
export function showMessage(message: Message, tone: 'error' | 'info' = 'error'): void {
  const text = t(message, store.pageContext.peek().lang);
  const key = noticeKey(message);
  const notice = { id: nextId++, key, text, tone };
  store.notices.value = [...store.notices.peek().filter((n) => n.key !== key), notice];
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
export function dismissMessages(...messages: Message[]): void {
  const keys = messages.map(noticeKey);
  const notices = store.notices.peek();
  const kept = notices.filter((notice) => !keys.includes(notice.key));
  if (kept.length !== notices.length) store.notices.value = kept;
}
