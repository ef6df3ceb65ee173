import { emit } from '../events/index.ts';
import { cssPath } from './cssPath.ts';

const PREFIX = '[shop-widgets]';

export interface WidgetProblem {
  widget: string;
  element: Element;
  message: string;
  attribute?: string | null;
  cause?: unknown;
}

/**
 * The one place widget problems are reported: one console error naming the widget, the attribute
 * and the element, plus a `shop:widget-error` event for monitoring code on the page.
 */
export function reportWidgetError({ widget, element, message, attribute = null, cause }: WidgetProblem): void {
  const path = cssPath(element);
  const where = attribute ? `${attribute}: ${message}` : message;
  const text = `${PREFIX} widget "${widget}" at ${path}: ${where}`;
  if (cause === undefined) console.error(text, element);
  else console.error(text, element, cause);
  emit('shop:widget-error', { widget, attribute, element: path, message });
}

export function warn(text: string, ...details: unknown[]): void {
  console.warn(`${PREFIX} ${text}`, ...details);
}

export function fail(text: string, ...details: unknown[]): void {
  console.error(`${PREFIX} ${text}`, ...details);
}
