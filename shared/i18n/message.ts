import type { Language } from '../context/types.ts';

/**
 * One text in both languages. Keyed by language so that a message missing either translation
 * fails to compile. Each message is its own export, in a file per area, so a bundle carries only
 * the messages its widgets use (the entry holds the listing's words, a chunk its own).
 */
export type Message = Readonly<Record<Language, string>>;

export type MessageVars = Readonly<Record<string, string | number>>;

// Values are inserted as plain text in one pass: '$&' stays literal (function replacer), a value
// that itself looks like '{name}' is not expanded again, and an unknown placeholder stays visible
// so the missing variable is noticed rather than silently dropped.
export function t(message: Message, lang: Language, vars?: MessageVars): string {
  const text = message[lang];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    // (Object.hasOwn is newer than Safari 14, which we support.)
    Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : placeholder,
  );
}
