import { defineWidget } from '../../shared/runtime/index.ts';
import { promoCodeProblem } from './parts.ts';
import { PromoCode } from './PromoCode.tsx';

export const promoCode = defineWidget({
  name: 'promo-code',
  attributes: {
    code: { attr: 'data-code', kind: 'text', required: true, hint: 'the promo code to copy, e.g. data-code="AUTUMN15"' },
  },
  component: PromoCode,
  validate: promoCodeProblem,
  // Nothing to do before the shopper reaches for it; a press that mounts it is replayed.
  defaultMount: 'interaction',
  chunk: 'tools',
});
