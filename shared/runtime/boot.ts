import { emit } from '../events/index.ts';
import { store } from '../store/index.ts';
import { MarkerObserver } from './MarkerObserver.ts';
import { installChunkHost } from './chunkHost.ts';
import { CHUNK_TIMEOUT_MS, ChunkLoader, type ChunkFile } from './chunkLoader.ts';
import type { Claims } from './claimedMarkers.ts';
import { Mounter } from './Mounter.ts';
import { defineErrorHandlerProperty, eventApi, type ShopWidgetsApi } from './publicApi.ts';
import type { AnyWidget, Registry } from './registry.ts';
import { warn } from '../log/handleError.ts';
import { setScanner } from './scanner.ts';

/** The page around the widgets (shared/page): what boot runs besides mounting. */
export interface PageWiring {
  /** At boot, before the document is parsed. */
  prepare(): void;
  /**
   * Once the document is parsed, in the middle of the first scan: every marker is recorded and the
   * product ids their attributes name are known, no widget has rendered yet. Quiet mounts (eager,
   * scrolled near, idle) wait until it calls `releaseQuietMounts`.
   */
  start(productIds: readonly string[], releaseQuietMounts: () => void): void;
  /** What lazy widgets' `claims` mean on this page. */
  claims?: Claims;
}

export interface BootOptions {
  registry: Registry;
  page?: PageWiring;
  version: string;
  build: 'preact' | 'react';
  /** The chunks beside the entry (absent in unit tests, where every widget is defined). */
  chunks?: {
    files: Readonly<Record<string, ChunkFile>>;
    /** The start of every chunk's file name: `shop-widgets-<version>` (chunkLoader's fileName). */
    prefix: string;
    /** The modules the entry shares with its chunks, in the order the build laid them out. */
    modules: unknown[];
    /** The window key the chunks of this version and build call. */
    hostKey: string;
    /** The entry's own URL (`document.currentScript`), for loading chunks from beside it. */
    entryUrl: string | null;
  };
}

/**
 * Boot: guard against a second copy, set up chunk loading, the public API and the page wiring,
 * then (once the document is parsed) scan for markers and watch for new ones.
 */
export function boot({ registry, page, version, build, chunks }: BootOptions): ShopWidgetsApi | null {
  const existing = window.ShopWidgets;
  if (existing) {
    warn(`the script is included twice: version ${existing.version} (${existing.build}) already runs, so this copy (${version}, ${build}) does nothing`);
    return null;
  }

  const loader: ChunkLoader | null = chunks
    ? new ChunkLoader({
        files: chunks.files,
        prefix: chunks.prefix,
        entryUrl: chunks.entryUrl,
        timeoutMs: CHUNK_TIMEOUT_MS,
        define: (widgets) => {
          registry.define(widgets);
          for (const definition of widgets) watchWidget(definition);
        },
        // Called only after boot, once `mounter` exists.
        widgetsOf: (chunk): string[] => mounter.records.namesWaitingFor(chunk),
      })
    : null;
  const mounter: Mounter = new Mounter(registry, loader, { commitsLater: build === 'react', claims: page?.claims });
  /** A widget's own watch, and what makes its current markers worth a second look. */
  const watchWidget = (definition: AnyWidget) => {
    definition.watch?.((elements) => mounter.mountNow(elements));
    definition.changesWith?.subscribe(() => mounter.recheck(definition));
  };
  if (chunks && loader) {
    installChunkHost(chunks.hostKey, {
      modules: chunks.modules,
      define: (chunk, widgets) => loader.defined(chunk, widgets),
      // A part is asked for by a shopper's use: a file that failed before is fetched again.
      part: (chunk, index) => loader.load(chunk, { retry: true }).then(() => chunks.modules[index]),
    });
  }
  const observer = new MarkerObserver(mounter);
  const api: ShopWidgetsApi = defineErrorHandlerProperty({
    version,
    build,
    mount: (root = document) => mounter.scan(root),
    unmount: (root = document) => mounter.unmountWithin(root),
    store,
    ...eventApi(),
    debug: {
      roots: () => mounter.records.mountedCounts(),
      waiting: () => mounter.records.waitingCount(),
      flush: () => observer.flush(),
      state: (element) => mounter.records.stateOf(element),
    },
  });
  window.ShopWidgets = api;

  page?.prepare();
  setScanner(
    (root) => mounter.scan(root),
    (elements) => mounter.mountNow(elements),
  );
  for (const definition of registry.all()) watchWidget(definition);

  const start = () => {
    // Observe first: widgets mounted by the scan may insert server HTML with more markers.
    observer.start();
    // Quiet mounts are held from the hand-over on: the scan's own eager markers come after it.
    mounter.scan(document, page && ((productIds) => page.start(productIds, mounter.holdQuietMounts())));
    emit('shop:ready', { version, build });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  // Still in this script's task, but no longer under its top-level code: anything that records a
  // stack while the page loads (DevTools' request initiators, console messages) would otherwise
  // make V8 re-parse the whole bundle for source positions first — 10–15 ms before the page-init
  // request could leave, measured under the benchmark's DevTools connection.
  else queueMicrotask(start);
  return api;
}
