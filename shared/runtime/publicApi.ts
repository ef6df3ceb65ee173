import { emit, on, type ShopEventMap, type ShopEventName, type ShopEventListener } from '../events/index.ts';
import { getErrorHandler, setErrorHandler, type ErrorHandler } from '../log/handleError.ts';
import type { Store } from '../store/index.ts';

/** `current`: its server HTML already showed what its widget would render, so none was mounted. */
export type MarkerState = 'waiting' | 'loading' | 'current' | 'mounted' | 'rejected' | 'failed';

/** `window.ShopWidgets`: what backend pages, legacy code, QA and tests may use. */
export interface ShopWidgetsApi {
  version: string;
  build: 'preact' | 'react';
  /** Mounts the markers inside `root` now (default: the whole document). */
  mount(root?: ParentNode): void;
  /** Unmounts the markers inside `root` and puts their server HTML back. */
  unmount(root?: ParentNode): void;
  store: Store;
  on<K extends ShopEventName>(name: K, listener: ShopEventListener<K>): () => void;
  emit<K extends ShopEventName>(name: K, detail: ShopEventMap[K]): void;
  /**
   * Where every failure after boot goes, as in Stimulus: `(error, message, detail)`; by default one
   * console error. Assign a function to send them elsewhere (`shop:error` fires either way);
   * assign null to get the console back.
   */
  handleError: ErrorHandler;
  debug: {
    /** Mounted roots counted by widget name. */
    roots(): Record<string, number>;
    /** Markers still waiting for their mount strategy (visible, idle, interaction). */
    waiting(): number;
    /** Processes pending DOM mutations at once instead of on the next frame. */
    flush(): void;
    /** What became of one marker: waiting for its mount strategy, loading its chunk, current, mounted, rejected, failed; null if it is none. */
    state(element: Element): MarkerState | null;
  };
}

declare global {
  interface Window {
    ShopWidgets?: ShopWidgetsApi;
  }
}

export function eventApi(): Pick<ShopWidgetsApi, 'on' | 'emit'> {
  return {
    on: (name, listener) => on(name, listener),
    emit: (name, detail) => emit(name, detail),
  };
}

/** `handleError` on the public API: reads and replaces the one error handler (an accessor, so it is never copied). */
export function defineErrorHandlerProperty(api: Omit<ShopWidgetsApi, 'handleError'>): ShopWidgetsApi {
  return Object.defineProperty(api, 'handleError', {
    get: getErrorHandler,
    set: setErrorHandler,
    enumerable: true,
  }) as ShopWidgetsApi;
}
