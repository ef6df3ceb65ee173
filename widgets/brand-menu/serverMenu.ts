// What the widget takes from the server's no-JavaScript menu: the toggle link, the panel, and the
// gender and letter links whose words become the widget's buttons.

export const TOGGLE = 'a.brand-menu__toggle';
export const SERVER_PANEL = '.brand-menu__panel';
const GENDER_LINK = '[data-gender]';
const LETTER_LINK = '[data-letter]';

/** The genders the brand call and the `menu` cookie know. */
export type Gender = 'm' | 'w';

export const isGender = (value: string | null): value is Gender => value === 'm' || value === 'w';

/** One button of the menu: the value it chooses and the server link's words. */
export interface MenuChoice<T extends string = string> {
  value: T;
  label: string;
}

export interface ServerMenu {
  toggle: HTMLAnchorElement;
  panel: HTMLElement;
  /** The toggle link's words. */
  toggleLabel: string;
  genders: MenuChoice<Gender>[];
  /** In the server's order; '' is every brand. */
  letters: MenuChoice[];
  /** The classes of the server's gender and letter rows, so the widget's rows look the same. */
  genderRowClass: string;
  letterRowClass: string;
}

const ELEMENT_NODE = 1;

/** The first element matching `selector` among `nodes` or inside them. */
function findIn<T extends Element>(nodes: readonly Node[], selector: string): T | null {
  for (const node of nodes) {
    // By node type, not instanceof: the nodes may come from another document's window (a parser's).
    if (node.nodeType !== ELEMENT_NODE) continue;
    const element = node as Element;
    if (element.matches(selector)) return element as T;
    const inside = element.querySelector<T>(selector);
    if (inside) return inside;
  }
  return null;
}

const words = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Each value once, in the server's order, with the first link's words. */
function choices(panel: HTMLElement, selector: string, attribute: string): MenuChoice[] {
  const seen = new Set<string>();
  const found: MenuChoice[] = [];
  for (const link of panel.querySelectorAll(selector)) {
    const value = (link.getAttribute(attribute) ?? '').trim();
    const label = words(link);
    if (!label || seen.has(value)) continue;
    seen.add(value);
    found.push({ value, label });
  }
  return found;
}

/** The server's menu among the marker's own nodes, or null when it has no toggle link or no panel. */
export function readServerMenu(nodes: readonly Node[]): ServerMenu | null {
  const toggle = findIn<HTMLAnchorElement>(nodes, TOGGLE);
  const panel = findIn<HTMLElement>(nodes, SERVER_PANEL);
  if (!toggle || !panel || toggle.contains(panel) || panel.contains(toggle)) return null;
  const genders = choices(panel, GENDER_LINK, 'data-gender').filter((choice): choice is MenuChoice<Gender> => isGender(choice.value));
  const genderRow = panel.querySelector(GENDER_LINK)?.parentElement;
  const letterRow = panel.querySelector(LETTER_LINK)?.parentElement;
  return {
    toggle,
    panel,
    toggleLabel: words(toggle),
    genders,
    letters: choices(panel, LETTER_LINK, 'data-letter'),
    genderRowClass: genderRow && genderRow !== panel ? genderRow.className : '',
    letterRowClass: letterRow && letterRow !== panel ? letterRow.className : '',
  };
}

/** What is wrong with a marker's content, for the console error; null when the widget can work with it. */
export function serverMenuProblem(marker: HTMLElement): string | null {
  const menu = readServerMenu(Array.from(marker.childNodes));
  if (!menu) return `the marker must hold the toggle link (${TOGGLE}) and, beside it, the panel (${SERVER_PANEL})`;
  if (!menu.toggleLabel) return `the toggle link (${TOGGLE}) has no words`;
  return null;
}

/**
 * Hides a server element while the widget stands in for it, through the DOM style object so the
 * site's `:hover` / `:focus-within` rule cannot show it; the function returned puts back exactly
 * the attributes it had.
 */
export function hideWhileMounted(element: HTMLElement): () => void {
  const style = element.getAttribute('style');
  const hidden = element.hasAttribute('hidden');
  element.hidden = true;
  element.style.display = 'none';
  return () => {
    if (style === null) element.removeAttribute('style');
    else element.setAttribute('style', style);
    if (!hidden) element.removeAttribute('hidden');
  };
}
