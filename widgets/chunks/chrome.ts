import type { AnyWidget } from '../../shared/runtime/index.ts';
import { a2hsHint } from '../a2hs-hint/index.ts';
import { cookieNotice } from '../cookie-notice/index.ts';
import { countdown } from '../countdown/index.ts';
import { liveChat } from '../live-chat/index.ts';
import { messageHost } from '../message-host/index.ts';
import { messengerInvite } from '../messenger-invite/index.ts';
import { messengerToggle } from '../messenger-toggle/index.ts';
import { newArrivals } from '../new-arrivals/index.ts';
import { promoBanner } from '../promo-banner/index.ts';
import { promoCode } from '../promo-code/index.ts';
import { tooltip } from '../tooltip/index.ts';
import { video } from '../video/index.ts';

/**
 * Chunk "chrome": the page's furniture (SPEC 2, 3, 4, 8, 9): the promo banner, countdown and promo
 * code, the cookie notice and the home-screen hint, the messaging invite and links, the live chat
 * (whose own script loads only on first use), the new-arrivals popup, videos and tooltips, and the
 * message modal legacy code asks for (`shop:open-message`).
 */
const widgets: AnyWidget[] = [
  promoBanner,
  countdown,
  promoCode,
  cookieNotice,
  a2hsHint,
  messengerInvite,
  messengerToggle,
  liveChat,
  newArrivals,
  video,
  tooltip,
  messageHost,
];
export default widgets;
