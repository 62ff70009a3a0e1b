/** The API's HTTP server on 127.0.0.1: started with the parser's header limit, closed with its open connections. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { ApiEnv } from './middlewares.ts';
import { answerClientErrors, PARSER_HEADER_BYTES } from './requestLimits.ts';

export interface ApiServer {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  close(): Promise<void>;
}

/** Serves the app on the port (0: a free one); resolves once it listens, rejects when it cannot. */
export async function startApiServer(app: Hono<ApiEnv>, port: number): Promise<ApiServer> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve(
      {
        fetch: app.fetch,
        port,
        hostname: '127.0.0.1',
        serverOptions: { maxHeaderSize: PARSER_HEADER_BYTES },
      },
      () => resolve(started),
    );
    started.once('error', reject);
    answerClientErrors(started as Server);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // A request still open (a `hang` fault, say) would hold the close open.
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
