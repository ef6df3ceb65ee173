import { t } from '../../shared/i18n/index.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { store, useSignal } from '../../shared/store/index.ts';
import { ServerHtml } from '../../shared/ui/ServerHtml.tsx';

/** The aside list of favourites: the server's list, replaced by the html of every favourite answer. */
export function FavouritesPanel({ fallbackHtml }: HostProps) {
  const html = useSignal(store.favouritesHtml);
  const count = useSignal(store.favouritesCount);
  const { lang } = useSignal(store.pageContext);
  if (count === 0 && !(html ?? '').trim()) {
    return <p className="fav-list__empty">{t('favouritesEmpty', lang)}</p>;
  }
  return <ServerHtml className="fav-list__server" html={html ?? fallbackHtml} />;
}
