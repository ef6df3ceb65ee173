import { defineWidget } from '../../shared/runtime/index.ts';
import { CookieNotice } from './CookieNotice.tsx';
import { acceptButtonOf } from './parts.ts';

export const cookieNotice = defineWidget({
  name: 'cookie-notice',
  attributes: {},
  component: CookieNotice,
  validate: (element) => (acceptButtonOf(element) ? null : { attribute: null, message: 'the marker needs its <button class="cookie-notice__accept">' }),
  // Shown on load when page init asks for it: eager (as soon as the chunk is in).
  defaultMount: 'eager',
  chunk: 'page',
});
