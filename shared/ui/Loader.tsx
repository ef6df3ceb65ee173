import type { CSSProperties } from 'react';
import { loading } from '../i18n/messages/progress.ts';
import { useT } from './useT.ts';

interface Props {
  /** The site's class for it, e.g. `shop-panel__loading`. */
  className: string;
  /** A `<span>` for a loader inside a line of text or a control's box; a `<p>` by default. */
  inline?: boolean;
  /** Structure that must hold whatever the site's CSS says (set through the DOM style object). */
  style?: CSSProperties;
}

/** The loader, 'Идёт загрузка', as a status the screen reader reads out. */
export function Loader({ className, inline = false, style }: Props) {
  const t = useT();
  const Tag = inline ? 'span' : 'p';
  return (
    <Tag className={className} role="status" style={style}>
      {t(loading)}
    </Tag>
  );
}
