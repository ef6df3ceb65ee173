import type { CSSProperties } from 'react';

/**
 * Text for screen readers only, whatever the page's CSS: set through the DOM style object (which
 * a strict style-src CSP allows), so a site without a `.visually-hidden` rule does not show it.
 */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
