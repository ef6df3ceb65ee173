// docs/markers.md "Words the widgets print" tells a backend team which words the widgets show and
// what the server's own labels must say. Every row names its catalogue entry (`<file>.<export>` of
// shared/i18n/messages): its Russian and Ukrainian texts must be that entry's, its markers must be
// widgets, and every catalogue text must be in the table unless only screen readers hear it or no
// widget uses it (the lists below say which, and why).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Message } from '../../../shared/i18n/index.ts';
import { createRegistry } from '../../../widgets/index.ts';

// vitest runs from the project's root (happy-dom gives import.meta.url no file: scheme).
const root = process.cwd();
const doc = readFileSync(path.join(root, 'docs/markers.md'), 'utf8');
const HEADING = '## Words the widgets print';

/** Catalogue texts only screen readers get: the table lists visible words. */
const SCREEN_READER_ONLY: Record<string, string> = {
  'common.close': "the × buttons' aria-label",
  'common.labelForItem': "the look's button and link names: their words, then the item",
  'imageSearch.photoSearchPreview': "the photo preview's aria-label",
  'look.lookChooseItem': "the look's visually hidden legend",
  'look.lookItemFavourite': "a favourite look item's visually hidden words",
  'messaging.cookieNoticeLabel': "the cookie notice region's aria-label",
  'promo.promoCodeCopied': "the promo code's visually hidden status when the marker has no hint",
  'quickView.photoNext': "the carousel's next button's aria-label",
  'quickView.photoPosition': "each carousel slide's aria-label",
  'quickView.photoPrevious': "the carousel's previous button's aria-label",
  'quickView.productPhotos': "the carousel region's aria-label",
  'search.searchSuggestions': "the suggestion list's aria-label",
  'sizes.sizesLabel': "the size group's aria-label when the server gave it no name",
};

/** Catalogue texts no widget shows: the switchers' buttons keep the server's words. */
const UNUSED: Record<string, string> = {
  'switchers.languageUa': 'imported by no widget (lang-switch keeps the server buttons)',
  'switchers.languageRu': 'imported by no widget (lang-switch keeps the server buttons)',
  'switchers.currencyUah': 'imported by no widget (currency-switch keeps the server buttons)',
  'switchers.currencyKzt': 'imported by no widget (currency-switch keeps the server buttons)',
};

interface WordsRow {
  line: string;
  markers: string[];
  key: string;
  ru: string;
  ua: string;
  fallback: string;
}

/** The table's rows: | markers | where | `file.export` | 'ru' | 'ua' | the server's fallback |. */
function documentedWords(): WordsRow[] {
  const start = doc.indexOf(HEADING);
  const end = doc.indexOf('\n## ', start + HEADING.length);
  const section = doc.slice(start, end === -1 ? undefined : end);
  return section
    .split('\n')
    .filter((line) => /^\| `[a-z0-9-]+`/.test(line))
    .map((line) => {
      const cells = line.split('|').slice(1, -1).map((cell) => cell.trim());
      const [markers = '', , key = '', ru = '', ua = '', fallback = ''] = cells;
      return {
        line,
        markers: [...markers.matchAll(/`([a-z0-9-]+)`/g)].map((match) => match[1]!),
        key: key.replace(/^`|`$/g, ''),
        ru: unquote(ru),
        ua: unquote(ua),
        fallback,
      };
    });
}

function unquote(cell: string): string {
  return cell.startsWith("'") && cell.endsWith("'") ? cell.slice(1, -1) : `(not quoted: ${cell})`;
}

/** Every message of shared/i18n/messages, by `<file>.<export>`. */
async function catalogue(): Promise<Map<string, Message>> {
  const dir = path.join(root, 'shared/i18n/messages');
  const entries = new Map<string, Message>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts')).sort()) {
    const module = (await import(path.join(dir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) entries.set(`${file.slice(0, -3)}.${name}`, value as Message);
  }
  return entries;
}

const rows = documentedWords();
const messages = await catalogue();

describe('docs/markers.md "Words the widgets print"', () => {
  it('has its table', () => {
    expect(rows.length).toBeGreaterThan(50);
  });

  for (const row of rows) {
    it(`${row.key} for ${row.markers.join(', ')}: the catalogue's words`, () => {
      const message = messages.get(row.key);
      expect(message, `${row.key} is no catalogue entry`).toBeDefined();
      expect(row.ru).toBe(message!.ru);
      expect(row.ua).toBe(message!.ua);
    });
  }

  it('names only registered widgets', () => {
    const names = new Set(createRegistry().names());
    for (const row of rows) {
      expect(row.markers.length, row.line).toBeGreaterThan(0);
      for (const marker of row.markers) expect(names.has(marker), `${marker} in: ${row.line}`).toBe(true);
    }
  });

  it("quotes the catalogue's words where it quotes the server's fallback", () => {
    // '♡ В избранное' / '♡ В обране': the server's label ends with the widget's words. Texts with
    // a {placeholder} are quoted filled in, so they are not compared.
    for (const row of rows) {
      const quoted = [...row.fallback.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
      if (quoted.length !== 2 || row.ru.includes('{')) continue;
      expect(quoted[0]!.endsWith(row.ru), row.line).toBe(true);
      expect(quoted[1]!.endsWith(row.ua), row.line).toBe(true);
    }
  });

  it('lists every catalogue text a widget shows', () => {
    const listed = new Set(rows.map((row) => row.key));
    const missing = [...messages.keys()].filter((key) => !listed.has(key) && !(key in SCREEN_READER_ONLY) && !(key in UNUSED));
    expect(missing).toEqual([]);
  });

  it('leaves out only existing texts, and none it lists', () => {
    const listed = new Set(rows.map((row) => row.key));
    for (const key of [...Object.keys(SCREEN_READER_ONLY), ...Object.keys(UNUSED)]) {
      expect(messages.has(key), key).toBe(true);
      expect(listed.has(key), key).toBe(false);
    }
  });
});
