import { act, fireEvent, renderHook } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../shared/api/index.ts';
import { forgetBrandAnswers } from '../../../shared/actions/brandMenu.ts';
import { brandMenu as brandMenuView } from '../../../fixtures/server/views/brand-menu.ts';
import { brandMenu } from '../../../widgets/brand-menu/index.ts';
import { useMenuOpening } from '../../../widgets/brand-menu/useMenuOpening.ts';
import { brandMenuRequest } from '../fixtures/brandMenuRequest.ts';
import { button, choice, columns, dropdown, entry, expireMenuCookie, isOpen, MENU, mouse, nav, someBrands, toggleLink } from '../helpers/brandMenu.ts';
import { deferred } from '../helpers/deferred.ts';
import { flush, mountMarkers } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';

vi.mock(import('../../../shared/api/index.ts'), async (original) => ({ ...(await original()), loadBrandMenu: vi.fn() }));
const menuCall = vi.mocked(api.loadBrandMenu);

async function mount(html = MENU): Promise<void> {
  await mountMarkers(html, { widgets: [brandMenu], eager: true });
}

/** A mouse device on fake timers, and the nav and button the opening hook works on. */
function mouseDeviceMenu(): { host: HTMLElement; button: HTMLButtonElement } {
  vi.useFakeTimers();
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(hover: hover)', media: query, addEventListener() {}, removeEventListener() {} }));
  document.body.innerHTML = '<nav><button type="button">Бренды</button></nav>';
  return { host: document.querySelector('nav')!, button: document.querySelector('button')! };
}

/** Fake time passes, and what it caused renders. */
function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Keyboard focus reaches the server's toggle link, which mounts the widget (it waits for intent). */
async function reachWithKeyboard(): Promise<void> {
  expect(document.querySelector('button.brand-menu__button')).toBeNull();
  await act(() => toggleLink().focus());
  await flush();
  expect(document.activeElement).toBe(button());
}

async function press(element: HTMLElement): Promise<void> {
  await act(() => element.click());
  await flush();
}

describe('brand-menu', () => {
  beforeEach(() => {
    resetStore();
    forgetBrandAnswers();
    expireMenuCookie();
    menuCall.mockReset();
    menuCall.mockResolvedValue({ brands: someBrands(3) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    expireMenuCookie();
  });

  it('puts a button with the link’s words in the toggle link, closed, and hides the server’s panel', async () => {
    await mount();
    expect(toggleLink().hasAttribute('href')).toBe(false);
    expect(toggleLink().childNodes).toHaveLength(1);
    expect(button().textContent).toBe('Бренды');
    expect(button().type).toBe('button');
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(button().getAttribute('aria-controls')).toBe(dropdown().id);
    expect(dropdown().id).toMatch(/^brand-menu-panel-\d+$/);
    expect(dropdown().hidden).toBe(true);
    expect(dropdown().style.display).toBe('none');
    expect(dropdown().style.position).toBe('absolute');
    const serverPanel = document.querySelector<HTMLElement>('.brand-menu__panel')!;
    expect(serverPanel.hidden).toBe(true);
    expect(serverPanel.style.display).toBe('none');
    // The words on screen are the link's, once; the panel comes after the toggle in Tab order.
    expect(nav().firstElementChild).toBe(toggleLink());
    expect(toggleLink().compareDocumentPosition(dropdown()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(menuCall).not.toHaveBeenCalled();
  });

  it('opens on a press: the loader, then the brands of the marker’s gender, every letter', async () => {
    const answer = deferred<api.BrandMenuAnswer>();
    menuCall.mockReturnValue(answer.promise);
    await mount();
    await press(button());
    expect(isOpen()).toBe(true);
    expect(dropdown().hidden).toBe(false);
    expect(dropdown().style.display).toBe('');
    expect(menuCall).toHaveBeenCalledTimes(1);
    expect(menuCall.mock.calls[0]![0]).toEqual({ gender: 'w', letter: '' });
    const status = dropdown().querySelector('[role="status"]')!;
    expect(status.textContent).toBe('Идёт загрузка');
    await act(() => answer.resolve({ brands: [entry('Adidas', true), entry('Birkenstock')] }));
    await flush();
    expect(dropdown().querySelector('[role="status"]')).toBeNull();
    expect(columns()).toEqual([['Adidas', 'Birkenstock']]);
    const top = dropdown().querySelector<HTMLAnchorElement>('a.brand-menu__link--top')!;
    expect(top.getAttribute('href')).toBe('/brand/adidas/');
    expect(top.querySelector('strong')?.textContent).toBe('Adidas');
    expect(dropdown().querySelectorAll('strong')).toHaveLength(1);
    expect(choice('Женщинам').getAttribute('aria-pressed')).toBe('true');
    expect(choice('Мужчинам').getAttribute('aria-pressed')).toBe('false');
    expect(choice('Все').getAttribute('aria-pressed')).toBe('true');
    expect(choice('A').getAttribute('aria-pressed')).toBe('false');
    await press(button());
    expect(isOpen()).toBe(false);
    expect(dropdown().hidden).toBe(true);
  });

  it.each([
    [0, []],
    [12, [12]],
    [13, [12, 1]],
    [24, [12, 12]],
  ])('shows %i brands as columns of %j (12, then the rest)', async (count, sizes) => {
    menuCall.mockResolvedValue({ brands: someBrands(count) });
    await mount();
    await press(button());
    expect(columns().map((column) => column.length)).toEqual(sizes);
    if (count > 0) expect(columns()[0]![0]).toBe('Brand1');
    if (count > 12) expect(columns()[1]![0]).toBe('Brand13');
    expect(dropdown().querySelector('.brand-menu__empty')?.textContent ?? null).toBe(count === 0 ? 'Брендов на эту букву нет.' : null);
  });

  it('gives the marker its server HTML back on unmount, exactly', async () => {
    const before = new DOMParser().parseFromString(MENU, 'text/html').body.innerHTML;
    // Mounted as on a page: by the shopper's focus reaching the toggle, so nothing is added to the marker first.
    const mounter = await mountMarkers(MENU, { widgets: [brandMenu] });
    await reachWithKeyboard();
    await press(button());
    await act(() => mounter.unmountWithin(document.body));
    expect(document.body.innerHTML).toBe(before);
    expect(toggleLink().getAttribute('href')).toBe('/brands/');
  });

  it('mounts on the fixture store’s own marker (Ukrainian, menu cookie m) and gives it back unchanged', async () => {
    const served = brandMenuView(brandMenuRequest('ua', 'm')).value;
    const errors = vi.mocked(console.error);
    const mounter = await mountMarkers(served, { widgets: [brandMenu] });
    await reachWithKeyboard();
    expect(errors).not.toHaveBeenCalled();
    expect(button().textContent).toBe('Бренди');
    await press(button());
    expect(menuCall.mock.calls[0]![0]).toEqual({ gender: 'm', letter: '' });
    expect([...dropdown().querySelectorAll('button.brand-menu__choice')].map((b) => b.textContent)).toEqual([
      'Жінкам',
      'Чоловікам',
      'Усі',
      ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
      '0-9',
    ]);
    await act(() => mounter.unmountWithin(document.body));
    expect(document.body.innerHTML).toBe(new DOMParser().parseFromString(served, 'text/html').body.innerHTML);
  });

  it('reports a marker without its toggle link or panel and leaves the server HTML alone', async () => {
    const errors = vi.mocked(console.error);
    const broken = '<nav class="brand-menu" data-widget="brand-menu"><a href="/brands/">Бренды</a></nav>';
    await mount(broken);
    expect(errors.mock.calls.some((call) => String(call[0]).includes('brand-menu__toggle'))).toBe(true);
    expect(document.querySelector('button')).toBeNull();
    expect(document.querySelector('a')!.getAttribute('href')).toBe('/brands/');
  });

  it('reports a data-gender that is not m or w', async () => {
    const errors = vi.mocked(console.error);
    await mount(MENU.replace('data-gender="w" aria-label', 'data-gender="x" aria-label'));
    expect(errors.mock.calls.some((call) => call.join(' ').includes('data-gender'))).toBe(true);
    expect(document.querySelector('button')).toBeNull();
  });
});

describe('brand-menu timings', () => {
  beforeEach(() => {
    resetStore();
    forgetBrandAnswers();
    expireMenuCookie();
    menuCall.mockReset();
    menuCall.mockResolvedValue({ brands: someBrands(3) });
  });
  afterEach(() => vi.useRealTimers());

  async function mountOnFakeTimers(): Promise<void> {
    vi.useFakeTimers();
    await mountMarkers(MENU, { widgets: [brandMenu], eager: true, flush: false });
  }

  it('opens when a mouse rests on the toggle for 400 ms', async () => {
    await mountOnFakeTimers();
    mouse('pointerenter', button());
    advance(399);
    expect(isOpen()).toBe(false);
    advance(1);
    expect(isOpen()).toBe(true);
    expect(menuCall).toHaveBeenCalledTimes(1);
  });

  it('does not open when the mouse leaves the toggle sooner, and counts afresh on the next rest', async () => {
    await mountOnFakeTimers();
    mouse('pointerenter', button());
    advance(300);
    mouse('pointerleave', button());
    advance(1000);
    expect(isOpen()).toBe(false);
    mouse('pointerenter', button());
    advance(399);
    expect(isOpen()).toBe(false);
    advance(1);
    expect(isOpen()).toBe(true);
  });

  it.each([
    [true, true],
    [false, false],
  ])('mounted under a resting mouse (hover device %s) it opens after the hover delay: %s', async (hoverDevice, opens) => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: hoverDevice && query === '(hover: hover)', media: query, addEventListener() {}, removeEventListener() {} }));
    const matches = HTMLElement.prototype.matches;
    vi.spyOn(HTMLElement.prototype, 'matches').mockImplementation(function (this: HTMLElement, selector: string) {
      return selector === ':hover' ? this.classList.contains('brand-menu__button') : matches.call(this, selector);
    });
    await mountOnFakeTimers();
    advance(399);
    expect(isOpen()).toBe(false);
    advance(1);
    expect(isOpen()).toBe(opens);
  });

  it.each([
    ['150 ms before the mount (its chunk took that long)', 150, 250],
    ['600 ms before the mount (a slow chunk)', 600, 0],
    ['with the mount', 0, 400],
  ])('mounted by a mouse that arrived %s, it opens 400 ms after the mouse arrived', async (_, waited, left) => {
    const { host, button } = mouseDeviceMenu();
    vi.spyOn(button, 'matches').mockImplementation((selector: string) => selector === ':hover');
    vi.spyOn(host, 'matches').mockImplementation((selector: string) => selector === ':hover');
    const intentAt = Date.now() - waited;
    const { result } = renderHook(() => useMenuOpening(host, { current: button }, intentAt));
    if (left > 0) {
      act(() => {
        vi.advanceTimersByTime(left - 1);
      });
      expect(result.current.open).toBe(false);
    }
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.open).toBe(true);
  });

  it('the arrival that mounted it counts once: after the mouse left and the menu closed, the next hover waits the whole 400 ms', async () => {
    const { host, button } = mouseDeviceMenu();
    let hovered = true;
    vi.spyOn(button, 'matches').mockImplementation((selector: string) => selector === ':hover' && hovered);
    vi.spyOn(host, 'matches').mockImplementation((selector: string) => selector === ':hover' && hovered);
    const buttonRef = { current: button };
    const { result } = renderHook(() => useMenuOpening(host, buttonRef, Date.now() - 150));
    advance(250);
    expect(result.current.open).toBe(true);
    type Pointer = Parameters<typeof result.current.buttonPointer.onPointerEnter>[0];
    hovered = false;
    act(() => result.current.buttonPointer.onPointerLeave({ pointerType: 'mouse' } as Pointer));
    act(() => {
      host.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
    });
    advance(100);
    expect(result.current.open).toBe(false);
    // A minute later the mouse comes back onto the toggle.
    advance(60_000);
    hovered = true;
    act(() => result.current.buttonPointer.onPointerEnter({ pointerType: 'mouse' } as Pointer));
    advance(399);
    expect(result.current.open).toBe(false);
    advance(1);
    expect(result.current.open).toBe(true);
  });

  it('an arrival that mounted it while the mouse was elsewhere does not count: a later hover waits the whole 400 ms', async () => {
    const { host, button } = mouseDeviceMenu();
    // Mounted by keyboard focus a second ago; the mouse comes only now.
    const { result } = renderHook(() => useMenuOpening(host, { current: button }, Date.now() - 1000));
    // The hook's handler, as the button it renders calls it.
    act(() => result.current.buttonPointer.onPointerEnter({ pointerType: 'mouse' } as Parameters<typeof result.current.buttonPointer.onPointerEnter>[0]));
    advance(399);
    expect(result.current.open).toBe(false);
    advance(1);
    expect(result.current.open).toBe(true);
  });

  it('a touch never opens it by hovering', async () => {
    await mountOnFakeTimers();
    fireEvent(button(), new PointerEvent('pointerenter', { pointerType: 'touch' }));
    advance(2000);
    expect(isOpen()).toBe(false);
  });

  it('closes 100 ms after the mouse left the menu, unless it came back', async () => {
    await mountOnFakeTimers();
    mouse('pointerenter', button());
    advance(400);
    expect(isOpen()).toBe(true);
    // Off the menu and back onto its panel within the check: stays open.
    mouse('pointerleave', nav());
    advance(60);
    mouse('pointerenter', nav());
    advance(500);
    expect(isOpen()).toBe(true);
    mouse('pointerleave', nav());
    advance(99);
    expect(isOpen()).toBe(true);
    advance(1);
    expect(isOpen()).toBe(false);
  });

  it('closing after the mouse left puts keyboard focus that was in the panel on the button', async () => {
    await mountOnFakeTimers();
    act(() => button().click());
    act(() => choice('A').focus());
    mouse('pointerleave', nav());
    advance(100);
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(button());
  });

  it('a touch leaving the menu does not close it (only a tap does)', async () => {
    await mountOnFakeTimers();
    act(() => button().click());
    fireEvent(nav(), new PointerEvent('pointerleave', { pointerType: 'touch' }));
    advance(1000);
    expect(isOpen()).toBe(true);
    act(() => button().click());
    expect(isOpen()).toBe(false);
  });

  it('slides open in 500 ms through the style object, then lets the panel be', async () => {
    await mountOnFakeTimers();
    act(() => button().click());
    const panel = dropdown();
    expect(panel.style.transition).toBe('max-height 500ms ease-out, opacity 500ms ease-out');
    expect(panel.style.opacity).toBe('1');
    expect(panel.style.overflow).toBe('hidden');
    expect(panel.style.maxHeight).toMatch(/^\d+px$/);
    advance(499);
    expect(panel.style.transition).not.toBe('');
    advance(1);
    expect(panel.style.transition).toBe('');
    expect(panel.style.maxHeight).toBe('');
    expect(panel.style.overflow).toBe('');
    expect(panel.style.opacity).toBe('');
    // Closing is at once.
    act(() => button().click());
    expect(panel.style.display).toBe('none');
  });

  it('does not slide with prefers-reduced-motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
    await mountOnFakeTimers();
    act(() => button().click());
    expect(isOpen()).toBe(true);
    expect(dropdown().style.transition).toBe('');
    expect(dropdown().style.maxHeight).toBe('');
    expect(dropdown().style.opacity).toBe('');
  });

  it('a press before the hover delay ran out opens it once, and the delay no longer fires', async () => {
    await mountOnFakeTimers();
    mouse('pointerenter', button());
    advance(200);
    act(() => button().click());
    expect(isOpen()).toBe(true);
    act(() => button().click());
    advance(1000);
    expect(isOpen()).toBe(false);
  });
});

describe('brand-menu keyboard (disclosure pattern)', () => {
  beforeEach(() => {
    resetStore();
    forgetBrandAnswers();
    expireMenuCookie();
    menuCall.mockReset();
    menuCall.mockResolvedValue({ brands: someBrands(3) });
  });

  /** What a browser does with Enter (click on keydown) or Space (click on keyup) on a focused button. */
  async function key(target: HTMLElement, name: 'Enter' | ' '): Promise<void> {
    await act(() => {
      target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
      if (name === 'Enter') target.click();
      target.dispatchEvent(new KeyboardEvent('keyup', { key: name, bubbles: true, cancelable: true }));
      if (name === ' ') target.click();
    });
    await flush();
  }

  it.each(['Enter', ' '] as const)('%j on the button opens the menu, and again closes it', async (name) => {
    await mount();
    button().focus();
    await key(button(), name);
    expect(isOpen()).toBe(true);
    expect(document.activeElement).toBe(button());
    await key(button(), name);
    expect(isOpen()).toBe(false);
  });

  it('Esc closes it from anywhere inside and puts focus on the button', async () => {
    await mount();
    await press(button());
    choice('A').focus();
    await act(() => {
      fireEvent.keyDown(choice('A'), { key: 'Escape' });
    });
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(button());
  });

  it('closes when focus moves out of the menu, not when it moves inside it or to nothing', async () => {
    await mount();
    document.body.insertAdjacentHTML('beforeend', '<a id="after" href="/x/">after</a>');
    const after = document.getElementById('after')!;
    await press(button());
    await act(() => {
      fireEvent.focusOut(button(), { relatedTarget: choice('A') });
    });
    expect(isOpen()).toBe(true);
    await act(() => {
      fireEvent.focusOut(choice('A'), { relatedTarget: null });
    });
    expect(isOpen()).toBe(true);
    await act(() => {
      fireEvent.focusOut(choice('A'), { relatedTarget: after });
    });
    expect(isOpen()).toBe(false);
  });

  it('a press outside the menu closes it; one inside does not', async () => {
    await mount();
    document.body.insertAdjacentHTML('beforeend', '<p id="elsewhere">text</p>');
    await press(button());
    await act(() => {
      fireEvent.pointerDown(choice('A'));
    });
    expect(isOpen()).toBe(true);
    await act(() => {
      fireEvent.pointerDown(document.getElementById('elsewhere')!);
    });
    expect(isOpen()).toBe(false);
  });
});
