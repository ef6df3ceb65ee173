import { useLayoutEffect } from 'react';
import { onlyInput } from '../../shared/forms/onlyInput.ts';
import { phoneCountryOf } from '../../shared/forms/phone.ts';
import { attachPhoneMask } from '../../shared/forms/phoneMask.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { store, useSignal } from '../../shared/store/index.ts';
import { useServerNodes } from '../../shared/ui/useServerNodes.ts';

/**
 * A phone field with its mask: +38 (999) 999-99-99, or +7 (999) 999-99-99 on a KZT page.
 * The server's own input stays (what was typed is reshaped, not lost); the mask goes on it.
 */
export function Phone(props: HostProps) {
  useServerNodes(props);
  const { currency } = useSignal(store.pageContext);
  useLayoutEffect(() => {
    const input = onlyInput(props.host);
    return input ? attachPhoneMask(input, phoneCountryOf(currency)) : undefined;
  }, [props.host, currency]);
  return null;
}
