import type { ComponentType } from 'react';
import { parseAttributes, type AttributeSpec, type PropsOf } from './attributes.ts';
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

export interface WidgetDefinition<T extends Record<string, AttributeSpec> = Record<string, AttributeSpec>> {
  /** The marker name: `data-widget="<name>"`. Public contract. */
  name: string;
  attributes: T;
  component: ComponentType<PropsOf<T> & HostProps>;
  /** Used when the marker has no `data-mount`. */
  defaultMount: StrategyName;
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

  /** Parses a marker's attributes with its widget's rules. */
  parse(definition: AnyWidget, element: Element) {
    return parseAttributes(element, definition.attributes) as ReturnType<typeof parseAttributes<Record<string, AttributeSpec>>> & {
      props?: PropsOf<Record<string, AttributeSpec>>;
    };
  }
}
