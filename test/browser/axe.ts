import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Every axe violation on the page (or inside `scope`), as 'rule (impact): first targets', so a failure says what and where. */
export async function violations(page: Page, scope?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (scope) builder.include(scope);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id} (${v.impact ?? 'unknown'}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}
