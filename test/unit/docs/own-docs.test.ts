// Comments and docs cite the repository's own docs (README.md, docs/, the widget READMEs), never a
// document a clone does not have: the product specification and design notes that lived beside
// the checkout while the bundle was built. Every tracked text file is read, tests and docs too.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Files still being rewritten by someone else: their citations are allowed until then. Remove an
 * entry once its file is done.
 */
/** Not prose: generated, and full of package names. */
const NOT_PROSE: readonly string[] = ['package-lock.json'];

// The names are put together here so that this file does not cite them itself. Whole words,
// upper case only: `*.spec.ts`, "the spec", SPECIAL-like words and "designer" do not count.
const outsideDocs = ['SP' + 'EC', 'DES' + 'IGN'];
const citation = new RegExp(`\\b(?:${outsideDocs.join('|')})(?:\\.md)?\\b`);

const root = process.cwd();
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file !== '' && !NOT_PROSE.includes(file));

/** Every line of a tracked text file that cites a document the repository does not have. */
function citationsIn(file: string): string[] {
  const bytes = readFileSync(path.join(root, file));
  if (bytes.includes(0)) return []; // binary
  return bytes
    .toString('utf8')
    .split('\n')
    .flatMap((line, index) => (citation.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe("the repository's docs", () => {
  it('reads a tracked file list that has this test in it', () => {
    expect(tracked).toContain('test/unit/docs/own-docs.test.ts');
  });

  it('are the only docs comments and docs cite', () => {
    expect(tracked.flatMap(citationsIn)).toEqual([]);
  });

  it('tell a citation from a file name or a word', () => {
    const [spec, design] = outsideDocs as [string, string];
    expect(citation.test(`(${spec} 9: a modal shows 300 ms after it is asked for)`)).toBe(true);
    expect(citation.test(`see ${spec}.md section 7`)).toBe(true);
    expect(citation.test(`(${design} "Where no call is named")`)).toBe(true);
    expect(citation.test(`${design}.md`)).toBe(true);
    expect(citation.test('test/browser/search.spec.ts')).toBe(false);
    expect(citation.test('as the spec says; a SPECIAL offer; the DESIGNER')).toBe(false);
  });
});
