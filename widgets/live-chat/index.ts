import { defineWidget } from '../../shared/runtime/index.ts';
import { isChatScriptUrl } from './chatScript.ts';
import { LiveChat } from './LiveChat.tsx';

export const liveChat = defineWidget({
  name: 'live-chat',
  attributes: {
    src: { attr: 'data-src', kind: 'text', required: true, hint: 'the http(s) address of the chat script' },
  },
  component: LiveChat,
  validate: (_element, { src }) =>
    isChatScriptUrl(src) ? null : { attribute: 'data-src', message: `"${src.slice(0, 80)}" is not an http(s) address of the chat script` },
  // Nothing loads before the shopper asks: the press that mounts it is replayed and loads the chat.
  defaultMount: 'interaction',
  chunk: 'tools',
});
