import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { HostProps } from '../../shared/runtime/index.ts';
import { store, useSignal } from '../../shared/store/index.ts';
import { useServerNodes } from '../../shared/ui/useServerNodes.ts';
import { alertSlotBefore, findForm, LOGIN_FORM, REGISTRATION_FORM } from './accountForms.ts';
import { enhanceLogin, type LoginError } from './enhanceLogin.ts';
import { enhanceRegistration } from './enhanceRegistration.ts';
import { LoginAlert, RegistrationAlert } from './AccountAlerts.tsx';
import type { RegistrationOutcome } from '../../shared/actions/account.ts';

interface Slots {
  login: HTMLElement | null;
  registration: HTMLElement | null;
}

/**
 * The guest's account panel: the server's login and
 * registration forms, kept as they are (what was typed stays), checked and sent by the script,
 * their outcomes in alerts right above each form.
 */
export function AccountPanel(props: HostProps) {
  useServerNodes(props);
  const { host } = props;
  const { lang, currency } = useSignal(store.pageContext);
  const [slots, setSlots] = useState<Slots>({ login: null, registration: null });
  const [loginError, setLoginError] = useState<LoginError | null>(null);
  const [registration, setRegistration] = useState<RegistrationOutcome | null>(null);

  useLayoutEffect(() => {
    const loginForm = findForm(host, LOGIN_FORM);
    const registrationForm = findForm(host, REGISTRATION_FORM);
    const made: Slots = { login: loginForm && alertSlotBefore(loginForm), registration: registrationForm && alertSlotBefore(registrationForm) };
    setSlots(made);
    const stops = [
      loginForm ? enhanceLogin(loginForm, { lang, currency, onError: setLoginError }) : null,
      registrationForm && made.registration
        ? enhanceRegistration(registrationForm, { lang, currency, onOutcome: setRegistration, successSlot: made.registration })
        : null,
    ];
    return () => {
      for (const stop of stops) stop?.();
      made.login?.remove();
      made.registration?.remove();
    };
  }, [host, lang, currency]);

  return (
    <>
      {slots.login && loginError && createPortal(<LoginAlert error={loginError} />, slots.login)}
      {slots.registration && registration && createPortal(<RegistrationAlert outcome={registration} />, slots.registration)}
    </>
  );
}
