import { useRef } from 'react';
import { brandMenuEmpty } from '../../shared/i18n/messages/brandMenu.ts';
import { loading, retry as retryWords } from '../../shared/i18n/messages/progress.ts';
import { useT } from '../../shared/ui/useT.ts';
import { brandLinks, type BrandLink } from './brandLinks.ts';
import { splitColumns } from './columns.ts';
import type { BrandsState } from './useBrands.ts';

interface Props {
  state: BrandsState;
  /** The `menu` cookie records gender m: the links ask for the men's sort. */
  sortForMen: boolean;
  onRetry: () => void;
  /** The toggle link's own page, offered when the brands cannot be loaded ('' when it has none). */
  wayOut: { href: string; label: string };
}

/** The brands of the chosen gender and letter in two columns, or the loader, or the failure with a retry. */
export function BrandList({ state, sortForMen, onRetry, wayOut }: Props) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);

  const retry = () => {
    // The pressed button goes with the failure: focus stays in the menu, where the answer comes.
    box.current?.focus();
    onRetry();
  };

  return (
    <div ref={box} className="brand-menu__brands" tabIndex={-1}>
      {state.kind === 'loading' && (
        <p className="brand-menu__loading" role="status">
          {t(loading)}
        </p>
      )}
      {state.kind === 'failed' && (
        <div className="brand-menu__failed">
          {/* Only the message is announced; the retry and the way out follow it. */}
          {state.message && <p role="alert">{t(state.message)}</p>}
          <button type="button" className="brand-menu__retry" onClick={retry}>
            {t(retryWords)}
          </button>
          {wayOut.href !== '' && (
            <>
              {' '}
              <a href={wayOut.href}>{wayOut.label}</a>
            </>
          )}
        </div>
      )}
      {state.kind === 'ready' && <Columns links={brandLinks(state.brands, sortForMen)} empty={t(brandMenuEmpty)} />}
    </div>
  );
}

function Columns({ links, empty }: { links: BrandLink[]; empty: string }) {
  if (links.length === 0) return <p className="brand-menu__empty">{empty}</p>;
  return (
    <div className="brand-menu__columns">
      {splitColumns(links).map(
        (column, index) =>
          column.length > 0 && (
            <ul key={index} className="brand-menu__column">
              {column.map((link, row) => (
                // The server may list one address twice: the place is the key.
                <li key={row}>
                  <a className={link.top ? 'brand-menu__link brand-menu__link--top' : 'brand-menu__link'} href={link.href}>
                    {link.top ? <strong>{link.name}</strong> : link.name}
                  </a>
                </li>
              ))}
            </ul>
          ),
      )}
    </div>
  );
}
