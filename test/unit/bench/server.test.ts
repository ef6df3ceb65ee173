// @vitest-environment node
// The bench server starts the fixture app, which reads its files from disk: Node's own URL and fs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_INIT_SERVER_MS } from '../../../bench/options.ts';
import { withPageInitServerTime } from '../../../bench/server.ts';

const ORIGIN = 'http://127.0.0.1:8080';

function appFetch() {
  return vi.fn(async (request: Request) => new Response(`${request.method} ${new URL(request.url).pathname}`));
}

describe('the bench server', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the page-init call after its server time, and only then asks the app', async () => {
    vi.useFakeTimers();
    const app = appFetch();
    const fetch = withPageInitServerTime(app as unknown as Parameters<typeof withPageInitServerTime>[0]);
    let answer: string | null = null;
    void Promise.resolve(fetch(new Request(`${ORIGIN}/ajax/tpl_action/`, { method: 'POST', body: 'content=x' }))).then(async (response) => {
      answer = await response.text();
    });
    await vi.advanceTimersByTimeAsync(PAGE_INIT_SERVER_MS - 1);
    expect(app).not.toHaveBeenCalled();
    expect(answer).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(app).toHaveBeenCalledTimes(1);
    expect(answer).toBe('POST /ajax/tpl_action/');
  });

  it('passes every other request straight on: the page, its scripts, the favourite toggle', async () => {
    vi.useFakeTimers();
    const app = appFetch();
    const fetch = withPageInitServerTime(app as unknown as Parameters<typeof withPageInitServerTime>[0]);
    for (const [method, path] of [
      ['GET', '/qa/bench/?tiles=100&mode=widgets'],
      ['GET', '/qa/bench/start-mark.js'],
      ['GET', '/ajax/to/favorite/?id=1'],
      ['GET', '/ajax/tpl_action/'],
    ] as const) {
      const response = await fetch(new Request(`${ORIGIN}${path}`, { method }));
      expect(await response.text()).toBe(`${method} ${path.split('?')[0]}`);
    }
    expect(app).toHaveBeenCalledTimes(4);
  });
});
