import { act } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { Mounter } from '../../../shared/runtime/Mounter.ts';
import { store } from '../../../shared/store/index.ts';
import { createRegistry } from '../../../widgets/index.ts';
import { resetStore } from '../helpers/resetStore.ts';

async function mount(html: string): Promise<void> {
  document.body.innerHTML = html;
  await act(() => new Mounter(createRegistry()).scan(document));
}

describe('price and cart counter', () => {
  beforeEach(() => resetStore());

  it('keeps the server text until page init, then formats the price with its label', async () => {
    await mount('<span data-widget="price" data-mount="eager" data-product-id="101">1 299 грн</span>');
        const price = document.querySelector('[data-widget="price"]')!;
    expect(price.textContent).toBe('1 299 грн');
    await act(() => {
      store.prices.value = new Map([['101', { price: 12345, html: '', label: '-20%' }]]);
    });
    expect(price.querySelector('.price__value')!.textContent).toBe('12\u00a0345\u00a0грн');
    expect(price.querySelector('.price__label')!.textContent).toBe('-20%');
  });

  it('formats tenge for the KZT page and uses the server html when no amount came', async () => {
    resetStore({ currency: 'KZT' });
    await mount(`<span data-widget="price" data-mount="eager" data-product-id="1">x</span>
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
    expect(second!.innerHTML).toBe('<span class="price__value"><b>по запросу</b></span>');
  });

  it('the cart counter follows the store', async () => {
    await mount('<span data-widget="cart-counter">2</span>');
        const counter = document.querySelector('[data-widget="cart-counter"]')!;
    expect(counter.textContent).toBe('2');
    await act(() => {
      store.cartCount.value = 0;
    });
    expect(counter.textContent).toBe('0');
    expect(counter.classList.contains('is-empty')).toBe(true);
  });
});
