// Every message of every area, for the dictionary-wide checks. Only tests import this: a bundle
// imports the single messages it shows.
import type { Message } from '../../../shared/i18n/index.ts';
import * as account from '../../../shared/i18n/messages/account.ts';
import * as brandMenu from '../../../shared/i18n/messages/brandMenu.ts';
import * as cart from '../../../shared/i18n/messages/cart.ts';
import * as cartPanel from '../../../shared/i18n/messages/cartPanel.ts';
import * as common from '../../../shared/i18n/messages/common.ts';
import * as confirm from '../../../shared/i18n/messages/confirm.ts';
import * as countdown from '../../../shared/i18n/messages/countdown.ts';
import * as favourite from '../../../shared/i18n/messages/favourite.ts';
import * as favouritesPage from '../../../shared/i18n/messages/favouritesPage.ts';
import * as forms from '../../../shared/i18n/messages/forms.ts';
import * as imageSearch from '../../../shared/i18n/messages/imageSearch.ts';
import * as look from '../../../shared/i18n/messages/look.ts';
import * as messaging from '../../../shared/i18n/messages/messaging.ts';
import * as panels from '../../../shared/i18n/messages/panels.ts';
import * as progress from '../../../shared/i18n/messages/progress.ts';
import * as promo from '../../../shared/i18n/messages/promo.ts';
import * as quickView from '../../../shared/i18n/messages/quickView.ts';
import * as search from '../../../shared/i18n/messages/search.ts';
import * as sizes from '../../../shared/i18n/messages/sizes.ts';
import * as subscription from '../../../shared/i18n/messages/subscription.ts';
import * as switchers from '../../../shared/i18n/messages/switchers.ts';

const areas: Record<string, Record<string, Message>> = {
  account,
  brandMenu,
  cart,
  cartPanel,
  common,
  confirm,
  countdown,
  favourite,
  favouritesPage,
  forms,
  imageSearch,
  look,
  messaging,
  panels,
  progress,
  promo,
  quickView,
  search,
  sizes,
  subscription,
  switchers,
};

export const areaCount = Object.keys(areas).length;

/** [name, message] for every message; names are unique across areas (checked by messages.test). */
export const allMessages: readonly (readonly [string, Message])[] = Object.values(areas).flatMap((area) => Object.entries(area));
