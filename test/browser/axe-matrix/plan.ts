// Which opened states the axe matrix checks on which page. Every row of the opener table is
// checked in each language and viewport on one page that has its control, and every page is
// checked with at least one thing opened; the header's and footer's things (the same widgets on
// every page) go round the pages, a different page for each language and viewport, instead of
// being opened again on all nineteen.
import type { APIRequestContext } from '@playwright/test';
import { Window } from 'happy-dom';
import type { Opener, Place } from './openers.ts';

/** For each page (in the page list's order), the indexes of the openers it checks, in table order. */
export type Plan = readonly (readonly number[])[];

/**
 * `present[page][opener]`: the page's server HTML has the opener's control (and the row's `where`
 * holds there). `turn` (0…3, one per language and viewport) moves the shared rows to other pages.
 */
export function planStates(present: readonly (readonly boolean[])[], turn: number): Plan {
  const plan = present.map(() => new Set<number>());
  const openerCount = present[0]?.length ?? 0;
  for (let opener = 0; opener < openerCount; opener += 1) {
    const pages = present.flatMap((row, page) => (row[opener] ? [page] : []));
    if (pages.length === 0) continue;
    // A stride that is prime to the page count spreads neighbouring rows over different pages.
    plan[pages[(opener * 7 + turn * 5) % pages.length]!]!.add(opener);
  }
  present.forEach((row, page) => {
    if (plan[page]!.size > 0) return;
    const first = row.findIndex(Boolean);
    if (first >= 0) plan[page]!.add(first);
  });
  return plan.map((openers) => [...openers].sort((a, b) => a - b));
}

/**
 * Reads every page's server HTML (no script runs) and asks which opener controls it holds: every
 * control is the server's own (a widget that makes its control waits for a press on the server's).
 */
export async function surveyPages(
  request: APIRequestContext,
  places: readonly Place[],
  openers: readonly Opener[],
): Promise<boolean[][]> {
  const window = new Window();
  try {
    return await Promise.all(
      places.map(async (place) => {
        const response = await request.get(`${place.baseURL}${place.root}${place.path}`);
        if (!response.ok()) throw new Error(`axe matrix survey: ${place.root}${place.path} answered ${response.status()}`);
        const html = await response.text();
        const document = new window.DOMParser().parseFromString(html, 'text/html');
        return openers.map((opener) => (!opener.where || opener.where(place)) && document.querySelector(opener.control) !== null);
      }),
    );
  } finally {
    await window.happyDOM.close();
  }
}
