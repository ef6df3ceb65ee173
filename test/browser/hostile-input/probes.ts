// Helpers of the hostile-input suite (issue 11 "Hostile input"): answers replaced per call, a
// watch on the foreign host the payloads point at, and readings of the page that show whether a
// payload became markup, code or an address off this site.
import type { BrowserContext, Page, Request, TestInfo } from '@playwright/test';
import { requestFields } from '../fault-matrix/faults.ts';

/** The one foreign host every off-site payload names. */
export const EVIL_HOST = 'evil.example';

/**
 * Every request any tab of the context sends to EVIL_HOST, answered here with a blank page (so a
 * tab that does go there loads something, and the test can see it went). Requests the page's CSP
 * refuses never leave the browser: the log fixture reports those as violations instead.
 */
export async function watchEvilHost(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.route(
    (url) => url.hostname === EVIL_HOST || url.hostname.endsWith(`.${EVIL_HOST}`),
    async (route) => {
      seen.push(`${route.request().method()} ${route.request().url()}`);
      await route.fulfill({ status: 200, contentType: 'text/html; charset=UTF-8', body: '<!doctype html><title>evil</title><p>evil</p>' });
    },
  );
  return seen;
}

type Narrow = (fields: URLSearchParams, request: Request) => boolean;

/** Answers every call to `path` (that `narrow` accepts) with `body`: JSON for an object, the text as it is for a string. */
export async function answerWith(page: Page, path: string, body: () => unknown, narrow?: Narrow): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const request = route.request();
      if (narrow && !narrow(requestFields(request), request)) return route.fallback();
      const value = body();
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      return route.fulfill({ status: 200, contentType: 'application/json; charset=UTF-8', body: text });
    },
  );
}

/** Lets the fixture server answer calls to `path`, then changes its JSON answer with `edit`. */
export async function editAnswer(page: Page, path: string, edit: (answer: Record<string, unknown>) => unknown, narrow?: Narrow): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const request = route.request();
      if (narrow && !narrow(requestFields(request), request)) return route.fallback();
      const response = await route.fetch();
      const answer = (await response.json()) as Record<string, unknown>;
      return route.fulfill({ response, body: JSON.stringify(edit(answer)) });
    },
  );
}

/** Page init is the POST to /ajax/tpl_action/ without `action` (the panels and the phone popup send one). */
export const isPageInit: Narrow = (fields, request) => request.method() === 'POST' && !fields.has('action');

export interface Damage {
  /** What a payload that ran would have set. */
  pwned: unknown;
  /** Elements a markup payload would have made. */
  payloadElements: string[];
  /** Inline handler attributes anywhere in the document (the fixture pages have none). */
  handlers: string[];
}

export const NO_DAMAGE: Damage = { pwned: null, payloadElements: [], handlers: [] };

/** What the document shows of the payloads having become code or markup. */
export function damage(page: Page): Promise<Damage> {
  return page.evaluate(() => {
    const handlers: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) if (/^on/i.test(attribute.name)) handlers.push(`${element.tagName.toLowerCase()}[${attribute.name}]`);
    }
    // The pages have no inline script of their own (the CSP would refuse it): any is a payload's.
    const payloadElements = [...document.querySelectorAll('img[src="x"], svg[onload], script:not([src]):not([type="application/json"])')].map((element) =>
      element.outerHTML.slice(0, 120),
    );
    return { pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null, payloadElements, handlers };
  });
}

export interface Address {
  /** Where it sits: a link, a form's action, a frame, the hidden `back` field of the server's forms. */
  kind: string;
  /** As written in the document. */
  raw: string;
  protocol: string;
  origin: string;
  params: [string, string][];
}

/** Every address the document holds that a click, a submit or a frame would follow. */
export function addresses(page: Page): Promise<Address[]> {
  return page.evaluate(() => {
    const found: Address[] = [];
    const add = (kind: string, raw: string | null) => {
      if (raw === null) return;
      try {
        const url = new URL(raw, document.baseURI);
        found.push({ kind, raw, protocol: url.protocol, origin: url.origin, params: [...url.searchParams] });
      } catch {
        found.push({ kind, raw, protocol: 'invalid', origin: 'invalid', params: [] });
      }
    };
    for (const link of document.querySelectorAll('a[href], area[href]')) add('link', link.getAttribute('href'));
    for (const form of document.querySelectorAll('form')) add('form', form.getAttribute('action') ?? '');
    for (const control of document.querySelectorAll('[formaction]')) add('formaction', control.getAttribute('formaction'));
    for (const frame of document.querySelectorAll('iframe[src], embed[src], object[data]')) add('frame', frame.getAttribute('src') ?? frame.getAttribute('data'));
    for (const back of document.querySelectorAll<HTMLInputElement>('input[name="back"]')) add('back', back.value);
    return found;
  });
}

/** The server's own links elsewhere (the messenger apps, the shop's phone): written by the templates, not taken from any input. */
const SERVER_OWN = /^(?:tel:\+\d+|viber:\/\/pa\?chatURI=fixture_store|https:\/\/(?:t|wa)\.me\/\w+)$/;

/** The addresses that would leave this site, apart from the server's own. */
export function foreign(found: readonly Address[], origin: string): string[] {
  return found
    .filter((address) => !((address.protocol === 'http:' || address.protocol === 'https:') && address.origin === origin) && !SERVER_OWN.test(address.raw))
    .map((address) => `${address.kind}: ${address.raw}`);
}

let total = 0;

/** Counts the probes a test tried and prints the figure (the closing note adds them up). */
export function countProbes(testInfo: TestInfo, probes: number): void {
  total += probes;
  console.log(`hostile input: ${probes} probes in "${testInfo.title}"`);
  testInfo.annotations.push({ type: 'probes', description: String(probes) });
}

export function probesSoFar(): number {
  return total;
}
