/**
 * The API's middleware chain (the order of checks: platform-sim/README.md). createApi.ts installs
 * `installEveryPathMiddlewares` first and `installApiGuards` after the routes that need no token, so
 * that each request meets them in the order written here.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { Caller } from './auth.ts';
import { errorResponse, faultError } from './answers.ts';
import { HttpError, MESSAGES } from './errors.ts';
import { FAULT_SCOPE_HEADER } from './faults.ts';
import type { Faults } from './faults.ts';
import type { RateLimiter } from './rateLimit.ts';
import { requestLimits } from './requestLimits.ts';

/** The largest request body the API reads (the 100 KB test payload fits with room to spare). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** What the per-call middlewares hand on to the handler. */
interface ApiVariables {
  caller: Caller;
  level: number | undefined;
  rawBody: unknown;
  params: Record<string, unknown>;
  query: unknown;
  body: unknown;
}
export type ApiEnv = { Bindings: HttpBindings; Variables: ApiVariables };

/**
 * Every answer: no MIME sniffing, no Referer leaving with links from the reference page, and nothing
 * here may be framed (the API answers JSON and one reference page).
 */
const securityHeaders: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await next();
  c.res.headers.set('x-content-type-options', 'nosniff');
  c.res.headers.set('referrer-policy', 'no-referrer');
  c.res.headers.set('x-frame-options', 'DENY');
  if (!c.res.headers.has('content-security-policy')) {
    c.res.headers.set('content-security-policy', "frame-ancestors 'none'");
  }
};

/** On every path, in this order: the security headers, CORS for the console origins, the request and body limits. */
export function installEveryPathMiddlewares(app: Hono<ApiEnv>, origins: ReadonlySet<string>): void {
  app.use('*', securityHeaders);
  app.use(
    '*',
    cors({
      origin: (origin) => (origins.has(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'DELETE'],
      exposeHeaders: ['Retry-After', 'ETag'],
      maxAge: 600,
    }),
  );
  app.use('*', requestLimits);
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => errorResponse(c, new HttpError(413, 'Request body too large')),
    }),
  );
}

/** Injected faults come before everything else on the API paths (a 401 fault needs no token). */
function injectFaults(faults: Faults): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const fault = faults.take(c.req.method, c.req.path, c.req.header(FAULT_SCOPE_HEADER));
    if (fault?.kind === 'hang') {
      // Never answers: the client's timeout (or the server's close) ends it.
      return new Promise<Response>(() => undefined);
    }
    if (fault?.kind === 'body') {
      // What the fault says, as if the handler had answered it (no contract check: a malformed answer).
      c.header('cache-control', 'no-store');
      return c.json(fault.body ?? null, 200);
    }
    if (fault !== undefined) throw faultError(fault);
    await next();
  };
}

/** What the API paths check before a handler: faults to inject, the token and the two rate limits. */
export interface ApiGuards {
  readonly faults: Faults;
  /** Verifies the `Authorization` header (auth.ts `createVerifier`). */
  readonly verify: (authorization: string | undefined) => Promise<Caller>;
  /** Calls per caller. */
  readonly limiter: RateLimiter;
  /** Missing or invalid tokens per client address. */
  readonly invalidTokens: RateLimiter;
}

/**
 * A valid token always gets through. A missing or invalid one counts against the client address:
 * past the limit it is answered 429 instead of 401, so garbage from one address never locks out
 * the valid tokens sent from it.
 */
function authenticate({ verify, limiter, invalidTokens }: ApiGuards): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    let caller: Caller;
    try {
      caller = await verify(c.req.header('authorization'));
    } catch (error) {
      const blockedFor = invalidTokens.hit(c.env.incoming.socket.remoteAddress ?? 'unknown');
      if (blockedFor !== undefined) {
        throw new HttpError(429, MESSAGES.tooManyRequests, 'Too many invalid tokens', {
          'retry-after': `${blockedFor}`,
        });
      }
      throw error;
    }
    const wait = limiter.hit(caller.id);
    if (wait !== undefined) throw new HttpError(429, MESSAGES.tooManyRequests, undefined, { 'retry-after': `${wait}` });
    c.set('caller', caller);
    await next();
  };
}

/** Every /admin path is staff only, unknown ones too: a customer learns nothing of what exists there. */
const staffOnly: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!c.get('caller').platformAdmin) throw new HttpError(403, MESSAGES.notAdmin);
  await next();
};

/** On /v1 and /admin, in this order: the injected faults, the token and rate limits; then on /admin staff only. */
export function installApiGuards(app: Hono<ApiEnv>, guards: ApiGuards): void {
  const faultsFirst = injectFaults(guards.faults);
  const tokenAndLimits = authenticate(guards);
  for (const prefix of ['/v1/*', '/admin/*']) app.use(prefix, faultsFirst, tokenAndLimits);
  app.use('/admin/*', staffOnly);
}
