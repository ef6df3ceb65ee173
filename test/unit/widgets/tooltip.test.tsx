import { act, render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS } from '../../../shared/ui/tooltip.ts';
import { tooltip } from '../../../widgets/tooltip/index.ts';
import { Tooltip } from '../../../widgets/tooltip/Tooltip.tsx';
import { mountMarkers } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';

const INSIDE =
  '<button type="button" class="tooltip__trigger" aria-label="Что такое примерка?">?</button>' +
  '<span class="tooltip__text" role="tooltip" id="fitting-tip" hidden>Примерка перед оплатой в пунктах выдачи</span>';
const marker = (attributes = '', inside = INSIDE) => `<p>Примерка <span class="tooltip" data-widget="tooltip"${attributes}>${inside}</span></p><button id="elsewhere">Далее</button>`;

const host = () => document.querySelector<HTMLElement>('[data-widget="tooltip"]')!;
const trigger = () => host().querySelector<HTMLButtonElement>('.tooltip__trigger')!;
const text = () => host().querySelector<HTMLElement>('.tooltip__text')!;

/** The mouse rests on the marker: happy-dom knows no :hover, so the marker says so itself. */
function hoverMarker(): void {
  const element = host();
  const own = element.matches.bind(element);
  vi.spyOn(element, 'matches').mockImplementation((selectors: string) => selectors === ':hover' || own(selectors));
}

async function advance(ms: number): Promise<void> {
  await act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('tooltip', () => {
  beforeEach(() => {
    resetStore();
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.useRealTimers());

  it('the mouse coming onto it mounts it, and that hover counts: the text shows 1000 ms later, above the trigger', async () => {
    await mountMarkers(marker(), { widgets: [tooltip], flush: false });
    expect(trigger().hasAttribute('aria-describedby')).toBe(false);
    hoverMarker();
    await act(() => {
      trigger().dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    });
    // The server's own nodes stay.
    expect(host().innerHTML).toContain('Примерка перед оплатой');
    expect(trigger().getAttribute('aria-describedby')).toBe('fitting-tip');
    await advance(TOOLTIP_DELAY_MS - 1);
    expect(text().hidden).toBe(true);
    await advance(1);
    expect(text().hidden).toBe(false);
    expect(text().style.position).toBe('absolute');
    trigger().dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse', relatedTarget: document.body }));
    expect(text().hidden).toBe(true);
  });

  it('mounted 600 ms after the mouse arrived (its chunk took that long), it shows 400 ms after the mount: the wait counts from the arrival', async () => {
    document.body.innerHTML = marker();
    const element = host();
    const nodes = [...element.childNodes];
    for (const node of nodes) node.remove();
    hoverMarker();
    const arrivedAt = Date.now() - 600;
    render(<Tooltip host={element} fallbackHtml="" fallbackText="" serverNodes={{ nodes, focus: null }} delay={TOOLTIP_DELAY_MS} intentAt={arrivedAt} />, { container: element });
    await advance(TOOLTIP_DELAY_MS - 600 - 1);
    expect(text().hidden).toBe(true);
    await advance(1);
    expect(text().hidden).toBe(false);
  });

  it('keyboard focus mounts it with focus kept on the trigger; the text shows 1000 ms later and Esc dismisses it', async () => {
    await mountMarkers(marker(), { widgets: [tooltip], flush: false });
    await act(() => {
      trigger().focus();
      trigger().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    expect(document.activeElement).toBe(trigger());
    await advance(TOOLTIP_DELAY_MS);
    expect(text().hidden).toBe(false);
    trigger().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(text().hidden).toBe(true);
    expect(document.activeElement).toBe(trigger());
    await act(() => document.getElementById('elsewhere')!.focus());
    expect(text().hidden).toBe(true);
  });

  it('a tap mounts it and shows the text at once (the tap is replayed); a tap elsewhere hides it', async () => {
    await mountMarkers(marker(), { widgets: [tooltip], flush: false });
    await act(() => {
      trigger().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
      trigger().click();
    });
    expect(text().hidden).toBe(false);
    document.getElementById('elsewhere')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    expect(text().hidden).toBe(true);
  });

  it('data-delay sets the wait', async () => {
    await mountMarkers(marker(' data-delay="300"'), { widgets: [tooltip], flush: false });
    await act(() => {
      trigger().focus();
      trigger().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    await advance(299);
    expect(text().hidden).toBe(true);
    await advance(1);
    expect(text().hidden).toBe(false);
  });

  it('data-delay="0" shows it as soon as the mouse is on it', async () => {
    await mountMarkers(marker(' data-delay="0"'), { widgets: [tooltip], eager: true, flush: false });
    trigger().dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    await advance(0);
    expect(text().hidden).toBe(false);
  });

  it('the server’s text is shown as text, never run as HTML', async () => {
    const hostile = '<button type="button" class="tooltip__trigger">?</button><span class="tooltip__text" hidden>&lt;img src=x onerror=alert(1)&gt;</span>';
    await mountMarkers(marker('', hostile), { widgets: [tooltip], eager: true, flush: false });
    trigger().click();
    expect(text().hidden).toBe(false);
    expect(text().textContent).toBe('<img src=x onerror=alert(1)>');
    expect(text().querySelector('img')).toBeNull();
    // No id from the server: it gets one, and the trigger points to it.
    expect(trigger().getAttribute('aria-describedby')).toBe(text().id);
  });

  it.each([
    [' data-delay="-5"', INSIDE, 'data-delay'],
    [' data-delay="1s"', INSIDE, 'data-delay'],
    ['', '<button type="button" class="tooltip__trigger">?</button>', '.tooltip__text'],
    ['', '<span class="tooltip__text" hidden>Текст</span>', '.tooltip__trigger'],
  ])('reports a bad marker (%s %s), naming what is wrong, and leaves it as the server sent it', async (attributes, inside, says) => {
    await mountMarkers(marker(attributes, inside), { widgets: [tooltip], eager: true, flush: false });
    const errors = vi.mocked(console.error).mock.calls.map((call) => call.join(' '));
    expect(errors.some((line) => line.includes('tooltip') && line.includes(says))).toBe(true);
    const asSent = document.createElement('span');
    asSent.innerHTML = inside;
    expect(host().innerHTML).toBe(asSent.innerHTML);
  });

  it('unmounting takes back what it set', async () => {
    const mounter = await mountMarkers(marker(), { widgets: [tooltip], eager: true, flush: false });
    expect(trigger().getAttribute('aria-describedby')).toBe('fitting-tip');
    trigger().click();
    await act(() => mounter.unmountWithin(document.body));
    expect(trigger().hasAttribute('aria-describedby')).toBe(false);
    expect(text().hidden).toBe(true);
    expect(text().style.position).toBe('');
  });
});
