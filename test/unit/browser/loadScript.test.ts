import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadScript, SCRIPT_LOAD_TIMEOUT_MS } from '../../../shared/browser/loadScript.ts';
import { answer, failure, holdResourceEvents, stateOf } from '../helpers/resourceEvents.ts';

// The loader remembers addresses for the page's life, so every test asks for files of its own.
let testNumber = 0;
let chatUrl = '';

function scripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll('script')];
}

function onlyScript(): HTMLScriptElement {
  const found = scripts();
  expect(found).toHaveLength(1);
  return found[0]!;
}

describe('loadScript', () => {
  let giveEventsBack: () => void;
  beforeEach(() => {
    testNumber += 1;
    chatUrl = `/static/chat-${testNumber}.js`;
    vi.useFakeTimers();
    giveEventsBack = holdResourceEvents();
  });
  afterEach(() => {
    giveEventsBack();
    vi.useRealTimers();
    for (const element of scripts()) element.remove();
  });

  it('adds one async <script src> to <head>, with no inline code, and resolves when it has loaded', async () => {
    const load = loadScript(chatUrl);
    const script = onlyScript();
    expect(script.parentElement).toBe(document.head);
    expect(script.getAttribute('src')).toBe(`http://localhost:3000/static/chat-${testNumber}.js`);
    expect(script.async).toBe(true);
    expect(script.textContent).toBe('');
    expect(script.getAttributeNames().sort()).toEqual(['async', 'src']);
    expect(await stateOf(load)).toBe('pending');
    answer(script, 'load');
    expect(await stateOf(load)).toBe('loaded');
    await expect(load).resolves.toBeUndefined();
    // A loaded script stays in the page.
    expect(onlyScript()).toBe(script);
  });

  it('sets the integrity and CORS mode it is given', () => {
    void loadScript(`https://cdn.example.invalid/chat-${testNumber}.js`, { integrity: 'sha384-abc', crossOrigin: 'anonymous' });
    const script = onlyScript();
    expect(script.getAttribute('integrity')).toBe('sha384-abc');
    expect(script.getAttribute('crossorigin')).toBe('anonymous');
    expect(script.src).toBe(`https://cdn.example.invalid/chat-${testNumber}.js`);
  });

  it("rejects with 'network' on the element's error event and removes the element", async () => {
    const load = loadScript(chatUrl);
    answer(onlyScript(), 'error');
    const error = await failure(load);
    expect(error.kind).toBe('network');
    expect(error.url).toBe(`http://localhost:3000/static/chat-${testNumber}.js`);
    expect(error.resource).toBe('script');
    expect(error.name).toBe('ResourceLoadError');
    expect(error.message).toBe(`script "http://localhost:3000/static/chat-${testNumber}.js" did not load: network`);
    expect(scripts()).toHaveLength(0);
  });

  it("waits exactly 30 000 ms, then rejects with 'network' (a script has no 'timeout' kind)", async () => {
    expect(SCRIPT_LOAD_TIMEOUT_MS).toBe(30_000);
    const load = loadScript(chatUrl);
    vi.advanceTimersByTime(29_999);
    expect(await stateOf(load)).toBe('pending');
    expect(scripts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(await stateOf(load)).toBe('failed');
    expect((await failure(load)).kind).toBe('network');
    expect(scripts()).toHaveLength(0);
  });

  it('a load after the timeout changes nothing, and does not answer the next attempt', async () => {
    const first = loadScript(chatUrl);
    const late = onlyScript();
    vi.advanceTimersByTime(SCRIPT_LOAD_TIMEOUT_MS);
    expect((await failure(first)).kind).toBe('network');
    const second = loadScript(chatUrl);
    const retry = onlyScript();
    expect(retry).not.toBe(late);
    answer(late, 'load');
    answer(late, 'error');
    expect(await stateOf(first)).toBe('failed');
    expect(await stateOf(second)).toBe('pending');
    expect(late.isConnected).toBe(false);
    expect(onlyScript()).toBe(retry);
    answer(retry, 'load');
    expect(await stateOf(second)).toBe('loaded');
  });

  it('a load clears the time limit: nothing happens at 30 000 ms', async () => {
    const load = loadScript(chatUrl);
    const script = onlyScript();
    answer(script, 'load');
    vi.advanceTimersByTime(SCRIPT_LOAD_TIMEOUT_MS * 2);
    expect(await stateOf(load)).toBe('loaded');
    expect(onlyScript()).toBe(script);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("rejects an empty or blank address with 'filename is missing' before adding anything", async () => {
    for (const missing of ['', '   ', '\n\t', null, undefined]) {
      const error = await failure(loadScript(missing));
      expect(error.kind, JSON.stringify(missing)).toBe('filename is missing');
      expect(error.message).toBe('script did not load: filename is missing');
    }
    expect(scripts()).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('loads each address once: a second ask while loading or after success gets the same promise', async () => {
    const first = loadScript(chatUrl);
    const whileLoading = loadScript(chatUrl);
    expect(whileLoading).toBe(first);
    expect(scripts()).toHaveLength(1);
    answer(onlyScript(), 'load');
    const afterSuccess = loadScript(chatUrl);
    expect(afterSuccess).toBe(first);
    expect(scripts()).toHaveLength(1);
    expect(await stateOf(afterSuccess)).toBe('loaded');
    // One time limit for the one element.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts relative, absolute and padded spellings of one address as one file', () => {
    const base = `http://localhost:3000/static/shared-${testNumber}.js`;
    const asked = [
      loadScript(`/static/shared-${testNumber}.js`),
      loadScript(base),
      loadScript(`  ${base}  `),
      loadScript(`static/shared-${testNumber}.js`),
      loadScript(`/static/../static/shared-${testNumber}.js`),
    ];
    expect(new Set(asked).size).toBe(1);
    expect(onlyScript().src).toBe(base);
    // Another file, and the same path on another host, are other scripts.
    void loadScript(`/static/other-${testNumber}.js`);
    void loadScript(`https://cdn.example.invalid/static/shared-${testNumber}.js`);
    expect(scripts()).toHaveLength(3);
  });

  it('tries again after a failure: the next ask adds a new element and can succeed', async () => {
    const first = loadScript(chatUrl);
    answer(onlyScript(), 'error');
    expect((await failure(first)).kind).toBe('network');
    const second = loadScript(chatUrl);
    expect(second).not.toBe(first);
    const retry = onlyScript();
    answer(retry, 'load');
    await expect(second).resolves.toBeUndefined();
    expect(loadScript(chatUrl)).toBe(second);
  });

  it('keeps attempts for different addresses apart', async () => {
    const chat = loadScript(chatUrl);
    const widget = loadScript(`/static/widget-${testNumber}.js`);
    const [chatScript, widgetScript] = scripts();
    answer(widgetScript!, 'error');
    answer(chatScript!, 'load');
    expect(await stateOf(chat)).toBe('loaded');
    expect((await failure(widget)).kind).toBe('network');
    expect(scripts()).toEqual([chatScript]);
  });

  it("refuses addresses that are not http(s) with 'network', adding nothing", async () => {
    for (const hostile of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/javascript,alert(1)', 'http://[bad', 'blob:http://localhost:3000/x']) {
      const error = await failure(loadScript(hostile));
      expect(error.kind, hostile).toBe('network');
      expect(error.url).toBe(hostile.trim());
    }
    expect(scripts()).toHaveLength(0);
  });

  it('treats hostile text in the address as an address, never as HTML', () => {
    void loadScript(`/static/x-${testNumber}.js?"><img src=x onerror=alert(1)>`);
    expect(document.querySelector('img')).toBeNull();
    expect(document.head.innerHTML).not.toContain('<img');
    expect(onlyScript().getAttributeNames().sort()).toEqual(['async', 'src']);
  });

  it('appends to the document element when the page has no <head>', async () => {
    const head = document.head;
    head.remove();
    try {
      const load = loadScript(chatUrl);
      const script = document.documentElement.querySelector(':scope > script');
      expect(script).not.toBeNull();
      answer(script!, 'load');
      expect(await stateOf(load)).toBe('loaded');
      script!.remove();
    } finally {
      document.documentElement.prepend(head);
    }
  });
});
