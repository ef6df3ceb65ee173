import { detectLanguage, rootFor } from '../i18n/language.ts';
import type { Currency, PageContext } from './types.ts';
import { DEFAULT_API_TIMEOUT_MS } from './types.ts';

export const CONTEXT_ELEMENT_ID = 'shop-context';

/** The fields that take one of a few values, and those values. */
const ALLOWED: readonly (readonly [string, readonly unknown[]])[] = [
  ['lang', ['ru', 'ua']],
  ['currency', ['UAH', 'KZT']],
  ['production', [true, false]],
];

export interface ContextSource {
  document: Document;
  pathname: string;
}

export interface ContextReading {
  context: PageContext;
  /** Problems a backend developer should fix; the page still works with safe defaults. */
  problems: string[];
}

/**
 * Reads `<script type="application/json" id="shop-context">`. Anything missing or malformed
 * falls back to safe defaults (Russian unless the path or <html lang> says Ukrainian, UAH,
 * tracking off) and is listed in `problems`.
 */
export function readPageContext({ document, pathname }: ContextSource): ContextReading {
  const problems: string[] = [];
  const raw = readJson(document, problems);
  // Page init and every cart add send it: said only of a context that could be read at all.
  const contentId = text(raw.contentId);
  if (!contentId && problems.length === 0) problems.push('"contentId" is missing or malformed: the calls send it empty');
  const lang = detectLanguage({ contextLang: raw.lang, pathname, htmlLang: document.documentElement.getAttribute('lang') });
  const currency: Currency = raw.currency === 'KZT' ? 'KZT' : 'UAH';
  // Any other value takes the default (tracking stays off).
  for (const [field, values] of ALLOWED) {
    const value = raw[field];
    if (value !== undefined && !values.includes(value)) problems.push(`"${field}" must be ${values.map(show).join(' or ')}, got ${show(value)}`);
  }
  const timeout = raw.apiTimeoutMs;
  const apiTimeoutMs = typeof timeout === 'number' && Number.isFinite(timeout) && timeout > 0 ? Math.min(timeout, 120_000) : DEFAULT_API_TIMEOUT_MS;

  return {
    context: {
      lang,
      root: rootFor(lang),
      currency,
      pageId: text(raw.pageId),
      contentId,
      productId: text(raw.productId) || null,
      production: raw.production === true,
      ready: text(raw.ready),
      apiTimeoutMs,
    },
    problems,
  };
}

function readJson(document: Document, problems: string[]): Record<string, unknown> {
  const element = document.getElementById(CONTEXT_ELEMENT_ID);
  if (!element) {
    problems.push(`no <script type="application/json" id="${CONTEXT_ELEMENT_ID}"> on the page`);
    return {};
  }
  try {
    const value: unknown = JSON.parse(element.textContent ?? '');
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    problems.push(`#${CONTEXT_ELEMENT_ID} must hold a JSON object`);
  } catch {
    problems.push(`#${CONTEXT_ELEMENT_ID} is not valid JSON`);
  }
  return {};
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function show(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}
