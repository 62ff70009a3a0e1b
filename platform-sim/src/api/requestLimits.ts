/**
 * Limits on a request's size before anything reads it. Node's HTTP parser would answer a bare 431
 * (text, no body) past its header limit; the API reads up to PARSER_HEADER_BYTES itself so that a long
 * URL or large headers get its own JSON errors, and the `clientError` handler answers anything larger
 * with the same JSON 431.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import { HttpError } from './errors.ts';

/** The longest request target (path and query) answered: longer gets 414. */
export const MAX_URL_BYTES = 8 * 1024;
/** The most header bytes (names and values) answered: more gets 431. */
export const MAX_HEADER_BYTES = 16 * 1024;
/** What the HTTP parser reads before it gives up (the server's `maxHeaderSize`). */
export const PARSER_HEADER_BYTES = 128 * 1024;

const URL_TOO_LONG = `Request URL too long (at most ${MAX_URL_BYTES} bytes)`;
const HEADERS_TOO_LARGE = `Request headers too large (at most ${MAX_HEADER_BYTES} bytes)`;

/** 414 / 431 with the JSON error body, for requests the parser read but the API will not. */
export const requestLimits: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  if (Buffer.byteLength(url.pathname + url.search) > MAX_URL_BYTES) throw new HttpError(414, URL_TOO_LONG);
  let headerBytes = 0;
  c.req.raw.headers.forEach((value, name) => (headerBytes += Buffer.byteLength(name) + Buffer.byteLength(value)));
  if (headerBytes > MAX_HEADER_BYTES) throw new HttpError(431, HEADERS_TOO_LARGE);
  await next();
};

/** Answers what the parser refused (headers or URL past PARSER_HEADER_BYTES, garbage) with a JSON error. */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable) return socket.destroy();
    const overflow = error.code === 'HPE_HEADER_OVERFLOW';
    const status = overflow ? '431 Request Header Fields Too Large' : '400 Bad Request';
    const body = JSON.stringify({ message: overflow ? HEADERS_TOO_LARGE : 'Malformed HTTP request' });
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
