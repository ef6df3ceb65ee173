import type { AnyWidget } from '../../shared/runtime/index.ts';
import { cartRemove } from '../cart-remove/index.ts';
import { miniCart } from '../mini-cart/index.ts';
import { singleBasket } from '../single-basket/index.ts';

/** Chunk "cart": the cart panel, its lines' remove links and the single-basket offer. */
const widgets: AnyWidget[] = [miniCart, cartRemove, singleBasket];
export default widgets;
