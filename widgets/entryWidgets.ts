import type { AnyWidget } from '../shared/runtime/index.ts';
import { buyButton } from './buy-button/index.ts';
import { cartCounter } from './cart-counter/index.ts';
import { favourite } from './favourite/index.ts';
import { favouritesCounter } from './favourites-counter/index.ts';
import { price } from './price/index.ts';
import { sizePicker } from './size-picker/index.ts';

/** What a listing page needs to be interactive: these ship in the entry file. */
export const entryWidgets: AnyWidget[] = [favourite, favouritesCounter, cartCounter, price, sizePicker, buyButton];
