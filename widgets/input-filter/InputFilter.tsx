import { useLayoutEffect } from 'react';
import { isFilterKind } from '../../shared/forms/filters.ts';
import { attachInputFilter } from '../../shared/forms/inputFilter.ts';
import { onlyInput } from '../../shared/forms/onlyInput.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { useServerNodes } from '../../shared/ui/useServerNodes.ts';

export interface InputFilterProps extends HostProps {
  /** One of FILTER_KINDS (checked before mounting). */
  kind: string;
  decimals: number;
  min: string;
  max: string;
}

/** The input filters on the server's own input: applied while typing and on paste, never mid-composition. */
export function InputFilter({ kind, decimals, min, max, ...host }: InputFilterProps) {
  useServerNodes(host);
  useLayoutEffect(() => {
    const input = onlyInput(host.host);
    if (!input || !isFilterKind(kind)) return undefined;
    return attachInputFilter(input, kind, { decimals, min: min === '' ? undefined : Number(min), max: max === '' ? undefined : Number(max) });
  }, [host.host, kind, decimals, min, max]);
  return null;
}
