/**
 * Every `shop:*` DOM custom event, fired on `document`, with its detail type.
 * Keep docs/events.md in step with this map: legacy code on the page relies on it.
 */
export interface ShopEventMap {
  // Announcements: the bundle tells the page what happened.
  'shop:ready': { version: string; build: 'preact' | 'react' };
  'shop:page-init': { ok: boolean };
  'shop:favourite-toggled': { productId: string; added: boolean; count: number; ids: string[] };
  'shop:favourites-changed': { count: number; ids: string[] };
  'shop:cart-changed': { count: number };
  'shop:cart-added': { productId: string; items: { id: string; s: string }[]; count: number | null };
  'shop:cart-line-removed': { basketId: string; productId: string };
  'shop:sizes-changed': { productId: string; sizes: string[] };
  'shop:widget-error': { widget: string; attribute: string | null; element: string; message: string };
  /** Anything that failed after boot, as `ShopWidgets.handleError` was told (the console line without its prefix). */
  'shop:error': { message: string; widget?: string };
  'shop:message': { text: string; tone: 'error' | 'info' };
  // Commands: legacy code fires these and the bundle acts on them.
  'shop:toggle-favourite': { productId: string; sid?: string };
  'shop:open-panel': { name: string };
  'shop:close-panel': Record<string, never>;
  'shop:open-cart': Record<string, never>;
  /** The message modal (OK button) in the page's language; `backdrop: 'static'`: a backdrop click leaves it open. */
  'shop:open-message': { text: string; header?: string; icon?: 'success' | 'error' | 'info'; width?: number; backdrop?: 'static' };
}

export type ShopEventName = keyof ShopEventMap;

/** Names legacy code may fire to make the bundle act. */
export const commandEvents = [
  'shop:toggle-favourite',
  'shop:open-panel',
  'shop:close-panel',
  'shop:open-cart',
  'shop:open-message',
] as const satisfies readonly ShopEventName[];
