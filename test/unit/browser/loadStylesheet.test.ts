import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadScript } from '../../../shared/browser/loadScript.ts';
import { loadStylesheet, STYLESHEET_LOAD_TIMEOUT_MS } from '../../../shared/browser/loadStylesheet.ts';
import { answer, failure, holdResourceEvents, stateOf } from '../helpers/resourceEvents.ts';

// The loader remembers addresses for the page's life, so every test asks for files of its own.
let testNumber = 0;
let chatCss = '';

function links(): HTMLLinkElement[] {
  return [...document.querySelectorAll('link')];
}

function onlyLink(): HTMLLinkElement {
  const found = links();
  expect(found).toHaveLength(1);
  return found[0]!;
}

describe('loadStylesheet', () => {
  let giveEventsBack: () => void;
  beforeEach(() => {
    testNumber += 1;
    chatCss = `/static/chat-${testNumber}.css`;
    vi.useFakeTimers();
    giveEventsBack = holdResourceEvents();
  });
  afterEach(() => {
    giveEventsBack();
    vi.useRealTimers();
    for (const element of [...links(), ...document.querySelectorAll('script')]) element.remove();
  });

  it('adds one <link rel="stylesheet"> to <head> and resolves when it has loaded', async () => {
    const load = loadStylesheet(chatCss);
    const link = onlyLink();
    expect(link.parentElement).toBe(document.head);
    expect(link.getAttribute('rel')).toBe('stylesheet');
    expect(link.getAttribute('href')).toBe(`http://localhost:3000/static/chat-${testNumber}.css`);
    expect(link.getAttributeNames().sort()).toEqual(['href', 'rel']);
    expect(await stateOf(load)).toBe('pending');
    answer(link, 'load');
    await expect(load).resolves.toBeUndefined();
    expect(onlyLink()).toBe(link);
  });

  it("rejects with 'network' on the element's error event and removes the element", async () => {
    const load = loadStylesheet(chatCss);
    answer(onlyLink(), 'error');
    const error = await failure(load);
    expect(error.kind).toBe('network');
    expect(error.resource).toBe('stylesheet');
    expect(error.url).toBe(`http://localhost:3000/static/chat-${testNumber}.css`);
    expect(error.message).toBe(`stylesheet "http://localhost:3000/static/chat-${testNumber}.css" did not load: network`);
    expect(links()).toHaveLength(0);
  });

  it("waits exactly 10 000 ms, then rejects with 'timeout' and removes the element", async () => {
    expect(STYLESHEET_LOAD_TIMEOUT_MS).toBe(10_000);
    const load = loadStylesheet(chatCss);
    vi.advanceTimersByTime(9_999);
    expect(await stateOf(load)).toBe('pending');
    expect(links()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect((await failure(load)).kind).toBe('timeout');
    expect(links()).toHaveLength(0);
  });

  it('a load after the timeout changes nothing, and does not answer the next attempt', async () => {
    const first = loadStylesheet(chatCss);
    const late = onlyLink();
    vi.advanceTimersByTime(STYLESHEET_LOAD_TIMEOUT_MS);
    expect((await failure(first)).kind).toBe('timeout');
    answer(late, 'load');
    expect(await stateOf(first)).toBe('failed');
    expect(links()).toHaveLength(0);
    const second = loadStylesheet(chatCss);
    expect(second).not.toBe(first);
    answer(late, 'error');
    expect(await stateOf(second)).toBe('pending');
    answer(onlyLink(), 'load');
    expect(await stateOf(second)).toBe('loaded');
    vi.advanceTimersByTime(STYLESHEET_LOAD_TIMEOUT_MS);
    expect(await stateOf(second)).toBe('loaded');
  });

  it("rejects an empty or blank address with 'filename is missing' before adding anything", async () => {
    for (const missing of ['', '  ', null, undefined]) {
      const error = await failure(loadStylesheet(missing));
      expect(error.kind).toBe('filename is missing');
      expect(error.url).toBe('');
      expect(error.message).toBe('stylesheet did not load: filename is missing');
    }
    expect(links()).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('loads each address once, however spelled, while loading and after success', async () => {
    const first = loadStylesheet(chatCss);
    expect(loadStylesheet(`http://localhost:3000${chatCss}`)).toBe(first);
    expect(loadStylesheet(`static/chat-${testNumber}.css`)).toBe(first);
    expect(links()).toHaveLength(1);
    answer(onlyLink(), 'load');
    expect(loadStylesheet(` ${chatCss} `)).toBe(first);
    expect(links()).toHaveLength(1);
    expect(await stateOf(first)).toBe('loaded');
  });

  it('tries again after a failure with a new element', async () => {
    const first = loadStylesheet(chatCss);
    const failed = onlyLink();
    answer(failed, 'error');
    expect((await failure(first)).kind).toBe('network');
    const second = loadStylesheet(chatCss);
    const retry = onlyLink();
    expect(retry).not.toBe(failed);
    answer(retry, 'load');
    await expect(second).resolves.toBeUndefined();
  });

  it('resolves a relative address against document.baseURI (a <base> element)', () => {
    const base = document.createElement('base');
    base.href = 'http://localhost:3000/ua/';
    document.head.prepend(base);
    try {
      void loadStylesheet(`chat-${testNumber}.css`);
      expect(onlyLink().href).toBe(`http://localhost:3000/ua/chat-${testNumber}.css`);
      expect(loadStylesheet(`/ua/chat-${testNumber}.css`)).toBe(loadStylesheet(`chat-${testNumber}.css`));
      expect(links()).toHaveLength(1);
    } finally {
      base.remove();
    }
  });

  it('keeps stylesheets and scripts apart: the same address is one of each', () => {
    const shared = `/static/both-${testNumber}`;
    void loadStylesheet(shared);
    void loadScript(shared);
    expect(links()).toHaveLength(1);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it("refuses addresses that are not http(s) with 'network', and treats hostile text as an address", async () => {
    for (const hostile of ['javascript:alert(1)', 'data:text/css,body{display:none}']) {
      expect((await failure(loadStylesheet(hostile))).kind).toBe('network');
    }
    expect(links()).toHaveLength(0);
    void loadStylesheet(`/static/x-${testNumber}.css"><img src=x onerror=alert(1)>`);
    expect(document.querySelector('img')).toBeNull();
    expect(onlyLink().getAttributeNames().sort()).toEqual(['href', 'rel']);
  });
});
