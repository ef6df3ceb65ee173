import { logSearchChoice } from '../../shared/actions/search.ts';
import { navigation } from '../../shared/browser/navigation.ts';
import { withQueryParam } from '../../shared/browser/query.ts';
import type { Suggestion } from './suggestions.ts';

/** The log id rides along to the chosen entry as this query parameter. */
export const SEARCH_TASK_PARAM = 'search_task';

/**
 * Logs the chosen suggestion (the typed query trimmed, its anchor, its url as written), then goes
 * to its url with search_task={id}; without an id (failed, bad or slow log) to the url as it is,
 * so a choice is never lost.
 */
export async function goToSuggestion(entry: Suggestion, typed: string): Promise<void> {
  const id = await logSearchChoice({ query: typed.trim(), anchor: entry.anchor, url: entry.url });
  navigation.goTo(id === null ? entry.url : withQueryParam(entry.url, SEARCH_TASK_PARAM, id));
}
