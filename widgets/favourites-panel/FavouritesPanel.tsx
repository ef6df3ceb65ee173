import type { HostProps } from '../../shared/runtime/index.ts';
import { store, useSignal } from '../../shared/store/index.ts';
import { ServerHtml } from '../../shared/ui/ServerHtml.tsx';
import { hasVisibleContent } from './hasVisibleContent.ts';
import { favouritesEmpty } from '../../shared/i18n/messages/favouritesPage.ts';
import { useT } from '../../shared/ui/useT.ts';

/**
 * The aside list of favourites: the server's list, replaced by the html of every favourite answer
 * (toggle, clear-all). At count 0 it trusts only html that came with that count: the answer's html
 * when it shows something (the server's own empty state), else our empty text. The page's
 * fallback list is older than a count of 0 from page init, so it is not shown then.
 */
export function FavouritesPanel({ fallbackHtml }: HostProps) {
  const html = useSignal(store.favouritesHtml);
  const count = useSignal(store.favouritesCount);
  const t = useT();
  if (count === 0 && !hasVisibleContent(html ?? '')) {
    return <p className="fav-list__empty">{t(favouritesEmpty)}</p>;
  }
  return <ServerHtml className="fav-list__server" html={html ?? fallbackHtml} />;
}
