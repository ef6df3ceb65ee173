import { pageClaims } from '../../../shared/page/pageClaims.ts';
import { act } from '@testing-library/preact';
import { vi } from 'vitest';
import { afterNextPaint } from '../../../shared/browser/afterNextPaint.ts';
import { Mounter } from '../../../shared/runtime/Mounter.ts';
import { Registry, type AnyWidget } from '../../../shared/runtime/index.ts';
import { setScanner } from '../../../shared/runtime/scanner.ts';
import { fakeClockRuns } from './dialogs.ts';

/**
 * Lets what a mount, a click or an answered call started run to its end: work put off until the
 * next frame was painted (a toggle's call), the promise chains of the stubbed calls, the renders
 * they cause and the effects of those renders. The stubs answer in microtasks, so a frame, an
 * idle moment and one more timer inside act() are enough.
 */
export async function flush(): Promise<void> {
  // A fake setTimeout never fires, and the test would only time out without saying why.
  if (vi.isFakeTimers() && !fakeClockRuns()) throw new Error('flush() waits for a real timer: with fake timers, advance them inside act() instead');
  await act(async () => {
    await afterPaintAndIdle();
    // What the code imports when used (a part, shared/runtime/parts.ts: the cart add, the
    // favourite toggle) arrives; unbuilt, its import() settles some microtasks later.
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Resolves when work the code put off with afterNextPaint, idle or not (queued before this call), has run. */
export function afterPaintAndIdle(): Promise<void> {
  return new Promise((resolve) => afterNextPaint(resolve, true));
}

export interface MountOptions {
  /** The widgets the page knows; by default every widget the bundle ships, as the runtime has them once their chunks ran. */
  widgets?: readonly AnyWidget[];
  /** Mounts every marker at once (data-mount="eager"), whatever its own strategy would wait for. */
  eager?: boolean;
  /**
   * Mounts the markers in server HTML that widgets insert later (a panel's list, a quick view), as
   * boot wires it on the page. Off by default: such markers then stay server HTML.
   */
  mountInserted?: boolean;
  /** Lets the page settle after mounting (flush()). Default true; a test on fake timers passes false. */
  flush?: boolean;
}

/** The subscriptions of the last mountMarkers' widgets: ended when the next test mounts. */
let stopRechecks: (() => void)[] = [];

/**
 * Puts `html` in the body as the server would send it and mounts its markers with a Mounter of
 * their own, the way the runtime does at boot: a widget's current markers are looked at again
 * when its `changesWith` changes (its own `watch` is not started). Returns the Mounter, for tests
 * that unmount or ask it about markers.
 */
export async function mountMarkers(html: string, options: MountOptions = {}): Promise<Mounter> {
  const widgets = options.widgets ?? (await everyWidget());
  // With the page's claims, as boot makes it: a panel's widget is woken when its panel is asked for.
  const mounter = new Mounter(registryOf(widgets), null, { claims: pageClaims });
  for (const stop of stopRechecks) stop();
  stopRechecks = widgets.flatMap((widget) => widget.changesWith?.subscribe(() => mounter.recheck(widget)) ?? []);
  document.body.innerHTML = html;
  if (options.eager) for (const marker of document.body.querySelectorAll('[data-widget]')) marker.setAttribute('data-mount', 'eager');
  // Always set, so no Mounter of an earlier test keeps mounting into this page.
  setScanner(options.mountInserted ? (root) => mounter.scan(root) : () => {});
  await act(() => mounter.scan(document));
  if (options.flush ?? true) await flush();
  return mounter;
}

/**
 * Loaded only when a test asks for it: importing every widget (the carousel and all) adds about a
 * second to each test file that only wants flush() or a widget or two.
 */
async function everyWidget(): Promise<readonly AnyWidget[]> {
  return (await import('../../../widgets/index.ts')).widgets;
}

function registryOf(widgets: readonly AnyWidget[]): Registry {
  const registry = new Registry();
  for (const widget of widgets) registry.register(widget);
  return registry;
}
