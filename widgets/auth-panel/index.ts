import { defineWidget } from '../../shared/runtime/index.ts';
import { store } from '../../shared/store/index.ts';
import { AuthPanel, showsLoginState } from './AuthPanel.tsx';

export const authPanel = defineWidget({
  name: 'auth-panel',
  attributes: {
    // Which block the server rendered: the logged-in one (1) or the guest's (absent).
    loggedIn: { attr: 'data-logged-in', kind: 'flag', default: false },
  },
  component: AuthPanel,
  // A page the server rendered for the state page init reports is left exactly as it is.
  current: { test: (_element, { loggedIn }) => showsLoginState(loggedIn), changesWith: store.auth },
  defaultMount: 'eager',
  chunk: 'page',
});
