// The marker's two parts (README): the button that asks and the text that answers.

export interface TooltipParts {
  trigger: HTMLElement;
  text: HTMLElement;
}

const TRIGGER = '.tooltip__trigger';
const TEXT = '.tooltip__text';

/** The trigger and its text inside the marker, or null when either is missing or one holds the other. */
export function tooltipParts(marker: HTMLElement): TooltipParts | null {
  const trigger = marker.querySelector(TRIGGER);
  const text = marker.querySelector(TEXT);
  if (!(trigger instanceof HTMLElement) || !(text instanceof HTMLElement)) return null;
  if (trigger.contains(text) || text.contains(trigger)) return null;
  return { trigger, text };
}

/** Whether the mouse is over the element; a browser that cannot say counts as no. */
export function isHovered(element: Element): boolean {
  try {
    return element.matches(':hover');
  } catch {
    return false;
  }
}
