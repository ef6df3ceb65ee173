import { act } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { inputFilter } from '../../../widgets/input-filter/index.ts';
import { phone } from '../../../widgets/phone/index.ts';
import { mountMarkers } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';
import { type } from '../helpers/typing.ts';

const widgets = [phone, inputFilter];
const NBSP = '\u00A0';

/** Focus as a shopper's Tab gives it: the event that mounts an interaction marker. */
async function focus(input: HTMLInputElement): Promise<void> {
  await act(() => {
    input.focus();
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  });
}

describe('phone and input-filter markers', () => {
  beforeEach(() => {
    resetStore();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('phone: mounts on focus in the same field, which keeps focus and what was typed, and masks it', async () => {
    await mountMarkers('<span data-widget="phone"><input name="phone" type="tel" value="067"></span>', { widgets });
    const input = document.querySelector('input')!;
    await focus(input);
    expect(document.querySelector('input')).toBe(input);
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe('+38 (067');
    type(input, '1234567');
    expect(input.value).toBe('+38 (067) 123-45-67');
  });

  it('phone: +7 on a KZT page', async () => {
    resetStore({ currency: 'KZT' });
    await mountMarkers('<span data-widget="phone"><input name="phone" type="tel"></span>', { widgets });
    const input = document.querySelector('input')!;
    await focus(input);
    expect(input.value).toBe('+7 (');
    type(input, '7011234567');
    expect(input.value).toBe('+7 (701) 123-45-67');
  });

  it('input-filter: the kind and limits come from the marker', async () => {
    await mountMarkers(
      '<span data-widget="input-filter" data-filter="price"><input name="price"></span>' +
        '<span data-widget="input-filter" data-filter="decimal-limited" data-decimals="2" data-max="50"><input name="size"></span>',
      { widgets },
    );
    const [price, size] = [...document.querySelectorAll('input')];
    await focus(price!);
    type(price!, '1234567');
    expect(price!.value).toBe(`1${NBSP}234${NBSP}567`);
    await focus(size!);
    type(size!, '12,345');
    expect(size!.value).toBe('12.34');
    type(size!, '9');
    expect(size!.value).toBe('12.34');
  });

  it.each([
    ['<span data-widget="input-filter" data-filter="money"><input></span>', 'data-filter'],
    ['<span data-widget="input-filter"><input></span>', 'data-filter'],
    ['<span data-widget="input-filter" data-filter="decimal-limited" data-min="ten"><input></span>', 'data-min'],
    ['<span data-widget="input-filter" data-filter="integer"><input><input></span>', 'exactly one'],
    ['<span data-widget="phone"><input type="number"></span>', 'exactly one'],
  ])('reports a bad marker (%s) naming what is wrong, and leaves the field as it is', async (html, says) => {
    await mountMarkers(html, { widgets, eager: true });
    const errors = vi.mocked(console.error).mock.calls.map((call) => call.join(' '));
    expect(errors.some((text) => text.includes(says))).toBe(true);
    expect(document.querySelector('[data-widget]')!.innerHTML).toBe(html.replace(/^<span[^>]*>/, '').replace(/<\/span>$/, ''));
  });
});
