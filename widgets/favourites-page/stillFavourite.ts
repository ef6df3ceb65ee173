import type { GridItem } from './readFavouritesPage.ts';

/**
 * A tile stays while its product is a favourite by the server's latest word (page init, a toggle
 * from anywhere on the page, clear-all). Before the server said anything the server HTML stands;
 * a toggle still in flight does not count yet, so a failed call never loses a tile.
 */
export function stillFavourite(item: GridItem, ids: ReadonlySet<string> | null): boolean {
  return item.productId === null || ids === null || ids.has(item.productId);
}

/** Whether any product tile is left (grid content that is not a tile does not count). */
export function anyTileLeft(items: readonly GridItem[], ids: ReadonlySet<string> | null): boolean {
  return items.some((item) => item.productId !== null && stillFavourite(item, ids));
}
