import { afterEach, describe, expect, it, vi } from 'vitest';
import { setErrorHandler } from '../../../shared/log/handleError.ts';
import { reportFor } from '../../../shared/log/widgetReport.ts';

afterEach(() => setErrorHandler(null));

describe('reportFor: a report bound to a widget', () => {
  it("names the widget by its marker and hands the element and the cause to the error handler", () => {
    const handler = vi.fn();
    setErrorHandler(handler);
    document.body.innerHTML = '<div data-widget=" promo-code "></div>';
    const host = document.querySelector<HTMLElement>('[data-widget]')!;
    const cause = new Error('denied');
    reportFor(host)('the clipboard refused the code', cause);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(cause, 'widget "promo-code": the clipboard refused the code', { widget: 'promo-code', element: host });
  });

  it('tells the page’s monitoring which widget it was (shop:error)', () => {
    setErrorHandler(() => {});
    document.body.innerHTML = '<div data-widget="a2hs-hint"></div>';
    const events: unknown[] = [];
    const listen = (event: Event) => events.push((event as CustomEvent).detail);
    document.addEventListener('shop:error', listen);
    reportFor(document.querySelector<HTMLElement>('[data-widget]')!)('sessionStorage refused');
    document.removeEventListener('shop:error', listen);
    expect(events).toEqual([{ message: 'widget "a2hs-hint": sessionStorage refused', widget: 'a2hs-hint' }]);
  });
});
