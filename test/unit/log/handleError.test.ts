import { afterEach, describe, expect, it, vi } from 'vitest';
import { on } from '../../../shared/events/index.ts';
import { getErrorHandler, handleError, logToConsole, setErrorHandler, warn } from '../../../shared/log/handleError.ts';

function announcements(): unknown[] {
  const seen: unknown[] = [];
  document.addEventListener('shop:error', (event) => seen.push((event as CustomEvent).detail));
  return seen;
}

describe('handleError', () => {
  afterEach(() => {
    setErrorHandler(null);
    vi.restoreAllMocks();
  });

  it('by default logs one console error: the prefixed message, the element, then the error', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = document.createElement('div');
    const cause = new TypeError('x');
    handleError(cause, 'widget "look" at div: broke', { widget: 'look', element });
    handleError(undefined, 'page context: bad JSON');
    expect(consoleError.mock.calls).toEqual([
      ['[shop-widgets] widget "look" at div: broke', element, cause],
      ['[shop-widgets] page context: bad JSON'],
    ]);
  });

  it('fires shop:error with the message (and the widget when there is one)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen = announcements();
    handleError(new Error('e'), 'the cart popup could not be loaded');
    handleError(undefined, 'widget "look" at div: broke', { widget: 'look' });
    expect(seen.slice(-2)).toEqual([{ message: 'the cart popup could not be loaded' }, { message: 'widget "look" at div: broke', widget: 'look' }]);
  });

  it('a replaced handler gets (error, message, detail) instead of the console, and shop:error still fires', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = vi.fn();
    setErrorHandler(handler);
    expect(getErrorHandler()).toBe(handler);
    const seen = announcements();
    const cause = new Error('e');
    handleError(cause, 'm', { widget: 'w' });
    expect(handler).toHaveBeenCalledWith(cause, 'm', { widget: 'w' });
    expect(consoleError).not.toHaveBeenCalled();
    expect(seen.at(-1)).toEqual({ message: 'm', widget: 'w' });
    setErrorHandler('not a function');
    expect(getErrorHandler()).toBe(logToConsole);
  });

  it('a handler that throws falls back to the console, with both errors', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = new Error('handler bug');
    setErrorHandler(() => {
      throw broken;
    });
    const cause = new Error('real');
    expect(() => handleError(cause, 'the favourite could not be changed')).not.toThrow();
    expect(consoleError.mock.calls).toEqual([
      ["[shop-widgets] the page's error handler threw; the error it was given follows", broken],
      ['[shop-widgets] the favourite could not be changed', cause],
    ]);
  });

  it('a shop:error listener that throws is reported once, without a second shop:error', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen = announcements();
    const before = seen.length;
    const stop = on('shop:error', () => {
      throw new Error('listener bug');
    });
    handleError(undefined, 'first');
    stop();
    expect(seen.length - before).toBe(1);
    expect(consoleError.mock.calls.map((call) => call[0])).toEqual(['[shop-widgets] first', '[shop-widgets] a listener of shop:error threw']);
  });

  it('warn is a prefixed console warning, not an error', () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    warn('a second mini-cart marker shows only its link', 1);
    expect(consoleWarn).toHaveBeenCalledWith('[shop-widgets] a second mini-cart marker shows only its link', 1);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
