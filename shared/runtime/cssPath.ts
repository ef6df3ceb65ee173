/**
 * A CSS path that finds the element again in DevTools, for error messages aimed at backend
 * developers: `main > ul.tiles > li:nth-of-type(3) > span.fav`. Stops at the first id.
 */
export function cssPath(element: Element): string {
  const parts: string[] = [];
  let node: Element | null = element;
  while (node && node.nodeType === 1 && parts.length < 12) {
    const tag = node.localName;
    if (node.id) {
      parts.unshift(`${tag}#${cssEscape(node.id)}`);
      break;
    }
    if (tag === 'html' || tag === 'body') {
      parts.unshift(tag);
      break;
    }
    let part = tag;
    const firstClass = node.classList[0];
    if (firstClass) part += `.${cssEscape(firstClass)}`;
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

function cssEscape(value: string): string {
  return typeof CSS !== 'undefined' && typeof CSS.escape === 'function'
    ? CSS.escape(value)
    : value.replace(/[^\w-]/g, (char) => `\\${char}`);
}
