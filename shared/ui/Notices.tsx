import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { dismissMessage } from '../actions/notices.ts';
import { t } from '../i18n/index.ts';
import { store, useSignal } from '../store/index.ts';

/** Messages for the shopper (a failed favourite, a network problem), announced to screen readers. */
export function Notices() {
  const notices = useSignal(store.notices);
  const { lang } = useSignal(store.pageContext);
  return (
    <>
      {notices.map((notice) => (
        <div key={notice.id} className={`shop-notice shop-notice--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
          <span className="shop-notice__text">{notice.text}</span>
          <button type="button" className="shop-notice__close" aria-label={t('close', lang)} onClick={() => dismissMessage(notice.id)}>
            ×
          </button>
        </div>
      ))}
    </>
  );
}

/** The runtime's own root for messages, outside every marker. */
export function mountNotices(): void {
  const host = document.createElement('div');
  host.className = 'shop-notices';
  document.body.appendChild(host);
  createRoot(host).render(createElement(Notices));
}
