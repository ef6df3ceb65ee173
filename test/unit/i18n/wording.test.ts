// One wording per text: where a widget prints what the server's no-JS HTML also prints (a
// favourite's words, the empty favourites list, the cart's buttons), both say it the same way in
// both languages. Otherwise a page would change its words when the bundle mounts.
import { describe, expect, it } from 'vitest';
import { favouritesAdded as serverFavouritesAdded, t as serverText, type TextId } from '../../../fixtures/server/texts.ts';
import { t } from '../../../shared/i18n/index.ts';
import { favouritesAddedText } from '../../../widgets/favourites-page/FavouritesPage.tsx';
import { addedToCart } from '../../../shared/i18n/messages/cart.ts';
import { cartRemove, cartTitle, goToCart } from '../../../shared/i18n/messages/cartPanel.ts';
import { favouriteLabel, favouriteLabelActive } from '../../../shared/i18n/messages/favourite.ts';
import { favouritesEmpty } from '../../../shared/i18n/messages/favouritesPage.ts';
import { photoSearchFind, photoSearchTitle } from '../../../shared/i18n/messages/imageSearch.ts';
import { lookOpenProduct } from '../../../shared/i18n/messages/look.ts';
import { quickView } from '../../../shared/i18n/messages/quickView.ts';
import { buy, manufacturerSize, sizeRequired, sizeReserved, sizesLabel } from '../../../shared/i18n/messages/sizes.ts';

const languages = ['ru', 'ua'] as const;

/** Fixture text → the widget's message that shows the same thing, with what surrounds it. */
const pairs: readonly [TextId, (lang: 'ru' | 'ua') => string][] = [
  ['favAdd', (lang) => `♡ ${t(favouriteLabel, lang)}`],
  ['favActive', (lang) => `♥ ${t(favouriteLabelActive, lang)}`],
  ['favEmpty', (lang) => t(favouritesEmpty, lang)],
  ['goToCart', (lang) => t(goToCart, lang)],
  ['quickView', (lang) => t(quickView, lang)],
  ['buy', (lang) => t(buy, lang)],
  ['remove', (lang) => t(cartRemove, lang)],
  ['sizes', (lang) => t(sizesLabel, lang)],
  ['needSize', (lang) => t(sizeRequired, lang)],
  ['addedToCart', (lang) => t(addedToCart, lang)],
  ['cart', (lang) => t(cartTitle, lang)],
  ['openProduct', (lang) => t(lookOpenProduct, lang)],
  ['sizeReserved', (lang) => t(sizeReserved, lang)],
  ['manufacturerSize', (lang) => t(manufacturerSize, lang).replace(': {sizes}', '')],
  // The image search's dialog says what the server's upload form says.
  ['photoSearch', (lang) => t(photoSearchTitle, lang)],
  ['searchButton', (lang) => t(photoSearchFind, lang)],
];

describe('one wording per text', () => {
  for (const lang of languages) {
    it(`the server's words and the widgets' words are the same (${lang})`, () => {
      expect(pairs.map(([id]) => serverText(lang, id))).toEqual(pairs.map(([, widget]) => widget(lang)));
    });

    it(`the favourites page says the count as the server does, for every count (${lang})`, () => {
      for (let count = 1; count <= 125; count += 1) expect(favouritesAddedText(count, lang)).toBe(serverFavouritesAdded(lang, count));
    });
  }
});
