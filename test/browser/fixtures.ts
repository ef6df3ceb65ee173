import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

/** What a page said while a test ran: console errors and warnings, uncaught errors, CSP violations. */
export interface PageLog {
  errors: string[];
  warnings: string[];
  pageErrors: string[];
  cspViolations: string[];
}

export const test = base.extend<{ log: PageLog }>({
  log: async ({ page }, provide) => {
    const log: PageLog = { errors: [], warnings: [], pageErrors: [], cspViolations: [] };
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') log.errors.push(message.text());
      if (message.type() === 'warning') log.warnings.push(message.text());
    });
    page.on('pageerror', (error) => log.pageErrors.push(String(error)));
    await page.exposeFunction('__reportCsp', (text: string) => log.cspViolations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __reportCsp(text: string): void }).__reportCsp(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await provide(log);
  },
});

export { expect };

/** Waits until the bundle booted and the page-init call has answered (or failed). */
export async function waitForWidgets(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const api = window.ShopWidgets;
    const state = api?.store.pageInit.value;
    return state === 'done' || state === 'failed';
  });
}

export async function roots(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    window.ShopWidgets!.debug.flush();
    return window.ShopWidgets!.debug.roots();
  });
}

/** Sets a session fault for this browser context (see fixtures/README.md). */
export async function setFault(page: Page, value: string, baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: 'qa_fault', value, url: baseURL }]);
}

/** Only errors our bundle did not expect: resource loads the fault switch broke on purpose are fine. */
export function unexpectedErrors(log: PageLog): string[] {
  return log.errors.filter((text) => !/Failed to load resource/.test(text) && !text.startsWith('[shop-widgets]'));
}
