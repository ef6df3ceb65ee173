import { act } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCRIPT_LOAD_TIMEOUT_MS } from '../../../shared/browser/loadScript.ts';
import { store } from '../../../shared/store/index.ts';
import { liveChat } from '../../../widgets/live-chat/index.ts';
import { forgetOpenedChat } from '../../../widgets/live-chat/openChat.ts';
import { mountMarkers } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';
import { answer, holdResourceEvents } from '../helpers/resourceEvents.ts';

// loadScript remembers addresses for the page's life, so every test has a chat script of its own.
let testNumber = 0;
let src = '';
const marker = (dataSrc = src) => `<a class="live-chat" data-widget="live-chat" data-src="${dataSrc}" href="/contacts/">Онлайн-чат</a>`;

interface FakeChat {
  open: ReturnType<typeof vi.fn>;
  maximize: ReturnType<typeof vi.fn>;
}
type ChatWindow = { LiveChat?: unknown };

const link = () => document.querySelector<HTMLElement>('[data-widget="live-chat"]')!;
const button = () => document.querySelector<HTMLButtonElement>('button.live-chat__button')!;
const loader = () => link().querySelector<HTMLElement>('.live-chat__loading');
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script')];
const notices = () => store.notices.value.map((notice) => [notice.text, notice.tone]);

/** The chat's script as the fixture's: it defines window.LiveChat when it runs. */
function defineChat(): FakeChat {
  const chat = { open: vi.fn(), maximize: vi.fn() };
  (window as unknown as ChatWindow).LiveChat = chat;
  return chat;
}

/** Lets the load's promise chain and the renders it causes run (fake timers or not). */
async function settle(): Promise<void> {
  await act(async () => {
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  });
}

async function press(): Promise<void> {
  await act(() => button().click());
}

/** The network answers the one script in the page: it loaded (and ran `run`) or failed. */
async function scriptAnswers(outcome: 'load' | 'error', run: () => void = () => {}): Promise<void> {
  expect(scripts()).toHaveLength(1);
  if (outcome === 'load') run();
  answer(scripts()[0]!, outcome);
  await settle();
}

describe('live-chat (loaded on first use, then maximized)', () => {
  let giveEventsBack: () => void;
  let consoleError: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    testNumber += 1;
    src = `/static/live-chat-${testNumber}.js`;
    resetStore();
    forgetOpenedChat();
    Reflect.deleteProperty(window, 'LiveChat');
    giveEventsBack = holdResourceEvents();
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    giveEventsBack();
    vi.useRealTimers();
    for (const script of scripts()) script.remove();
    Reflect.deleteProperty(window, 'LiveChat');
  });

  it('loads nothing at boot or on hover; the first press loads the script, opens the chat and maximizes it', async () => {
    await mountMarkers(marker(), { widgets: [liveChat] });
    expect(scripts()).toHaveLength(0);
    await act(() => {
      link().dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    });
    // Mounted: a button with the link's words, the link without its href; still nothing loaded.
    expect(button().textContent).toBe('Онлайн-чат');
    expect(link().hasAttribute('href')).toBe(false);
    expect(scripts()).toHaveLength(0);

    await press();
    const script = scripts()[0]!;
    expect(script.getAttribute('src')).toBe(`http://localhost:3000/static/live-chat-${testNumber}.js`);
    expect(script.parentElement).toBe(document.head);
    expect(script.textContent).toBe('');
    expect(button().getAttribute('aria-busy')).toBe('true');
    expect(loader()!.getAttribute('role')).toBe('status');
    expect(loader()!.textContent).toBe('Идёт загрузка');
    expect(loader()!.tagName).toBe('SPAN');
    // Out of the flow beside the button: it moves nothing.
    expect(loader()!.style.position).toBe('absolute');
    expect(button().nextElementSibling).toBe(loader());

    let chat: FakeChat | undefined;
    await scriptAnswers('load', () => (chat = defineChat()));
    expect(chat!.open).toHaveBeenCalledTimes(1);
    expect(chat!.maximize).toHaveBeenCalledTimes(1);
    expect(chat!.open.mock.invocationCallOrder[0]!).toBeLessThan(chat!.maximize.mock.invocationCallOrder[0]!);
    expect(button().hasAttribute('aria-busy')).toBe(false);
    expect(loader()).toBeNull();
    expect(notices()).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a first press on the server link itself mounts the widget and loads the chat', async () => {
    await mountMarkers(marker(), { widgets: [liveChat] });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(() => {
      link().dispatchEvent(click);
    });
    // The link did not take the shopper to the contacts page.
    expect(click.defaultPrevented).toBe(true);
    expect(scripts()).toHaveLength(1);
    expect(button().getAttribute('aria-busy')).toBe('true');
  });

  it('a later press only maximizes the open chat again: no second script, no loader, no second open()', async () => {
    await mountMarkers(marker(), { widgets: [liveChat], eager: true });
    await press();
    let chat: FakeChat | undefined;
    await scriptAnswers('load', () => (chat = defineChat()));
    await press();
    expect(loader()).toBeNull();
    expect(button().hasAttribute('aria-busy')).toBe(false);
    await press();
    expect(scripts()).toHaveLength(1);
    expect(chat!.open).toHaveBeenCalledTimes(1);
    expect(chat!.maximize).toHaveBeenCalledTimes(3);
  });

  it('presses while the script loads do nothing more', async () => {
    await mountMarkers(marker(), { widgets: [liveChat], eager: true });
    await press();
    await press();
    await press();
    let chat: FakeChat | undefined;
    await scriptAnswers('load', () => (chat = defineChat()));
    expect(chat!.open).toHaveBeenCalledTimes(1);
    expect(chat!.maximize).toHaveBeenCalledTimes(1);
  });

  it('a 404: a console error naming the address and the kind, a message, the button usable; the next press tries again', async () => {
    await mountMarkers(marker(), { widgets: [liveChat], eager: true });
    await press();
    await scriptAnswers('error');
    expect(consoleError).toHaveBeenCalledTimes(1);
    const logged = String(consoleError.mock.calls[0]![0]);
    expect(logged).toContain('widget "live-chat"');
    expect(logged).toContain(`http://localhost:3000/static/live-chat-${testNumber}.js`);
    expect(logged).toContain('(network)');
    expect(notices()).toEqual([['Не удалось открыть чат. Попробуйте ещё раз.', 'error']]);
    expect(button().hasAttribute('aria-busy')).toBe(false);
    expect(loader()).toBeNull();
    expect(scripts()).toHaveLength(0);

    await press();
    expect(scripts()).toHaveLength(1);
    expect(button().getAttribute('aria-busy')).toBe('true');
    let chat: FakeChat | undefined;
    await scriptAnswers('load', () => (chat = defineChat()));
    expect(chat!.maximize).toHaveBeenCalledTimes(1);
    // The failure's message no longer applies.
    expect(notices()).toEqual([]);
  });

  it('says so in Ukrainian on a Ukrainian page, loader and message', async () => {
    resetStore({ lang: 'ua', root: '/ua/' });
    await mountMarkers(marker(), { widgets: [liveChat], eager: true });
    await press();
    expect(loader()!.textContent).toBe('Йде завантаження');
    await scriptAnswers('error');
    expect(notices()).toEqual([['Не вдалося відкрити чат. Спробуйте ще раз.', 'error']]);
  });

  it('a script that hangs fails after exactly 30 000 ms (still loading at 29 999)', async () => {
    vi.useFakeTimers();
    await mountMarkers(marker(), { widgets: [liveChat], eager: true, flush: false });
    await press();
    expect(SCRIPT_LOAD_TIMEOUT_MS).toBe(30_000);
    await act(() => {
      vi.advanceTimersByTime(29_999);
    });
    await settle();
    expect(button().getAttribute('aria-busy')).toBe('true');
    expect(loader()).not.toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
    expect(notices()).toEqual([]);

    await act(() => {
      vi.advanceTimersByTime(1);
    });
    await settle();
    expect(button().hasAttribute('aria-busy')).toBe(false);
    expect(loader()).toBeNull();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]![0])).toContain(`http://localhost:3000/static/live-chat-${testNumber}.js did not load (network)`);
    expect(notices()).toEqual([['Не удалось открыть чат. Попробуйте ещё раз.', 'error']]);
    expect(scripts()).toHaveLength(0);
    // The next press tries again.
    await press();
    expect(scripts()).toHaveLength(1);
  });

  it('a script that loads but defines no window.LiveChat.maximize is a failure; a later press checks again without reloading', async () => {
    await mountMarkers(marker(), { widgets: [liveChat], eager: true });
    await press();
    await scriptAnswers('load', () => {
      (window as unknown as ChatWindow).LiveChat = { open: vi.fn() };
    });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]![0])).toContain(`the chat script ${src} loaded but window.LiveChat.maximize is missing`);
    expect(notices()).toEqual([['Не удалось открыть чат. Попробуйте ещё раз.', 'error']]);
    expect(button().hasAttribute('aria-busy')).toBe(false);

    // The vendor's chat came up late: the next press finds it, with the script loaded once.
    const chat = defineChat();
    await press();
    await settle();
    expect(scripts()).toHaveLength(1);
    expect(chat.open).toHaveBeenCalledTimes(1);
    expect(chat.maximize).toHaveBeenCalledTimes(1);
  });

  it('a chat that throws while opening is a failure too', async () => {
    await mountMarkers(marker(), { widgets: [liveChat], eager: true });
    await press();
    await scriptAnswers('load', () => {
      (window as unknown as ChatWindow).LiveChat = {
        maximize: () => {
          throw new Error('chat broke');
        },
      };
    });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]![0])).toContain('threw while opening the chat');
    expect(notices()).toHaveLength(1);
    expect(button().hasAttribute('aria-busy')).toBe(false);
  });

  it('loads a chat vendor’s script from its own https host', async () => {
    await mountMarkers(marker(`https://chat.example.invalid/widget-${testNumber}.js`), { widgets: [liveChat], eager: true });
    await press();
    expect(scripts()[0]!.src).toBe(`https://chat.example.invalid/widget-${testNumber}.js`);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('unmounting gives the link its href back', async () => {
    const mounter = await mountMarkers(marker(), { widgets: [liveChat], eager: true });
    await act(() => mounter.unmountWithin(document.body));
    expect(link().getAttribute('href')).toBe('/contacts/');
    expect(link().textContent).toBe('Онлайн-чат');
  });

  it.each([
    ['javascript:', 'javascript:alert(1)', 'is not an http(s) address'],
    ['data:', 'data:text/javascript,alert(1)', 'is not an http(s) address'],
    ['a bad address', 'http://', 'is not an http(s) address'],
    ['blank', '  ', 'is missing'],
  ])('data-src %s is refused: a console error, the link stays the server’s', async (_, dataSrc, problem) => {
    await mountMarkers(marker(dataSrc), { widgets: [liveChat], eager: true });
    expect(consoleError).toHaveBeenCalledTimes(1);
    const logged = String(consoleError.mock.calls[0]![0]);
    expect(logged).toContain('widget "live-chat"');
    expect(logged).toContain(`data-src: `);
    expect(logged).toContain(problem);
    expect(document.querySelector('button')).toBeNull();
    expect(link().getAttribute('href')).toBe('/contacts/');
    expect(scripts()).toHaveLength(0);
  });

  it('a marker without data-src is refused', async () => {
    await mountMarkers('<a class="live-chat" data-widget="live-chat" href="/contacts/">Онлайн-чат</a>', { widgets: [liveChat], eager: true });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]![0])).toContain('data-src: is missing; expected the http(s) address of the chat script');
  });
});
