/**
 * Code a widget needs only once the shopper uses it (the search's suggestions, once the field is
 * used): the widget calls `loadPart(() => import('./part.ts'))`. The build ships such a module as
 * a chunk of its own (scripts/build/chunks.mjs, `partName`), or finds it in a module host, and
 * turns the import into a stub whose `loadPart` asks the page's chunk host (chunkHost.ts) for that
 * chunk, with its integrity hash like any chunk, and gives the module from its place in the table.
 * The entry has parts too (shared/actions/changeCalls.ts: the calls that change something), whose
 * stubs ask the entry's own chunk host. Unbuilt (unit tests) the import is the module itself.
 */

/** What the build puts where a part's `import()` was. */
interface PartStub {
  /** The chunk that brings the module (named for the console's reports). */
  shopWidgetsPart: string;
  /** Loads it (again after a failure) and gives the module. */
  loadPart(): Promise<unknown>;
}

function isStub(module: unknown): module is PartStub {
  return typeof module === 'object' && module !== null && typeof (module as Partial<PartStub>).shopWidgetsPart === 'string';
}

/**
 * The part's module. Rejects when its chunk cannot be had (the loader reports it once, naming the
 * file); the next call tries again, so a widget asks on the shopper's next use.
 */
export async function loadPart<T>(load: () => Promise<T>): Promise<T> {
  const module: unknown = await load();
  return (isStub(module) ? await module.loadPart() : module) as T;
}
