import { useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { favouriteState } from '../../shared/actions/favourites.ts';
import { store, useSignal } from '../../shared/store/index.ts';
import { VISUALLY_HIDDEN } from '../../shared/ui/visuallyHidden.ts';
import type { LookItem } from './readLook.ts';
import { labelForItem } from '../../shared/i18n/messages/common.ts';
import { lookChooseItem, lookItemFavourite, lookOpenProduct } from '../../shared/i18n/messages/look.ts';
import { useT } from '../../shared/ui/useT.ts';

interface Props {
  items: readonly LookItem[];
  selectedId: string;
  onSelect: (productId: string) => void;
}

/** Keys that move the selection, as a step from the current item (Infinity: to the end). */
const steps: Record<string, number> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
  Home: -Infinity,
  End: Infinity,
  Enter: 0,
  ' ': 0,
};

/**
 * The look items as one radio group (native radios: a single Tab stop, announced as "1 of 4").
 * Arrows move the selection (wrapping), Home/End jump, Enter/Space select. Each item shows its
 * favourite flag from the store, and keeps its product link as a separate link: a radio's label
 * must not hold a link.
 */
export function LookItems({ items, selectedId, onSelect }: Props) {
  const t = useT();
  useSignal(store.favouriteIds);
  useSignal(store.favouritesPending);
  const group = useId();
  const radios = useRef<(HTMLInputElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    const step = steps[event.key];
    if (step === undefined) return;
    // Our own move replaces the browser's, so the selection never moves twice.
    event.preventDefault();
    const last = items.length - 1;
    const next = step === -Infinity ? 0 : step === Infinity ? last : (index + step + items.length) % items.length;
    const item = items[next];
    if (!item) return;
    onSelect(item.productId);
    radios.current[next]?.focus();
  };

  // A click or tap on a card selects it where it is. The label's own activation would focus the
  // radio and scroll the page to it (on a phone the card's top may be far above the finger, and
  // the favourite button would leave the screen): it is done here without the scroll.
  const onCardClick = (event: MouseEvent<HTMLLabelElement>, index: number) => {
    const item = items[index];
    if (!item) return;
    event.preventDefault();
    onSelect(item.productId);
    radios.current[index]?.focus({ preventScroll: true });
  };

  return (
    <fieldset className="look__choices">
      <legend style={VISUALLY_HIDDEN}>{t(lookChooseItem)}</legend>
      <ul className="look__items">
        {items.map((item, index) => {
          const selected = item.productId === selectedId;
          const favourite = favouriteState(item.productId, item.serverFavourite);
          return (
            <li
              key={item.productId}
              className={`look__item${selected ? ' is-selected' : ''}${favourite ? ' is-favourite' : ''}`}
              data-product-id={item.productId}
              data-sid={item.sid}
              // The server's own state attribute: the site's styles draw the flag from it.
              data-favourite={favourite ? '1' : undefined}
            >
              <label className="look__choice" onClick={(event) => onCardClick(event, index)}>
                <input
                  ref={(element) => {
                    radios.current[index] = element;
                  }}
                  type="radio"
                  className="look__radio"
                  name={group}
                  value={item.productId}
                  checked={selected}
                  onChange={() => onSelect(item.productId)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                />
                <span className="look__card">
                  {item.image ? (
                    <img src={item.image.src} alt={item.image.alt} width={item.image.width ?? undefined} height={item.image.height ?? undefined} />
                  ) : null}
                  {item.brand ? <span className="look__item-brand">{item.brand}</span> : null}{' '}
                  <span className="look__item-name">{item.name}</span>
                  {/* The heart is the site's (drawn from data-favourite); screen readers get the words. */}
                  {favourite ? <span style={VISUALLY_HIDDEN}> {t(lookItemFavourite)}</span> : null}
                </span>
              </label>
              {item.href ? (
                <a className="look__open" href={item.href} aria-label={t(labelForItem, { label: item.openText || t(lookOpenProduct), name: item.name })}>
                  {item.openText || t(lookOpenProduct)}
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
