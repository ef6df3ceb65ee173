import type { ReadonlySignal } from '@preact/signals-core';
import { createElement, type ComponentType, type ReactElement } from 'react';
import { PRODUCT_ID_ATTR, parseAttributes, parseId, type AttributeSpec, type PropsOf } from './attributes.ts';
import type { StrategyName } from './strategies.ts';

/** What every widget component gets besides its parsed attributes. */
export interface HostProps {
  /** The marker element the widget is mounted on. */
  host: HTMLElement;
  /** The server's fallback HTML that was inside the marker before mounting (trusted). */
  fallbackHtml: string;
  /** The text of that fallback, e.g. the count or price the server printed. */
  fallbackText: string;
  /**
   * The server's own nodes, taken out of the marker before the first render, and the element that
   * had focus among them. A widget that enhances a form puts these very nodes back
   * (useServerNodes) so nothing the shopper typed before the mount is lost.
   */
  serverNodes: ServerNodes;
  /**
   * When the shopper's input that mounted the widget arrived (Date.now(), the clock that timers
   * follow): a pointer over the marker, focus, a press. Undefined for a mount no input caused. A
   * widget whose timing counts from that input (the brand menu's hover delay) counts from here,
   * not from the end of its chunk's download.
   */
  intentAt?: number;
}

export interface ServerNodes {
  nodes: readonly Node[];
  /** The element that had focus inside the marker when it mounted. */
  focus: HTMLElement | null;
}

/** What is wrong with a marker's content, for the console error (like a bad attribute's). */
export interface MarkerProblem {
  /** The attribute the problem is about, if one: 'data-size-key' on the links inside. */
  attribute: string | null;
  message: string;
}

export interface WidgetDefinition<T extends Record<string, AttributeSpec> = Record<string, AttributeSpec>> {
  /** The marker name: `data-widget="<name>"`. Public contract. */
  name: string;
  attributes: T;
  component: ComponentType<PropsOf<T> & HostProps>;
  /** Used when the marker has no `data-mount`. */
  defaultMount: StrategyName;
  /**
   * The chunk it ships in (`<bundle>-<version>.<chunk>.<hash>.min.js`, fetched when its marker is
   * on the page); none: the entry. The build reads it here (scripts/build/widgetTable.mjs).
   */
  chunk?: string;
  /**
   * What the page has only while this widget's marker is on it (the runtime knows the name, the
   * page wiring what it means: a panel only this widget renders). Asking for it before the
   * widget's chunk ran wakes the marker.
   */
  claims?: string;
  /**
   * Checks what the server put inside the marker (and around it) before anything mounts: a
   * marker the widget cannot work with is reported like a bad attribute and keeps its server HTML.
   */
  validate?: (element: HTMLElement, props: PropsOf<T>) => MarkerProblem | null;
  /**
   * Runs once at boot. A lazily mounted widget uses it to wake markers whose server HTML went
   * stale before anyone touched them; it returns the function that stops watching.
   */
  watch?: (mountNow: (elements: Iterable<Element>) => void) => () => void;
  /**
   * Whether the marker's server HTML already shows what the widget would render now, and the
   * signal that changes what it would render. A marker whose quiet moment comes (scrolled near,
   * an idle moment, eager) while it is current stays as the server rendered it: no root, no
   * render, state `current`. Each time `changesWith` changes, such markers wait for their strategy
   * again (a visible one on screen is looked at at once) and mount if they are current no more.
   * A use of the marker (hover, focus, click) mounts it whatever this says.
   */
  current?: { test: (element: HTMLElement, props: PropsOf<T>) => boolean; changesWith: ReadonlySignal<unknown> };
}

/** A marker read with its widget's rules: how to render it, or what is wrong with it. */
export type MarkerReading =
  | {
      ok: true;
      /** The product its `data-product-id` names, if its widget has that attribute. */
      productId: string | null;
      /** The widget's element for these props, with what the runtime adds. */
      render: (host: HostProps) => ReactElement;
      /** Whether the marker's server HTML shows what `render` would (the widget's `current` test; false without one). */
      isCurrent: () => boolean;
    }
  | { ok: false; attribute: string | null; message: string; cause?: unknown };

/**
 * What the runtime holds of a widget, whatever its attribute table: the typed definition stays
 * inside `read`, which parses a marker with that table and renders the component with exactly the
 * props it parsed. (No cast: a component's props are contravariant, so a typed definition could
 * not be treated as one for any props.)
 */
export interface AnyWidget {
  name: string;
  attributes: Readonly<Record<string, AttributeSpec>>;
  defaultMount: StrategyName;
  chunk?: string;
  claims?: string;
  watch?: WidgetDefinition['watch'];
  /** What makes a current marker worth looking at again (see WidgetDefinition.current). */
  changesWith?: ReadonlySignal<unknown>;
  read(element: HTMLElement): MarkerReading;
}

/** Checks the widget's attribute table and component props against each other at the definition site. */
export function defineWidget<T extends Record<string, AttributeSpec>>(definition: WidgetDefinition<T>): AnyWidget {
  const { name, attributes, defaultMount, chunk, claims, watch, current } = definition;
  // Found once per widget, not once per marker the scan reads.
  const productKey = Object.keys(attributes).find((key) => attributes[key]?.attr === PRODUCT_ID_ATTR) ?? null;
  return { name, attributes, defaultMount, chunk, claims, watch, changesWith: current?.changesWith, read: (element) => readMarker(definition, productKey, element) };
}

/**
 * Parses a marker's attributes with its widget's rules, then checks its content. A check that
 * throws rejects this marker only (the scan goes on with the others); a `current` test that
 * throws says "not current", and the widget mounts.
 */
function readMarker<T extends Record<string, AttributeSpec>>(definition: WidgetDefinition<T>, productKey: keyof T | null, element: HTMLElement): MarkerReading {
  let props: PropsOf<T>;
  try {
    const parsed = parseAttributes(element, definition.attributes);
    if (!parsed.ok) return parsed;
    props = parsed.props;
    const problem = definition.validate?.(element, props);
    if (problem) return { ok: false, attribute: problem.attribute, message: problem.message };
  } catch (cause) {
    return { ok: false, attribute: null, message: 'reading the marker threw', cause };
  }
  const productId = productKey === null ? null : props[productKey];
  return {
    ok: true,
    productId: typeof productId === 'string' && productId !== '' ? productId : null,
    render: (host) => createElement(definition.component, { ...props, ...host }),
    isCurrent: () => {
      try {
        return !!definition.current?.test(element, props);
      } catch {
        return false;
      }
    },
  };
}


/**
 * A widget shipped in a chunk, as the entry knows it before the chunk has run: its marker name,
 * the chunk that defines it, when to mount it, and what its markers claim if anything.
 */
export interface LazyWidget {
  name: string;
  /** See WidgetDefinition.chunk. */
  chunk: string;
  defaultMount: StrategyName;
  /** See WidgetDefinition.claims. */
  claims?: string;
}

export class Registry {
  private readonly widgets = new Map<string, AnyWidget>();
  private readonly lazyWidgets = new Map<string, LazyWidget>();

  register(definition: AnyWidget): void {
    if (this.widgets.has(definition.name)) throw new Error(`widget "${definition.name}" is registered twice`);
    this.widgets.set(definition.name, definition);
  }

  /** Makes a chunk's widget known by name before its chunk has run. */
  registerLazy(widget: LazyWidget): void {
    if (this.widgets.has(widget.name) || this.lazyWidgets.has(widget.name)) throw new Error(`widget "${widget.name}" is registered twice`);
    this.lazyWidgets.set(widget.name, widget);
  }

  /** A chunk ran: its widgets replace their lazy entries. */
  define(definitions: readonly AnyWidget[]): void {
    for (const definition of definitions) {
      if (this.widgets.has(definition.name)) continue;
      this.lazyWidgets.delete(definition.name);
      this.widgets.set(definition.name, definition);
    }
  }

  /** The defined widget (entry, or a chunk that has run). */
  get(name: string): AnyWidget | undefined {
    return this.widgets.get(name);
  }

  /** The chunk entry of a widget whose chunk has not run yet. */
  lazy(name: string): LazyWidget | undefined {
    return this.lazyWidgets.get(name);
  }

  /** The defined widgets (those with a `watch` hook are asked to watch at boot). */
  all(): AnyWidget[] {
    return [...this.widgets.values()];
  }

  names(): string[] {
    return [...this.widgets.keys(), ...this.lazyWidgets.keys()].sort();
  }

  /** The product id of a marker whose widget's attributes are not known yet (its chunk has not run). */
  readProductId(element: Element): string | null {
    return parseId(element.getAttribute(PRODUCT_ID_ATTR));
  }
}
