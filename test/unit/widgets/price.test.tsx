import { act } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { store } from '../../../shared/store/index.ts';
import type { Mounter } from '../../../shared/runtime/Mounter.ts';
import { mountMarkers } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';

describe('price and cart counter', () => {
  beforeEach(() => resetStore());

  // The fixture store's sale price block, as the server prints it in the marker and sends it as html.
  const sale = '<del class="price__old">1 549 грн</del> <span class="price__current">1 239 грн</span> <span class="price__label">-20%</span>';

  const stateOf = (mounter: Mounter, element: Element | null) => mounter.records.stateOf(element!);

  it('a price the page already shows stays as the server rendered it: no root, before page init and after', async () => {
    const mounter = await mountMarkers(`<span class="price" data-widget="price" data-mount="eager" data-product-id="101">\n  ${sale}\n</span>`);
    const price = document.querySelector('[data-widget="price"]')!;
    expect(stateOf(mounter, price)).toBe('current');
    await act(() => {
      // The same block, spelled differently: other quotes, no whitespace around it.
      store.prices.value = new Map([['101', { price: 1239, html: sale.replace(/"/g, "'"), label: '-20%' }]]);
    });
    expect(stateOf(mounter, price)).toBe('current');
    expect(mounter.records.mountedCounts().price).toBeUndefined();
    expect(price.innerHTML.trim()).toBe(sale);
    expect(price.querySelector('.price__server')).toBeNull();
  });

  it("mounts when page init sends another block, and shows the server's own block (old price, discount label) as sent", async () => {
    const mounter = await mountMarkers(`<span class="price" data-widget="price" data-mount="eager" data-product-id="101">${sale}</span>`);
    const price = document.querySelector('[data-widget="price"]')!;
    const block = () => price.firstElementChild as HTMLElement;
    await act(() => {
      store.prices.value = new Map([['101', { price: 991, html: sale.replace('1 239', '991'), label: '-20%' }]]);
    });
    expect(stateOf(mounter, price)).toBe('mounted');
    expect(block().className).toBe('price__server');
    expect(block().innerHTML).toBe(sale.replace('1 239', '991'));
    // The wrapper takes no box: the server's elements lay out as before.
    expect(block().style.display).toBe('contents');
    expect(price.querySelector('del.price__old')!.textContent).toBe('1 549 грн');
    expect(price.querySelectorAll('.price__label')).toHaveLength(1);
    // Mounted, it follows the store from then on.
    await act(() => {
      store.prices.value = new Map([['101', { price: 1239, html: sale, label: '-20%' }]]);
    });
    expect(block().innerHTML).toBe(sale);
  });

  it('formats p with its label only when no html came', async () => {
    const mounter = await mountMarkers('<span data-widget="price" data-mount="eager" data-product-id="101">1 299 грн</span>');
    const price = document.querySelector('[data-widget="price"]')!;
    expect(price.textContent).toBe('1 299 грн');
    expect(stateOf(mounter, price)).toBe('current');
    await act(() => {
      store.prices.value = new Map([['101', { price: 12345, html: '  ', label: '-20%' }]]);
    });
    expect(stateOf(mounter, price)).toBe('mounted');
    expect(price.querySelector('.price__value')!.textContent).toBe('12\u00a0345\u00a0грн');
    expect(price.querySelector('.price__label')!.textContent).toBe('-20%');
  });

  it('formats tenge for the KZT page and uses the server html when no amount came', async () => {
    resetStore({ currency: 'KZT' });
    const mounter = await mountMarkers(`<span data-widget="price" data-mount="eager" data-product-id="1">x</span>
           <span data-widget="price" data-mount="eager" data-product-id="2">y</span>
           <span data-widget="price" data-mount="eager" data-product-id="3">z</span>`);
    await act(() => {
      store.prices.value = new Map([
        ['1', { price: 148140, html: '', label: '' }],
        ['2', { html: '<b>по запросу</b>', label: '' }],
        // Neither html nor an amount: the marker's own HTML is all there is to show.
        ['3', { html: '', label: '' }],
      ]);
    });
    const [first, second, third] = document.querySelectorAll('[data-widget="price"]');
    expect(first!.textContent).toBe('148\u00a0140\u00a0₸');
    expect(first!.querySelector('.price__label')).toBeNull();
    expect(second!.querySelector('.price__server')!.innerHTML).toBe('<b>по запросу</b>');
    expect(stateOf(mounter, third!)).toBe('current');
    expect(third!.innerHTML).toBe('z');
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
