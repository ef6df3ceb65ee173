import { openPanel, SINGLE_BASKET_PANEL } from '../../../shared/store/panels.ts';
import { act, fireEvent } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import type { Mounter } from '../../../shared/runtime/Mounter.ts';
import { store } from '../../../shared/store/index.ts';
import { flush, mountMarkers } from '../helpers/mount.ts';
import { afterModalDelay, useRunningModalClock } from '../helpers/dialogs.ts';
import { resetStore } from '../helpers/resetStore.ts';

// The 300 ms modal delay is jumped, not waited out.
beforeEach(useRunningModalClock);

const recommendations =
  '<section class="single-basket" data-pid="1001"><h2 class="single-basket__title">С этим товаром покупают</h2><ul class="single-basket__list">' +
  '<li class="single-basket__item" data-id="1005"><a class="single-basket__link" href="/product/1005/"><img class="single-basket__image" src="/img/1005.svg" width="196" height="253" alt="Брюки"><span class="single-basket__name">Брюки</span><span class="single-basket__brand">Adidas</span></a></li>' +
  '</ul></section>';

// The cart panel this one leads to loads its popup html; here it answers the cart the store shows.
vi.mock(import('../../../shared/api/index.ts'), async (original) => ({ ...(await original()), loadCartPopup: vi.fn() }));
const popupCall = vi.mocked(api.loadCartPopup);

const page =
  '<header><div class="mini-cart" data-widget="mini-cart"><a class="mini-cart__link" href="/basket/">Перейти в корзину</a></div></header>' +
  '<main><button id="buy">Купить</button></main><div class="single-basket" data-widget="single-basket"></div>';

let mounter: Mounter;

async function mountPage(): Promise<void> {
  mounter = await mountMarkers(page);
}

async function open(): Promise<void> {
  document.getElementById('buy')!.focus();
  // As an add that answers with recommendations asks for it: the one way a panel opens (its marker wakes).
  await act(() => {
    openPanel(SINGLE_BASKET_PANEL);
  });
  await flush();
  await afterModalDelay();
}

const dialogs = () => Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]'));

describe('single-basket', () => {
  beforeEach(() => {
    resetStore();
    popupCall.mockReset();
    popupCall.mockImplementation(async () => store.cartHtml.peek() ?? '');
    store.cartHtml.value = '<ul class="cart-lines"><li class="cart-line" data-basketid="50001">Брюки</li></ul>';
  });
  afterEach(async () => {
    await act(() => mounter.unmountWithin(document));
  });

  it('stays empty until the store opens it', async () => {
    await mountPage();
    expect(document.querySelector('[data-widget="single-basket"]')!.innerHTML).toBe('');
    expect(dialogs()).toHaveLength(0);
  });

  it('shows the recommendations of the last add under its title, as a panel', async () => {
    store.singleBasketHtml.value = recommendations;
    await mountPage();
    await open();
    const [panel] = dialogs();
    expect(panel!.querySelector('.shop-dialog__title')!.textContent).toBe('Добавлено в корзину');
    const image = panel!.querySelector('.single-basket__image')!;
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['196', '253']);
    expect(panel!.querySelector('.single-basket__name')!.textContent).toBe('Брюки');
    expect(panel!.querySelector('.single-basket__brand')!.textContent).toBe('Adidas');
    expect(panel!.querySelector('.single-basket__link')!.getAttribute('href')).toBe('/product/1005/');
    expect(document.querySelector('.shop-dialog')!.classList.contains('shop-dialog--aside')).toBe(true);
    // Its own marker stays empty: the panel lives in <body>.
    expect(document.querySelector('[data-widget="single-basket"]')!.innerHTML).toBe('');
  });

  it('the cart button switches to the cart panel, which hands focus back to the buy button on close', async () => {
    store.singleBasketHtml.value = recommendations;
    await mountPage();
    await open();
    const goToCart = Array.from(dialogs()[0]!.querySelectorAll('button')).find((b) => b.textContent === 'Перейти в корзину')!;
    await act(() => goToCart.click());
    await flush();
    await afterModalDelay();
    expect(store.openPanel.value).toBe('cart');
    const [cart] = dialogs();
    expect(dialogs()).toHaveLength(1);
    expect(cart!.querySelector('.shop-dialog__title')!.textContent).toBe('Корзина');
    expect(cart!.querySelector('.cart-line')).not.toBeNull();

    await act(() => {
      fireEvent.keyDown(cart!, { key: 'Escape' });
    });
    await flush();
    expect(dialogs()).toHaveLength(0);
    expect(document.activeElement).toBe(document.getElementById('buy'));
  });

  it('without recommendations shows just the cart button, in Ukrainian on /ua/', async () => {
    resetStore({ lang: 'ua', root: '/ua/' });
    store.singleBasketHtml.value = '  ';
    await mountPage();
    await open();
    const [panel] = dialogs();
    expect(panel!.querySelector('.shop-dialog__title')!.textContent).toBe('Додано до кошика');
    expect(panel!.querySelector('.shop-dialog__body')!.textContent).toBe('Перейти до кошика');
  });

  it('closes back to the store with Esc', async () => {
    store.singleBasketHtml.value = recommendations;
    await mountPage();
    await open();
    await act(() => {
      fireEvent.keyDown(dialogs()[0]!, { key: 'Escape' });
    });
    await flush();
    expect(store.openPanel.value).toBeNull();
    expect(dialogs()).toHaveLength(0);
    expect(document.activeElement).toBe(document.getElementById('buy'));
  });

  // A backdrop click closes a modal unless it is marked not to (docs/markers.md).
  async function clickBackdrop(): Promise<void> {
    await act(() => document.querySelector<HTMLElement>('.shop-dialog__backdrop')!.click());
    await flush();
  }

  it('closes on a backdrop click when nothing marks it static', async () => {
    store.singleBasketHtml.value = recommendations;
    await mountPage();
    await open();
    await clickBackdrop();
    expect(store.openPanel.value).toBeNull();
    expect(dialogs()).toHaveLength(0);
  });

  it.each([
    ['the recommendations’ top-level element', page, recommendations.replace('<section class="single-basket"', '<section class="single-basket" data-backdrop="static"')],
    ['the marker', page.replace('data-widget="single-basket"', 'data-widget="single-basket" data-backdrop="static"'), recommendations],
  ])('data-backdrop="static" on %s keeps it open on a backdrop click; Esc closes it', async (_where, html, answer) => {
    store.singleBasketHtml.value = answer;
    mounter = await mountMarkers(html);
    await open();
    await clickBackdrop();
    expect(store.openPanel.value).toBe('single-basket');
    expect(dialogs()).toHaveLength(1);
    await act(() => {
      fireEvent.keyDown(dialogs()[0]!, { key: 'Escape' });
    });
    await flush();
    expect(store.openPanel.value).toBeNull();
    expect(dialogs()).toHaveLength(0);
  });
});
