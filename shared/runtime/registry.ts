import type { ComponentType } from 'react';
import { PRODUCT_ID_ATTR, parseAttributes, parseId, type AttributeSpec, type ParseResult, type PropsOf } from './attributes.ts';
import type { StrategyName } from './strategies.ts';
import type { PanelName } from '../store/panels.ts';

/** What every widget component gets besides its parsed attributes. */
export interface HostProps {
  /** The marker element the widget is mounted on. */
  host: HTMLElement;
  /** The server's fallback HTML that was inside the marker before mounting (trusted). */
  fallbackHtml: string;
  /** The text of that fallback, e.g. the count or price the server printed. */
  fallbackText: string;
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
   * Checks what the server put inside the marker (and around it) before anything mounts: a
   * marker the widget cannot work with is reported like a bad attribute and keeps its server HTML.
   */
  validate?: (element: HTMLElement, props: PropsOf<T>) => MarkerProblem | null;
  /**
   * Runs once at boot. A lazily mounted widget uses it to wake markers whose server HTML went
   * stale before anyone touched them; it returns the function that stops watching.
   */
  watch?: (mountNow: (elements: Iterable<Element>) => void) => () => void;
}

export type AnyWidget = WidgetDefinition<Record<string, AttributeSpec>>;

/**
 * Checks the widget's attribute table and component props against each other at the definition
 * site, then hands the runtime the erased shape every widget shares: the registry gives each
 * component exactly the props its own table parsed, so nothing is lost by forgetting T here.
 */
export function defineWidget<T extends Record<string, AttributeSpec>>(definition: WidgetDefinition<T>): AnyWidget {
  // Component props are contravariant: WidgetDefinition<T> is not assignable to AnyWidget as is.
  return definition as unknown as AnyWidget;
}

/**
 * A widget shipped in a chunk, as the entry knows it before the chunk has run: its marker name,
 * the chunk that defines it, when to mount it, and the panel it renders if any.
 */
export interface LazyWidget {
  name: string;
  /** `widgets/chunks/<chunk>.ts`, shipped as `<bundle>.<chunk>.min.js` beside the entry. */
  chunk: string;
  defaultMount: StrategyName;
  /** A panel only this widget renders: asking for it before the chunk ran waits for the chunk. */
  panel?: PanelName;
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

  /**
   * The product a parsed marker names: the value of its widget's `data-product-id` attribute, the
   * one attribute every product marker shares (page init asks the server about these products).
   */
  productIdOf(definition: AnyWidget, props: Record<string, unknown>): string | null {
    for (const [key, rule] of Object.entries(definition.attributes)) {
      if (rule.attr !== PRODUCT_ID_ATTR) continue;
      const value = props[key];
      return typeof value === 'string' && value !== '' ? value : null;
    }
    return null;
  }

  /** The product id of a marker whose widget's attributes are not known yet (its chunk has not run). */
  readProductId(element: Element): string | null {
    return parseId(element.getAttribute(PRODUCT_ID_ATTR));
  }

  /** Parses a marker's attributes with its widget's rules, then checks its content. */
  parse(definition: AnyWidget, element: HTMLElement): ParseResult<PropsOf<Record<string, AttributeSpec>>> {
    const parsed = parseAttributes(element, definition.attributes);
    if (!parsed.ok || !definition.validate) return parsed;
    const problem = definition.validate(element, parsed.props);
    return problem ? { ok: false, attribute: problem.attribute, message: problem.message } : parsed;
  }
}
