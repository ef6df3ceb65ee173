import { describe, expect, it } from 'vitest';
import { splitServerHtml } from '../../../shared/browser/splitServerHtml.ts';

type Part = { kind: 'server'; key: string; html: string } | { kind: 'own'; key: string; text: string };

const split = (html: string) =>
  splitServerHtml<Part>(html, {
    owns: (element) => element.matches('.own, .note'),
    read: (element, key) => (element.matches('.note') ? [] : [{ kind: 'own', key, text: element.textContent ?? '' }]),
  });

describe('splitServerHtml', () => {
  it('keeps runs of what the widget does not own as server HTML, in server order, with position keys', () => {
    expect(split('<h2>Title</h2> text <b class="own">A</b><p>between</p><i class="own">B</i><footer>end</footer>')).toEqual([
      { kind: 'server', key: 'server-0', html: '<h2>Title</h2> text ' },
      { kind: 'own', key: 'part-1', text: 'A' },
      { kind: 'server', key: 'server-2', html: '<p>between</p>' },
      { kind: 'own', key: 'part-3', text: 'B' },
      { kind: 'server', key: 'server-4', html: '<footer>end</footer>' },
    ]);
  });

  it('drops runs of whitespace only, and an owned element that becomes no part', () => {
    expect(split('\n  <b class="own">A</b>\n <span class="note">note</span> <i class="own">B</i>\n')).toEqual([
      { kind: 'own', key: 'part-0', text: 'A' },
      { kind: 'own', key: 'part-1', text: 'B' },
    ]);
  });

  it('never runs what it reads: a script stays text in a server part, an image is not loaded', () => {
    const parts = split('<script>window.__ran = true</script><img src="x" onerror="window.__ran = true">');
    expect(parts).toEqual([{ kind: 'server', key: 'server-0', html: '<script>window.__ran = true</script><img src="x" onerror="window.__ran = true">' }]);
    expect((window as unknown as { __ran?: boolean }).__ran).toBeUndefined();
  });
});
