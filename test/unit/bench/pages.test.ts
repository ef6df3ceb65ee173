// @vitest-environment node
// The per-page benchmark's arithmetic (bench/pages/): which fetched URLs are the bundle's files and
// what they weigh, the budget's verdict, the table.
import { describe, expect, it } from 'vitest';
import { BEFORE_INPUT_LIMIT, verdicts } from '../../../bench/pages/budget.ts';
import { selected, PAGE_TYPES, urlOf } from '../../../bench/pages/pageTypes.ts';
import { table } from '../../../bench/pages/report.ts';
import { distFileOf, fetchedScripts, UnknownScriptError, type ManifestFile } from '../../../bench/pages/scriptBytes.ts';

const MANIFEST: ManifestFile[] = [
  { name: 'w-1.0.0.AAAA.min.js', kind: 'script', build: 'preact', gzip: 30_000 },
  { name: 'w-1.0.0.page.BBBB.min.js', kind: 'chunk', build: 'preact', chunk: 'page', gzip: 6_000 },
  { name: 'w-1.0.0.common.CCCC.min.js', kind: 'chunk', build: 'preact', chunk: 'common', gzip: 5_000 },
  { name: 'w-1.0.0.DDDD.min.css', kind: 'stylesheet', gzip: 700 },
];
const at = (name: string, query = '') => `http://127.0.0.1:8080/dist/${name}${query}`;

describe('per-page script bytes', () => {
  it('sums the gzip bytes of the entry and chunks fetched, each once, a retry (?attempt=2) being the same file', () => {
    const urls = [at('w-1.0.0.AAAA.min.js'), at('w-1.0.0.page.BBBB.min.js'), at('w-1.0.0.page.BBBB.min.js', '?attempt=2'), at('w-1.0.0.common.CCCC.min.js')];
    expect(fetchedScripts(urls, MANIFEST, '/dist/')).toEqual({ files: ['entry', 'common', 'page'], gzip: 41_000 });
  });

  it('leaves out what is not the bundle: other scripts, the stylesheet', () => {
    const urls = [at('w-1.0.0.AAAA.min.js'), 'http://127.0.0.1:8080/static/live-chat.js', at('w-1.0.0.DDDD.min.css')];
    expect(fetchedScripts(urls, MANIFEST, '/dist/')).toEqual({ files: ['entry'], gzip: 30_000 });
    expect(distFileOf('http://127.0.0.1:8080/static/live-chat.js', '/dist/')).toBeNull();
  });

  it('refuses a script under dist/ that the manifest does not know (an old build)', () => {
    expect(() => fetchedScripts([at('w-0.9.0.EEEE.min.js')], MANIFEST, '/dist/')).toThrow(UnknownScriptError);
  });

  it('the budget: a load over 40,000 B on any page type is EXCEEDED by name; at the limit it holds', () => {
    const figures = [
      { page: 'home', language: 'ru', device: 'desktop', beforeInput: BEFORE_INPUT_LIMIT },
      { page: 'listing', language: 'ua', device: 'phone', beforeInput: BEFORE_INPUT_LIMIT + 1 },
      { page: 'favourites', language: 'ru', device: 'desktop', beforeInput: 43_100 },
    ];
    expect(verdicts(figures)).toEqual({
      exceeded: 2,
      lines: [
        'budget before input ≤ 40000 B gzip: listing ua phone EXCEEDED (40001 B vs 40000 B)',
        'budget before input ≤ 40000 B gzip: favourites ru desktop EXCEEDED (43100 B vs 40000 B)',
      ],
    });
    expect(verdicts([...figures.slice(0, 1), { page: 'look', language: 'ua', device: 'phone', beforeInput: 39_300 }])).toEqual({
      exceeded: 0,
      lines: ['budget before input ≤ 40000 B gzip: home, look hold (worst 40000 B vs 40000 B, home)'],
    });
  });

  it('prints one aligned line per load, in KB of 1000 B', () => {
    const lines = table([{ page: 'home', language: 'ru', device: 'desktop', beforeInput: 41_000, beforeFiles: ['entry', 'page'], afterJourney: 56_250, addedFiles: ['forms'], notShown: [] }]);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^home +ru +desktop +41\.0 KB +entry page +56\.3 KB +forms +—$/);
  });

  it('builds each page URL in its language and build, and runs a subset on request', () => {
    expect(urlOf('http://x', 'ua', PAGE_TYPES[1]!, 'react')).toBe('http://x/ua/catalog/odezhda/?build=react');
    expect(urlOf('http://x', 'ru', PAGE_TYPES[6]!, 'preact')).toBe('http://x/search/?q=Luna');
    expect(selected(PAGE_TYPES, 'home, cart').map((page) => page.name)).toEqual(['home', 'cart']);
    expect(() => selected(PAGE_TYPES, 'nowhere')).toThrow('none of "nowhere" is known');
  });
});
