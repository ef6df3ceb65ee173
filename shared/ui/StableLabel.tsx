import type { CSSProperties } from 'react';

interface Props {
  /** The texts the control may show; all of them size it, `shown` is the one visible. */
  texts: readonly string[];
  shown: number;
}

// Every text sits in the same grid cell: the box is as wide as the widest, whichever shows. Set
// through the DOM style object, which a strict style-src CSP allows.
const STACK: CSSProperties = { display: 'inline-grid' };
const CELL: CSSProperties = { gridArea: '1 / 1' };
const HIDDEN_CELL: CSSProperties = { gridArea: '1 / 1', visibility: 'hidden' };

/**
 * A label that changes its text without changing its size, so a control relabelled under the
 * pointer (the buy button's 'выберите размер') never grows and never pushes its neighbours. The
 * hidden texts are invisible to screen readers too: the accessible name is the visible text.
 */
export function StableLabel({ texts, shown }: Props) {
  return (
    <span style={STACK}>
      {texts.map((text, index) => (
        <span key={index} style={index === shown ? CELL : HIDDEN_CELL} aria-hidden={index === shown ? undefined : true}>
          {text}
        </span>
      ))}
    </span>
  );
}
