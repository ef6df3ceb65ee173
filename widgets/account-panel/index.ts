import { defineWidget } from '../../shared/runtime/index.ts';
import { AccountPanel } from './AccountPanel.tsx';
import { findForm, LOGIN_FORM, REGISTRATION_FORM } from './accountForms.ts';

export const accountPanel = defineWidget({
  name: 'account-panel',
  attributes: {},
  component: AccountPanel,
  validate: (element) =>
    findForm(element, LOGIN_FORM) || findForm(element, REGISTRATION_FORM)
      ? null
      : { attribute: 'data-form', message: 'no <form data-form="login"> or <form data-form="registration"> inside the marker' },
  // Its checks must be in place before the shopper submits; a panel's html mounts it at once.
  defaultMount: 'eager',
  chunk: 'forms',
});
