import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A stand-in for a third-party service the console talks to (page-view tracker, marketing forms),
 * served by the platform API's server under its own path prefix, without bearer-token auth.
 * The server's CORS rules (console origins only) apply.
 */
export interface SimService {
  /** Path prefix, e.g. `/tracker/`. */
  readonly prefix: string;
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
}

const MAX_BODY_BYTES = 64 * 1024;

/** The request's JSON body, or `undefined` when it is empty, too large or not JSON. */
export async function readSmallJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

export function sendServiceJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}
