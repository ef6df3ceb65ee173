// How a page says it is the cart page, apart from the cart page's code: the page wiring checks
// these at boot in the entry, which must not pull that code (and its answer order) in.

/** The cart page's page id: there an add or a removal reloads the cart instead of opening a panel. */
export const CART_PAGE_ID = 'shop-basket';
/** The cart page's element whose content the server's answer replaces: a yes/no attribute (shared/browser/yesNo.ts). */
export const CART_PAGE_ATTR = 'data-cart-page';
export const CART_PAGE_SELECTOR = `[${CART_PAGE_ATTR}]`;
