// docs/markers.md "Each marker's HTML" is the one copy-paste block per marker: a block for every
// marker a page may write, each holding that marker, and each widget README showing the very same
// block first. test/browser/marker-html.spec.ts mounts every block in both builds.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMarkerSamples } from '../../../fixtures/server/qa/marker-samples.ts';
import { widgets } from '../../../widgets/index.ts';

// vitest runs from the project's root (happy-dom gives import.meta.url no file: scheme).
const samples = parseMarkerSamples(readFileSync(path.join(process.cwd(), 'docs/markers.md'), 'utf8'));
/** The runtime's own marker: a page never writes it (docs/markers.md, the widgets table). */
const RUNTIME_ONLY = ['message-host'];

function firstHtmlBlock(file: string): string | undefined {
  return /^```html\n([\s\S]*?)\n^```/m.exec(readFileSync(path.join(process.cwd(), file), 'utf8'))?.[1];
}

describe("docs/markers.md: each marker's HTML", () => {
  it('has one block for every marker a page may write, and none for another name', () => {
    const names = new Set(widgets.map((widget) => widget.name));
    expect(names.size).toBeGreaterThan(30);
    expect([...samples.keys()].sort()).toEqual([...names].filter((name) => !RUNTIME_ONLY.includes(name)).sort());
  });

  it.each([...samples])('`%s`: the block holds its marker, and the README shows the same block first', (name, sample) => {
    const template = document.createElement('template');
    template.innerHTML = sample.html;
    expect(template.content.querySelectorAll(`[data-widget="${name}"]`).length).toBeGreaterThan(0);
    expect(sample.html).not.toContain('…');
    expect(firstHtmlBlock(`widgets/${name}/README.md`)).toBe(sample.html);
  });

  it('reads a block\'s "Context" line as page-context fields, and refuses a part without a block', () => {
    const doc = "# x\n\n## Each marker's HTML\n\nintro\n\n### `look`\n\nContext: `{\"pageId\": \"shop-look\"}`\n\n```html\n<b data-widget=\"look\"></b>\n```\n\n## Next\n";
    expect([...parseMarkerSamples(doc)]).toEqual([['look', { context: { pageId: 'shop-look' }, html: '<b data-widget="look"></b>' }]]);
    expect(() => parseMarkerSamples(doc.replace('```html', '```text'))).toThrow(/without a name or an html block/);
    expect(() => parseMarkerSamples('# nothing')).toThrow(/no "## Each marker's HTML" section/);
  });
});
