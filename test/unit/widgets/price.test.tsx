import { act } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { store } from '../../../shared/store/index.ts';
import { mountMarkers } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';

describe('price and cart counter', () => {
  beforeEach(() => resetStore());

  // The fixture store's sale price block, as the server prints it in the marker and sends it as html.
  const sale = '<del class="price__old">1 549 грн</del> <span class="price__current">1 239 грн</span> <span class="price__label">-20%</span>';

  it("keeps the server's own price block (old price, discount label) until page init and after", async () => {
    await mountMarkers(`<span class="price" data-widget="price" data-mount="eager" data-product-id="101">${sale}</span>`);
    const price = document.querySelector('[data-widget="price"]')!;
    const block = () => price.firstElementChild as HTMLElement;
    expect(block().innerHTML).toBe(sale);
    // The wrapper takes no box: the server's elements lay out as before.
    expect(block().style.display).toBe('contents');
    await act(() => {
      store.prices.value = new Map([['101', { price: 991, html: sale.replace('1 239', '991'), label: '-20%' }]]);
    });
    expect(block().innerHTML).toBe(sale.replace('1 239', '991'));
    expect(price.querySelector('del.price__old')!.textContent).toBe('1 549 грн');
    expect(price.querySelectorAll('.price__label')).toHaveLength(1);
  });

  it('formats p with its label only when no html came', async () => {
    await mountMarkers('<span data-widget="price" data-mount="eager" data-product-id="101">1 299 грн</span>');
    const price = document.querySelector('[data-widget="price"]')!;
    expect(price.textContent).toBe('1 299 грн');
    await act(() => {
      store.prices.value = new Map([['101', { price: 12345, html: '  ', label: '-20%' }]]);
    });
    expect(price.querySelector('.price__value')!.textContent).toBe('12\u00a0345\u00a0грн');
    expect(price.querySelector('.price__label')!.textContent).toBe('-20%');
  });

  it('formats tenge for the KZT page and uses the server html when no amount came', async () => {
    resetStore({ currency: 'KZT' });
    await mountMarkers(`<span data-widget="price" data-mount="eager" data-product-id="1">x</span>
           <span data-widget="price" data-mount="eager" data-product-id="2">y</span>`);
    await act(() => {
      store.prices.value = new Map([
        ['1', { price: 148140, html: '', label: '' }],
        ['2', { html: '<b>по запросу</b>', label: '' }],
      ]);
    });
    const [first, second] = document.querySelectorAll('[data-widget="price"]');
    expect(first!.textContent).toBe('148\u00a0140\u00a0₸');
    expect(first!.querySelector('.price__label')).toBeNull();
    expect(second!.querySelector('.price__server')!.innerHTML).toBe('<b>по запросу</b>');
  });

  it('the cart counter follows the store', async () => {
    await mountMarkers('<span data-widget="cart-counter">2</span>');
        const counter = document.querySelector('[data-widget="cart-counter"]')!;
    expect(counter.textContent).toBe('2');
    await act(() => {
      store.cartCount.value = 0;
    });
    expect(counter.textContent).toBe('0');
    expect(counter.classList.contains('is-empty')).toBe(true);
  });
});
