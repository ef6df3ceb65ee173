import { useLayoutEffect, useRef } from 'react';
import { ServerHtml } from '../../shared/ui/ServerHtml.tsx';
import { highlightFirstLineOnce, keepHighlight } from './highlight.ts';

/**
 * The cart popup's server html. Mounted once per showing of the panel, so "the popup is shown"
 * is this component's first layout pass; later passes are re-renders while it stays open (a line
 * removed inside it), which keep the highlight and keep focus in the dialog.
 */
export function CartLines({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const highlighted = useRef<string | null>(null);
  const rendered = useRef(false);

  useLayoutEffect(() => {
    const container = ref.current;
    if (!container) return;
    if (highlighted.current === null) highlighted.current = highlightFirstLineOnce(container);
    else if (highlighted.current) keepHighlight(container, highlighted.current);
    if (rendered.current && !container.contains(document.activeElement)) focusDialogIfLost(container);
    rendered.current = true;
  }, [html]);

  return (
    <div ref={ref} className="mini-cart__content">
      <ServerHtml html={html} />
    </div>
  );
}

/** A removed line took the focused button with it: give focus to the dialog, not to <body>. */
function focusDialogIfLost(container: HTMLElement): void {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  container.closest<HTMLElement>('[role="dialog"]')?.focus();
}
