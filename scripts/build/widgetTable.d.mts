// Types for scripts/build/widgetTable.mjs.
export interface WidgetRow {
  name: string;
  /** null: the widget ships in the entry. */
  chunk: string | null;
  defaultMount: 'eager' | 'idle' | 'visible' | 'interaction';
  claims: string | null;
  /** The absolute path of its `widgets/<folder>/index.ts`. */
  source: string;
  exportName: string;
}
export declare function readWidgetTable(root: string): Promise<WidgetRow[]>;
export declare function chunkNames(table: readonly WidgetRow[]): string[];
export declare function entryWidgetsModule(table: readonly WidgetRow[], root: string): string;
export declare function chunkWidgetsModule(table: readonly WidgetRow[], chunk: string, root: string): string;
export declare function widgetTablePlugin(table: readonly WidgetRow[]): { name: string; setup(builder: unknown): void };
