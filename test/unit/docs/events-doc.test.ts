// docs/events.md is what legacy code's authors read: its tables must name every event the bundle
// fires or acts on (shared/events/types.ts), in the right table, with the detail fields its type has.
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

/** Each event of ShopEventMap with its detail's field names ("name" or "name?"), read from the source. */
function typedEvents(): Map<string, string[]> {
  const source = readFileSync(path.join(process.cwd(), 'shared/events/types.ts'), 'utf8');
  const map = source.slice(source.indexOf('export interface ShopEventMap'), source.indexOf('\n}', source.indexOf('export interface ShopEventMap')));
  const events = new Map<string, string[]>();
  for (const [, name, detail] of map.matchAll(/^\s+'(shop:[a-z-]+)': (.+);$/gm)) events.set(name!, fieldsOf(detail!));
  return events;
}

/** The field names a detail type names, nested ones too, with "?" when optional; none for "none" or Record<string, never>. */
function fieldsOf(detail: string): string[] {
  return [...detail.matchAll(/(\w+)(\??):/g)].map(([, name, optional]) => `${name}${optional}`).sort();
}

/** The documented detail of each row of one section's table: event → field names. */
function documentedDetails(heading: string): Map<string, string[]> {
  const start = doc.indexOf(`## ${heading}`);
  const end = doc.indexOf('\n## ', start + 1);
  const rows = doc.slice(start, end < 0 ? undefined : end).split('\n').filter((line) => /^\| `shop:/.test(line));
  return new Map(rows.map((line) => {
    const [name, detail] = line.split(' | ').map((cell) => cell.replace(/^\| /, '').trim());
    return [name!.replace(/`/g, ''), fieldsOf(detail!)];
  }));
}

describe('docs/events.md against shared/events/types.ts', () => {
  const typed = typedEvents();
  const commands = new Set<string>(commandEvents);

  it('reads the typed events (so the checks below check something)', () => {
    expect(typed.size).toBeGreaterThan(15);
    expect(typed.get('shop:cart-added')).toEqual(['count', 'id', 'items', 'productId', 's']);
    expect(typed.get('shop:close-panel')).toEqual([]);
  });

  it('lists every announcement the bundle fires, and only those, in its Announcements table', () => {
    const announcements = [...typed.keys()].filter((name) => !commands.has(name)).sort();
    expect([...documentedDetails('Announcements').keys()].sort()).toEqual(announcements);
  });

  it('gives every event the detail fields its type has, optional ones marked "?"', () => {
    const documented = new Map([...documentedDetails('Announcements'), ...documentedDetails('Commands')]);
    for (const [name, fields] of typed) expect(documented.get(name), name).toEqual(fields);
  });
});
