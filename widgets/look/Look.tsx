import { useMemo, useState } from 'react';
import type { HostProps } from '../../shared/runtime/index.ts';
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
export function Look({ fallbackHtml }: LookProps) {
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
