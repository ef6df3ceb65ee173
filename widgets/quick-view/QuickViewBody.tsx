import { QuickViewContent } from './QuickViewContent.tsx';
import type { QuickViewState } from './useQuickViewHtml.ts';
import { quickViewProductPage } from '../../shared/i18n/messages/quickView.ts';
import { LoadedHtmlBody } from '../../shared/ui/LoadedHtmlBody.tsx';
import { useT } from '../../shared/ui/useT.ts';

interface Props {
  state: QuickViewState;
  /** The product page (the marker's fallback link), offered when the quick view fails. */
  productUrl: string;
}

/** What the open dialog shows: the loader, the failure with a way out, or the product. */
export function QuickViewBody({ state, productUrl }: Props) {
  const t = useT();
  return (
    <LoadedHtmlBody state={state} block="quick-view-dialog" wayOut={{ href: productUrl, label: t(quickViewProductPage) }}>
      {(ready) => <QuickViewContent html={ready.html} />}
    </LoadedHtmlBody>
  );
}
