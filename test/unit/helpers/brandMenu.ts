// The brand menu's marker as the server renders it, and what its tests look for, for the widget's test files.
import { fireEvent } from '@testing-library/preact';
import type { BrandEntry } from '../../../shared/api/index.ts';

export const MENU =
  '<nav class="brand-menu" data-widget="brand-menu" data-gender="w" aria-label="Бренды">' +
  '<a class="brand-menu__toggle" href="/brands/">Бренды</a>' +
  '<div class="brand-menu__panel">' +
  '<p class="brand-menu__genders"><a data-gender="w" href="/brands/?g=w">Женщинам</a> <a data-gender="m" href="/brands/?g=m">Мужчинам</a></p>' +
  '<p class="brand-menu__letters"><a data-letter="" href="/brands/">Все</a> <a data-letter="A" href="/brands/?l=A#letters">A</a> ' +
  '<a data-letter="B" href="/brands/?l=B#letters">B</a> <a data-letter="0-9" href="/brands/?l=0-9#letters">0-9</a></p>' +
  '<ul class="brand-menu__list"><li><a class="brand-menu__link" href="/brand/adidas/">Adidas</a></li></ul>' +
  '</div></nav>';

export const entry = (name: string, bold = false): BrandEntry => ({ url: `/brand/${name.toLowerCase()}/`, name, bold });
export const someBrands = (count: number, prefix = 'Brand'): BrandEntry[] => Array.from({ length: count }, (_, index) => entry(`${prefix}${index + 1}`));

export const nav = () => document.querySelector<HTMLElement>('nav.brand-menu')!;
export const toggleLink = () => document.querySelector<HTMLAnchorElement>('a.brand-menu__toggle')!;
export const button = () => document.querySelector<HTMLButtonElement>('button.brand-menu__button')!;
export const dropdown = () => document.querySelector<HTMLElement>('.brand-menu__dropdown')!;
export const isOpen = () => button().getAttribute('aria-expanded') === 'true';
export const choice = (words: string) => [...dropdown().querySelectorAll<HTMLButtonElement>('button.brand-menu__choice')].find((b) => b.textContent === words)!;
export const columns = () => [...dropdown().querySelectorAll('ul.brand-menu__column')].map((list) => [...list.querySelectorAll('a')].map((a) => a.textContent));
export const hrefs = () => [...dropdown().querySelectorAll<HTMLAnchorElement>('a.brand-menu__link')].map((a) => a.getAttribute('href'));

/** A mouse pointer event (enter and leave do not bubble, as in a browser). */
export const mouse = (type: string, target: Element) =>
  fireEvent(target, new PointerEvent(type, { pointerType: 'mouse', bubbles: type !== 'pointerenter' && type !== 'pointerleave' }));

export function expireMenuCookie(): void {
  document.cookie = 'menu=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}
