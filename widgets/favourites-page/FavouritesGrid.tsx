import { useRef } from 'react';
import { ServerHtml } from '../../shared/ui/ServerHtml.tsx';
import type { GridItem } from './readFavouritesPage.ts';
import { useFocusAfterRemoval } from './useFocusAfterRemoval.ts';

interface Props {
  className: string;
  /** The tiles still shown, in server order. */
  items: readonly GridItem[];
  /** Shown under the grid when no product tile is left. */
  emptyText: string | null;
}

/**
 * The server's tiles, each kept as its own server HTML: removing one tile leaves the others (and
 * the widgets mounted inside them) untouched.
 */
export function FavouritesGrid({ className, items, emptyText }: Props) {
  const gridRef = useRef<HTMLDivElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  useFocusAfterRemoval(
    gridRef,
    emptyRef,
    items.map((item) => item.key),
  );
  return (
    <>
      <div ref={gridRef} className={className}>
        {items.map((item) => (
          <ServerHtml key={item.key} className="favourites-page__tile" html={item.html} />
        ))}
      </div>
      {emptyText === null ? null : (
        // tabIndex -1: focus lands here when the last tile the shopper was on goes away.
        <p ref={emptyRef} className="favourites-page__empty" tabIndex={-1}>
          {emptyText}
        </p>
      )}
    </>
  );
}
