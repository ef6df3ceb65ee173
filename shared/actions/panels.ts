import { fail } from '../runtime/report.ts';
import { store } from '../store/index.ts';

/** The panels the bundle's widgets render (store.openPanel names). */
export const CART_PANEL = 'cart';
export const SINGLE_BASKET_PANEL = 'single-basket';

// Panels a mounted widget owns on this page, by name ('cart', 'single-basket'), counted so that a
// second owner leaving does not take the panel away from the first.
const owners = new Map<string, number>();
// Owners not mounted yet (their chunk is on its way): opening the panel wakes them.
const wakers = new Map<string, Set<() => void>>();

/**
 * A widget that renders a panel registers it while mounted; the runtime registers it, with `wake`,
 * for a marker whose chunk has not run. Returns the function that unregisters.
 */
export function registerPanel(name: string, wake?: () => void): () => void {
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
  for (const wake of [...(wakers.get(name) ?? [])]) wake();
  return true;
}

/** For legacy code's `shop:open-panel`: a name no widget renders is reported, not stored. */
export function openPanelByName(name: string): void {
  if (openPanel(name)) return;
  const known = panelNames();
  fail(`shop:open-panel: no panel "${name}" on this page; it has ${known.length > 0 ? known.map((n) => `"${n}"`).join(', ') : 'none'}`);
}
