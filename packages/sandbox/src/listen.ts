import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';

export interface RunningServer {
  port: number;
  close(): Promise<void>;
}

/** Starts an HTTP server for `app`; rejects (instead of crashing) when the port is taken. */
export async function listen(app: Hono, port: number, host: string): Promise<RunningServer> {
  // Without http2/https options the adaptor creates a plain node:http server.
  const server = createAdaptorServer({ fetch: app.fetch, hostname: host }) as Server;
  // Node closes an idle keep-alive connection after 5 s; a client that reuses it at that moment
  // gets ECONNRESET (the e2e journeys' API contexts met it under load). Clients close first.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections would otherwise hold close() open until they time out.
        server.closeAllConnections();
      }),
  };
}

/** A URL clients can use; wildcard hosts are reached through loopback. */
export function serverUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}
