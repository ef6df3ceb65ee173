import { fail } from '../runtime/report.ts';
import { store } from '../store/index.ts';

/** The panels the bundle's widgets render (store.openPanel names). */
export const CART_PANEL = 'cart';
export const SINGLE_BASKET_PANEL = 'single-basket';

// Panels a mounted widget owns on this page, by name ('cart', 'single-basket'), counted so that a
// second owner leaving does not take the panel away from the first.
const owners = new Map<string, number>();

/** A widget that renders a panel registers it while mounted; returns the function that unregisters. */
export function registerPanel(name: string): () => void {
  owners.set(name, (owners.get(name) ?? 0) + 1);
  return () => {
    const left = (owners.get(name) ?? 1) - 1;
    if (left > 0) owners.set(name, left);
    else owners.delete(name);
  };
}

export function hasPanel(name: string): boolean {
  return owners.has(name);
}

/** Names of the panels this page has, for messages to developers. */
export function panelNames(): string[] {
  return [...owners.keys()];
}

/**
 * Opens a panel when this page has it. Asking for one that no widget renders would leave the
 * store saying a panel is open while nothing shows: that is refused, and false says so.
 */
export function openPanel(name: string): boolean {
  if (!hasPanel(name)) return false;
  store.openPanel.value = name;
  return true;
}

/** For legacy code's `shop:open-panel`: a name no widget renders is reported, not stored. */
export function openPanelByName(name: string): void {
  if (openPanel(name)) return;
  const known = panelNames();
  fail(`shop:open-panel: no panel "${name}" on this page; it has ${known.length > 0 ? known.map((n) => `"${n}"`).join(', ') : 'none'}`);
}
