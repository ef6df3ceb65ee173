/**
 * Whether server HTML shows anything: text or an image. Parsed in an inert <template>, so nothing
 * loads or runs. An empty list (`<ul></ul>`) shows nothing.
 */
export function hasVisibleContent(html: string): boolean {
  if (!html.trim()) return false;
  const template = document.createElement('template');
  template.innerHTML = html;
  return (template.content.textContent ?? '').trim() !== '' || template.content.querySelector('img, svg, picture') !== null;
}
