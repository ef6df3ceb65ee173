import type { ReactNode } from 'react';
import { Loader } from './Loader.tsx';
import type { LoadedHtml } from './useLoadedHtml.ts';
import { useT } from './useT.ts';

interface Props<S extends LoadedHtml> {
  state: S;
  /** Class prefix: `<block>__loading`, `<block>__failed`. */
  block: string;
  /** The marker's own page, offered when the load failed (none when href is ''). */
  wayOut: { href: string; label: string };
  /** What the loaded html shows as. */
  children: (ready: S & { status: 'ready' }) => ReactNode;
}

/** A dialog's server html while it loads: 'Идёт загрузка', a failure (as its action worded it) with a way out, or the content. */
export function LoadedHtmlBody<S extends LoadedHtml>({ state, block, wayOut, children }: Props<S>) {
  const t = useT();
  if (state.status === 'ready') return <>{children(state as S & { status: 'ready' })}</>;
  if (state.status === 'failed') {
    return (
      <div className={`${block}__failed`} role="alert">
        {state.message && <p>{t(state.message)}</p>}
        {wayOut.href !== '' && <a href={wayOut.href}>{wayOut.label}</a>}
      </div>
    );
  }
  return <Loader className={`${block}__loading`} />;
}
