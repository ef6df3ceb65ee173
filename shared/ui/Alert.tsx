import type { ReactNode } from 'react';

export type AlertTone = 'danger' | 'success';

interface Props {
  tone: AlertTone;
  children: ReactNode;
}

/**
 * A message inside a form: a danger alert is announced at once (role="alert"), a success one
 * politely (role="status"). The site styles `.shop-alert--danger` / `--success`.
 */
export function Alert({ tone, children }: Props) {
  return (
    <div className={`shop-alert shop-alert--${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
