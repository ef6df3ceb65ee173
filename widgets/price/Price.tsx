import { formatPrice } from '../../shared/i18n/index.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { store, useSignal } from '../../shared/store/index.ts';

export interface PriceProps extends HostProps {
  productId: string;
}

/** A product price from the page-init price list, formatted; the server's text until then. */
export function Price({ productId, fallbackText }: PriceProps) {
  const prices = useSignal(store.prices);
  const { currency, lang } = useSignal(store.pageContext);
  const price = prices.get(productId);
  if (!price) return <>{fallbackText}</>;
  const formatted = price.price === undefined ? null : formatPrice(price.price, currency, lang);
  const label = price.label ? <span className="price__label">{price.label}</span> : null;
  if (formatted !== null) {
    return (
      <>
        <span className="price__value">{formatted}</span>
        {label}
      </>
    );
  }
  // No amount: the server's own price block is trusted HTML from the same answer.
  if (price.html) return <span className="price__value" dangerouslySetInnerHTML={{ __html: price.html }} />;
  return <>{fallbackText}</>;
}
