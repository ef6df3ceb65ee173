import { defineWidget, PRODUCT_ID_ATTR } from '../../shared/runtime/index.ts';
import { Look } from './Look.tsx';
import { lookProblem } from './readLook.ts';

export const look = defineWidget({
  name: 'look',
  attributes: {
    lookId: { attr: 'data-look-id', kind: 'id', default: '', hint: 'the look id, e.g. data-look-id="1"' },
  },
  component: Look,
  // Once per look page, at the top: the shopper sees and uses it first.
  defaultMount: 'eager',
  chunk: 'look',
  validate: (element) => {
    const message = lookProblem(element);
    return message ? { attribute: PRODUCT_ID_ATTR, message } : null;
  },
});
