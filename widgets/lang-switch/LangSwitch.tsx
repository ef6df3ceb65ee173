import { switchLanguage } from '../../shared/actions/settings.ts';
import { languageSwitchTarget } from '../../shared/browser/switchPaths.ts';
import type { Language } from '../../shared/context/types.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { store, useSignal } from '../../shared/store/index.ts';
import { SettingSwitch } from './SettingSwitch.tsx';

/** The values change_lang takes (docs/api.md, changeLanguage). */
export const LANGUAGES: readonly string[] = ['ru', 'ua'];

const send = (value: string) => switchLanguage(value as Language);
const target = (value: string) => languageSwitchTarget(location, value as Language);

/** POST change_lang, then the '/ua/' prefix added or removed. */
export function LangSwitch(props: HostProps) {
  const { lang } = useSignal(store.pageContext);
  return <SettingSwitch {...props} field="change_lang" current={lang} send={send} target={target} />;
}
