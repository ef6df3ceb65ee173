import { useLayoutEffect, useRef } from 'react';
import { scanForMarkers } from '../runtime/scanner.ts';

interface Props {
  /** Trusted HTML from our own server. Never pass anything a shopper typed or a URL value. */
  html: string;
  className?: string;
  /**
   * The wrapper takes no box of its own (`display: contents`): the server's elements stay the
   * items of the layout around them (a flex form, a grid), exactly as the server rendered them.
   */
  contents?: boolean;
}

// Set through the DOM style object, which a strict style-src CSP allows.
const NO_BOX = { display: 'contents' } as const;

/**
 * The one component allowed to insert server HTML. It mounts the markers inside what it
 * inserted straight away, so panels and popups from the server come alive in the same frame.
 */
export function ServerHtml({ html, className, contents = false }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) scanForMarkers(ref.current);
  }, [html]);
  return <div ref={ref} className={className} style={contents ? NO_BOX : undefined} dangerouslySetInnerHTML={{ __html: html }} />;
}
