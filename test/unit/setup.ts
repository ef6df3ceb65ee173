import { cleanup } from '@testing-library/preact';
import { afterEach, beforeEach, vi } from 'vitest';

// Without vitest globals, @testing-library does not register its own cleanup.
afterEach(() => cleanup());
// A test's fake clock ends with it (after the test's own afterEach hooks, which may still advance it).
afterEach(() => {
  vi.useRealTimers();
});

// Unit tests never reach the page's own origin: there is no server behind happy-dom's
// http://localhost:3000, and its fetch would print a stray ECONNREFUSED stack. A test that makes
// calls stubs fetch (or the api) itself; a call nobody stubbed fails here like an offline network
// would. Tests that start a real server of their own (the fixture store) call it by its address.
const realFetch = globalThis.fetch;
beforeEach(() => {
  // Files that run in the node environment have no page, so no page origin to guard.
  if (typeof location === 'undefined') return;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.origin !== location.origin) return realFetch(input, init);
    throw new TypeError(`unit tests do not reach the network (unstubbed fetch of ${url.href})`);
  });
});
