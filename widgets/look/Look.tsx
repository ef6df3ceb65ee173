import { useLayoutEffect, useMemo, useState } from 'react';
import { reportMissingContext } from '../../shared/log/reportOnce.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { store } from '../../shared/store/index.ts';
import { ServerHtml } from '../../shared/ui/ServerHtml.tsx';
import { LookFavourite } from './LookFavourite.tsx';
import { LookItems } from './LookItems.tsx';
import { readLook, type LookPart } from './readLook.ts';

export interface LookProps extends HostProps {
  /** data-look-id: which look this is; informational (the calls name products, not looks). */
  lookId: string;
}

/**
 * The look (collage) canvas: selectable items, each showing its favourite flag, and one
 * favourite button acting on the selected item. Rendered from the parsed server HTML.
 */
export function Look({ fallbackHtml, host }: LookProps) {
  // Its toggles say they come from the look page (is_collage=1) only where the page says it is one.
  useLayoutEffect(() => {
    if (!store.pageContext.peek().pageId) {
      reportMissingContext('pageId', 'toggles lack is_collage=1 ("shop-look")', { widget: 'look', element: host });
    }
  }, [host]);
  const look = useMemo(() => readLook(fallbackHtml), [fallbackHtml]);
  const [selectedId, setSelectedId] = useState(look.initial.productId);
  const selected = look.items.find((item) => item.productId === selectedId) ?? look.initial;

  const render = (part: LookPart) => {
    switch (part.kind) {
      case 'server':
        return <ServerHtml key={part.key} className="look__server" html={part.html} />;
      case 'items':
        return <LookItems key={part.key} items={look.items} selectedId={selected.productId} onSelect={setSelectedId} />;
      case 'favourite':
        return <LookFavourite key={part.key} item={selected} />;
    }
  };
  return <>{look.parts.map(render)}</>;
}
