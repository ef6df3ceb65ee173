import { Alert } from '../../shared/ui/Alert.tsx';
import { ServerHtml } from '../../shared/ui/ServerHtml.tsx';
import { useT } from '../../shared/ui/useT.ts';
import { registrationSucceeded } from '../../shared/i18n/messages/account.ts';
import type { LoginError } from './enhanceLogin.ts';
import type { RegistrationOutcome } from '../../shared/actions/account.ts';

/** The server's login message (its own trusted html), or ours when it sent none or the call failed. */
export function LoginAlert({ error }: { error: LoginError }) {
  const t = useT();
  return <Alert tone="danger">{error.html ? <ServerHtml html={error.html} contents /> : error.message && t(error.message)}</Alert>;
}

/** The success alert, or the error's title and each server error on its own line, as text. */
export function RegistrationAlert({ outcome }: { outcome: RegistrationOutcome }) {
  const t = useT();
  if (outcome.ok) return <Alert tone="success">{t(registrationSucceeded)}</Alert>;
  return (
    <Alert tone="danger">
      {outcome.message && <p className="shop-alert__title">{t(outcome.message)}</p>}
      {outcome.lines.map((line, index) => (
        <p key={index} className="shop-alert__line">
          {line}
        </p>
      ))}
    </Alert>
  );
}
