import { useMemo } from 'react';
import { plural, t } from '../../shared/i18n/index.ts';
import type { Language } from '../../shared/context/types.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { store, useSignal } from '../../shared/store/index.ts';
import { ServerHtml } from '../../shared/ui/ServerHtml.tsx';
import { ClearFavourites } from './ClearFavourites.tsx';
import { FavouritesGrid } from './FavouritesGrid.tsx';
import { readFavouritesPage, type PagePart } from './readFavouritesPage.ts';
import { anyTileLeft, stillFavourite } from './stillFavourite.ts';
import { favouritesAdded, favouritesEmpty, productsFew, productsMany, productsOne } from '../../shared/i18n/messages/favouritesPage.ts';

/**
 * The favourites page: the server's page, re-rendered part by part from its fallback HTML.
 * Tiles whose product stopped being a favourite leave the grid; with none left the page looks the
 * way the server renders an empty one: empty template area, empty grid, the empty-state text.
 */
export function FavouritesPage({ fallbackHtml }: HostProps) {
  const { lang } = useSignal(store.pageContext);
  const ids = useSignal(store.favouriteIds);
  const count = useSignal(store.favouritesCount);
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
        // The server's sentence until the store knows the count; then ours, so the page never
        // says 'Вы добавили 3 товара' next to two tiles.
        return (
          <div key={part.key} className={part.className} data-favourites-template="">
            {empty ? null : count !== null ? favouritesAddedText(count, lang) : part.html.trim() ? <ServerHtml html={part.html} contents /> : null}
          </div>
        );
      case 'grid':
        return (
          <FavouritesGrid
            key={part.key}
            className={part.className}
            items={part.items.filter((item) => stillFavourite(item, ids))}
            emptyText={empty ? (page.emptyText ?? t(favouritesEmpty, lang)) : null}
          />
        );
    }
  };
  return <>{page.parts.map(render)}</>;
}

/** 'Вы добавили 3 товара' / 'Ви додали 3 товари' (the plural rule of shared/i18n/plural.ts). */
export function favouritesAddedText(count: number, lang: Language): string {
  const products = plural(count, [t(productsOne, lang), t(productsFew, lang), t(productsMany, lang)]);
  return t(favouritesAdded, lang, { count, products });
}
