import { useLayoutEffect, useRef } from 'react';
import { scanForMarkers } from '../runtime/scanner.ts';

interface Props {
  /** Trusted HTML from our own server. Never pass anything a shopper typed or a URL value. */
  html: string;
  className?: string;
}

/**
 * The one component allowed to insert server HTML. It mounts the markers inside what it
 * inserted straight away, so panels and popups from the server come alive in the same frame.
 */
export function ServerHtml({ html, className }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) scanForMarkers(ref.current);
  }, [html]);
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
