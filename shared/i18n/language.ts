import type { Language } from '../context/types.ts';

export interface LanguageClues {
  /** The page context's `lang`; untrusted because the context JSON may be malformed. */
  contextLang?: unknown;
  pathname: string;
  htmlLang?: string | null;
}

export function isLanguage(value: unknown): value is Language {
  return value === 'ru' || value === 'ua';
}

// The server's context is authoritative; the URL and <html lang> only cover pages that lack it.
export function detectLanguage({ contextLang, pathname, htmlLang }: LanguageClues): Language {
  if (isLanguage(contextLang)) return contextLang;
  if (pathname === '/ua' || pathname.startsWith('/ua/')) return 'ua';
  if (htmlLang && isUkrainianTag(htmlLang)) return 'ua';
  return 'ru';
}

// Only the primary subtag decides, so 'uk-UA' is Ukrainian but 'ru-UA' (Russian in Ukraine) is not;
// 'ua' is not an ISO code, but the store's own templates use it.
function isUkrainianTag(tag: string): boolean {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'uk' || primary === 'ua';
}

export function rootFor(lang: Language): '/' | '/ua/' {
  return lang === 'ua' ? '/ua/' : '/';
}
