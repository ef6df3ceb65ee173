// `shop:open-message` (docs/events.md): legacy code asks for the message modal. The entry only
// queues the detail and mounts the runtime's hidden `message-host` marker at once; the widget, in
// the `chrome` chunk, checks the detail and shows the modal.
import { act } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEventBridge } from '../../../shared/events/index.ts';
import { openMessage } from '../../../shared/page/openMessage.ts';
import { ChunkLoader } from '../../../shared/runtime/chunkLoader.ts';
import { Registry } from '../../../shared/runtime/index.ts';
import { Mounter } from '../../../shared/runtime/Mounter.ts';
import { setScanner } from '../../../shared/runtime/scanner.ts';
import { store } from '../../../shared/store/index.ts';
import { messageHost } from '../../../widgets/message-host/index.ts';
import { afterModalDelay, useRunningModalClock } from '../helpers/dialogs.ts';
import { flush } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';

// The 300 ms modal delay is jumped, not waited out.
beforeEach(useRunningModalClock);

const modal = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const modals = () => document.querySelectorAll('[role="alertdialog"]');
const hosts = () => document.querySelectorAll<HTMLElement>('[data-widget="message-host"]');

function fire(detail?: unknown): void {
  document.dispatchEvent(new CustomEvent('shop:open-message', { detail }));
}

async function fireAndShow(detail?: unknown): Promise<void> {
  await act(() => fire(detail));
  await flush();
  await afterModalDelay();
}

async function pressEscape(): Promise<void> {
  await act(() => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  });
  await flush();
}

async function clickBackdrop(): Promise<void> {
  await act(() => document.querySelector<HTMLElement>('.shop-dialog__backdrop')!.click());
  await flush();
}

const stops: (() => void)[] = [];
let mounter: Mounter;

/** The page as boot wires it: the bridge with the page's handler, the mounter behind the scanner. */
function wire(registry: Registry, loader: ChunkLoader | null = null): void {
  mounter = new Mounter(registry, loader);
  setScanner(
    (root) => mounter.scan(root),
    (elements) => mounter.mountNow(elements),
  );
  stops.push(startEventBridge(store, { toggleFavourite: vi.fn(), openPanel: vi.fn(), openMessage }));
}

let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  document.body.innerHTML = '<main><button id="opener">Оформить</button></main>';
  resetStore();
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  await act(() => mounter.unmountWithin(document));
  setScanner(() => {});
});

describe('shop:open-message with the chrome chunk not in yet', () => {
  it('appends one hidden marker, fetches the chunk at once (no idle wait), and shows the messages asked for meanwhile, in order', async () => {
    const registry = new Registry();
    registry.registerLazy({ name: 'message-host', chunk: 'chrome', defaultMount: 'eager' });
    const scripts: HTMLScriptElement[] = [];
    const loader: ChunkLoader = new ChunkLoader({
      files: { chrome: { integrity: 'sha256-CHROME01=' } },
      prefix: 'w',
      entryUrl: `${location.origin}/dist/w.min.js`,
      timeoutMs: 10_000,
      define: (widgets) => registry.define(widgets),
      widgetsOf: (chunk): string[] => mounter.records.namesWaitingFor(chunk),
      insert: (script) => scripts.push(script),
    });
    wire(registry, loader);
    const main = document.querySelector('main')!.outerHTML;

    await act(() => {
      fire({ text: 'Первое' });
      fire({ header: 'Второе', text: 'Ещё одно', backdrop: 'static' });
    });
    // One marker, hidden, last in <body>; the page itself is as it was.
    expect(hosts()).toHaveLength(1);
    expect(hosts()[0]!.hidden).toBe(true);
    expect(document.body.lastElementChild).toBe(hosts()[0]);
    expect(document.querySelector('main')!.outerHTML).toBe(main);
    // The chunk was asked for in the event's own task, not at an idle moment.
    expect(scripts.map((script) => script.src)).toEqual([`${location.origin}/dist/w.chrome.CHROME01.min.js`]);
    expect(modal()).toBeNull();

    await act(async () => {
      loader.defined('chrome', [messageHost]);
      scripts[0]!.dispatchEvent(new Event('load'));
      await Promise.resolve();
    });
    await flush();
    await afterModalDelay();
    expect(modals()).toHaveLength(1);
    expect(modal()!.querySelector('.shop-message__text')!.textContent).toBe('Первое');
    await act(() => modal()!.querySelector<HTMLButtonElement>('.shop-message__button')!.click());
    // The next one opens in the frame after the first closed, and shows 300 ms later.
    await flush();
    await flush();
    await afterModalDelay();
    expect(modal()!.querySelector('.shop-message__text')!.textContent).toBe('Ещё одно');
    // The second one is marked static.
    await clickBackdrop();
    expect(modal()).not.toBeNull();
    await pressEscape();
    expect(modal()).toBeNull();
    expect(store.messageRequests.value).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('shop:open-message', () => {
  beforeEach(() => {
    const registry = new Registry();
    registry.register(messageHost);
    wire(registry);
  });

  it('shows the message modal: header, icon, text, width and one OK button, focused; OK closes it and gives focus back', async () => {
    const opener = document.getElementById('opener')!;
    opener.focus();
    await fireAndShow({ header: 'Заказ принят', text: 'Мы перезвоним вам в течение часа.', icon: 'success', width: 480 });
    const box = modal()!;
    expect(box.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-labelledby')!)!.textContent).toBe('Заказ принят');
    expect(box.classList.contains('shop-message--success')).toBe(true);
    expect(box.querySelector('.shop-message__icon')!.getAttribute('aria-hidden')).toBe('true');
    expect(box.querySelector('.shop-message__text')!.textContent).toBe('Мы перезвоним вам в течение часа.');
    expect(box.style.width).toBe('480px');
    const buttons = [...box.querySelectorAll<HTMLButtonElement>('.shop-message__button')];
    expect(buttons.map((button) => button.textContent)).toEqual(['OK']);
    expect(document.activeElement).toBe(buttons[0]);
    expect(box.querySelector('.shop-dialog__close')!.getAttribute('aria-label')).toBe('Закрыть');
    await act(() => buttons[0]!.click());
    await flush();
    expect(modal()).toBeNull();
    expect(document.activeElement).toBe(opener);
    // The marker stays for the next message.
    expect(hosts()).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
  });

  it('without backdrop: a backdrop click closes it', async () => {
    await fireAndShow({ text: 'Товар добавлен' });
    expect(modal()!.getAttribute('aria-label')).toBe('Товар добавлен');
    await clickBackdrop();
    expect(modal()).toBeNull();
  });

  it.each([
    ['ru', 'Закрыть'],
    ['ua', 'Закрити'],
  ] as const)('backdrop: "static" (%s): a backdrop click leaves it open; Esc closes it', async (lang, close) => {
    resetStore({ lang, root: lang === 'ua' ? '/ua/' : '/' });
    await fireAndShow({ text: 'Оплата прошла', backdrop: 'static' });
    expect(modal()!.querySelector('.shop-dialog__close')!.getAttribute('aria-label')).toBe(close);
    await clickBackdrop();
    expect(modal()).not.toBeNull();
    await pressEscape();
    expect(modal()).toBeNull();
  });

  it('shows the text as text, never as HTML', async () => {
    await fireAndShow({ text: '<img src=x onerror="window.hacked=1"><b>жирный</b>' });
    expect(modal()!.querySelector('img, b')).toBeNull();
    expect(modal()!.querySelector('.shop-message__text')!.textContent).toBe('<img src=x onerror="window.hacked=1"><b>жирный</b>');
  });

  it.each([
    ['no detail', undefined, 'the detail must be an object with a text'],
    ['a string', 'Привет', 'the detail must be an object with a text'],
    ['no text', { header: 'Заказ' }, 'text must be a string with words in it'],
    ['a blank text', { text: '   ' }, 'text must be a string with words in it'],
    ['a number for text', { text: 42 }, 'text must be a string with words in it'],
    ['a header that is no string', { text: 'a', header: 5 }, 'header must be a string'],
    ['an unknown icon', { text: 'a', icon: 'warning' }, 'icon must be "success", "error" or "info"'],
    ['a width in a string', { text: 'a', width: '480' }, 'width must be a number above 0'],
    ['a width of 0', { text: 'a', width: 0 }, 'width must be a number above 0'],
    ['backdrop true', { text: 'a', backdrop: true }, 'backdrop must be "static"'],
    ['backdrop "none"', { text: 'a', backdrop: 'none' }, 'backdrop must be "static"'],
  ])('ignores %s with one console error through handleError', async (_case, detail, problem) => {
    const announced: unknown[] = [];
    const onError = (event: Event) => announced.push((event as CustomEvent).detail);
    document.addEventListener('shop:error', onError);
    await fireAndShow(detail);
    document.removeEventListener('shop:error', onError);
    expect(modal()).toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toBe(`[shop-widgets] shop:open-message: ${problem}; no message is shown`);
    expect(announced).toEqual([{ message: `shop:open-message: ${problem}; no message is shown`, widget: 'message-host' }]);
    expect(store.messageRequests.value).toEqual([]);
  });

  it('a bad detail between two good ones is dropped; the others show in order; null fields count as left out', async () => {
    await act(() => {
      fire({ text: 'Один', header: null, icon: null, width: null, backdrop: null });
      fire({ text: '' });
      fire({ text: 'Два', icon: 'info' });
    });
    await flush();
    await afterModalDelay();
    expect(modals()).toHaveLength(1);
    expect(modal()!.querySelector('.shop-message__text')!.textContent).toBe('Один');
    expect(modal()!.classList.contains('shop-message--info')).toBe(false);
    await pressEscape();
    // The next one opens in the frame after the first closed, and shows 300 ms later.
    await flush();
    await afterModalDelay();
    expect(modal()!.querySelector('.shop-message__text')!.textContent).toBe('Два');
    expect(modal()!.classList.contains('shop-message--info')).toBe(true);
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it('a marker that legacy code took out of the page is appended again by the next message', async () => {
    await fireAndShow({ text: 'Первое' });
    await pressEscape();
    await act(() => hosts()[0]!.remove());
    await flush();
    await fireAndShow({ text: 'Второе' });
    expect(hosts()).toHaveLength(1);
    expect(modal()!.querySelector('.shop-message__text')!.textContent).toBe('Второе');
  });
});
