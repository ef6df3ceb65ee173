/**
 * The probe: installed in every page before any of its scripts (context.addInitScript), it records
 * what the benchmark reads later. Every time is performance.now() (ms since navigation start).
 */

export interface Span {
  start: number;
  duration: number;
}

/** A long animation frame (≥ 50 ms, rendering included), with the scripts (≥ 5 ms) that ran in it. */
export interface LongFrame extends Span {
  /** start: the script's entry point began (compilation included); executionStart: after compiling. */
  scripts: { url: string; type: string; start: number; executionStart: number; duration: number }[];
}

export interface Shift {
  start: number;
  value: number;
  hadRecentInput: boolean;
  /** What moved, as `tag.class`, for the verbose output. */
  sources: string[];
}

/** The first click, filled in by the listeners bench/click.ts arms just before it. */
export interface ClickRecord {
  /** When the benchmark armed the click: layout shifts from here on count as the click's. */
  armed: number;
  /** event.timeStamp of the pointer arriving over the favourite (pointerover). */
  hover: number | null;
  /** event.timeStamp of the click event. */
  click: number | null;
  /** The favourite shows the new state (class and heart) in the DOM. */
  shown: number | null;
  /** The frame after that was produced: the new state is painted. */
  painted: number | null;
  /** The header counter changed (after the server's answer). */
  counter: number | null;
}

export interface Probe {
  longTasks: Span[];
  frames: LongFrame[];
  shifts: Shift[];
  /** shop:ready (bundle booted) or bench:boot (baseline listening, page init sent). */
  boot: number | null;
  /** shop:page-init (store.pageInit became 'done' or 'failed') or bench:ready. */
  ready: number | null;
  readyOk: boolean | null;
  /** After the first frame that followed readiness: what readiness changed was rendered. */
  painted: number | null;
  click: ClickRecord | null;
  /** Removes the probe's own event listeners, so that the listener count is the page's. */
  detach: () => void;
}

declare global {
  interface Window {
    __bench?: Probe;
  }
}

/**
 * Runs in the page before any of its scripts. tsx compiles this file with esbuild's keepNames, so
 * named functions in here call a `__name` helper: NAME_SHIM gives the page a no-op one.
 */
export function installProbe(): void {
  const removers: (() => void)[] = [];
  const probe: Probe = {
    longTasks: [],
    frames: [],
    shifts: [],
    boot: null,
    ready: null,
    readyOk: null,
    painted: null,
    click: null,
    detach: () => {
      for (const remove of removers.splice(0)) remove();
    },
  };
  window.__bench = probe;
  const listen = (target: EventTarget, type: string, listener: (event: Event) => void) => {
    target.addEventListener(type, listener);
    removers.push(() => target.removeEventListener(type, listener));
  };
  const observe = (type: string, record: (entry: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(record)).observe({ type, buffered: true });
    } catch {
      // Not supported by this browser: that list stays empty.
    }
  };

  observe('longtask', (entry) => probe.longTasks.push({ start: entry.startTime, duration: entry.duration }));
  observe('long-animation-frame', (entry) => {
    type ScriptTiming = { sourceURL?: string; invoker?: string; invokerType?: string; startTime: number; executionStart?: number; duration: number };
    const scripts = (entry as PerformanceEntry & { scripts?: readonly ScriptTiming[] }).scripts ?? [];
    probe.frames.push({
      start: entry.startTime,
      duration: entry.duration,
      scripts: scripts.map((script) => ({
        url: script.sourceURL || script.invoker || '',
        type: script.invokerType ?? '',
        start: script.startTime,
        executionStart: script.executionStart ?? script.startTime,
        duration: script.duration,
      })),
    });
  });
  observe('layout-shift', (entry) => {
    type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: readonly { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    const shift = entry as LayoutShift;
    probe.shifts.push({
      start: shift.startTime,
      value: shift.value,
      hadRecentInput: shift.hadRecentInput,
      sources: (shift.sources ?? []).map(({ node, previousRect, currentRect }) => {
        const name = node instanceof Element ? `${node.localName}${node.classList[0] ? `.${node.classList[0]}` : ''}` : node ? node.nodeName : '?';
        // Which tile and how it moved: enough to tell a streamed paint from a mount in the verbose output.
        const tile = node instanceof Element ? node.closest('.tile') : node?.parentElement?.closest('.tile');
        const index = tile ? Array.prototype.indexOf.call(tile.parentElement!.children, tile) : -1;
        const rect = (box: DOMRectReadOnly) => `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
        return `${name}${index >= 0 ? ` (tile ${index + 1})` : ''} ${rect(previousRect)} → ${rect(currentRect)}`;
      }),
    });
  });

  // The document is parsed; deferred scripts run next. Lay the page out now, the same way for every
  // mode: otherwise Chromium's first layout of a big page (≈0.5 s at 2000 tiles) lands before the
  // measured script on some loads and inside its interval on others.
  listen(document, 'readystatechange', () => {
    if (document.readyState === 'interactive') void document.documentElement.getBoundingClientRect();
  });
  for (const name of ['shop:ready', 'bench:boot']) {
    listen(document, name, () => {
      if (probe.boot === null) probe.boot = performance.now();
    });
  }
  for (const name of ['shop:page-init', 'bench:ready']) {
    listen(document, name, (event) => {
      if (probe.ready !== null) return;
      probe.ready = performance.now();
      probe.readyOk = (event as CustomEvent<{ ok?: boolean } | null>).detail?.ok === true;
      requestAnimationFrame(() => {
        setTimeout(() => {
          probe.painted = performance.now();
        }, 0);
      });
    });
  }
}

/** esbuild (through tsx) wraps named functions in `__name(fn, "name")`; give the page a no-op one. */
export const NAME_SHIM = 'globalThis.__name = globalThis.__name || function (fn) { return fn; };';
