/**
 * What the API's middlewares answer outside the handlers: an injected fault as the real failure, an
 * HttpError as its JSON answer (and any other error, or a path no route has, as one), and a request's
 * JSON body read once.
 */
import type { Context, Env, Hono } from 'hono';
import { HttpError, MESSAGES } from './errors.ts';
import type { Fault } from './faults.ts';
import { matchRoute } from './router.ts';
import type { Route } from './router.ts';

/** An injected fault answers exactly what the real failure would (no marker the console could key on). */
export function faultError(fault: Fault): HttpError {
  switch (fault.kind) {
    case '401':
      return new HttpError(401, MESSAGES.unauthorized);
    case '429':
      // Without `retryAfter` the answer has no Retry-After header (the console then says "Please wait a moment").
      return new HttpError(
        429,
        MESSAGES.tooManyRequests,
        undefined,
        fault.retryAfter === undefined ? {} : { 'retry-after': String(fault.retryAfter) },
      );
    default:
      return new HttpError(500, MESSAGES.internal);
  }
}

export function errorResponse(c: Context, error: HttpError): Response {
  c.header('cache-control', 'no-store');
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(error.body, error.status);
}

/**
 * An HttpError thrown anywhere as its answer, anything else as a logged 500; a path the contract has with
 * another method is 405 with `Allow`, any other unrouted path 404.
 */
export function answerErrors<E extends Env>(app: Hono<E>, routes: readonly Route[]): void {
  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error);
    console.error('platform-sim API:', error);
    return errorResponse(c, new HttpError(500, MESSAGES.internal));
  });
  app.notFound((c) => {
    const match = matchRoute(routes, c.req.method, c.req.path);
    if (match.kind === 'method') {
      return errorResponse(
        c,
        new HttpError(405, MESSAGES.methodNotAllowed, undefined, { allow: match.allowed.join(', ') }),
      );
    }
    return errorResponse(c, new HttpError(404, MESSAGES.notFound));
  });
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });
const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * Reads a JSON body once: empty → undefined; not valid UTF-8, not JSON, or not sent as JSON → 400/415.
 * The contract's schema checks it later (after the permission check, which may look at it).
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.length === 0) return undefined;
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    throw new HttpError(400, 'Request body is not valid UTF-8');
  }
  if (text.trim() === '') return undefined;
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (!JSON_TYPE.test(mediaType)) throw new HttpError(415, 'Content-Type must be application/json');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'Invalid JSON body');
  }
}
