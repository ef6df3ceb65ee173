// axe with each panel, dialog, message, menu and dropdown open, on every fixture page, in both
// languages, on desktop and on a phone (issue 11). The table of openers (axe-matrix/openers.ts) says
// how a shopper opens each thing; every row whose control is on a page is opened there, the part
// that opened is checked, and it is put away before the next. The whole page in each state is
// a11y.spec.ts's job (every page, and the panels once each with the whole page checked); here axe
// looks at what opened, which keeps some 700 states inside the CI budget. No rule is excluded.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fixturePages } from '../../fixtures/server/qa/page-list.ts';
import { test, expect, seedVisitor, unexpectedErrors, waitForWidgets } from './fixtures.ts';
import { violations } from './axe.ts';
import { checkedElsewhere, openers, type Place } from './axe-matrix/openers.ts';

/** Favourites and a cart line, so the favourites page, the cart page and the cart panel have content. */
const seed = { favourites: ['1002', '1062'], cart: [{ id: '1062', s: 'NOSIZE' }] };

/** What in a widget's source opens something over or beside the page. */
const OPENS = [
  /shared\/ui\/(Dialog|MessageModal|ConfirmDialog|usePanel|DetailsDropdown|dropdown|tooltip)\.tsx?'/,
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

for (const root of ['/', '/ua/'] as const) {
  for (const { path } of fixturePages) {
    test(`@mobile axe with each thing opened: ${root}${path}`, async ({ page, isMobile, baseURL, log }, testInfo) => {
      // Some twenty things opened and checked one after another on a 40-tile listing: slow on a
      // busy 2-core machine, never wrong.
      test.setTimeout(240_000);
      await seedVisitor(page, seed);
      await page.goto(`${root}${path}`);
      await waitForWidgets(page);
      const place: Place = { root, path, isMobile, baseURL: baseURL! };

      const found: string[] = [];
      const opened: string[] = [];
      for (const opener of openers) {
        if (opener.where && !opener.where(place)) continue;
        const control = page.locator(opener.control).first();
        if ((await control.count()) === 0) continue;
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

      // Every page has the header's and the footer's things at least.
      expect(opened.length).toBeGreaterThan(5);
      expect(found).toEqual([]);
      expect(log.pageErrors).toEqual([]);
      expect(unexpectedErrors(log)).toEqual([]);
    });
  }
}
