import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { ENDPOINTS, toOpenApi } from '@beacon/shared/contract';
import type { Endpoint, OperationId } from '@beacon/shared/contract';
import { createOutbox } from '../idp/outbox.ts';
import type { Outbox } from '../idp/outbox.ts';
import { normaliseOrigins, originsFromEnv } from '../idp/settings.ts';
import type { SimService } from '../services/service.ts';
import { createVerifier } from './auth.ts';
import type { AccessTokenCheck, Caller, JwksSource } from './auth.ts';
import { renderDocs } from './docs.ts';
import { answerClientErrors, PARSER_HEADER_BYTES, requestLimits } from './requestLimits.ts';
import { runAs } from './logActor.ts';
import { HANDLERS } from './domains/index.ts';
import { hotspotTestRoutes } from './domains/hotspots/testControl.ts';
import { inviteTestRoutes } from './domains/members/testControl.ts';
import { errorResponse, faultError, readJsonBody } from './answers.ts';
import { HttpError, MESSAGES } from './errors.ts';
import { FAULT_SCOPE_HEADER, Faults, faultRoutes } from './faults.ts';
import type { FaultAccess } from './faults.ts';
import { DEFAULT_INVALID_TOKEN_LIMIT, DEFAULT_RATE_LIMIT, RateLimiter } from './rateLimit.ts';
import type { RateLimitOptions } from './rateLimit.ts';
import {
  callHandler,
  changesAccount,
  checkPermission,
  compileRoutes,
  invalidInput,
  matchRoute,
  needsMembership,
} from './router.ts';
import type { Handlers } from './router.ts';
import type { Store } from './store.ts';

export const DEFAULT_API_PORT = 4000;
/** The largest request body the API reads (the 100 KB test payload fits with room to spare). */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface PlatformApiOptions {
  /** Port on 127.0.0.1; 0 picks a free one. Default 4000. */
  port?: number;
  /** The IdP's public keys: a JWKS object, its URL, or a jose key getter. */
  jwks: JwksSource;
  /** Expected `iss`, e.g. `http://localhost:4001/`. */
  issuer: string;
  /** Expected `aud`, e.g. `https://api.beacon.local`. */
  audience: string;
  store: Store;
  /** Per user; default 600 requests a minute. */
  rateLimit?: RateLimitOptions;
  /** Missing or invalid tokens per client address before they get 429 (valid ones still pass); default 100 a minute. */
  invalidTokenLimit?: RateLimitOptions;
  /** Console origins allowed by CORS; default localhost:3000, 127.0.0.1:3000 and PLATFORM_SIM_ALLOWED_ORIGINS. */
  allowedOrigins?: string[];
  /**
   * Serve `/__faults`, `/__test/hotspots/{id}/status` and `/__test/invites/{code}/age` (tests only): JSON only, from an allowed console origin or with the secret in
   * `x-beacon-fault-secret`. Off by default; `pnpm start` leaves it off.
   */
  faults?: boolean | { secret?: string };
  /** Replace or add handlers (tests). */
  handlers?: Handlers;
  /** Users who are platform staff; default the IdP's demo users marked platformAdmin. */
  isPlatformAdmin?: (userId: string) => boolean;
  /** The IdP's check of logged-out sessions and revoked access tokens (`idp.checkAccessToken`); default none. */
  checkAccessToken?: AccessTokenCheck;
  /** Recorded mail (invites), shared with the IdP in main.ts; default a new one. */
  outbox?: Outbox;
  /** The console's origin for links in emails; default PLATFORM_SIM_CONSOLE_ORIGIN or the first allowed origin. */
  consoleOrigin?: string;
  /** Third-party stand-ins served on this server under their own prefixes (no bearer token). */
  services?: readonly SimService[];
}

export interface PlatformApi {
  readonly url: string;
  /** Fault injection, in-process; also served at `/__faults` when enabled. */
  readonly faults: Faults;
  close(): Promise<void>;
}

/** What the per-call middlewares hand on to the handler. */
interface ApiVariables {
  caller: Caller;
  level: number | undefined;
  rawBody: unknown;
  params: Record<string, unknown>;
  query: unknown;
  body: unknown;
}
type ApiEnv = { Bindings: HttpBindings; Variables: ApiVariables };

/** Hono validation with a contract schema: the parsed value is kept for the handler, a failure is our 400. */
function validate(target: 'param' | 'query', schema: z.ZodType, into: 'params' | 'query') {
  return validator(target, (value, c: Context<ApiEnv>) => {
    const result = schema.safeParse(value);
    if (!result.success) throw invalidInput(result.error, into);
    c.set(into, result.data);
    return result.data;
  });
}

/** Hono's `{param}` form of a contract path. */
const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Starts the platform REST API on 127.0.0.1. */
export async function createPlatformApi(options: PlatformApiOptions): Promise<PlatformApi> {
  const origins = new Set(options.allowedOrigins ? normaliseOrigins(options.allowedOrigins) : originsFromEnv());
  const { store } = options;
  const verify = createVerifier({
    ...options,
    apiToken: (secret) => {
      const found = store.tokens.authenticate(secret);
      if (found === undefined) return undefined;
      const { record, standing } = found;
      if (standing.effective_level === null) {
        throw new HttpError(401, MESSAGES.unauthorized, MESSAGES.tokenCreatorRemoved);
      }
      return {
        id: `token:${record.token_id}`,
        email: `API token ${record.name}`,
        platformAdmin: false,
        token: {
          id: record.token_id,
          name: record.name,
          account: found.account,
          level: standing.effective_level,
          createdBy: record.created_by,
        },
      };
    },
  });
  const consoleOrigin = (
    options.consoleOrigin ??
    process.env.PLATFORM_SIM_CONSOLE_ORIGIN ??
    [...origins][0] ??
    'http://localhost:3000'
  ).replace(/\/+$/, '');
  const limiter = new RateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT);
  const invalidTokens = new RateLimiter(options.invalidTokenLimit ?? DEFAULT_INVALID_TOKEN_LIMIT);
  const faults = new Faults();
  const handlers: Handlers = { ...HANDLERS, ...options.handlers };
  const outbox = options.outbox ?? createOutbox();
  store.hotspotAlerts.useOutbox(outbox);
  const routes = compileRoutes();
  let baseUrl = '';
  let openApiCache: ReturnType<typeof toOpenApi> | undefined;
  const openApi = () => (openApiCache ??= toOpenApi({ serverUrl: baseUrl }));
  let docsCache: string | undefined;

  const app = new Hono<ApiEnv>();
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
  // Every answer: no MIME sniffing, no Referer leaving with links from the reference page, and nothing
  // here may be framed (the API answers JSON and one reference page).
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('x-content-type-options', 'nosniff');
    c.res.headers.set('referrer-policy', 'no-referrer');
    c.res.headers.set('x-frame-options', 'DENY');
    if (!c.res.headers.has('content-security-policy')) {
      c.res.headers.set('content-security-policy', "frame-ancestors 'none'");
    }
  });
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

  app.get('/health', (c) => c.json({ ok: true }));
  app.get('/openapi.json', (c) => c.json(openApi()));
  app.get('/docs', (c) => {
    docsCache ??= renderDocs(openApi());
    c.header('cache-control', 'no-store');
    // The docs page is never framed (clickjacking); the other answers are JSON.
    c.header('x-frame-options', 'DENY');
    c.header('content-security-policy', "frame-ancestors 'none'");
    return c.html(docsCache);
  });
  if (options.faults) {
    const access: FaultAccess = {
      origins,
      ...(typeof options.faults === 'object' && options.faults.secret ? { secret: options.faults.secret } : {}),
    };
    app.route('/', faultRoutes(faults, access));
    app.route('/', hotspotTestRoutes(store, access));
    app.route('/', inviteTestRoutes(store, access));
  }
  for (const service of options.services ?? []) app.route('/', service.app);

  // Injected faults come before everything else on the API paths (a 401 fault needs no token).
  const injectFaults: MiddlewareHandler<ApiEnv> = async (c, next) => {
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

  /**
   * A valid token always gets through. A missing or invalid one counts against the client address:
   * past the limit it is answered 429 instead of 401, so garbage from one address never locks out
   * the valid tokens sent from it.
   */
  const authenticate: MiddlewareHandler<ApiEnv> = async (c, next) => {
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
  for (const prefix of ['/v1/*', '/admin/*']) app.use(prefix, injectFaults, authenticate);
  // Every /admin path is staff only, unknown ones too: a customer learns nothing of what exists there.
  app.use('/admin/*', async (c, next) => {
    if (!c.get('caller').platformAdmin) throw new HttpError(403, MESSAGES.notAdmin);
    await next();
  });

  /** One contract operation: params, permission, query and body checks, then its handler. */
  const register = <K extends OperationId>(operationId: K): void => {
    const endpoint: Endpoint = ENDPOINTS[operationId];
    const handler = handlers[operationId];
    const chain: MiddlewareHandler<ApiEnv>[] = [validate('param', endpoint.params, 'params')];
    chain.push(async (c, next) => {
      c.set('rawBody', endpoint.body === undefined ? undefined : await readJsonBody(c));
      const params = c.get('params');
      const account = typeof params.account === 'string' ? params.account : undefined;
      const { token } = c.get('caller');
      if (token !== undefined && account !== token.account) throw new HttpError(403, MESSAGES.tokenOtherAccount);
      const level =
        account !== undefined && needsMembership(endpoint)
          ? (token?.level ?? store.accounts.memberLevel(account, c.get('caller').id))
          : undefined;
      checkPermission(endpoint, c.get('caller'), level, c.get('rawBody'));
      if (account !== undefined && changesAccount(operationId) && store.adminAccounts.isSuspended(account)) {
        throw new HttpError(403, MESSAGES.accountSuspended);
      }
      c.set('level', level);
      await next();
    });
    if (endpoint.query !== undefined) chain.push(validate('query', endpoint.query, 'query'));
    app.on([endpoint.method], [honoPath(endpoint.path)], ...chain, async (c) => {
      let body: unknown;
      if (endpoint.body !== undefined) {
        const parsed = endpoint.body.safeParse(c.get('rawBody') ?? {});
        if (!parsed.success) throw invalidInput(parsed.error, 'body');
        body = parsed.data;
      }
      if (handler === undefined) {
        throw new HttpError(501, MESSAGES.notImplemented, `${operationId} is not implemented yet`);
      }
      const responseHeaders = new Headers();
      const caller = c.get('caller');
      const result: unknown = await runAs(caller, () =>
        callHandler(handler, {
          operationId,
          params: c.get('params'),
          query: c.get('query'),
          body,
          caller,
          store,
          outbox,
          consoleOrigin,
          level: c.get('level'),
          header: (name) => c.req.header(name),
          responseHeaders,
        }),
      );
      c.header('cache-control', 'no-store');
      responseHeaders.forEach((value, name) => c.header(name, value));
      if (endpoint.status === 204) return c.body(null, 204);
      const checked = endpoint.response.safeParse(result);
      if (!checked.success) {
        console.error(`platform-sim API: ${operationId} answered outside the contract`, checked.error.issues);
        throw new HttpError(500, MESSAGES.internal, 'Response does not match the contract');
      }
      return c.json(checked.data, endpoint.status);
    });
  };
  for (const operationId of Object.keys(ENDPOINTS) as OperationId[]) {
    const path = ENDPOINTS[operationId].path;
    if (path.startsWith('/v1/') || path.startsWith('/admin/')) register(operationId);
  }

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve(
      {
        fetch: app.fetch,
        port: options.port ?? DEFAULT_API_PORT,
        hostname: '127.0.0.1',
        serverOptions: { maxHeaderSize: PARSER_HEADER_BYTES },
      },
      () => resolve(started),
    );
    started.once('error', reject);
    answerClientErrors(started as Server);
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  // Deliveries and alert webhooks never reach the platform itself: this API and the IdP that signs its tokens.
  store.outbound.addPlatformOrigin(baseUrl);
  if (URL.canParse(options.issuer)) store.outbound.addPlatformOrigin(options.issuer);

  return {
    url: baseUrl,
    faults,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
