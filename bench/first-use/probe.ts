/**
 * What the first-use benchmark watches in the page, installed before the bundle's scripts: every
 * frame's start, when each of the bundle's chunks had run (its script's load event, which fires
 * once the code has run), the shopper's input on the control, each time the result sign comes
 * and goes (a press replayed twice shows as a close or a second open), and layout shifts.
 */
import type { ResultSign } from './widgets.ts';

export interface ProbeConfig {
  control: string;
  result: ResultSign;
  /** File names of the build's chunks (not its entry): their load events are noted. */
  chunkFiles: string[];
}

export type InputType = 'pointerover' | 'pointerdown' | 'focusin' | 'click' | 'keydown';

export interface ProbeRecord {
  /** performance.now() of every frame's rAF callback from install on. */
  frames: number[];
  /**
   * Each chunk that ran: its file, when its bytes had come (resource timing's responseEnd) and
   * when its load event came (its code has run by then; a widget it mounted may have answered
   * in the same task, before the event).
   */
  chunksRan: { file: string; arrived: number; at: number }[];
  /**
   * The first of each trusted input on the control: its timeStamp (when the shopper acted) and
   * when the page got it (its dispatch: the input's own latency is the browser's, warm or cold).
   */
  inputs: Partial<Record<InputType, { stamp: number; seen: number }>>;
  /** When the result sign came (the first time), how often it came and went. */
  shownAt: number | null;
  opens: number;
  closes: number;
  /** Layout shifts: their start and value. */
  shifts: { at: number; value: number }[];
}

declare global {
  interface Window {
    __firstUse?: ProbeRecord & { reset: () => void };
  }
}

/** Runs in the page (page.addInitScript): self-contained, it can use nothing from this module's scope. */
export function installProbe(config: ProbeConfig): void {
  const record: ProbeRecord & { reset: () => void } = {
    frames: [],
    chunksRan: [],
    inputs: {},
    shownAt: null,
    opens: 0,
    closes: 0,
    shifts: [],
    reset() {
      record.inputs = {};
      record.shownAt = null;
      record.opens = 0;
      record.closes = 0;
    },
  };
  window.__firstUse = record;

  const frame = () => {
    record.frames.push(performance.now());
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);

  // Capture on the document: before the loader's own load listener on the script mounts anything.
  document.addEventListener(
    'load',
    (event) => {
      const target = event.target;
      if (!(target instanceof HTMLScriptElement)) return;
      const file = new URL(target.src, location.href).pathname.split('/').pop() ?? '';
      if (!config.chunkFiles.includes(file)) return;
      const timing = performance.getEntriesByName(target.src).pop() as PerformanceResourceTiming | undefined;
      const at = performance.now();
      record.chunksRan.push({ file, arrived: timing?.responseEnd ?? at, at });
    },
    true,
  );

  const onControl = (event: Event) => {
    const control = document.querySelector(config.control);
    return control !== null && event.target instanceof Node && control.contains(event.target);
  };
  // Capture on window: before the runtime's press hold (on the document) can stop the event.
  for (const type of ['pointerover', 'pointerdown', 'focusin', 'click', 'keydown'] as const) {
    window.addEventListener(
      type,
      (event) => {
        if (!event.isTrusted || !onControl(event) || record.inputs[type] !== undefined) return;
        if (type === 'keydown' && (event as KeyboardEvent).key !== 'Enter') return;
        record.inputs[type] = { stamp: event.timeStamp, seen: performance.now() };
      },
      true,
    );
  }

  const sign = config.result;
  const shown = (): boolean => {
    if (sign.chooser) return false;
    const element = document.querySelector(sign.selector);
    if (!element) return false;
    if (sign.expanded && element.getAttribute('aria-expanded') !== 'true') return false;
    if (sign.visible && !element.checkVisibility()) return false;
    if (sign.text !== undefined && !(element.textContent ?? '').includes(sign.text)) return false;
    return true;
  };
  const came = () => {
    record.opens += 1;
    record.shownAt ??= performance.now();
  };
  if (sign.chooser) {
    // The last listener a click reaches (window, bubbling): one not prevented opens the chooser.
    window.addEventListener('click', (event) => {
      const target = event.target;
      if (target instanceof HTMLInputElement && target.type === 'file' && target.matches(sign.selector) && !event.defaultPrevented) came();
    });
  } else {
    let was = false;
    const look = () => {
      const now = shown();
      if (now === was) return;
      was = now;
      if (now) came();
      else record.closes += 1;
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  }

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.shifts.push({ at: entry.startTime, value: (entry as PerformanceEntry & { value: number }).value });
  }).observe({ type: 'layout-shift', buffered: true });
}
