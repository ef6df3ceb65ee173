import { t } from '../../shared/i18n/index.ts';
import { store, useSignal } from '../../shared/store/index.ts';
import { QuickViewContent } from './QuickViewContent.tsx';
import type { QuickViewState } from './useQuickViewHtml.ts';

interface Props {
  state: QuickViewState;
  /** The product page (the marker's fallback link), offered when the quick view fails. */
  productUrl: string;
}

/** What the open dialog shows: the loader, the failure with a way out, or the product. */
export function QuickViewBody({ state, productUrl }: Props) {
  const { lang } = useSignal(store.pageContext);
  switch (state.status) {
    case 'idle':
    case 'loading':
      return (
        <p className="quick-view-dialog__loading" role="status">
          {t('loading', lang)}
        </p>
      );
    case 'failed':
      return (
        <div className="quick-view-dialog__failed" role="alert">
          <p>{t('quickViewFailed', lang)}</p>
          {productUrl !== '' && <a href={productUrl}>{t('quickViewProductPage', lang)}</a>}
        </div>
      );
    case 'ready':
      return <QuickViewContent html={state.html} />;
  }
}
