import type { LazyWidget } from './registry.ts';
import type { StrategyName } from './strategies.ts';

/**
 * The entry's table of the widgets in chunks, as the build writes it from their definitions
 * (scripts/build/widgetTable.mjs): groups split by `;`, each `chunk mount name[=claims] …`. A
 * string, because the entry carries every byte of it.
 */
export function readLazyWidgets(table: string): LazyWidget[] {
  const widgets: LazyWidget[] = [];
  for (const group of table.split(';')) {
    const [chunk = '', defaultMount, ...names] = group.split(' ');
    for (const entry of names) {
      const [name = '', claims] = entry.split('=');
      widgets.push({ name, chunk, defaultMount: defaultMount as StrategyName, claims });
    }
  }
  return widgets;
}
