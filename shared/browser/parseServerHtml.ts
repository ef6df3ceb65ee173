/**
 * Parses the marker's server HTML without running it: a <template>'s content is inert (no
 * scripts, no image loads), so the widget can read structure, attributes and text safely.
 */
export function parseServerHtml(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** Serialises nodes back to HTML (text is escaped again), for ServerHtml. */
export function serialise(nodes: readonly Node[]): string {
  const box = document.createElement('div');
  for (const node of nodes) box.appendChild(node.cloneNode(true));
  return box.innerHTML;
}
