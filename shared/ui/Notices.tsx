import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { dismissMessage } from '../actions/notices.ts';
import { store, useSignal } from '../store/index.ts';
import { close } from '../i18n/messages/common.ts';
import { useT } from './useT.ts';

/** Messages for the shopper (a failed favourite, a network problem), announced to screen readers. */
export function Notices() {
  const notices = useSignal(store.notices);
  const t = useT();
  return (
    <>
      {notices.map((notice) => (
        <div key={notice.id} className={`shop-notice shop-notice--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
          <span className="shop-notice__text">{notice.text}</span>
          <button type="button" className="shop-notice__close" aria-label={t(close)} onClick={() => dismissMessage(notice.id)}>
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
