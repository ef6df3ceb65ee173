import { QuickViewContent } from './QuickViewContent.tsx';
import type { QuickViewState } from './useQuickViewHtml.ts';
import { loading } from '../../shared/i18n/messages/progress.ts';
import { quickViewFailed, quickViewProductPage } from '../../shared/i18n/messages/quickView.ts';
import { useT } from '../../shared/ui/useT.ts';

interface Props {
  state: QuickViewState;
  /** The product page (the marker's fallback link), offered when the quick view fails. */
  productUrl: string;
}

/** What the open dialog shows: the loader, the failure with a way out, or the product. */
export function QuickViewBody({ state, productUrl }: Props) {
  const t = useT();
  switch (state.status) {
    case 'idle':
    case 'loading':
      return (
        <p className="quick-view-dialog__loading" role="status">
          {t(loading)}
        </p>
      );
    case 'failed':
      return (
        <div className="quick-view-dialog__failed" role="alert">
          <p>{t(quickViewFailed)}</p>
          {productUrl !== '' && <a href={productUrl}>{t(quickViewProductPage)}</a>}
        </div>
      );
    case 'ready':
      return <QuickViewContent html={state.html} />;
  }
}
