// A widget never moves under the pointer. For every marker on every fixture page, in both
// languages, on desktop and on a phone: its box before the bundle runs and after the widget
// mounted differ by at most 1 px, and hovering it (desktop), focusing it and tapping it (phone)
// records no layout shift. The figures are printed: markers checked, worst box change.
import type { Page, TestInfo } from '@playwright/test';
import { findProduct } from '../../fixtures/catalog/index.ts';
import { fixturePages } from '../../fixtures/server/qa/page-list.ts';
import { test, expect, repricePage, seedVisitor, setFault, unexpectedErrors, waitForWidgets } from './fixtures.ts';
import { centreOf } from './people.ts';

/** How far a box may move or grow when its widget mounts: sub-pixel rounding, nothing more. */
const TOLERANCE_PX = 1;

interface Box {
  key: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

interface ShiftEntry {
  value: number;
  hadRecentInput: boolean;
  sources: string[];
}

declare global {
  interface Window {
    __markers?: Element[];
    __shifts?: ShiftEntry[];
  }
}

/** Holds the bundle back until released, so the page can be measured exactly as the server drew it. */
async function holdBundle(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/dist/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Every marker's box in page coordinates, keyed by widget, product and place, so that a marker a
 * parent widget re-rendered (the favourites page re-inserts its tiles) is found again. The look's
 * own favourite control (`data-look-control`) is replaced by the look widget's button: the look
 * marker's box covers it.
 */
async function markerBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const seen = new Map<string, number>();
    return Array.from(document.querySelectorAll('[data-widget]'))
      .filter((marker) => !marker.hasAttribute('data-look-control'))
      .map((marker) => {
        const base = `${marker.getAttribute('data-widget')}#${marker.getAttribute('data-product-id') ?? marker.getAttribute('data-basket-id') ?? ''}`;
        const nth = seen.get(base) ?? 0;
        seen.set(base, nth + 1);
        // A marker that is not rendered (display: none) has no place on the page at all.
        if (marker.getClientRects().length === 0) return { key: `${base}@${nth}`, x: 0, y: 0, width: 0, height: 0 };
        const rect = marker.getBoundingClientRect();
        return { key: `${base}@${nth}`, x: rect.x + scrollX, y: rect.y + scrollY, width: rect.width, height: rect.height };
      });
  });
}

/** Starts recording layout shifts (with the elements they moved) from now on. */
async function recordShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__shifts = [];
    const describe = (node: Node | null) =>
      node instanceof Element ? `${node.localName}.${[...node.classList].join('.')}${node.closest('[data-widget]') ? ` in ${node.closest('[data-widget]')!.getAttribute('data-widget')}` : ''}` : String(node);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] }[]) {
        window.__shifts!.push({ value: entry.value, hadRecentInput: entry.hadRecentInput, sources: entry.sources.map((source) => describe(source.node)) });
      }
    }).observe({ type: 'layout-shift' });
  });
}

/** Layout shifts recorded since the last call (after two frames, so a late one is caught too). */
async function takeShifts(page: Page): Promise<ShiftEntry[]> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const shifts = window.__shifts ?? [];
    window.__shifts = [];
    return shifts;
  });
}

function worstChange(before: readonly Box[], after: readonly Box[]): { worst: number; offenders: string[] } {
  const byKey = new Map(after.map((box) => [box.key, box]));
  let worst = 0;
  const offenders: string[] = [];
  for (const box of before) {
    const now = byKey.get(box.key);
    if (!now) {
      offenders.push(`${box.key}: gone after mounting`);
      continue;
    }
    const change = Math.max(Math.abs(now.x - box.x), Math.abs(now.y - box.y), Math.abs(now.width - box.width), Math.abs(now.height - box.height));
    worst = Math.max(worst, change);
    if (change > TOLERANCE_PX) {
      const show = (b: Box) => [b.x, b.y, b.width, b.height].map((n) => n.toFixed(1)).join(',');
      offenders.push(`${box.key}: ${show(box)} → ${show(now)}`);
    }
  }
  return { worst, offenders };
}

/** The products the visitor has in favourites or in the cart: their markers mount in another state. */
const SEEDED = ['1002', '1062'];

/**
 * The page's chrome (the markers outside `<main>`: header, footer, banners, panels) is the same
 * twenty markers on every fixture page. They are visited on these pages, where what the chrome
 * shows can differ (counters, the cart, the favourites); elsewhere only `<main>`'s markers are,
 * and every marker's box is still compared.
 */
const CHROME_PAGES = new Set(['', 'catalog/odezhda/', 'product/1002/', 'basket/', 'favourites/']);

/**
 * In the page: the markers not listed before (a widget that re-renders server HTML brings new
 * ones) join `window.__markers`; returns the indexes of those to visit, or null when there are
 * none. A marker is visited when no marker of its kind was (the chrome's only when `chrome`): the
 * same widget, the same markup (tags, classes, attribute names, the lengths of its texts), the
 * same values of its own attributes but the ids, and for a product the visitor holds, that
 * product. Forty tiles of a listing are then a handful of visits, not two hundred; every marker's
 * box is still compared.
 */
function markersToVisit({ seeded, chrome }: { seeded: readonly string[]; chrome: boolean }): number[] | null {
  const ids = new Set(['data-product-id', 'data-basket-id', 'data-sid', 'href', 'id']);
  const shape = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = (node.textContent ?? '').trim();
      return text === '' ? '' : `"${text.length}"`;
    }
    if (!(node instanceof Element)) return '';
    const names = node.getAttributeNames().filter((name) => name !== 'class').sort();
    return `<${node.localName}.${[...node.classList].sort().join('.')}[${names.join(',')}]${[...node.childNodes].map(shape).join('')}>`;
  };
  const kind = (marker: Element): string => {
    const own = marker
      .getAttributeNames()
      .filter((name) => !ids.has(name))
      .sort()
      .map((name) => `${name}=${marker.getAttribute(name)}`);
    const product = marker.getAttribute('data-product-id') ?? '';
    return [...own, seeded.includes(product) ? `held ${product}` : '', shape(marker)].join(' ');
  };
  const listed = new Set(window.__markers ?? []);
  const fresh = Array.from(document.querySelectorAll('[data-widget]')).filter((marker) => !listed.has(marker));
  if (fresh.length === 0) return null;
  window.__markers = [...listed, ...fresh];
  const kinds = ((window as unknown as { __kinds?: Set<string> }).__kinds ??= new Set());
  const chosen: number[] = [];
  fresh.forEach((marker, offset) => {
    if (!chrome && !marker.closest('main')) return;
    const key = kind(marker);
    if (kinds.has(key)) return;
    kinds.add(key);
    chosen.push(listed.size + offset);
  });
  return chosen;
}

/** What a keyboard reaches first in a marker (a hidden field is no stop, a <details> summary is). */
const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, summary';

/** The control a person would aim at in a marker: a buy form's button, a picker's first size, else the marker. */
const CONTROL = `:scope > button, :scope button.button--buy, :scope [type="submit"], :scope .size`;

/**
 * In the page: scrolls marker `index` (and the control a person aims at in
 * it) into view, as far as needed. Returns the widget name and the control's centre, or null for
 * a marker that is gone or not shown. Shifts up to the next frames are the scroll's, not the
 * marker's: they are dropped, as a person's scroll does not move the page under them.
 */
async function bringIntoView({ index, control }: { index: number; control: string }): Promise<{ name: string; point: { x: number; y: number } } | null> {
  const marker = window.__markers![index]!;
  if (!marker.isConnected || marker.getBoundingClientRect().width === 0) return null;
  // A control inside a closed <details> (a dropdown's options) has a box but is not shown: a person aims at what is.
  const aimAt = () => {
    const candidate = marker.querySelector(control);
    return candidate?.checkVisibility() ? candidate : marker;
  };
  let target = aimAt();
  const outside = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth;
  };
  let scrolled = false;
  for (const element of [marker, target]) {
    if (!outside(element)) continue;
    element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    scrolled = true;
  }
  if (scrolled) {
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    window.__shifts = [];
    // Seen, a widget that mounts when visible has drawn its own control: a person aims at that one.
    if (!target.isConnected) target = aimAt();
  }
  const box = target.getBoundingClientRect();
  return { name: marker.getAttribute('data-widget')!, point: { x: box.x + box.width / 2, y: box.y + box.height / 2 } };
}

/**
 * In the page, after the mouse moved onto the marker's control (`point`; null on a phone): focuses
 * the marker's first stop, waits until a chunk the hover or the focus asked for has loaded and two
 * frames passed, then checks that the pointer is still on the marker and nothing shifted. Returns
 * what moved, as lines naming the marker and the elements.
 */
async function hoverAndFocus({ index, point, name, focusable }: { index: number; point: { x: number; y: number } | null; name: string; focusable: string }): Promise<string[]> {
  const marker = window.__markers![index]!;
  const moved: string[] = [];
  const stop = marker.matches(focusable) ? marker : marker.querySelector<HTMLElement>(focusable);
  (stop as HTMLElement | null)?.focus({ preventScroll: true });
  for (let frame = 0; frame < 300 && window.ShopWidgets?.debug.state(marker) === 'loading'; frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  const step = point ? 'hover and focus' : 'focus';
  for (const shift of window.__shifts!.splice(0)) moved.push(`${step} ${name}: ${shift.value.toFixed(4)} ${shift.sources.join(', ')}`);
  // Still on the same widget: nothing slid away under the pointer.
  if (point && !marker.contains(document.elementFromPoint(point.x, point.y))) moved.push(`hover ${name}: the pointer is no longer on it`);
  return moved;
}

async function report(testInfo: TestInfo, text: string): Promise<void> {
  await testInfo.attach('layout', { body: text, contentType: 'text/plain' });
  console.log(text);
}

/** Every page type, plus the product page with a size already chosen (its manufacturer line shows). */
const reservedSize = findProduct(1002)!.sizes.find((size) => size.reserved)!;
const paths = [...fixturePages.map((fixturePage) => fixturePage.path), `product/1002/?size=${reservedSize.key}`];

for (const root of ['/', '/ua/'] as const) {
  for (const path of paths) {
    const url = `${root}${path}`;

    test(`@mobile mounting moves nothing: ${url}`, async ({ page, log, isMobile, baseURL }, testInfo) => {
      test.setTimeout(120_000);
      // Favourites and a cart line, so every marker kind exists (favourites page tiles, cart lines).
      await seedVisitor(page, { favourites: ['1002', '1062'], cart: [{ id: '1062', s: 'NOSIZE' }] });
      // Page init sends other prices than the page shows, so the prices mount too (a price that
      // shows what page init sent is left as the server rendered it, and could not move anything).
      await repricePage(page, baseURL!);
      const release = await holdBundle(page);
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForSelector('footer');
      await page.waitForFunction(() => Array.from(document.styleSheets).length >= document.querySelectorAll('link[rel="stylesheet"]').length);
      await page.evaluate(() => document.fonts.ready);
      const before = await markerBoxes(page);
      await recordShifts(page);
      release();
      await page.waitForFunction(() => ['done', 'failed'].includes(window.ShopWidgets?.store.pageInit.value ?? ''));

      const bootShifts = await takeShifts(page);
      expect(bootShifts, 'mounting at boot shifted the page').toEqual([]);

      // Every marker in page order: seen (scrolled to), hovered with the mouse (desktop), focused.
      // Widgets that re-render server HTML (a panel's list, the favourites page's tiles) bring new
      // markers: passes go on until every marker on the page has been visited. Each step runs in
      // the page in one call; only the hover needs Playwright (a real mouse).
      const moved: string[] = [];
      let visits = 0;
      for (let pass = 0; pass < 4; pass += 1) {
        const chosen = await page.evaluate(markersToVisit, { seeded: SEEDED, chrome: CHROME_PAGES.has(path) });
        if (chosen === null) break;
        visits += chosen.length;
        for (const index of chosen) {
          const aim = await page.evaluate(bringIntoView, { index, control: CONTROL });
          if (!aim) continue;
          if (!isMobile) await page.mouse.move(aim.point.x, aim.point.y);
          moved.push(...(await page.evaluate(hoverAndFocus, { index, point: isMobile ? null : aim.point, name: aim.name, focusable: FOCUSABLE })));
        }
      }
      await page.mouse.move(1, 1);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      // What mounts at idle has (the page was idle between the visits); no chunk is still coming.
      // Markers of a kind already visited may wait for their first use: they keep the server's box.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 })));
      const loading = () =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('[data-widget]'))
            .filter((marker) => window.ShopWidgets!.debug.state(marker) === 'loading')
            .map((marker) => `${marker.getAttribute('data-widget')}#${marker.getAttribute('data-product-id') ?? ''}`),
        );
      await expect.poll(loading, { message: 'markers whose chunk never came', timeout: 15_000 }).toEqual([]);
      await takeShifts(page);

      const after = await markerBoxes(page);
      const { worst, offenders } = worstChange(before, after);
      await report(testInfo, `layout ${testInfo.project.name} ${url}: ${before.length} markers checked, ${visits} visited (one of each kind), worst box change ${worst.toFixed(2)} px`);
      expect(offenders, 'marker boxes changed when their widgets mounted').toEqual([]);
      expect(moved, 'hovering or focusing a marker shifted the layout').toEqual([]);
      expect(log.pageErrors).toEqual([]);
      expect(unexpectedErrors(log)).toEqual([]);
    });
  }
}

/**
 * On a phone the widgets that wait for first use mount on the tap itself. The finger stays on
 * what it tapped, and nothing moves unless the tap asked for it (a favourite's words change with
 * its state: a shift right after the tap is the answer to the tap, which the Layout Instability
 * API marks with hadRecentInput; none may come without it).
 */
const taps = [
  { widget: 'favourite', url: '/ua/catalog/odezhda/', nth: 2, sameBox: false },
  { widget: 'favourite', url: '/product/1002/', nth: 0, sameBox: false },
  { widget: 'quick-view', url: '/catalog/krossovki/', nth: 2, sameBox: true },
  { widget: 'cart-remove', url: '/basket/', nth: 0, sameBox: true },
] as const;

for (const { widget, url, nth, sameBox } of taps) {
  test(`@mobile a tap mounts ${widget} under the finger without moving it: ${url}`, async ({ page, isMobile, baseURL }) => {
    test.skip(!isMobile, 'touch only');
    await seedVisitor(page, { cart: [{ id: '1062', s: 'NOSIZE' }] });
    // The removal stays in flight meanwhile, so its line is still there to be looked at.
    await setFault(page, 'slow@/basket/remove/', baseURL!);
    await page.goto(url);
    await waitForWidgets(page);
    const marker = page.locator(`main [data-widget="${widget}"]`).nth(nth);
    expect(await marker.evaluate((el) => window.ShopWidgets!.debug.state(el))).toBe('waiting');
    const point = await centreOf(marker);
    const before = await marker.boundingBox();
    await recordShifts(page);
    await page.touchscreen.tap(point.x, point.y);
    await expect.poll(() => marker.evaluate((el) => window.ShopWidgets!.debug.state(el))).toBe('mounted');
    const after = await marker.boundingBox();
    const shifts = await takeShifts(page);
    expect(shifts.filter((shift) => !shift.hadRecentInput), 'a shift nobody asked for').toEqual([]);
    expect(after!.x <= point.x && point.x <= after!.x + after!.width && after!.y <= point.y && point.y <= after!.y + after!.height).toBe(true);
    if (sameBox) {
      const change = Math.max(Math.abs(after!.x - before!.x), Math.abs(after!.y - before!.y), Math.abs(after!.width - before!.width), Math.abs(after!.height - before!.height));
      expect(change).toBeLessThanOrEqual(TOLERANCE_PX);
    }
  });
}

// What a frame shows is what the page holds when its animation-frame callbacks run: a marker seen
// empty there was painted empty. React 19 commits a first render a task after it is asked to, so
// a mount that emptied the marker at once showed an empty price for a frame (and shifted the row).
for (const build of ['preact', 'react'] as const) {
  test(`no frame shows a marker without its server content while the widgets mount (${build})`, async ({ page, baseURL }) => {
    // Prices page init changed: they mount.
    await repricePage(page, baseURL!);
    await page.addInitScript(() => {
      const seenWithText = new WeakSet<Element>();
      const emptied: string[] = [];
      (window as unknown as { __emptied: string[] }).__emptied = emptied;
      const check = () => {
        for (const marker of document.querySelectorAll('[data-widget]')) {
          const hasText = (marker.textContent ?? '').trim() !== '';
          if (hasText) seenWithText.add(marker);
          else if (seenWithText.has(marker)) emptied.push(`${marker.getAttribute('data-widget')}#${marker.getAttribute('data-product-id') ?? ''}`);
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.goto(`/catalog/odezhda/?build=${build}`);
    await waitForWidgets(page);
    // A few frames more: the visible markers mount from the observer's first answer, after ready.
    await page.evaluate(() => new Promise<void>((resolve) => {
      let frames = 10;
      const next = () => (--frames === 0 ? resolve() : requestAnimationFrame(next));
      requestAnimationFrame(next);
    }));
    const mounted = await page.evaluate(() => window.ShopWidgets!.debug.roots());
    expect(mounted.price ?? 0).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __emptied: string[] }).__emptied)).toEqual([]);
  });
}
