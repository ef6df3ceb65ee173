import { FavouriteButton } from '../../shared/ui/FavouriteButton.tsx';
import { favouriteState } from '../../shared/actions/favourites.ts';
import { store, useSignal } from '../../shared/store/index.ts';
import type { LookItem } from './readLook.ts';

/**
 * The look's one favourite button: it acts on the selected item (the call carries is_collage=1 on
 * the look page) and its name says which item, so changing the selection is heard as well as seen.
 * It replaces the server's whole `.look__favourite` block and looks like the favourite marker in it.
 */
export function LookFavourite({ item }: { item: LookItem }) {
  useSignal(store.favouritesPending);
  useSignal(store.favouriteIds);
  const active = favouriteState(item.productId, item.serverFavourite);
  return (
    <div className="look__favourite">
      <span className={active ? 'fav is-active' : 'fav'}>
        <FavouriteButton productId={item.productId} sid={item.sid} serverActive={item.serverFavourite} itemName={item.name} />
      </span>
    </div>
  );
}
