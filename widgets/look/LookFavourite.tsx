import { favouriteState, toggleFavourite } from '../../shared/actions/favourites.ts';
import { t } from '../../shared/i18n/index.ts';
import { store, useSignal } from '../../shared/store/index.ts';
import type { LookItem } from './readLook.ts';

/**
 * The look's one favourite button: it acts on the selected item (the call carries is_collage=1 on
 * the look page) and its name says which item, so changing the selection is heard as well as seen.
 */
export function LookFavourite({ item }: { item: LookItem }) {
  const { lang } = useSignal(store.pageContext);
  const pending = useSignal(store.favouritesPending);
  useSignal(store.favouriteIds);
  const active = favouriteState(item.productId, item.serverFavourite);
  return (
    <div className="look__favourite">
      <span className={active ? 'fav is-active' : 'fav'}>
        <button
          type="button"
          className={active ? 'fav__button is-active' : 'fav__button'}
          aria-pressed={active}
          aria-busy={pending.has(item.productId)}
          // The visible words start the name (WCAG 2.5.3); the item's name follows.
          aria-label={t(active ? 'lookFavouriteRemove' : 'lookFavouriteAdd', lang, { name: item.name })}
          onClick={() => void toggleFavourite(item.productId, item.sid, item.serverFavourite)}
        >
          <span className="fav__icon" aria-hidden="true">
            {active ? '♥' : '♡'}
          </span>{' '}
          {t(active ? 'favouriteRemove' : 'favouriteAdd', lang)}
        </button>
      </span>
    </div>
  );
}
