/**
 * One page load as a shopper's browser makes it, in a fresh context: the page, then 10 s of idle
 * time on Playwright's clock (advanced in small steps, each waiting until no script request is in
 * flight, so the chunk loader's own 10 s timeout never runs out on a request still coming), then a
 * typical journey. Returns the URLs of every script the page asked for, at each point.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEVICES, type Device } from './pageTypes.ts';

export const IDLE_MS = 10_000;
const IDLE_STEP_MS = 250;

export interface LoadResult {
  beforeInput: string[];
  afterJourney: string[];
  /** Journey steps whose result did not show (their bytes are still counted). */
  notShown: string[];
}

/** Every script request of the page, and a wait until none is in flight. */
function scriptRequests(page: Page): { urls: string[]; quiet: () => Promise<void> } {
  const urls: string[] = [];
  let pending = 0;
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    urls.push(request.url());
    pending += 1;
  });
  const done = (request: { resourceType(): string }) => {
    if (request.resourceType() === 'script') pending -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const quiet = async () => {
    for (let look = 0; look < 200 && pending > 0; look += 1) await new Promise((resolve) => setTimeout(resolve, 25));
    // A script that arrived runs in a task of its own, and may ask for the next (a chunk after the common one).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  };
  return { urls, quiet };
}

/** A cart line and a favourite for the visitor of this context, through the fake backend's own calls. */
export async function fillVisitor(context: BrowserContext, baseUrl: string): Promise<void> {
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  await context.request.get(new URL('/ajax/to/favorite/?productid=1002&sid=blk1-1002', baseUrl).href, { headers });
  await context.request.post(new URL('/ajax/basket_array/', baseUrl).href, {
    headers,
    form: { contentID: '1', sid: 'blk1-1002', product_data: JSON.stringify([{ id: '1002', s: '10021' }]) },
  });
}

async function idle(page: Page, quiet: () => Promise<void>): Promise<void> {
  for (let ran = 0; ran < IDLE_MS; ran += IDLE_STEP_MS) {
    await page.clock.runFor(IDLE_STEP_MS);
    await quiet();
  }
}

/** Presses the control as the device's shopper does: the mouse onto its centre then a click, or a tap. */
async function press(page: Page, device: Device, selector: string): Promise<boolean> {
  const control = page.locator(selector).first();
  const box = await control.boundingBox();
  if (!box) return false;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (device === 'phone') await page.touchscreen.tap(x, y);
  else {
    await page.mouse.move(x, y, { steps: 4 });
    await page.mouse.down();
    await page.mouse.up();
  }
  return true;
}

async function shows(page: Page, selector: string): Promise<boolean> {
  try {
    await page.locator(selector).first().waitFor({ state: 'visible', timeout: 5_000 });
    return true;
  } catch {
    return false;
  }
}

/** Open the search and type, open the login panel, open the cart (as the store's header code does). */
async function journey(page: Page, device: Device, quiet: () => Promise<void>): Promise<string[]> {
  const notShown: string[] = [];
  const step = async (name: string, act: () => Promise<unknown>, shown: string) => {
    await act();
    await page.clock.runFor(1_000);
    await quiet();
    if (!(await shows(page, shown))) notShown.push(name);
    await page.keyboard.press('Escape');
    await page.clock.runFor(500);
    await quiet();
  };
  await step(
    'search',
    async () => {
      if (!(await press(page, device, 'form.search-form input'))) return;
      await page.keyboard.type('Lu', { delay: 50 });
    },
    '[role="listbox"]',
  );
  await step('login panel', () => press(page, device, 'a.header__account-link'), '[role="dialog"]');
  await step('cart', () => page.evaluate(() => document.dispatchEvent(new CustomEvent('shop:open-cart'))), '[role="dialog"]');
  return notShown;
}

export async function loadOnce(browser: Browser, url: string, device: Device, fill: boolean, baseUrl: string): Promise<LoadResult> {
  const context = await browser.newContext({ ...DEVICES[device] });
  try {
    if (fill) await fillVisitor(context, baseUrl);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const { urls, quiet } = scriptRequests(page);
    await page.clock.install();
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response || response.status() !== 200) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    await quiet();
    await idle(page, quiet);
    const beforeInput = [...urls];
    const notShown = await journey(page, device, quiet);
    if (errors.length > 0) throw new Error(`${url}: page errors: ${errors.join('; ')}`);
    return { beforeInput, afterJourney: [...urls], notShown };
  } finally {
    await context.close();
  }
}
