// The fault matrix (issue 11): every call a widget makes, from the API layer's endpoint table, under
// every way a call fails in the field. For each case the shopper does what sends the call, and
//   - nothing is thrown or left unhandled on the page, and no policy is violated;
//   - a message in the page's language shows where the shopper acted (or, for calls the spec keeps
//     silent, the shopper still gets where they were going);
//   - what the shopper had is as it was: counters, optimistic states rolled back, typed values;
//   - a call that changes something went out exactly once (a read may be retried, at most twice);
//   - once the server is back, the same control works.
// A 'slow' answer must simply work, once. Cases are generated: a new row in the endpoint table
// without a case in fault-matrix/cases.ts fails the suite.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Endpoint } from '../../shared/api/endpoint.ts';
import { endpoints } from '../../shared/api/endpoints.ts';
import { test, expect, seedVisitor, waitForWidgets } from './fixtures.ts';
import { faultCases, type FaultCase, type NotMade } from './fault-matrix/cases.ts';
import type { Page } from '@playwright/test';
import { faultKinds, HANG_TIMEOUT_MS, injectFault, isCall, matcherFor, type FaultKind, type FaultSwitch } from './fault-matrix/faults.ts';
import { counters, shopper } from './fault-matrix/shopper.ts';

/** The calls the widgets make beyond SPEC 7's table: the server's own links (DESIGN "Where SPEC.md names no call"). */
const serverLinks: Record<string, Endpoint> = {
  cartRemove: { method: 'GET', path: null, body: 'none', answer: { kind: 'html' } },
};
const rows: Record<string, Endpoint> = { ...endpoints, ...serverLinks };

const isNotMade = (entry: FaultCase | NotMade): entry is NotMade => 'notMade' in entry;

/**
 * Whether the call must fail under this fault. 'slow' only delays a good answer; a row whose body
 * is never read ('none') is answered as soon as the status is 2xx, whatever the body holds.
 */
function mustFail(row: Endpoint, fault: FaultKind): boolean {
  if (fault === 'slow') return false;
  return !(row.answer.kind === 'none' && (fault === 'malformed' || fault === 'html'));
}

/**
 * Once the hanging call is out (its timeout timer set when it left), moves the page's clock past
 * the client's timeout: the timer fires now, as it would after HANG_TIMEOUT_MS.
 */
async function timeOut(page: Page, faulty: FaultSwitch): Promise<void> {
  await expect.poll(() => faulty.calls, 'the hanging call went out').toBeGreaterThan(0);
  await page.clock.fastForward(HANG_TIMEOUT_MS + 100);
}

/** Wrong field types exist only in a JSON answer. */
const applies = (row: Endpoint, fault: FaultKind) => fault !== 'types' || row.answer.kind === 'json';

test.describe('fault matrix', () => {
  test.skip(({ isMobile }) => isMobile, 'calls and their failures, not pointers: the desktop project');

  test('every call of the endpoint table has a case, and the calls no widget makes are sent by no widget', () => {
    expect(Object.keys(faultCases).sort()).toEqual(Object.keys(rows).sort());
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [readFileSync(path, 'utf8')] : [];
      });
    const code = [...sources('widgets'), ...sources('shared/actions'), ...sources('shared/ui'), ...sources('shared/page')].join('\n');
    for (const entry of Object.values(faultCases).filter(isNotMade)) expect(code, entry.caller).not.toContain(entry.caller);
  });

  const made = Object.entries(faultCases).filter((entry): entry is [string, FaultCase] => !isNotMade(entry[1]));
  let generated = 0;
  for (const [name, fault] of made.flatMap(([name]) => faultKinds.map((kind) => [name, kind] as const))) {
    const entry = faultCases[name as keyof typeof faultCases] as FaultCase;
    const row = rows[name]!;
    if (!applies(row, fault)) continue;
    // Each call meets its faults in both languages, alternately.
    const lang = faultKinds.indexOf(fault) % 2 === 0 ? 'ru' : 'ua';
    generated += 1;

    test(`${name} × ${fault} (${lang})`, async ({ page, log }) => {
      const s = shopper(page, lang);
      if (entry.seed) await seedVisitor(page, entry.seed);
      // A hang ends on the client's timeout: the page's clock (flowing as usual until then) jumps
      // over it once the call is out, instead of the test waiting it out.
      if (fault === 'hang') await page.clock.install();
      const separator = entry.start.includes('?') ? '&' : '?';
      await page.goto(`${s.root}${entry.start}${fault === 'hang' ? `${separator}qa_timeout=${HANG_TIMEOUT_MS}` : ''}`);
      await waitForWidgets(page);
      await entry.prepare?.(s);
      const before = { counters: await counters(page), state: await entry.state?.(s) };

      const matcher = matcherFor(row, entry.path?.(s) ?? null, entry.narrow);
      const faulty = await injectFault(page, matcher, fault);
      const firstAnswer = page.waitForResponse((response) => isCall(response.request(), matcher)).catch(() => null);
      try {
        await entry.act(s);
        const fails = mustFail(row, fault);
        if (!fails) {
          await firstAnswer;
          // A slow answer works; junk with a 200 for a row whose body is never read is an answer too.
          await (fault === 'slow' ? entry.worked : (entry.afterFailure ?? entry.worked))(s);
        } else if ('message' in entry.failure) {
          if (fault === 'hang') await timeOut(page, faulty);
          await expect(entry.failure.at(s)).toContainText(s.say(entry.failure.message), { timeout: 8_000 });
        } else {
          // Nothing is said: the call went out and its failure had time to be handled.
          await expect.poll(() => faulty.calls).toBeGreaterThan(0);
          if (fault === 'hang') await timeOut(page, faulty);
          // A call whose failure lets the shopper go on (the autocomplete log) may navigate while this
          // runs: a page that moved on has handled the failure.
          await expect
            .poll(() => page.evaluate(() => window.ShopWidgets?.debug.flush() ?? true).catch((error: unknown) => /context was destroyed|navigat/i.test(String(error)) || Promise.reject(error)))
            .toBeTruthy();
        }
        if (fails) {
          await entry.afterFailure?.(s);
          if (!entry.beside) expect({ counters: await counters(page), state: await entry.state?.(s) }, 'what the shopper had').toEqual(before);
        }
        await expect.poll(() => faulty.calls, 'the call went out').toBeGreaterThan(0);
        // A read may be sent again after a 5xx or a lost connection; anything else exactly once.
        const retried = row.safeToRepeat === true && (fault === '500' || fault === 'drop');
        if (retried) expect(faulty.calls).toBeLessThanOrEqual(3);
        else expect(faulty.calls, 'calls sent').toBe(1);
        expect(log.pageErrors, 'uncaught errors and unhandled rejections').toEqual([]);

        if (fails) {
          // The server is back: the same control works.
          faulty.heal();
          const sent = faulty.calls;
          // What the server did is read once its answer is in.
          const answered = page.waitForResponse((response) => isCall(response.request(), matcher)).catch(() => null);
          await (entry.again ?? entry.act)(s);
          await answered;
          await entry.worked(s);
          expect(faulty.calls).toBeGreaterThan(sent);
        }
        expect(log.pageErrors).toEqual([]);
      } finally {
        await faulty.release();
      }
    });
  }

  test('the matrix size', () => {
    // Printed for the CI log and the issue note: cases generated from the endpoint table.
    console.log(`fault matrix: ${generated} cases over ${made.length} calls (${Object.keys(faultCases).length - made.length} calls no widget makes)`);
    expect(generated).toBeGreaterThan(made.length * 5);
  });
});
