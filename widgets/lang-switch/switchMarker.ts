import type { MarkerProblem } from '../../shared/runtime/index.ts';
import { summaryOf } from '../../shared/ui/dropdown.ts';

/**
 * What a language or currency marker must hold: a <details> opened by its <summary>, with a
 * submit button `name={field}` for each value the server takes, and nothing else by that name.
 */
export function switchMarkerProblem(element: HTMLElement, field: string, values: readonly string[]): MarkerProblem | null {
  if (!(element instanceof HTMLDetailsElement) || !summaryOf(element)) {
    return { attribute: null, message: 'the marker must be a <details> whose first child is its <summary>' };
  }
  const buttons = Array.from(element.querySelectorAll<HTMLButtonElement>(`button[name="${field}"]`));
  const found = buttons.map((button) => button.value);
  if (buttons.length === 0 || found.some((value) => values.indexOf(value) < 0) || !buttons.every((button) => button.form)) {
    return { attribute: field, message: `the marker must hold a form with submit buttons name="${field}" valued ${values.join(' or ')}` };
  }
  return null;
}
