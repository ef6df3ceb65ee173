import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';

interface Violation {
  id: string;
  impact?: string | null;
  nodes: { target: unknown[] }[];
}

declare global {
  interface Window {
    axe?: { run(context: unknown, options: unknown): Promise<{ violations: Violation[] }> };
  }
}

/**
 * Every axe violation on the page (or inside `scope`), as 'rule (impact): first targets', so a
 * failure says what and where. All of axe's rules run, none excluded. A page without frames gets
 * axe once and runs it with only the violations collected (about 1 s on a 40-tile listing; the
 * builder, which also gathers every pass and finishes in a page of its own, took 3.7 s there).
 * A page with frames goes through AxeBuilder, which runs axe in each frame.
 */
export async function violations(page: Page, scope?: string): Promise<string[]> {
  const found = page.frames().length > 1 ? await viaBuilder(page, scope) : await inPage(page, scope);
  return found.map((v) => `${v.id} (${v.impact ?? 'unknown'}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

async function inPage(page: Page, scope?: string): Promise<Violation[]> {
  // The page's CSP forbids eval, not the test's own evaluation through the DevTools protocol.
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axe.source);
  return page.evaluate(async (selector) => {
    const results = await window.axe!.run(selector ? { include: [[selector]] } : document, { resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.map(({ target }) => ({ target })) }));
  }, scope ?? null);
}

async function viaBuilder(page: Page, scope?: string): Promise<Violation[]> {
  const builder = new AxeBuilder({ page });
  if (scope) builder.include(scope);
  return (await builder.analyze()).violations;
}
