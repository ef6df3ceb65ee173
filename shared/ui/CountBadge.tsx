import { useEffect } from 'react';
import type { ReadonlySignal } from '@preact/signals-core';
import { useSignal } from '../store/index.ts';

interface Props {
  count: ReadonlySignal<number | null>;
  host: HTMLElement;
  /** The server's number, shown until the store knows the count. */
  fallbackText: string;
}

/** A header count (favourites, cart). The marker gets `is-empty` at 0 so pages can hide it. */
export function CountBadge({ count, host, fallbackText }: Props) {
  const value = useSignal(count);
  const shown = value === null ? fallbackText : String(value);
  useEffect(() => {
    host.classList.toggle('is-empty', shown === '0' || shown === '');
  }, [host, shown]);
  return <>{shown}</>;
}
