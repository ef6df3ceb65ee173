import type { ComponentType } from 'react';
import { parseAttributes, type AttributeSpec, type ParseResult, type PropsOf } from './attributes.ts';
import type { StrategyName } from './strategies.ts';

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

/** Keeps the widget's attribute and component types tied together at the definition site. */
export function defineWidget<T extends Record<string, AttributeSpec>>(definition: WidgetDefinition<T>): WidgetDefinition<T> {
  return definition;
}

export type AnyWidget = WidgetDefinition<Record<string, AttributeSpec>>;

export class Registry {
  private readonly widgets = new Map<string, AnyWidget>();

  register(definition: AnyWidget): void {
    if (this.widgets.has(definition.name)) throw new Error(`widget "${definition.name}" is registered twice`);
    this.widgets.set(definition.name, definition);
  }

  get(name: string): AnyWidget | undefined {
    return this.widgets.get(name);
  }

  all(): AnyWidget[] {
    return [...this.widgets.values()];
  }

  names(): string[] {
    return [...this.widgets.keys()];
  }

  /** Parses a marker's attributes with its widget's rules, then checks its content. */
  parse(definition: AnyWidget, element: HTMLElement): ParseResult<PropsOf<Record<string, AttributeSpec>>> {
    const parsed = parseAttributes(element, definition.attributes);
    if (!parsed.ok || !definition.validate) return parsed;
    const problem = definition.validate(element, parsed.props);
    return problem ? { ok: false, attribute: problem.attribute, message: problem.message } : parsed;
  }
}
