import { emit } from '../events/index.ts';
import { handleError } from '../log/handleError.ts';
import { cssPath } from './cssPath.ts';

export interface WidgetProblem {
  widget: string;
  element: Element;
  message: string;
  attribute?: string | null;
  cause?: unknown;
}

/**
 * A marker that was rejected or a widget that failed: the error handler (one console error
 * naming the widget, the attribute and the element) plus a `shop:widget-error` event for
 * monitoring code on the page.
 */
export function reportWidgetError({ widget, element, message, attribute = null, cause }: WidgetProblem): void {
  const path = cssPath(element);
  const where = attribute ? `${attribute}: ${message}` : message;
  handleError(cause, `widget "${widget}" at ${path}: ${where}`, { widget, element });
  emit('shop:widget-error', { widget, attribute, element: path, message });
}
