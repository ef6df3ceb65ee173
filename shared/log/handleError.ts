// Errors have one home: everything that fails after boot (the runtime, actions, listeners,
// analytics) comes here, so monitoring code replaces one function to see all of it.
import type { ShopEventMap } from '../events/types.ts';

const PREFIX = '[shop-widgets]';

/** What else the console line shows: the marker element, the widget name… */
export interface ErrorDetail {
  widget?: string;
  element?: Element;
}

/** Stimulus' shape: (error, message, detail). `error` is undefined for a problem without an exception. */
export type ErrorHandler = (error: unknown, message: string, detail: ErrorDetail) => void;

/** One console error: the message, the element when there is one, the error when there is one. */
export const logToConsole: ErrorHandler = (error, message, detail) => {
  const extras: unknown[] = [];
  if (detail.element) extras.push(detail.element);
  if (error !== undefined) extras.push(error);
  console.error(`${PREFIX} ${message}`, ...extras);
};

let handler: ErrorHandler = logToConsole;
let announcing = false;

export function getErrorHandler(): ErrorHandler {
  return handler;
}

/** Replaces the handler (`ShopWidgets.handleError = …`); anything that is not a function restores the console one. */
export function setErrorHandler(next: unknown): void {
  handler = typeof next === 'function' ? (next as ErrorHandler) : logToConsole;
}

/**
 * Reports a failure: the handler (a console error by default) and a `shop:error` event. Never
 * throws: a handler that throws falls back to the console, and a `shop:error` listener that
 * fails is logged without a second event.
 */
export function handleError(error: unknown, message: string, detail: ErrorDetail = {}): void {
  try {
    handler(error, message, detail);
  } catch (handlerError) {
    logToConsole(handlerError, 'the page\'s error handler threw; the error it was given follows', {});
    logToConsole(error, message, detail);
  }
  if (announcing) return;
  announcing = true;
  try {
    // Not through the event bus: the bus reports a throwing listener here.
    const announced: ShopEventMap['shop:error'] = { message, ...(detail.widget ? { widget: detail.widget } : {}) };
    document.dispatchEvent(new CustomEvent('shop:error', { detail: announced }));
  } finally {
    announcing = false;
  }
}

/** Something a page author should fix that breaks nothing (a second marker, an unknown name). */
export function warn(text: string, ...details: unknown[]): void {
  console.warn(`${PREFIX} ${text}`, ...details);
}
