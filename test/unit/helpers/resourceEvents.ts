// happy-dom answers every <script src> and <link rel="stylesheet"> itself, synchronously while the
// element is appended: it never fetches them (JavaScript evaluation and CSS file loading are off by
// default), it fires an error event, or a load event with handleDisabledFileLoadingAsSuccess. The
// loader tests play the network instead: happy-dom's own answers are stopped on their way down
// (capture phase on the document) and only the events a test fires reach the loader.
import { expect } from 'vitest';
import { ResourceLoadError } from '../../../shared/browser/resourceLoadError.ts';

interface HappyDomSettings {
  enableJavaScriptEvaluation: boolean;
  enableCSSFileLoading: boolean;
  handleDisabledFileLoadingAsSuccess: boolean;
}

const firedByTest = new WeakSet<Event>();

function happyDomSettings(): HappyDomSettings {
  return (window as unknown as { happyDOM: { settings: HappyDomSettings } }).happyDOM.settings;
}

/** Takes over load and error events for resources; returns the function that gives them back. */
export function holdResourceEvents(): () => void {
  const settings = happyDomSettings();
  // The guarantee that no test reaches the network: happy-dom fetches neither kind of file.
  expect(settings.enableJavaScriptEvaluation).toBe(false);
  expect(settings.enableCSSFileLoading).toBe(false);
  const answeredAsSuccess = settings.handleDisabledFileLoadingAsSuccess;
  // Its error answer prints a DOMException to the console for every element; its load answer is quiet.
  settings.handleDisabledFileLoadingAsSuccess = true;
  const stopUnlessFiredByTest = (event: Event) => {
    if (!firedByTest.has(event)) event.stopImmediatePropagation();
  };
  document.addEventListener('load', stopUnlessFiredByTest, true);
  document.addEventListener('error', stopUnlessFiredByTest, true);
  return () => {
    document.removeEventListener('load', stopUnlessFiredByTest, true);
    document.removeEventListener('error', stopUnlessFiredByTest, true);
    settings.handleDisabledFileLoadingAsSuccess = answeredAsSuccess;
  };
}

/** The network's answer for `element`: its file loaded, or failed. */
export function answer(element: Element, outcome: 'load' | 'error'): void {
  const event = new Event(outcome);
  firedByTest.add(event);
  element.dispatchEvent(event);
}

/** Whether `promise` has settled, after the microtasks already queued have run. */
export async function stateOf(promise: Promise<unknown>): Promise<'pending' | 'loaded' | 'failed'> {
  return Promise.race([
    promise.then(
      () => 'loaded' as const,
      () => 'failed' as const,
    ),
    Promise.resolve().then(() => 'pending' as const),
  ]);
}

/** The ResourceLoadError a load rejected with (the test fails if it resolved or rejected otherwise). */
export async function failure(promise: Promise<unknown>): Promise<ResourceLoadError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ResourceLoadError);
  return error as ResourceLoadError;
}
