import { useEffect, useMemo, useState } from 'react';
import { addProductToCart, cartAddsPending } from '../../shared/actions/cart.ts';
import { showMessage } from '../../shared/actions/notices.ts';
import { canHover } from '../../shared/browser/device.ts';
import { t } from '../../shared/i18n/index.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { store, useSignal } from '../../shared/store/index.ts';
import { cartItems, type SizeSource } from './cartItems.ts';
import { readBuyForm } from './readBuyForm.ts';

/** SPEC 9: the size hint near the button stays 1 s. */
export const SIZE_HINT_MS = 1000;

export interface BuyButtonProps extends HostProps {
  productId: string;
  sid: string;
  /** The product has no sizes: it is bought as NOSIZE. */
  noSizes: boolean;
  /** Where the size comes from: the product's size pickers (store) or this widget's own select. */
  sizeSource: 'sizes' | 'select';
  /** How a missing size is pointed out: a message, or a 1 s hint next to the button. */
  sizePrompt: 'message' | 'hint';
}

/** The buy button: sends the chosen sizes to the cart, or says that a size is missing. */
export function BuyButton({ productId, sid, noSizes, sizeSource, sizePrompt, fallbackHtml }: BuyButtonProps) {
  const form = useMemo(() => readBuyForm(fallbackHtml), [fallbackHtml]);
  const { lang } = useSignal(store.pageContext);
  const busy = useSignal(cartAddsPending).has(productId);
  const chosenKeys = useSignal(store.selectedSizes).get(productId);
  const [selectValue, setSelectValue] = useState(form.selectedSize);
  const [pointerOver, setPointerOver] = useState(false);
  // Counts hint requests: each one restarts the hint's second.
  const [hintRequests, setHintRequests] = useState(0);

  useEffect(() => {
    if (hintRequests === 0) return;
    const timer = setTimeout(() => setHintRequests(0), SIZE_HINT_MS);
    return () => clearTimeout(timer);
  }, [hintRequests]);

  const source: SizeSource = noSizes
    ? { kind: 'none' }
    : sizeSource === 'select'
      ? { kind: 'select', choice: form.sizes.find((choice) => choice.value === selectValue) }
      : { kind: 'sizes', keys: chosenKeys ?? [] };
  const items = cartItems(productId, source);

  const buy = () => {
    if (busy) return;
    if (items === null) {
      if (sizePrompt === 'hint') setHintRequests((count) => count + 1);
      else showMessage('sizeRequired');
      return;
    }
    void addProductToCart({ productId, sid, items });
  };

  // SPEC 5: only a real hover (desktop) relabels the button; a tap must not flash another text.
  const pointIn = () => setPointerOver(canHover());
  const pointOut = () => setPointerOver(false);
  const label = pointerOver && items === null ? t('chooseSize', lang) : form.label || t('buy', lang);

  return (
    <>
      {sizeSource === 'select' && !noSizes && (
        <select className="buy__select" aria-label={t('sizeLabel', lang)} value={selectValue} onChange={(event) => setSelectValue(event.currentTarget.value)}>
          {form.sizes.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.text}
            </option>
          ))}
        </select>
      )}
      <button
        type="button"
        className={form.buttonClass || 'button button--buy'}
        // aria-disabled, not disabled: a disabled button drops keyboard focus to <body> (and out of
        // an open quick view); clicks are ignored while busy all the same.
        aria-disabled={busy}
        aria-busy={busy}
        onClick={buy}
        onPointerEnter={pointIn}
        onPointerLeave={pointOut}
        onFocus={pointIn}
        onBlur={pointOut}
      >
        {label}
      </button>
      <span className="buy__hint" role="status">
        {hintRequests > 0 && t('sizeRequired', lang)}
      </span>
    </>
  );
}
