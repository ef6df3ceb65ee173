import { defineWidget } from '../../shared/runtime/index.ts';
import { bannerProblem } from './parts.ts';
import { PromoBanner } from './PromoBanner.tsx';

export const promoBanner = defineWidget({
  name: 'promo-banner',
  attributes: {},
  component: PromoBanner,
  validate: bannerProblem,
  // Eager: a banner the shopper closed on an earlier page must go before they reach for it.
  defaultMount: 'eager',
  chunk: 'page',
});
