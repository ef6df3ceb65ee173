/**
 * A CSS path that finds the element again in DevTools, for error messages aimed at backend
 * developers: `main > ul.tiles > li:nth-of-type(3) > span.fav`. Stops at the first id.
 * (`CSS.escape` is in every browser the bundle supports: Safari 10+, Chrome 46+, Firefox 31+.)
 */
export function cssPath(element: Element): string {
  const parts: string[] = [];
  let node: Element | null = element;
  while (node && node.nodeType === 1 && parts.length < 12) {
    const tag = node.localName;
    if (node.id) {
      parts.unshift(`${tag}#${CSS.escape(node.id)}`);
      break;
    }
    if (tag === 'html' || tag === 'body') {
      parts.unshift(tag);
      break;
    }
    let part = tag;
    const firstClass = node.classList[0];
    if (firstClass) part += `.${CSS.escape(firstClass)}`;
    const parent: Element | null = node.parentElement;
    if (parent) {
      const sameTag = Array.from(parent.children).filter((child) => child.localName === tag);
      if (sameTag.length > 1) part += `:nth-of-type(${sameTag.indexOf(node) + 1})`;
    }
    parts.unshift(part);
    node = parent;
  }
  return parts.join(' > ');
}
