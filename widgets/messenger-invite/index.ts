import { defineWidget } from '../../shared/runtime/index.ts';
import { inviteTitleOf } from './invite.ts';
import { MessengerInvite } from './MessengerInvite.tsx';

export const messengerInvite = defineWidget({
  name: 'messenger-invite',
  attributes: {},
  component: MessengerInvite,
  validate: (element) => (inviteTitleOf(element) ? null : { attribute: null, message: 'the marker needs its .messenger-invite__title with words (it names the dialog)' }),
  // Shows on load (the page wiring counted the view at boot): eager (as soon as the chunk is in).
  defaultMount: 'eager',
  chunk: 'page',
});
