/**
 * Event listeners attached in the page, counted by Chromium itself (CDP DOMDebugger.getEventListeners):
 * on window, and on document and every node under it (depth -1, shadow roots included). The tiles'
 * share is counted on the listing's grid and everything in it. Left out: the probe's own listeners
 * (removed before counting) and Playwright's (its injected script puts a dozen on window, marked by
 * a `__playwright_global_listeners_check__` listener from the same script), so the bare page reads 0.
 */
import type { CDPSession } from '@playwright/test';

export interface ListenerCount {
  /** window + document + every node. */
  total: number;
  /** The grid of tiles and every node in it (markers included). */
  inTiles: number;
}

const GROUP = 'bench-listeners';

interface Listener {
  type: string;
  scriptId: string;
}

export async function countListeners(cdp: CDPSession): Promise<ListenerCount> {
  const listenersOf = async (expression: string, depth: number): Promise<Listener[]> => {
    const { result } = await cdp.send('Runtime.evaluate', { expression, objectGroup: GROUP });
    if (!result.objectId) throw new Error(`no object for ${expression}`);
    return (await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId, depth, pierce: true })).listeners;
  };
  try {
    const onWindow = await listenersOf('window', 0);
    const inDocument = await listenersOf('document', -1);
    const inTiles = await listenersOf('document.querySelector(".grid")', -1);
    const playwright = new Set([...onWindow, ...inDocument].filter((listener) => listener.type.startsWith('__playwright')).map((listener) => listener.scriptId));
    const pages = (listeners: Listener[]) => listeners.filter((listener) => !playwright.has(listener.scriptId)).length;
    return { total: pages(onWindow) + pages(inDocument), inTiles: pages(inTiles) };
  } finally {
    await cdp.send('Runtime.releaseObjectGroup', { objectGroup: GROUP });
  }
}
