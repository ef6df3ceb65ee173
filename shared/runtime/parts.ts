/**
 * Code a widget needs only once the shopper uses it (the search's suggestions, once the field is
 * used): the widget calls `loadPart(() => import('./part.ts'))`. The build ships such a module as
 * a chunk of its own (scripts/build/chunks.mjs, `partName`) and turns the import into a stub that
 * names the chunk and its place in the host's table; here the stub becomes the chunk's load, with
 * its integrity hash, like any chunk. Unbuilt (unit tests) the import is the module itself.
 */

/** What the build puts where a part's `import()` was. */
interface PartStub {
  shopWidgetsPart: string;
  index: number;
}

/** Loads a part's chunk (again after a failure) and gives its module. Set at boot. */
type PartSource = (chunk: string, index: number) => Promise<unknown>;

let source: PartSource | null = null;

export function setPartSource(next: PartSource | null): void {
  source = next;
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
  if (!isStub(module)) return module as T;
  if (!source) throw new Error(`part "${module.shopWidgetsPart}": no chunk host on this page`);
  return (await source(module.shopWidgetsPart, module.index)) as T;
}
