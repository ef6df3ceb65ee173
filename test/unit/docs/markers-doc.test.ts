// docs/markers.md is what backend teams read: its table of markers must say what the registry
// does (names, default mounts, attributes, required ones, enumerated values), and every widget's
// README must document every attribute its marker takes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRegistry } from '../../../widgets/index.ts';

// vitest runs from the project's root (happy-dom gives import.meta.url no file: scheme).
const fromRoot = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');
const doc = fromRoot('docs/markers.md');

interface DocumentedMarker {
  name: string;
  mount: string;
  attributes: string[];
  shipsIn: string;
  enums: Record<string, string[]>;
}

/** The rows of the "Widgets" table: | `name` | mount | attributes | reads | contract |. */
function documentedMarkers(): DocumentedMarker[] {
  const section = doc.slice(doc.indexOf('## Widgets'), doc.indexOf('## What the widgets set'));
  return section
    .split('\n')
    .filter((line) => /^\| `[a-z0-9-]+` \|/.test(line))
    .map((line) => {
      const [, name, mount, attributes, , , shipsIn] = line.split('|').map((cell) => cell.trim());
      const enums: Record<string, string[]> = {};
      for (const [, attr, values] of attributes!.matchAll(/`([a-z-]+)` \[([^\]]+)\]/g)) enums[attr!] = [...values!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
      const withoutValues = attributes!.replace(/\[[^\]]*\]/g, '');
      return { name: name!.replaceAll('`', ''), mount: mount!, shipsIn: shipsIn!, attributes: [...withoutValues.matchAll(/`([a-z-]+)`(\*?)/g)].map((match) => `${match[1]}${match[2]}`), enums };
    });
}

describe('docs/markers.md', () => {
  const registry = createRegistry();
  const documented = documentedMarkers();

  it('lists every registered widget, and nothing else', () => {
    expect(documented.map((marker) => marker.name).sort()).toEqual(registry.names().sort());
  });

  for (const definition of registry.all()) {
    it(`says what the registry does for ${definition.name}`, () => {
      const row = documented.find((marker) => marker.name === definition.name)!;
      expect(row.mount).toBe(definition.defaultMount);
      const specs = Object.values(definition.attributes);
      expect(row.attributes.sort()).toEqual(specs.map((spec) => `${spec.attr}${spec.required ? '*' : ''}`).sort());
      for (const spec of specs) if (spec.kind === 'enum') expect(row.enums[spec.attr]).toEqual([...spec.values]);
      const chunk = definition.chunk;
      expect(row.shipsIn).toBe(chunk ? `\`${chunk}\` chunk` : 'entry');
    });

    it(`${definition.name}'s README documents every attribute and its default mount`, () => {
      const readme = fromRoot(`widgets/${definition.name}/README.md`);
      for (const spec of Object.values(definition.attributes)) expect(readme, spec.attr).toContain(`\`${spec.attr}\``);
      expect(readme).toContain(`\`${definition.defaultMount}\``);
    });
  }
});
