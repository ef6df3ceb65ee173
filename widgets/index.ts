/// <reference types="vite/client" />
import { Registry, type AnyWidget } from '../shared/runtime/index.ts';

// Every widget folder's definition, found the way the build finds them (scripts/build/widgetTable.mjs):
// there is no list of widgets to keep. What unit tests mount; the shipped entry knows the widgets
// from the table the build writes.
const folders = import.meta.glob<Record<string, unknown>>('./*/index.ts', { eager: true });

function isWidget(value: unknown): value is AnyWidget {
  return typeof value === 'object' && value !== null && typeof (value as AnyWidget).name === 'string' && typeof (value as AnyWidget).read === 'function';
}

/** Every widget the bundle ships, defined at once, by name. */
export const widgets: AnyWidget[] = Object.values(folders)
  .flatMap((module) => Object.values(module).filter(isWidget))
  .sort((a, b) => (a.name < b.name ? -1 : 1));

export function createRegistry(): Registry {
  const registry = new Registry();
  for (const widget of widgets) registry.register(widget);
  return registry;
}
