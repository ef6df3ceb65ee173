import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import type { MarkerReading, ServerNodes } from './registry.ts';
import type { MountTrigger } from './strategies.ts';
import { replayOnWidget } from './inputReplay.ts';

export interface WidgetRootOptions {
  element: HTMLElement;
  /** The widget's element for the marker's props, as its widget read them. */
  render: (MarkerReading & { ok: true })['render'];
  /** The marker's server HTML when it was scanned, for a marker whose inner markers may mount first. */
  serverHtml?: string;
  /**
   * The renderer commits a first render in a later task (React 19's createRoot) and clears the
   * container itself when it does: the server's nodes stay on screen until then. Preact renders
   * at once, and would reuse nodes it finds in the container, so they are taken out first.
   */
  commitsLater?: boolean;
  onError: (error: unknown) => void;
}

/**
 * One mounted marker. It keeps the server's fallback nodes (Preact starts from an empty container,
 * React clears it when it commits, so no frame ever shows the marker empty) and puts them back
 * when the widget fails or is unmounted by hand, so the page never loses content.
 */
export class WidgetRoot {
  readonly element: HTMLElement;
  private root: Root | null = null;
  private fallback: Node[] | null = null;
  private failed = false;

  constructor(private readonly options: WidgetRootOptions) {
    this.element = options.element;
  }

  mount(trigger?: MountTrigger): void {
    const { element, render, serverHtml, commitsLater = false } = this.options;
    let fallbackHtml: string;
    if (serverHtml === undefined) {
      fallbackHtml = element.innerHTML;
      this.fallback = Array.from(element.childNodes);
    } else {
      // What is in the marker now may hold widgets that mounted inside it: the server's own nodes
      // are made again from the HTML kept at scan, and the markers in them mount afresh.
      fallbackHtml = serverHtml;
      const template = element.ownerDocument.createElement('template');
      template.innerHTML = serverHtml;
      this.fallback = Array.from(template.content.childNodes);
    }
    const fallbackText = this.fallback
      .map((node) => node.textContent ?? '')
      .join('')
      .trim();
    const active = element.ownerDocument.activeElement;
    // Read before the server's nodes leave: a press had focused the marker or a control in it.
    const hadFocus = element.contains(active);
    // A text field keeps its caret while detached: giving it focus back is enough.
    const serverNodes: ServerNodes = { nodes: this.fallback, focus: active !== element && element.contains(active) ? (active as HTMLElement) : null };
    if (!commitsLater || trigger) element.replaceChildren();

    // Our boundary reports the error once; React's default would log it a second time.
    this.root = createRoot(element, { onCaughtError: () => {} });
    const tree = createElement(
      ErrorBoundary,
      { onError: (error: unknown) => this.fail(error) },
      render({ host: element, fallbackHtml, fallbackText, serverNodes, intentAt: trigger?.arrivedAt }),
    );
    try {
      if (trigger) {
        // Render now so the first use lands on the widget, not on the fallback that was removed.
        flushSync(() => this.root?.render(tree));
        if (trigger.event) replayOnWidget(element, trigger.event, hadFocus);
      } else {
        this.root.render(tree);
      }
    } catch (error) {
      this.fail(error);
    }
  }

  /** Unmounts; `restore` puts the server's fallback HTML back (when the marker stays on the page). */
  unmount(restore: boolean): void {
    const root = this.root;
    this.root = null;
    try {
      root?.unmount();
    } catch {
      // A widget failing in its cleanup must not keep the others from unmounting.
    }
    if (restore) this.restoreFallback();
  }

  get isFailed(): boolean {
    return this.failed;
  }

  private fail(error: unknown): void {
    if (this.failed) return;
    this.failed = true;
    this.options.onError(error);
    // Unmounting inside a render or commit is not allowed in React: leave the current pass first.
    queueMicrotask(() => this.unmount(true));
  }

  private restoreFallback(): void {
    if (!this.fallback) return;
    this.element.replaceChildren(...this.fallback);
    this.fallback = null;
  }
}
