// Only chunk widgets split their marker's HTML (the look, the favourites page): in a file of its
// own, so the entry, which holds parseServerHtml, does not carry this for them.
import { parseServerHtml, serialise } from './parseServerHtml.ts';

/** Server HTML a widget keeps as the server rendered it, between the parts it owns. */
export interface ServerPart {
  kind: 'server';
  key: string;
  html: string;
}

/**
 * The marker's server HTML in server order, as the parts a widget owns and, between them, the runs
 * of everything else kept as server HTML. `owns` picks the top-level elements the widget reads;
 * `read` turns one into its parts ([] when it only tells the widget something), given a stable
 * React key (its position).
 */
export function splitServerHtml<P>(
  html: string,
  { owns, read }: { owns: (element: Element) => boolean; read: (element: Element, key: string) => P[] },
): (P | ServerPart)[] {
  const parts: (P | ServerPart)[] = [];
  let others: Node[] = [];
  const keepOthers = () => {
    const kept = serialise(others);
    if (kept.trim()) parts.push({ kind: 'server', key: `server-${parts.length}`, html: kept });
    others = [];
  };
  for (const node of [...parseServerHtml(html).childNodes]) {
    if (!(node instanceof Element) || !owns(node)) {
      others.push(node);
      continue;
    }
    keepOthers();
    parts.push(...read(node, `part-${parts.length}`));
  }
  keepOthers();
  return parts;
}
