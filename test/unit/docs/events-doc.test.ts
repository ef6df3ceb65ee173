// docs/events.md is what legacy code's authors read: its table of commands must name every command
// the bundle acts on (shared/events/types.ts, commandEvents), and nothing else.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandEvents } from '../../../shared/events/index.ts';

const doc = readFileSync(path.join(process.cwd(), 'docs/events.md'), 'utf8');

/** The `shop:*` names of the rows of one "## …" section's table. */
function rowsOf(heading: string): string[] {
  const start = doc.indexOf(`## ${heading}`);
  const end = doc.indexOf('\n## ', start + 1);
  const section = doc.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/^\| `(shop:[a-z-]+)` \|/gm)].map((match) => match[1]!);
}

describe('docs/events.md', () => {
  it('lists every command of commandEvents in its Commands table, and nothing else', () => {
    expect(rowsOf('Commands').sort()).toEqual([...commandEvents].sort());
  });

  it('documents every field of shop:open-message and its backdrop value', () => {
    const row = doc.split('\n').find((line) => line.startsWith('| `shop:open-message` |'))!;
    for (const field of ['text: string', 'header?: string', "icon?: 'success' \\| 'error' \\| 'info'", 'width?: number', "backdrop?: 'static'"]) expect(row).toContain(field);
  });
});
