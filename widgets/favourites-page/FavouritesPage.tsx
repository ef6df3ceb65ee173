import { useMemo } from 'react';
import { t } from '../../shared/i18n/index.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { store, useSignal } from '../../shared/store/index.ts';
import { ServerHtml } from '../../shared/ui/ServerHtml.tsx';
import { ClearFavourites } from './ClearFavourites.tsx';
import { FavouritesGrid } from './FavouritesGrid.tsx';
import { readFavouritesPage, type PagePart } from './readFavouritesPage.ts';
import { anyTileLeft, stillFavourite } from './stillFavourite.ts';

/**
 * The favourites page (SPEC 2): the server's page, re-rendered part by part from its fallback HTML.
 * Tiles whose product stopped being a favourite leave the grid; with none left the page looks the
 * way the server renders an empty one: empty template area, empty grid, the empty-state text.
 */
export function FavouritesPage({ fallbackHtml }: HostProps) {
  const { lang } = useSignal(store.pageContext);
  const ids = useSignal(store.favouriteIds);
  const page = useMemo(() => readFavouritesPage(fallbackHtml), [fallbackHtml]);
  const gridItems = page.parts.flatMap((part) => (part.kind === 'grid' ? part.items : []));
  const empty = !anyTileLeft(gridItems, ids);

  const render = (part: PagePart) => {
    switch (part.kind) {
      case 'server':
        return <ServerHtml key={part.key} className="favourites-page__server" html={part.html} />;
      case 'clear':
        return <ClearFavourites key={part.key} label={part.label} className={part.className} />;
      case 'template':
        return (
          <div key={part.key} className={part.className} data-favourites-template="">
            {empty || !part.html.trim() ? null : <ServerHtml html={part.html} />}
          </div>
        );
      case 'grid':
        return (
          <FavouritesGrid
            key={part.key}
            className={part.className}
            items={part.items.filter((item) => stillFavourite(item, ids))}
            emptyText={empty ? (page.emptyText ?? t('favouritesEmpty', lang)) : null}
          />
        );
    }
  };
  return <>{page.parts.map(render)}</>;
}
