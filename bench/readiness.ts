/** Waiting until a load is ready: page-init answer applied (scripts), or the page fully loaded (bare). */
import type { Page } from '@playwright/test';
import type { BenchMode } from '../fixtures/server/qa/bench.ts';
import { waitFor } from './wait.ts';

export async function waitForReadiness(page: Page, mode: BenchMode): Promise<void> {
  if (mode === 'bare') {
    await waitFor(page, 'the load event', () => document.readyState === 'complete');
    return;
  }
  if (mode === 'baseline') {
    await waitFor(page, 'bench:ready', () => typeof window.__bench?.ready === 'number');
  } else {
    // The bundle's own readiness: the page-init answer is in the store. The shop:page-init event it
    // fires in the same turn gave the exact time (polling would round it up to the next frame).
    await waitFor(page, 'ShopWidgets.store.pageInit done', () => {
      const state = window.ShopWidgets?.store.pageInit.value;
      return state === 'done' || state === 'failed';
    });
    await waitFor(page, 'shop:page-init', () => typeof window.__bench?.ready === 'number');
  }
  await waitFor(page, 'the frame after readiness', () => typeof window.__bench?.painted === 'number');
}
