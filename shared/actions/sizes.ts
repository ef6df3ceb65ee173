import { emit } from '../events/index.ts';
import { t } from '../i18n/index.ts';
import { store } from '../store/index.ts';
import { dismissMessages } from './notices.ts';
import { sizeLimit, sizeRequired } from '../i18n/messages/sizes.ts';

/** At most two sizes at once; sizes flagged no-limit are not counted (widgets/size-picker). */
export const MAX_SELECTED_SIZES = 2;

/** One size of a product, as the server's size link describes it. */
export interface SizeOption {
  /** data-size-key: what the cart call sends as `s`. */
  key: string;
  /** The link text, e.g. 'M'. */
  label: string;
  /** data-so split on ',': the manufacturer's sizes, e.g. ['IT 42', 'FR 38']. */
  manufacturer: readonly string[];
  /** data-reserved */
  reserved: boolean;
  /** data-no-limit: does not count toward the two. */
  noLimit: boolean;
}

export type SizeToggleResult = 'added' | 'removed' | 'refused';

const NONE: readonly string[] = [];

/**
 * The selection after toggling `key`, or null when adding it would exceed the limit.
 * Keys keep the order they were chosen in: the cart call sends them in that order.
 */
export function nextSelection(selected: readonly string[], key: string, isNoLimit: (key: string) => boolean): readonly string[] | null {
  if (selected.includes(key)) return selected.filter((chosen) => chosen !== key);
  const counted = selected.filter((chosen) => !isNoLimit(chosen)).length;
  if (!isNoLimit(key) && counted >= MAX_SELECTED_SIZES) return null;
  return [...selected, key];
}

/** The chosen size keys of a product, in choice order (reads without subscribing). */
export function selectedSizesOf(productId: string): readonly string[] {
  return store.selectedSizes.peek().get(productId) ?? NONE;
}

// `s` is the size key, or the size text from a select (docs/markers.md). A selection made in a buy
// form's select remembers that option's text; any later choice (a size link) is a new array,
// without one.
const selectTexts = new WeakMap<readonly string[], string>();

/** The option text to send when `keys` (a product's selection) came from a select; else undefined. */
export function selectTextOf(keys: readonly string[]): string | undefined {
  return selectTexts.get(keys);
}

/**
 * The server's own choice (links printed `is-active`, a select's `selected` option with its
 * `selectText`) becomes the product's selection, unless a picker of the same product already put
 * one in the store: then that one is the truth.
 */
export function seedSelection(productId: string, keys: readonly string[], selectText?: string): void {
  if (keys.length === 0 || store.selectedSizes.peek().has(productId)) return;
  if (selectText) selectTexts.set(keys, selectText);
  writeSelection(productId, keys);
}

/** The shopper chose an option of a buy form's size select ('' is its "choose a size" option). */
export function chooseSizeInSelect(productId: string, key: string, text: string): void {
  const keys = key ? [key] : [];
  if (key) selectTexts.set(keys, text);
  chooseSizes(productId, keys);
}

/**
 * The shopper toggled a size. Every picker and buy button of the product follows the store.
 * A refused third size leaves the selection as it was; the picker shows why.
 */
export function toggleSize(productId: string, option: SizeOption, options: readonly SizeOption[]): SizeToggleResult {
  const noLimit = new Set(options.filter((size) => size.noLimit).map((size) => size.key));
  if (option.noLimit) noLimit.add(option.key);
  const current = selectedSizesOf(productId);
  const next = nextSelection(current, option.key, (key) => noLimit.has(key));
  if (next === null) {
    emit('shop:message', { text: t(sizeLimit, store.pageContext.peek().lang), tone: 'error' });
    return 'refused';
  }
  chooseSizes(productId, next);
  return next.length > current.length ? 'added' : 'removed';
}

/**
 * Makes `keys` the product's selection (a size picker's toggle, a buy button's select). Once a
 * size is chosen, a 'choose a size' message has done its job and goes.
 */
export function chooseSizes(productId: string, keys: readonly string[]): void {
  writeSelection(productId, keys);
  emit('shop:sizes-changed', { productId, sizes: [...keys] });
  if (keys.length > 0) dismissMessages(sizeRequired);
}

/** 'IT 40; FR 38; IT 42': the manufacturer's sizes of the chosen keys, in choice order. */
export function manufacturerSizes(selected: readonly string[], options: readonly SizeOption[]): string {
  const byKey = new Map(options.map((size) => [size.key, size]));
  return selected.flatMap((key) => byKey.get(key)?.manufacturer ?? []).join('; ');
}

function writeSelection(productId: string, keys: readonly string[]): void {
  const next = new Map(store.selectedSizes.peek());
  // An emptied selection stays as [] so a picker mounted later does not re-seed the server's choice.
  next.set(productId, keys);
  store.selectedSizes.value = next;
}
