import { emit, on, type ShopEventMap, type ShopEventName, type ShopEventListener } from '../events/index.ts';
import type { Store } from '../store/index.ts';

export type MarkerState = 'waiting' | 'loading' | 'mounted' | 'rejected' | 'failed';

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
  debug: {
    /** Mounted roots counted by widget name. */
    roots(): Record<string, number>;
    /** Markers still waiting for their mount strategy (visible, idle, interaction). */
    waiting(): number;
    /** Processes pending DOM mutations at once instead of on the next frame. */
    flush(): void;
    /** What became of one marker: waiting for its mount strategy, mounted, rejected, failed; null if it is none. */
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
