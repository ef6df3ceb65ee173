import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { addProductToCart } from '../../shared/actions/cart.ts';
import { reachForCartAdd } from '../../shared/actions/changeCalls.ts';
import { showMessage } from '../../shared/actions/notices.ts';
import { chooseSizeInSelect, seedSelection, selectTextOf } from '../../shared/actions/sizes.ts';
import { canHover } from '../../shared/browser/device.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { store, useSignal } from '../../shared/store/index.ts';
import { ServerHtml } from '../../shared/ui/ServerHtml.tsx';
import { StableLabel } from '../../shared/ui/StableLabel.tsx';
import { cartItems, type SizeChoice, type SizeSource } from './cartItems.ts';
import { BUTTON_SLOT, readBuyForm, sizeSelectIn } from './readBuyForm.ts';
import { buy, chooseSize, sizeRequired } from '../../shared/i18n/messages/sizes.ts';
import { useT } from '../../shared/ui/useT.ts';

/** The size hint near the button stays 1 s. */
export const SIZE_HINT_MS = 1000;

export interface BuyButtonProps extends HostProps {
  productId: string;
  sid: string;
  /** The product has no sizes: it is bought as NOSIZE. */
  noSizes: boolean;
  /** Where the size comes from: the product's selection in the store (size pickers, the form's select) or the select's option text. */
  sizeSource: 'sizes' | 'select';
  /** How a missing size is pointed out: a message, or a 1 s hint next to the button. */
  sizePrompt: 'message' | 'hint';
}

const NONE: readonly string[] = [];

/**
 * The buy button. The server's form stays as it was rendered (its size select keeps working and
 * keeps its place); only its submit button is replaced, in place, by this widget's button, which
 * sends the chosen sizes to the cart or says that a size is missing.
 */
export function BuyButton(props: BuyButtonProps) {
  const { host, fallbackHtml, noSizes } = props;
  const form = useMemo(() => readBuyForm(fallbackHtml), [fallbackHtml]);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const [select, setSelect] = useState<HTMLSelectElement | null>(null);

  // ServerHtml (a child) has put the form's content in by now: find the slot and the select.
  useLayoutEffect(() => {
    const found = host.querySelector<HTMLElement>(`[${BUTTON_SLOT}]`);
    // The slot must not be a box of its own: the button stays the form's item, as the server's was.
    if (found) found.style.display = 'contents';
    setSlot(found);
    setSelect(noSizes ? null : sizeSelectIn(host));
  }, [host, form, noSizes]);

  return (
    <>
      <ServerHtml html={form.html} contents />
      {slot && createPortal(<BuyControl {...props} label={form.label} buttonClass={form.buttonClass} buttonAttributes={form.buttonAttributes} selectedSize={form.selectedSize} selectedSizeText={form.selectedSizeText} select={select} />, slot)}
    </>
  );
}

interface ControlProps extends BuyButtonProps {
  label: string;
  buttonClass: string;
  buttonAttributes: Readonly<Record<string, string>>;
  selectedSize: string;
  selectedSizeText: string;
  select: HTMLSelectElement | null;
}

function BuyControl({ productId, sid, noSizes, sizeSource, sizePrompt, label, buttonClass, buttonAttributes, selectedSize, selectedSizeText, select }: ControlProps) {
  const t = useT();
  const busy = useSignal(store.cartAddsPending).has(productId);
  const chosenKeys = useSignal(store.selectedSizes).get(productId) ?? NONE;
  const selectChoice = useSelectChoice(select, sizeSource === 'sizes' ? productId : null, chosenKeys, selectedSize, selectedSizeText);
  const [pointerOver, setPointerOver] = useState(false);
  const [hintRequests, setHintRequests] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hintRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (hintRequests === 0) return;
    const timer = setTimeout(() => setHintRequests(0), SIZE_HINT_MS);
    return () => clearTimeout(timer);
  }, [hintRequests]);

  const source: SizeSource = noSizes ? { kind: 'none' } : sizeSource === 'select' ? { kind: 'select', choice: selectChoice } : { kind: 'sizes', keys: chosenKeys, selectText: selectTextOf(chosenKeys) };
  const items = cartItems(productId, source);
  // The hint goes once a size is chosen: it has done its job.
  const hintShown = hintRequests > 0 && items === null;

  useLayoutEffect(() => {
    if (hintShown) placeUnder(hintRef.current, buttonRef.current);
  }, [hintShown]);

  const onBuy = () => {
    if (busy) return;
    if (items === null) {
      if (sizePrompt === 'hint') setHintRequests((count) => count + 1);
      else showMessage(sizeRequired);
      return;
    }
    void addProductToCart({ productId, sid, items });
  };

  // Only a real hover (desktop) relabels the button; a tap must not flash another text.
  // Any pointer (a finger too) or focus also asks for the add's code, so the press finds it here.
  const pointIn = () => {
    reachForCartAdd();
    setPointerOver(canHover());
  };
  const pointOut = () => setPointerOver(false);
  const ownLabel = label || t(buy);
  const chooseLabel = pointerOver && items === null;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        {...buttonAttributes}
        className={buttonClass || 'button button--buy'}
        // aria-disabled, not disabled: a disabled button drops keyboard focus to <body> (and out of
        // an open quick view); clicks are ignored while busy all the same.
        aria-disabled={busy}
        aria-busy={busy}
        onClick={onBuy}
        onPointerEnter={pointIn}
        onPointerLeave={pointOut}
        onFocus={pointIn}
        onBlur={pointOut}
      >
        {noSizes ? ownLabel : <StableLabel texts={[ownLabel, t(chooseSize)]} shown={chooseLabel ? 1 : 0} />}
      </button>
      <span ref={hintRef} className="buy__hint" role="status" style={HINT}>
        {hintShown && t(sizeRequired)}
      </span>
    </>
  );
}

// The hint floats under the button instead of taking room in the form: showing it moves nothing.
const HINT: CSSProperties = { position: 'absolute' };

function placeUnder(hint: HTMLElement | null, button: HTMLElement | null): void {
  if (!hint || !button) return;
  // Both are positioned against the same ancestor (the button's offsetParent).
  hint.style.left = `${button.offsetLeft}px`;
  hint.style.top = `${button.offsetTop + button.offsetHeight}px`;
}

/**
 * The form's size select. With `productId` (sizes mode) it is one more picker of the product: it
 * shows the product's latest chosen size that it offers, and choosing in it makes that size the
 * selection, sent as the option's text until a size link chooses again (the control used last
 * decides). Without (select mode) it keeps its own value. Returns the chosen option.
 */
function useSelectChoice(
  select: HTMLSelectElement | null,
  productId: string | null,
  chosenKeys: readonly string[],
  selectedSize: string,
  selectedSizeText: string,
): SizeChoice | undefined {
  const [, setChanges] = useState(0);

  useEffect(() => {
    if (productId && selectedSize) seedSelection(productId, [selectedSize], selectedSizeText);
  }, [productId, selectedSize, selectedSizeText]);

  useLayoutEffect(() => {
    if (!select || !productId) return;
    const offered = new Set(Array.from(select.options, (option) => option.value));
    const shown = [...chosenKeys].reverse().find((key) => offered.has(key)) ?? '';
    if (select.value !== shown) select.value = shown;
  }, [select, productId, chosenKeys]);

  useEffect(() => {
    if (!select) return;
    const onChange = () => {
      const option = select.selectedIndex >= 0 ? select.options[select.selectedIndex] : undefined;
      if (productId) chooseSizeInSelect(productId, select.value, (option?.textContent ?? '').trim());
      setChanges((n) => n + 1);
    };
    select.addEventListener('change', onChange);
    return () => select.removeEventListener('change', onChange);
  }, [select, productId]);

  const option = select && select.selectedIndex >= 0 ? select.options[select.selectedIndex] : undefined;
  return option ? { value: option.value.trim(), text: (option.textContent ?? '').trim() } : undefined;
}
