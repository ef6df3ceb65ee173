import { formatPrice } from '../../shared/i18n/index.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { store, useSignal } from '../../shared/store/index.ts';

export interface PriceProps extends HostProps {
  productId: string;
}

// The wrapper takes no box: the server's price block stays laid out as the server rendered it.
const NO_BOX = { display: 'contents' } as const;

/**
 * A product price from the page-init price list. The server's own price block (html: a sale's
 * crossed-out old price, the current price, the discount label) is shown as sent; only where no
 * html came is the amount (p) formatted, with its label (l). The marker's server HTML until then.
 */
export function Price({ productId, fallbackHtml }: PriceProps) {
  const prices = useSignal(store.prices);
  const { currency, lang } = useSignal(store.pageContext);
  const price = prices.get(productId);
  const serverBlock = price?.html.trim() ? price.html : null;
  const formatted = serverBlock !== null || price?.price === undefined ? null : formatPrice(price.price, currency, lang);
  if (!price || formatted === null) {
    // Trusted server HTML: the page-init answer's price block, else the marker's own.
    const html = serverBlock ?? fallbackHtml;
    return <span className="price__server" style={NO_BOX} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <>
      <span className="price__value">{formatted}</span>
      {price.label ? (
        <>
          {' '}
          <span className="price__label">{price.label}</span>
        </>
      ) : null}
    </>
  );
}
