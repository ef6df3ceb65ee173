import { switchCurrency } from '../../shared/actions/settings.ts';
import { currencySwitchTarget } from '../../shared/browser/switchPaths.ts';
import type { Currency } from '../../shared/context/types.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { store, useSignal } from '../../shared/store/index.ts';
import { SettingSwitch } from '../lang-switch/SettingSwitch.tsx';

/** The values change_currency takes (docs/api.md, changeCurrency). */
export const CURRENCIES: readonly string[] = ['UAH', 'KZT'];

const send = (value: string) => switchCurrency(value as Currency);
const target = () => currencySwitchTarget(location);

/** POST change_currency, then any '/ua/' prefix removed. */
export function CurrencySwitch(props: HostProps) {
  const { currency } = useSignal(store.pageContext);
  return <SettingSwitch {...props} field="change_currency" current={currency} send={send} target={target} />;
}
