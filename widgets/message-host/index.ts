import { defineWidget } from '../../shared/runtime/index.ts';
import { MessageHost } from './MessageHost.tsx';

export const messageHost = defineWidget({
  name: 'message-host',
  attributes: {},
  component: MessageHost,
  // The runtime appends its marker on the first `shop:open-message` and mounts it at once.
  defaultMount: 'eager',
  chunk: 'tools',
});
