/** The fixture app, served from this process on a free port of 127.0.0.1 for as long as the run takes. */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../fixtures/server/app.ts';
import { PAGE_INIT_SERVER_MS } from './options.ts';

export interface BenchServer {
  baseUrl: string;
  close: () => void;
}

const PAGE_INIT_PATH = '/ajax/tpl_action/';

type AppFetch = ReturnType<typeof createApp>['fetch'];

/** The app's `fetch`, with the page-init answer after the server time every mode is measured with (options.ts). */
export function withPageInitServerTime(fetch: AppFetch): AppFetch {
  return async (request, ...rest) => {
    if (request.method === 'POST' && new URL(request.url).pathname === PAGE_INIT_PATH) {
      await new Promise((resolve) => setTimeout(resolve, PAGE_INIT_SERVER_MS));
    }
    return fetch(request, ...rest);
  };
}

export function startServer(): Promise<BenchServer> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: withPageInitServerTime(createApp().fetch), port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        baseUrl: `http://127.0.0.1:${info.port}`,
        close: () => {
          if ('closeAllConnections' in server) server.closeAllConnections();
          server.close();
        },
      });
    });
    server.once('error', reject);
  });
}
