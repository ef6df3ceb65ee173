import type { AnyWidget } from '../../shared/runtime/index.ts';
import { brandMenu } from '../brand-menu/index.ts';
import { currencySwitch } from '../currency-switch/index.ts';
import { imageSearch } from '../image-search/index.ts';
import { langSwitch } from '../lang-switch/index.ts';
import { search } from '../search/index.ts';
import { sortPopup } from '../sort-popup/index.ts';

/**
 * Chunk "discovery": how a shopper finds things and moves around (SPEC 2, 4, 5, 7, 9): the
 * header's search with its suggestions, the search by photo, the brand mega-menu, the language and currency dropdowns and the listings'
 * sort popup.
 */
const widgets: AnyWidget[] = [search, imageSearch, brandMenu, langSwitch, currencySwitch, sortPopup];
export default widgets;
