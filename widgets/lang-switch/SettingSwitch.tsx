import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Outcome } from '../../shared/actions/outcome.ts';
import { navigation } from '../../shared/browser/navigation.ts';
import type { Message } from '../../shared/i18n/index.ts';
import type { HostProps } from '../../shared/runtime/index.ts';
import { Alert } from '../../shared/ui/Alert.tsx';
import { attachDropdown, summaryOf } from '../../shared/ui/dropdown.ts';
import { useServerNodes } from '../../shared/ui/useServerNodes.ts';
import { useSlot } from '../../shared/ui/useSlot.ts';
import { useT } from '../../shared/ui/useT.ts';
import { settingChoice } from './settingChoice.ts';

export interface SettingSwitchProps extends HostProps {
  /** The submit buttons' name: change_lang or change_currency. */
  field: string;
  /** The page's value: choosing it only closes the dropdown. */
  current: string;
  /** Sends the choice; ok when the server took it, else the message to show. */
  send: (value: string) => Promise<Outcome<void>>;
  /** Where the page goes after the server took `value`. */
  target: (value: string) => string;
}

/**
 * The language or currency dropdown: the server's <details>
 * with a POST form of one button per choice, which works without the script. Mounted, a choice
 * is posted by the script and the page goes where `target` says; a failed post leaves the page as
 * it was, says so inside the dropdown and lets the shopper press again.
 */
export function SettingSwitch(props: SettingSwitchProps) {
  useServerNodes(props);
  const { host, field, current, send, target } = props;
  const t = useT();
  const slot = useSlot(host, 'switch__message', 'form');
  const [failure, setFailure] = useState<Message | null>(null);

  useLayoutEffect(() => {
    const details = host as HTMLDetailsElement;
    const button = summaryOf(details);
    if (!button) return undefined;
    const dropdown = attachDropdown(details, button);
    let busy = false;
    const setBusy = (on: boolean) => {
      busy = on;
      for (const choice of host.querySelectorAll<HTMLButtonElement>(`button[name="${field}"]`)) choice.disabled = on;
      if (on) host.setAttribute('aria-busy', 'true');
      else host.removeAttribute('aria-busy');
    };
    const stopChoice = settingChoice(host, field, async (value) => {
      if (busy) return;
      if (value === current) {
        dropdown.close(true);
        return;
      }
      setBusy(true);
      setFailure(null);
      const sent = await send(value);
      if (sent.ok) {
        // Leaving: the buttons stay disabled so a second press cannot post again.
        navigation.goTo(target(value));
        return;
      }
      setBusy(false);
      setFailure(sent.message);
      host.querySelector<HTMLElement>(`button[name="${field}"][value="${value}"]`)?.focus();
    });
    return () => {
      stopChoice();
      dropdown.destroy();
      setBusy(false);
    };
  }, [host, field, current, send, target]);

  return slot && failure ? createPortal(<Alert tone="danger">{t(failure)}</Alert>, slot) : null;
}
