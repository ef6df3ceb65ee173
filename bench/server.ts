/** The fixture app, served from this process on a free port of 127.0.0.1 for as long as the run takes. */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../fixtures/server/app.ts';

export interface BenchServer {
  baseUrl: string;
  close: () => void;
}

export function startServer(): Promise<BenchServer> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: createApp().fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
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
