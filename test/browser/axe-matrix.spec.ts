// axe with each panel, dialog, message, menu and dropdown open, in both languages, on desktop and on
// a phone (issue 11). The table of openers (axe-matrix/openers.ts) says how a shopper opens each
// thing. Each row is checked once per language and viewport, on a page whose server HTML has its
// control; the header's and footer's rows go round the pages (a different page for each language
// and viewport), and every page is checked with at least one thing open (axe-matrix/plan.ts,
// issue 29: the same opened header widget on nineteen pages was the same state nineteen times).
// Each page is first checked whole, with its widgets mounted (what a11y.spec.ts did on its own page
// load until issue 29); then each part that opened is checked, and put away. The whole page with a
// panel or dialog open is a11y.spec.ts's job. No rule is excluded.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { fixturePages } from '../../fixtures/server/qa/page-list.ts';
import { test, expect, seedVisitor, unexpectedErrors, waitForWidgets } from './fixtures.ts';
import { violations } from './axe.ts';
import { wakeWidgets } from './axe-matrix/wake.ts';
import { checkedElsewhere, openers, type Place } from './axe-matrix/openers.ts';
import { planStates, surveyPages, type Plan } from './axe-matrix/plan.ts';

/** Favourites and a cart line, so the favourites page, the cart page and the cart panel have content. */
const seed = { favourites: ['1002', '1062'], cart: [{ id: '1062', s: 'NOSIZE' }] };

/** What in a widget's source opens something over or beside the page. */
const OPENS = [
  /shared\/ui\/(Dialog|MessageModal|ConfirmDialog|usePanelDialog|DetailsDropdown|dropdown|tooltip)\.tsx?'/,
  /role="(listbox|menu|dialog|alertdialog|tooltip)"/,
  /aria-expanded/,
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [readFileSync(path, 'utf8')] : [];
  });
}

test('every widget that opens something has a row in the axe matrix, or a written reason', () => {
  const opening = readdirSync('widgets')
    .filter((name) => statSync(join('widgets', name)).isDirectory() && name !== 'chunks')
    .filter((name) => sources(join('widgets', name)).some((code) => OPENS.some((pattern) => pattern.test(code))));
  const covered = new Set([...openers.flatMap((opener) => opener.widgets), ...Object.keys(checkedElsewhere)]);
  expect(opening.length).toBeGreaterThan(10);
  expect(opening.filter((name) => !covered.has(name))).toEqual([]);
});

const roots = ['/', '/ua/'] as const;

/** One plan per language and viewport, read once per worker (every worker reads the same pages, so makes the same plan). */
const plans = new Map<string, Promise<Plan>>();

function planFor(request: APIRequestContext, root: (typeof roots)[number], isMobile: boolean, baseURL: string): Promise<Plan> {
  const key = `${root} ${isMobile}`;
  let plan = plans.get(key);
  if (!plan) {
    const places = fixturePages.map(({ path }): Place => ({ root, path, isMobile, baseURL }));
    const turn = roots.indexOf(root) * 2 + (isMobile ? 1 : 0);
    plan = surveyPages(request, places, openers).then((present) => planStates(present, turn));
    plans.set(key, plan);
  }
  return plan;
}

test('@mobile the plan checks every row that is on some page, and every page, in each language', async ({ request, isMobile, baseURL }) => {
  for (const root of roots) {
    const places = fixturePages.map(({ path }): Place => ({ root, path, isMobile, baseURL: baseURL! }));
    const present = await surveyPages(request, places, openers);
    const plan = await planFor(request, root, isMobile, baseURL!);
    const onSomePage = openers.flatMap((opener, index) => (present.some((row) => row[index]) ? [opener.name] : []));
    // Every row of the table is on some fixture page.
    expect(onSomePage).toEqual(openers.map((opener) => opener.name));
    expect(new Set(plan.flat()).size).toBe(openers.length);
    expect(plan.filter((rows) => rows.length === 0)).toEqual([]);
    // A state is checked once: nineteen pages share some thirty rows, not 19 × 30.
    expect(plan.flat().length).toBeLessThan(openers.length + fixturePages.length);
  }
});

for (const root of roots) {
  fixturePages.forEach(({ path }, pageIndex) => {
    test(`@mobile axe: ${root}${path}, whole and with things opened`, async ({ page, request, isMobile, baseURL, log }, testInfo) => {
      // axe walks every node of a 40-tile listing, then each opened part: slow on a busy 2-core machine, never wrong.
      test.setTimeout(120_000);
      const planned = (await planFor(request, root, isMobile, baseURL!))[pageIndex]!;
      await seedVisitor(page, seed);
      await page.goto(`${root}${path}`);
      await waitForWidgets(page);
      const place: Place = { root, path, isMobile, baseURL: baseURL! };

      const found: string[] = [];
      // The whole page as the server drew it, with the widgets mounted (the favourites woken).
      await test.step('the page', async () => {
        await wakeWidgets(page, isMobile);
        for (const violation of await violations(page)) found.push(`the page: ${violation}`);
      });
      const opened: string[] = [];
      const unseen: string[] = [];
      // The planned rows; should all of them be hidden on this viewport, the page's next row that shows.
      const rest = openers.map((_, index) => index).filter((index) => !planned.includes(index));
      for (const index of [...planned, ...rest]) {
        if (opened.length > 0 && !planned.includes(index)) break;
        const opener = openers[index]!;
        if (opener.where && !opener.where(place)) continue;
        const control = page.locator(opener.control).first();
        if ((await control.count()) === 0) {
          // The survey read the server's HTML: a planned control missing from the mounted page is a fault.
          if (planned.includes(index)) unseen.push(opener.name);
          continue;
        }
        if (opener.visible !== false && !(await control.isVisible())) continue;
        await test.step(opener.name, async () => {
          await opener.open(page, place);
          opened.push(opener.name);
          for (const violation of await violations(page, opener.region)) found.push(`${opener.name}: ${violation}`);
          if (opener.close) await opener.close(page, place);
          else {
            await page.keyboard.press('Escape');
            await expect(page.locator(opener.region)).toHaveCount(0);
          }
        });
      }
      const line = `axe matrix ${testInfo.project.name} ${root}${path}: ${opened.length} opened states checked (${opened.join('; ')})`;
      await testInfo.attach('axe matrix', { body: line, contentType: 'text/plain' });
      console.log(line);

      expect(unseen, 'planned controls the mounted page does not have').toEqual([]);
      expect(opened.length).toBeGreaterThan(0);
      expect(found).toEqual([]);
      expect(log.pageErrors).toEqual([]);
      expect(unexpectedErrors(log)).toEqual([]);
    });
  });
}
