import type { AnyWidget } from './registry.ts';
import { whenIdle } from '../browser/whenIdle.ts';
import { handleError } from '../log/handleError.ts';

/** One chunk file as the build wrote it beside the entry. */
export interface ChunkFile {
  /**
   * Subresource Integrity hash (SHA-256): the browser refuses a file that differs by one byte.
   * The file's name carries the hash's first characters (fileName), so one name is one content.
   */
  integrity: string;
  /** Chunks that must have run first: the ones hosting modules it shares (the page and common chunks). */
  needs?: readonly string[];
}

export interface ChunkLoaderOptions {
  files: Readonly<Record<string, ChunkFile>>;
  /** The start every chunk's file name shares with the entry's: `shop-widgets-<version>`. */
  prefix: string;
  /**
   * The entry's own URL: chunks are loaded from beside it, on its origin (a CDN's as well as the
   * page's). Null when it cannot be told.
   */
  entryUrl: string | null;
  /** A load that has not run after this long counts as failed (a hanging server). */
  timeoutMs: number;
  /** Hands a chunk's widgets to the registry. */
  define: (widgets: readonly AnyWidget[]) => void;
  /** Names of the chunk's widgets, for the console error. */
  widgetsOf: (chunk: string) => string[];
  /** Puts the script element into the document (unit tests watch it instead). */
  insert?: (script: HTMLScriptElement) => void;
}

type ChunkState =
  | { state: 'loading'; promise: Promise<void>; settle: (error?: Error) => void }
  | { state: 'loaded' }
  /** `failure`: what went wrong, naming the file; a chunk that needs this one reports it again. */
  | { state: 'failed'; failure: string };

/**
 * A chunk's file name, as scripts/build/output.mjs writes it: the prefix, the chunk and the first
 * 8 characters of its SHA-256 in base64url (what `integrity` holds in base64).
 */
export function fileName(prefix: string, chunk: string, integrity: string): string {
  return `${prefix}.${chunk}.${integrity.slice(7, 15).replace(/\+/g, '-').replace(/\//g, '_')}.min.js`;
}

/** How long a chunk may take to arrive: more than any API call's timeout, less than a shopper's patience. */
export const CHUNK_TIMEOUT_MS = 10_000;

/**
 * Loads chunks as classic scripts inserted with their integrity hash (what `script-src 'self'`
 * and SRI allow without an import map or eval), once each. A chunk that fails (404, timeout,
 * integrity mismatch, offline, or a file that ran without defining anything) is reported once per
 * attempt and is tried again only when a caller asks for a retry: a shopper's next interaction.
 */
export class ChunkLoader {
  private readonly states = new Map<string, ChunkState>();
  private readonly prefetching = new Set<string>();
  private readonly attempts = new Map<string, number>();

  constructor(private readonly options: ChunkLoaderOptions) {}

  /** Called by the chunk itself, from its script, with the widgets it defines. */
  defined(chunk: string, widgets: readonly AnyWidget[]): void {
    this.options.define(widgets);
    const current = this.states.get(chunk);
    this.states.set(chunk, { state: 'loaded' });
    if (current?.state === 'loading') current.settle();
  }

  isLoaded(chunk: string): boolean {
    return this.states.get(chunk)?.state === 'loaded';
  }

  hasFailed(chunk: string): boolean {
    return this.states.get(chunk)?.state === 'failed';
  }

  /**
   * Resolves once the chunk's widgets are defined. After a failure it rejects at once unless
   * `retry` is set, so markers scrolling into view do not hammer a broken file.
   */
  load(chunk: string, { retry }: { retry: boolean }): Promise<void> {
    const current = this.states.get(chunk);
    if (current?.state === 'loaded') return Promise.resolve();
    if (current?.state === 'loading') return current.promise;
    if (current?.state === 'failed' && !retry) return Promise.reject(new Error(current.failure));
    return this.start(chunk, retry);
  }

  /** Loads the chunk when the browser is idle after boot (a marker that needs it is on the page). */
  prefetch(chunk: string): void {
    if (this.states.has(chunk) || this.prefetching.has(chunk)) return;
    this.prefetching.add(chunk);
    whenIdle(() => {
      this.prefetching.delete(chunk);
      if (!this.states.has(chunk)) this.start(chunk, false).catch(() => {
        // Reported by start(); markers waiting for it learn it from their own load().
      });
    });
  }

  private start(chunk: string, retry: boolean): Promise<void> {
    let settle: (error?: Error) => void = () => {};
    const promise = new Promise<void>((resolve, reject) => {
      settle = (error) => (error ? reject(error) : resolve());
    });
    const state: ChunkState = { state: 'loading', promise, settle };
    this.states.set(chunk, state);
    const needs = this.options.files[chunk]?.needs ?? [];
    if (needs.length === 0) {
      this.insert(chunk, state);
      return promise;
    }
    // Run one after the other (the chunk reads the common chunk's modules as it runs), fetched
    // side by side. The failure is reported once, by the chunk whose widgets wait, naming the
    // file that did not come.
    const preloaded = this.preload(chunk);
    Promise.all(needs.map((need) => this.load(need, { retry }))).then(
      () => this.insert(chunk, state),
      (error: unknown) => {
        preloaded?.remove();
        this.failed(chunk, state, `it needs ${error instanceof Error ? error.message : String(error)}`);
      },
    );
    return promise;
  }

  /**
   * Starts the download of a chunk that waits for others before it may run: its script, inserted
   * later with the same URL, integrity and mode, takes this answer. (Fetched only once those had
   * run, a first use waited two round trips.)
   */
  private preload(chunk: string): HTMLLinkElement | null {
    const file = this.options.files[chunk];
    const url = this.urlOf(chunk, (this.attempts.get(chunk) ?? 0) + 1);
    if (!file || !url) return null;
    return document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'preload', as: 'script', href: url, integrity: file.integrity, crossOrigin: 'anonymous' }));
  }

  private insert(chunk: string, state: ChunkState & { state: 'loading' }): void {
    const file = this.options.files[chunk];
    const attempt = (this.attempts.get(chunk) ?? 0) + 1;
    this.attempts.set(chunk, attempt);
    const url = this.urlOf(chunk, attempt);
    if (!file || !url) {
      this.failed(chunk, state, file ? 'cannot tell where the bundle was loaded from' : 'the build has no such chunk');
      return;
    }
    const script = document.createElement('script');
    const timer = setTimeout(() => {
      script.remove();
      this.failed(chunk, state, `no answer in ${this.options.timeoutMs / 1000} s`);
    }, this.options.timeoutMs);
    script.addEventListener('load', () => {
      clearTimeout(timer);
      // A chunk that ran defined its widgets synchronously, before this event.
      if (this.states.get(chunk) === state) this.failed(chunk, state, 'the file ran but defined no widgets');
    });
    script.addEventListener('error', () => {
      clearTimeout(timer);
      script.remove();
      this.failed(chunk, state, 'the file did not load (missing, offline, or its integrity hash does not match)');
    });
    script.src = url;
    script.integrity = file.integrity;
    script.crossOrigin = 'anonymous';
    script.async = true;
    (this.options.insert ?? ((element) => document.head.appendChild(element)))(script);
  }

  private fileOf(chunk: string): string {
    const file = this.options.files[chunk];
    return file ? fileName(this.options.prefix, chunk, file.integrity) : `chunk "${chunk}"`;
  }

  /**
   * Beside the entry, on its origin: code comes from where the page's integrity-checked entry came
   * from, and from nowhere else (the name is made of the build's own chunk names and hashes).
   */
  private urlOf(chunk: string, attempt: number): string | null {
    if (!this.options.entryUrl) return null;
    const url = new URL(this.fileOf(chunk), this.options.entryUrl);
    // A new URL for a retry: the browser would otherwise join the request that hung (the hash
    // still has to match, so this never runs other code).
    if (attempt > 1) url.searchParams.set('attempt', String(attempt));
    return url.href;
  }

  private failed(chunk: string, state: ChunkState & { state: 'loading' }, reason: string): void {
    if (this.states.get(chunk) !== state) return;
    const file = this.fileOf(chunk);
    const failure = `${file}: ${reason}`;
    this.states.set(chunk, { state: 'failed', failure });
    // A chunk reports for its own waiting widgets. One that others need and that has none waiting
    // (the common chunk) is reported by those others, each naming its file for its own widgets.
    const waiting = this.options.widgetsOf(chunk);
    const needed = Object.keys(this.options.files).some((other) => this.options.files[other]?.needs?.includes(chunk));
    if (waiting.length > 0 || !needed) {
      // A part (shared/runtime/parts.ts) has no markers: its file names it.
      const widgets = waiting.length > 0 ? `widget ${waiting.map((name) => `"${name}"`).join(', ')}: ` : '';
      handleError(undefined, `${widgets}${failure}; the server HTML stays, and the next interaction tries again`);
    }
    state.settle(new Error(failure));
  }
}
