// The text search's calls (docs/api.md autocomplete, autocompleteLog): the suggestion list and the
// log of a chosen suggestion. Failures are reported here; the widget only decides what to show or
// where to go.
import { loadAutocomplete, logAutocomplete, type AutocompleteLogInput } from '../api/index.ts';
import { handleError } from '../log/handleError.ts';
import { searchSuggestionsFailed } from '../i18n/messages/search.ts';
import { attempt, type Outcome } from './outcome.ts';

/**
 * How long a chosen suggestion waits for its log id before the shopper goes on without it
 * (widgets/search): long enough for a healthy backend, short enough that a choice never feels
 * stuck.
 */
export const SEARCH_LOG_WAIT_MS = 1500;

/**
 * The server's suggestion html for `query` (sent as `name`, with this page's address as
 * `fromurl`). A call the caller aborted (a newer query took its place) tells nothing. Never rejects.
 */
export function loadSuggestions(query: string, signal: AbortSignal): Promise<Outcome<string>> {
  const call = () => loadAutocomplete({ name: query, fromUrl: location.href }, { signal });
  return attempt(call, { report: 'the search suggestions could not be loaded', message: searchSuggestionsFailed }, signal);
}

/**
 * Logs a chosen suggestion and resolves its id, or null when the call failed, answered without a
 * usable id, or took longer than SEARCH_LOG_WAIT_MS (each reported: the shopper then goes on
 * without search_task; the slow call is aborted). The caller's abort resolves null unreported.
 * Never rejects, and never waits longer than SEARCH_LOG_WAIT_MS, whatever the call does.
 */
export function logSearchChoice(choice: AutocompleteLogInput, signal?: AbortSignal): Promise<string | null> {
  return new Promise((resolve) => {
    const call = new AbortController();
    let settled = false;
    const finish = (id: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
      resolve(id);
    };
    const cancel = () => {
      finish(null);
      call.abort();
    };
    const timer = setTimeout(() => {
      if (!settled) handleError(undefined, `the search choice log took longer than ${SEARCH_LOG_WAIT_MS} ms; going on without search_task`);
      cancel();
    }, SEARCH_LOG_WAIT_MS);
    if (signal?.aborted) return cancel();
    signal?.addEventListener('abort', cancel);
    logAutocomplete(choice, { signal: call.signal }).then(
      ({ id }) => finish(id),
      (error: unknown) => {
        if (!settled) handleError(error, 'the search choice could not be logged; going on without search_task');
        finish(null);
      },
    );
  });
}
