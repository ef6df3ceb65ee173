import type { Outcome } from '../../shared/actions/outcome.ts';
import type { Message } from '../../shared/i18n/index.ts';

/** Suggestions are asked for from 2 characters, after trimming. */
export const MIN_QUERY_LENGTH = 2;
/** The call goes out 500 ms after the last keystroke. */
export const SUGGEST_DEBOUNCE_MS = 500;

/** What became of the current query: its answer, a failed call, or no query worth asking. */
export type QueryOutcome<T> = { query: string; kind: 'answer'; answer: T } | { query: string; kind: 'failed'; message: Message | null } | { query: string; kind: 'none' };

export interface SuggestionLoaderOptions<T> {
  /** Asks the server (an action: it never rejects, and a failure says what the shopper is told). */
  load: (query: string, signal: AbortSignal) => Promise<Outcome<T>>;
  /** Called with the outcome of the current query only: an older answer never arrives here. */
  onOutcome: (outcome: QueryOutcome<T>) => void;
}

/** The query as it is asked and cached: the typed text trimmed. */
export function queryOf(value: string): string {
  return value.trim();
}

/**
 * Which suggestions the field shows, over time: a query is asked for 500 ms after the last
 * keystroke, answers are kept for the page per query, a newer query aborts the call of the
 * previous one, and an answer whose query is no longer the field's is dropped.
 */
export class SuggestionLoader<T> {
  private readonly cache = new Map<string, T>();
  /** The query the field holds now (trimmed), or null below the minimum. */
  private wanted: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: { query: string; controller: AbortController } | null = null;

  constructor(private readonly options: SuggestionLoaderOptions<T>) {}

  /** The field's value changed (or is there at mount): show a cached answer now, else ask after the pause. */
  request(value: string): void {
    const query = queryOf(value);
    this.cancelTimer();
    if (query.length < MIN_QUERY_LENGTH) {
      this.wanted = null;
      this.abortInFlight();
      this.options.onOutcome({ query, kind: 'none' });
      return;
    }
    this.wanted = query;
    const cached = this.cache.get(query);
    if (cached !== undefined) {
      this.abortInFlight();
      this.options.onOutcome({ query, kind: 'answer', answer: cached });
      return;
    }
    this.timer = setTimeout(() => this.send(query), SUGGEST_DEBOUNCE_MS);
  }

  /** The answer kept for `value`'s query, if it was asked for on this page. */
  cached(value: string): T | undefined {
    return this.cache.get(queryOf(value));
  }

  /** Stops everything: no timer left, no call running, no outcome reported any more. */
  dispose(): void {
    this.wanted = null;
    this.cancelTimer();
    this.abortInFlight();
  }

  private async send(query: string): Promise<void> {
    this.timer = null;
    // Typed away and back while its call was out: that call's answer is (or was) the one shown.
    if (this.inFlight?.query === query || this.cache.has(query)) return;
    this.abortInFlight();
    const controller = new AbortController();
    this.inFlight = { query, controller };
    const outcome = await this.options.load(query, controller.signal);
    if (this.inFlight?.controller === controller) this.inFlight = null;
    if (controller.signal.aborted) return;
    if (outcome.ok) this.cache.set(query, outcome.value);
    if (query !== this.wanted) return;
    this.options.onOutcome(outcome.ok ? { query, kind: 'answer', answer: outcome.value } : { query, kind: 'failed', message: outcome.message });
  }

  private cancelTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private abortInFlight(): void {
    this.inFlight?.controller.abort();
    this.inFlight = null;
  }
}
