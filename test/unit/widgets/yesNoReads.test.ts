// The yes/no attributes of elements inside markers (docs/markers.md "Yes/no attributes"), where
// each widget reads them: size links, look items, the cart page's container.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartPageContainer } from '../../../shared/actions/cartPage.ts';
import { readLook } from '../../../widgets/look/readLook.ts';
import { readSizeLinks } from '../../../widgets/size-picker/readSizeLinks.ts';
import { resetStore } from '../helpers/resetStore.ts';

const sizeLink = (key: string, attributes: string) => `<a class="size" href="/product/1002/?size=${key}" data-size-key="${key}"${attributes}>${key}</a>`;

describe('yes/no attributes inside markers', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('size links: a bare data-reserved or data-no-limit says yes, "0" no, and a value that is neither is named once', () => {
    const { options } = readSizeLinks(
      [sizeLink('1', ' data-reserved'), sizeLink('2', ' data-reserved="0"'), sizeLink('3', ' data-no-limit'), sizeLink('4', ' data-no-limit="False"'), sizeLink('5', ' data-reserved="yes"')].join(''),
    );
    expect(options.map(({ reserved, noLimit }) => [reserved, noLimit])).toEqual([
      [true, false],
      [false, false],
      [false, true],
      [false, false],
      [false, false],
    ]);
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('data-reserved="yes" is neither yes nor no'), expect.any(Element));
  });

  it('look items: a bare data-favourite is a favourite, "0" is not', () => {
    const item = (id: string, favourite: string) =>
      `<li class="look__item" data-product-id="${id}" data-sid="s${id}"${favourite}><a class="look__item-link" href="/product/${id}/"><span class="look__item-name">Вещь</span></a></li>`;
    const look = readLook(`<ul class="look__items">${item('1', ' data-favourite')}${item('2', ' data-favourite="0"')}${item('3', '')}</ul>`);
    expect(look.items.map((entry) => entry.serverFavourite)).toEqual([true, false, false]);
  });

  it('the cart page: the first element whose data-cart-page says yes holds the cart', () => {
    resetStore({ pageId: 'shop-basket' });
    document.body.innerHTML = '<div id="old" data-cart-page="0"></div><div id="cart" data-cart-page></div>';
    expect(cartPageContainer()?.id).toBe('cart');
    document.body.innerHTML = '<div data-cart-page="false"></div>';
    expect(cartPageContainer()).toBeNull();
  });
});
