import { maskitoUpdateElement, type MaskitoPlugin } from '@maskito/core';

/**
 * A Maskito plugin that applies a field's rule for a value left behind (a phone cleared when
 * incomplete, a filter's blur rule) when the field loses focus. maskitoUpdateElement dispatches
 * 'input', so form validation sees the change.
 */
export function onLeave(rule: (value: string) => string): MaskitoPlugin {
  return (element) => {
    const leave = (): void => {
      const kept = rule(element.value);
      if (kept !== element.value) maskitoUpdateElement(element, kept);
    };
    element.addEventListener('blur', leave);
    return () => element.removeEventListener('blur', leave);
  };
}
