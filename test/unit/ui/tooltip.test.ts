import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS, attachTooltip, type Tooltip } from '../../../shared/ui/tooltip.ts';

let attached: Tooltip[] = [];

function setUp(markup = '<button type="button" class="tooltip__trigger" aria-label="Что это?">?</button><span class="tooltip__text" role="tooltip" id="tip-1" hidden>Доставка 1–3 дня</span>', delayMs?: number) {
  document.body.innerHTML = `<p><span class="tooltip">${markup}</span> <button type="button" id="elsewhere">Другое</button></p>`;
  const trigger = document.querySelector<HTMLElement>('.tooltip__trigger')!;
  const tip = document.querySelector<HTMLElement>('.tooltip__text')!;
  const tooltip = attachTooltip(trigger, tip, delayMs === undefined ? undefined : { delayMs });
  attached.push(tooltip);
  return { trigger, tip, tooltip, elsewhere: document.getElementById('elsewhere')! };
}

const mouse = (type: string, target: Element, relatedTarget: Element | null = null) =>
  target.dispatchEvent(new PointerEvent(type, { pointerType: 'mouse', relatedTarget, bubbles: type !== 'pointerenter' && type !== 'pointerleave' }));

/** A finger: pointerdown, the focus a press gives a button, the click. */
function tap(target: HTMLElement): void {
  target.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', bubbles: true }));
  target.focus();
  target.click();
}

function esc(target: Element = document.activeElement ?? document.body): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

describe('attachTooltip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const tooltip of attached) tooltip.destroy();
    attached = [];
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('describes the trigger by the text (WAI-ARIA tooltip), keeps the text hidden and absolutely placed', () => {
    const { trigger, tip } = setUp();
    expect(trigger.getAttribute('aria-describedby')).toBe('tip-1');
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(tip.hidden).toBe(true);
    expect(tip.style.position).toBe('absolute');
  });

  it('gives the text an id and a role when the server gave none, adds to an aria-describedby the trigger has, and takes it all back', () => {
    const { trigger, tip, tooltip } = setUp('<button type="button" class="tooltip__trigger" aria-describedby="hint">?</button><span class="tooltip__text" hidden>Текст</span>');
    expect(tip.id).toMatch(/^shop-tooltip-\d+$/);
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(trigger.getAttribute('aria-describedby')).toBe(`hint ${tip.id}`);
    tooltip.destroy();
    expect(tip.hasAttribute('id')).toBe(false);
    expect(tip.hasAttribute('role')).toBe(false);
    expect(tip.style.position).toBe('');
    expect(trigger.getAttribute('aria-describedby')).toBe('hint');
  });

  it('shows 1000 ms after the mouse comes onto the trigger', () => {
    expect(TOOLTIP_DELAY_MS).toBe(1000);
    const { trigger, tip } = setUp();
    mouse('pointerenter', trigger);
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1);
    expect(tip.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(tip.hidden).toBe(false);
  });

  it('waits the delay it is given', () => {
    const { trigger, tip } = setUp(undefined, 250);
    mouse('pointerenter', trigger);
    vi.advanceTimersByTime(249);
    expect(tip.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(tip.hidden).toBe(false);
  });

  it('never shows when the mouse leaves before the delay; hides at once when it leaves after', () => {
    const { trigger, tip } = setUp();
    mouse('pointerenter', trigger);
    vi.advanceTimersByTime(600);
    mouse('pointerleave', trigger, document.body);
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    expect(tip.hidden).toBe(true);

    mouse('pointerenter', trigger);
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    expect(tip.hidden).toBe(false);
    mouse('pointerleave', trigger, document.body);
    expect(tip.hidden).toBe(true);
  });

  it('stays while the mouse goes from the trigger onto the text (WCAG 1.4.13), and goes when it leaves the text', () => {
    const { trigger, tip } = setUp();
    mouse('pointerenter', trigger);
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    mouse('pointerleave', trigger, tip);
    mouse('pointerenter', tip, trigger);
    vi.advanceTimersByTime(5000);
    expect(tip.hidden).toBe(false);
    mouse('pointerleave', tip, trigger);
    mouse('pointerenter', trigger, tip);
    expect(tip.hidden).toBe(false);
    mouse('pointerleave', trigger, document.body);
    expect(tip.hidden).toBe(true);
  });

  it('shows 1000 ms after keyboard focus, hides at once on blur', () => {
    const { trigger, tip, elsewhere } = setUp();
    trigger.focus();
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1);
    expect(tip.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(tip.hidden).toBe(false);
    elsewhere.focus();
    expect(tip.hidden).toBe(true);
  });

  it('stays while it is still hovered or focused: leaving with the mouse keeps a keyboard-focused one', () => {
    const { trigger, tip, elsewhere } = setUp();
    trigger.focus();
    mouse('pointerenter', trigger);
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    mouse('pointerleave', trigger, document.body);
    expect(tip.hidden).toBe(false);
    elsewhere.focus();
    expect(tip.hidden).toBe(true);
  });

  it('Esc hides it without moving focus, and the Esc goes no further (a dialog around it stays open)', () => {
    const { trigger, tip } = setUp();
    const onDocument = vi.fn();
    document.addEventListener('keydown', onDocument);
    trigger.focus();
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    esc();
    expect(tip.hidden).toBe(true);
    expect(document.activeElement).toBe(trigger);
    expect(onDocument).not.toHaveBeenCalled();
    // Dismissed: it does not come back by itself while the trigger stays focused.
    vi.advanceTimersByTime(5 * TOOLTIP_DELAY_MS);
    expect(tip.hidden).toBe(true);
    // With nothing shown, Esc is the page's (the dialog closes).
    esc();
    expect(onDocument).toHaveBeenCalledTimes(1);
    document.removeEventListener('keydown', onDocument);
  });

  it('Esc dismisses a hovered one too, and cancels one still waiting', () => {
    const { trigger, tip } = setUp();
    mouse('pointerenter', trigger);
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    esc(document.body);
    expect(tip.hidden).toBe(true);

    mouse('pointerleave', trigger, document.body);
    mouse('pointerenter', trigger);
    vi.advanceTimersByTime(500);
    esc(document.body);
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    expect(tip.hidden).toBe(true);
  });

  it('a tap on the trigger shows it at once and a second tap hides it (touch has no hover)', () => {
    const { trigger, tip } = setUp();
    tap(trigger);
    expect(tip.hidden).toBe(false);
    tap(trigger);
    expect(tip.hidden).toBe(true);
    // The focus a tap gives the button is not keyboard focus: no delayed show after it.
    vi.advanceTimersByTime(5 * TOOLTIP_DELAY_MS);
    expect(tip.hidden).toBe(true);
  });

  it('a tap elsewhere hides it; a tap on the text keeps it', () => {
    const { trigger, tip, elsewhere } = setUp();
    tap(trigger);
    tip.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', bubbles: true }));
    expect(tip.hidden).toBe(false);
    elsewhere.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', bubbles: true }));
    expect(tip.hidden).toBe(true);
  });

  it('a touch pointer coming onto the trigger is no hover', () => {
    const { trigger, tip } = setUp();
    trigger.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'touch' }));
    vi.advanceTimersByTime(5 * TOOLTIP_DELAY_MS);
    expect(tip.hidden).toBe(true);
  });

  it('Enter or Space on the focused trigger (a click without a pointer) shows it at once', () => {
    const { trigger, tip } = setUp();
    trigger.focus();
    trigger.click();
    expect(tip.hidden).toBe(false);
  });

  it('showSoon starts the wait for a hover or focus that came before it was attached', () => {
    const { tip, tooltip } = setUp();
    tooltip.showSoon('hover');
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1);
    expect(tip.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(tip.hidden).toBe(false);
  });

  it('showSoon counts the wait from when the hover or focus began: a hover 600 ms before it was attached shows 400 ms later', () => {
    const { tip, tooltip } = setUp();
    tooltip.showSoon('hover', Date.now() - 600);
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 600 - 1);
    expect(tip.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(tip.hidden).toBe(false);
  });

  it('showSoon for a focus that began longer ago than the wait shows on the next task, not later', () => {
    const { tip, tooltip } = setUp();
    tooltip.showSoon('focus', Date.now() - TOOLTIP_DELAY_MS - 250);
    expect(tip.hidden).toBe(true);
    vi.advanceTimersByTime(0);
    expect(tip.hidden).toBe(false);
  });

  it('a hover counted before it was attached ends when the mouse arrives anywhere else (no pointerleave comes)', () => {
    const { trigger, tip, tooltip, elsewhere } = setUp();
    tooltip.showSoon('hover');
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    expect(tip.hidden).toBe(false);
    // Over the trigger or the text: still hovered.
    mouse('pointerover', trigger);
    mouse('pointerover', tip);
    expect(tip.hidden).toBe(false);
    mouse('pointerover', elsewhere);
    expect(tip.hidden).toBe(true);
  });

  it('the mouse elsewhere leaves a keyboard-focused one alone', () => {
    const { trigger, tip, elsewhere } = setUp();
    trigger.focus();
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    mouse('pointerover', elsewhere);
    expect(tip.hidden).toBe(false);
  });

  it('destroy stops a waiting show and every listener, and puts the text back as it was', () => {
    const { trigger, tip, tooltip } = setUp();
    mouse('pointerenter', trigger);
    tooltip.destroy();
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    expect(tip.hidden).toBe(true);
    tap(trigger);
    expect(tip.hidden).toBe(true);
    expect(trigger.hasAttribute('aria-describedby')).toBe(false);
    expect(tip.id).toBe('tip-1');
  });
});

describe('attachTooltip: where the text goes', () => {
  const VIEW_WIDTH = 1000;
  // Where the text's containing block starts, in the viewport: the page is scrolled 500 px down.
  const ORIGIN = { x: 10, y: -500 };
  const TIP = { width: 200, height: 50 };

  function placed(triggerBox: { left: number; top: number }) {
    const { trigger, tip } = setUp();
    trigger.getBoundingClientRect = () => DOMRect.fromRect({ x: triggerBox.left, y: triggerBox.top, width: 20, height: 20 });
    // The text's box follows its left/top from the containing block's corner.
    tip.getBoundingClientRect = () =>
      DOMRect.fromRect({ x: ORIGIN.x + parseFloat(tip.style.left || '0'), y: ORIGIN.y + parseFloat(tip.style.top || '0'), ...TIP });
    trigger.click();
    return tip;
  }

  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: VIEW_WIDTH });
  });
  afterEach(() => {
    for (const tooltip of attached) tooltip.destroy();
    attached = [];
    vi.useRealTimers();
    Reflect.deleteProperty(document.documentElement, 'clientWidth');
  });

  it('sits right above the trigger, centred on it', () => {
    const tip = placed({ left: 400, top: 300 });
    const box = tip.getBoundingClientRect();
    expect(box.left).toBe(410 - TIP.width / 2);
    expect(box.bottom).toBe(300);
    expect(tip.style.position).toBe('absolute');
  });

  it('stays inside the viewport at its left and right edges', () => {
    expect(placed({ left: 0, top: 300 }).getBoundingClientRect().left).toBe(8);
    expect(placed({ left: 990, top: 300 }).getBoundingClientRect().right).toBe(VIEW_WIDTH - 8);
  });

  it('goes below the trigger when there is no room above it', () => {
    const box = placed({ left: 400, top: 20 }).getBoundingClientRect();
    expect(box.top).toBe(40);
  });
});
