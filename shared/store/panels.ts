import { handleError } from '../log/handleError.ts';
import { store } from './index.ts';

/** The panels the bundle's widgets render (store.openPanel names). */
export const CART_PANEL = 'cart';
export const SINGLE_BASKET_PANEL = 'single-basket';
/** A panel's name: one of the constants above, so a typo is a type error, not a panel that never opens. */
export type PanelName = typeof CART_PANEL | typeof SINGLE_BASKET_PANEL;
const PANEL_NAMES: readonly string[] = [CART_PANEL, SINGLE_BASKET_PANEL];

export function isPanelName(name: string): name is PanelName {
  return PANEL_NAMES.includes(name);
}

// Panels a mounted widget owns on this page, by name ('cart', 'single-basket'), counted so that a
// second owner leaving does not take the panel away from the first.
const owners = new Map<PanelName, number>();
// Owners not mounted yet (their chunk is on its way): opening the panel wakes them.
const wakers = new Map<PanelName, Set<() => void>>();

/**
 * A widget that renders a panel registers it while mounted; the runtime registers it, with `wake`,
 * for a marker whose chunk has not run. Returns the function that unregisters.
 */
export function registerPanel(name: PanelName, wake?: () => void): () => void {
  owners.set(name, (owners.get(name) ?? 0) + 1);
  if (wake) wakers.set(name, new Set(wakers.get(name)).add(wake));
  return () => {
    const left = (owners.get(name) ?? 1) - 1;
    if (left > 0) owners.set(name, left);
    else owners.delete(name);
    if (wake) wakers.get(name)?.delete(wake);
  };
}

export function hasPanel(name: string): boolean {
  return isPanelName(name) && owners.has(name);
}

/** Names of the panels this page has, for messages to developers. */
export function panelNames(): PanelName[] {
  return [...owners.keys()];
}

/**
 * Opens a panel when this page has it. Asking for one that no widget renders would leave the
 * store saying a panel is open while nothing shows: that is refused, and false says so.
 */
export function openPanel(name: PanelName): boolean {
  if (!hasPanel(name)) return false;
  store.openPanel.value = name;
  for (const wake of [...(wakers.get(name) ?? [])]) wake();
  return true;
}

/** Closes the panel `name` when it is the one open; a panel opened since stays open. */
export function closePanel(name: PanelName): void {
  if (store.openPanel.peek() === name) store.openPanel.value = null;
}

/** For legacy code's `shop:open-panel`: a name no widget renders is reported, not stored. */
export function openPanelByName(name: string): void {
  if (isPanelName(name) && openPanel(name)) return;
  const known = panelNames();
  handleError(undefined, `shop:open-panel: no panel "${name}" on this page; it has ${known.length > 0 ? known.map((n) => `"${n}"`).join(', ') : 'none'}`);
}
