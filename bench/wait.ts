/** Waiting for something in the page, with a message that says what did not happen. */
import type { Page } from '@playwright/test';
import { BenchError } from './errors.ts';
import { WAIT_MS } from './options.ts';

/** page.waitForFunction, failing with what was awaited and what the probe had recorded. */
export async function waitFor(page: Page, what: string, predicate: () => boolean): Promise<void> {
  try {
    await page.waitForFunction(predicate, undefined, { timeout: WAIT_MS });
  } catch (error) {
    const probe = await page
      .evaluate(() => JSON.stringify({ ...window.__bench, longTasks: window.__bench?.longTasks.length, frames: window.__bench?.frames.length }))
      .catch(() => 'unavailable');
    throw new BenchError(`waiting for ${what} on ${page.url()}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}; page probe: ${probe}`);
  }
}

/**
 * Waits until the page is quiet: the browser found an idle moment (or a second passed), then two
 * more frames were produced. Used before each measurement that must not overlap leftover work.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const frames = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => frames(left - 1)));
        if (typeof requestIdleCallback === 'function') requestIdleCallback(() => frames(2), { timeout: 1000 });
        else setTimeout(() => frames(2), 50);
      }),
  );
}
