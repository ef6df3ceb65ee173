// docs/api.md is what a backend team builds against: its tables must say of every call the bundle
// can make (shared/api/endpoints.ts) what the call modules say: method, path, body, fixed fields,
// the answer's kind and top-level JSON fields, and whether the client may repeat it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '../../../shared/api/endpoint.ts';
import type { Schema } from '../../../shared/api/fields.ts';

// The wire names each object() schema reads, recorded as the call modules build their decoders.
const wireNames = vi.hoisted(() => new Map<unknown, string[]>());
vi.mock(import('../../../shared/api/fields.ts'), async (original) => {
  const real = await original();
  const object = ((fields: Record<string, unknown>, build?: (raw: never) => unknown) => {
    const schema = real.object(fields as never, build as never);
    wireNames.set(
      schema,
      Object.entries(fields).map(([name, field]) => (typeof field === 'function' ? name : (field as { wire: string }).wire)),
    );
    return schema;
  }) as typeof real.object;
  return { ...real, object };
});

const { endpoints } = await import('../../../shared/api/endpoints.ts');
const calls = Object.entries(endpoints) as [string, Endpoint][];
const doc = readFileSync(path.join(process.cwd(), 'docs/api.md'), 'utf8');

/** The rows of one "## …" section's table whose first cell is a `call`: call → the other cells. */
function table(heading: string): Map<string, string[]> {
  const start = doc.indexOf(`## ${heading}`);
  expect(start, `docs/api.md has a "## ${heading}" section`).toBeGreaterThanOrEqual(0);
  const end = doc.indexOf('\n## ', start + 1);
  const rows = new Map<string, string[]>();
  for (const line of doc.slice(start, end < 0 ? undefined : end).split('\n')) {
    const cells = /^\| `(\w+)` \|(.*)\|$/.exec(line);
    if (cells) rows.set(cells[1]!, cells[2]!.split(' | ').map((cell) => cell.trim()));
  }
  return rows;
}

const code = (value: string) => `\`${value}\``;

describe('docs/api.md', () => {
  it('has a row for every call in "The calls", and none for a call the bundle does not make', () => {
    expect([...table('The calls').keys()].sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('says of each call what its module says', () => {
    const rows = table('The calls');
    for (const [name, endpoint] of calls) {
      const fixed = endpoint.fixed ? Object.entries(endpoint.fixed).map(([field, value]) => code(`${field}=${value}`)).join(', ') : '—';
      const answer = endpoint.answer.kind === 'html' && endpoint.answer.empty === 'allowed' ? 'html (may be empty)' : endpoint.answer.kind;
      const where = endpoint.path === null ? 'the link’s own URL' : code(endpoint.path);
      expect(rows.get(name), name).toEqual([endpoint.method, where, endpoint.body, fixed, answer, endpoint.safeToRepeat ? 'yes' : 'no']);
    }
  });

  it('lists the top-level fields each JSON answer is read for', () => {
    const rows = table('JSON answers');
    const json = calls.filter(([, endpoint]) => endpoint.answer.kind === 'json');
    expect([...rows.keys()].sort()).toEqual(json.map(([name]) => name).sort());
    for (const [name, endpoint] of json) {
      const schema = (endpoint.answer as { schema: Schema<unknown> }).schema;
      const names = wireNames.get(schema);
      expect(names, `${name}: its answer is read by an object() schema`).toBeDefined();
      expect(rows.get(name), name).toEqual([names!.map(code).join(', ')]);
    }
  });
});
