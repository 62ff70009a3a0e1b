import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { toOpenApi } from '@beacon/shared/contract';
import { createOutbox } from '../idp/outbox.ts';
import type { Outbox } from '../idp/outbox.ts';
import { normaliseOrigins, originsFromEnv } from '../idp/settings.ts';
import { createVerifier } from './auth.ts';
import type { JwksSource } from './auth.ts';
import { renderDocs } from './docs.ts';
import { HttpError, MESSAGES } from './errors.ts';
import { FAULT_SCOPE_HEADER, Faults } from './faults.ts';
import type { Fault } from './faults.ts';
import { HANDLERS } from './handlers/index.ts';
import { DEFAULT_RATE_LIMIT, RateLimiter } from './rateLimit.ts';
import type { RateLimitOptions } from './rateLimit.ts';
import { checkPermission, compileRoutes, matchRoute, needsMembership, parseOr400, queryObject } from './router.ts';
import type { Handler, Handlers } from './router.ts';
import type { Store } from './store/store.ts';
import type { SimService } from '../services/service.ts';

export const DEFAULT_API_PORT = 4000;
const MAX_BODY_BYTES = 1024 * 1024;

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
  /** Per token; default 600 requests a minute. */
  rateLimit?: RateLimitOptions;
  /** Console origins allowed by CORS; default localhost:3000, 127.0.0.1:3000 and PLATFORM_SIM_ALLOWED_ORIGINS. */
  allowedOrigins?: string[];
  /** Serve `POST/DELETE /__faults` (tests and development). Default false. */
  faults?: boolean;
  /** Replace or add handlers (tests). */
  handlers?: Handlers;
  /** Users who are platform staff; default the IdP's demo users marked platformAdmin. */
  isPlatformAdmin?: (userId: string) => boolean;
  /** Recorded mail (invites), shared with the IdP in main.ts; default a new one. */
  outbox?: Outbox;
  /** Third-party stand-ins served on this server under their own prefixes (no bearer token). */
  services?: readonly SimService[];
}

export interface PlatformApi {
  readonly url: string;
  /** Fault injection, in-process; also served at `/__faults` when enabled. */
  readonly faults: Faults;
  close(): Promise<void>;
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (status === 204) {
    res.writeHead(204, { 'cache-control': 'no-store', ...headers });
    res.end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

function sendError(res: ServerResponse, error: HttpError): void {
  sendJson(res, error.status, error.body, { ...error.headers });
}

async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(400, 'Request body too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'Invalid JSON body');
  }
}

/** An injected fault answers exactly what the real failure would (no marker the console could key on). */
function faultError(fault: Fault): HttpError {
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

/** Starts the platform REST API on 127.0.0.1. */
export async function createPlatformApi(options: PlatformApiOptions): Promise<PlatformApi> {
  const origins = new Set(options.allowedOrigins ? normaliseOrigins(options.allowedOrigins) : originsFromEnv());
  const verify = createVerifier(options);
  const limiter = new RateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT);
  const faults = new Faults();
  const routes = compileRoutes();
  const handlers: Handlers = { ...HANDLERS, ...options.handlers };
  const { store } = options;
  const outbox = options.outbox ?? createOutbox();
  const hanging = new Set<ServerResponse>();
  let baseUrl = '';
  let openApiCache: ReturnType<typeof toOpenApi> | undefined;
  const openApi = () => (openApiCache ??= toOpenApi({ serverUrl: baseUrl }));
  let docsCache: string | undefined;

  const applyCors = (req: IncomingMessage, res: ServerResponse): boolean => {
    const origin = req.headers.origin;
    res.setHeader('vary', 'Origin');
    const allowed = origin !== undefined && origins.has(origin);
    if (allowed) {
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('access-control-expose-headers', 'Retry-After');
    }
    if (req.method !== 'OPTIONS') return false;
    if (allowed) {
      res.setHeader('access-control-allow-methods', 'GET, POST, DELETE');
      res.setHeader(
        'access-control-allow-headers',
        req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type',
      );
      res.setHeader('access-control-max-age', '600');
    }
    res.writeHead(204);
    res.end();
    return true;
  };

  const handleFaults = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method === 'DELETE') {
      faults.clear(new URL(req.url ?? '/', 'http://127.0.0.1').searchParams.get('scope') ?? undefined);
      return sendJson(res, 204, null);
    }
    if (req.method === 'GET') return sendJson(res, 200, { faults: faults.list() });
    if (req.method !== 'POST') throw new HttpError(405, MESSAGES.methodNotAllowed);
    const body = await readJsonBody(req);
    try {
      return sendJson(res, 201, faults.add(body as never));
    } catch (error) {
      if (error instanceof z.ZodError) {
        const issue = error.issues[0];
        throw HttpError.invalid(issue?.message ?? 'Invalid fault', issue?.path.join('.'));
      }
      throw error;
    }
  };

  const handleApi = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const method = req.method ?? 'GET';
    const caller = await verify(req);
    const wait = limiter.hit(caller.tokenKey);
    if (wait !== undefined) throw new HttpError(429, MESSAGES.tooManyRequests, undefined, { 'retry-after': `${wait}` });

    const match = matchRoute(routes, method, url.pathname);
    if (match.kind === 'none') throw new HttpError(404, MESSAGES.notFound);
    if (match.kind === 'method') {
      throw new HttpError(405, MESSAGES.methodNotAllowed, undefined, { allow: match.allowed.join(', ') });
    }
    const { route, rawParams } = match;
    const endpoint = route.endpoint;
    const params = parseOr400(endpoint.params, rawParams, 'params') as Record<string, unknown>;
    const account = typeof params.account === 'string' ? params.account : undefined;
    const level =
      account !== undefined && needsMembership(endpoint) ? store.memberLevel(account, caller.id) : undefined;
    const rawBody = endpoint.body !== undefined ? await readJsonBody(req) : undefined;
    checkPermission(endpoint, caller, level, rawBody);
    const query = endpoint.query ? parseOr400(endpoint.query, queryObject(url.searchParams), 'query') : undefined;
    const body = endpoint.body ? parseOr400(endpoint.body, rawBody ?? {}, 'body') : undefined;

    const handler = handlers[route.operationId] as Handler<typeof route.operationId> | undefined;
    if (handler === undefined)
      throw new HttpError(501, MESSAGES.notImplemented, `${route.operationId} is not implemented yet`);
    const result: unknown = await handler({
      operationId: route.operationId,
      params: params as never,
      query: query as never,
      body: body as never,
      caller,
      store,
      outbox,
      level,
    });
    if (endpoint.status === 204) return sendJson(res, 204, null);
    const checked = endpoint.response.safeParse(result);
    if (!checked.success) {
      console.error(`platform-sim API: ${route.operationId} answered outside the contract`, checked.error.issues);
      throw new HttpError(500, MESSAGES.internal, 'Response does not match the contract');
    }
    sendJson(res, endpoint.status, checked.data);
  };

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (applyCors(req, res)) return;
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    const path = url.pathname;
    if (path === '/health' && method === 'GET') return sendJson(res, 200, { ok: true });
    if (path === '/openapi.json' && method === 'GET') return sendJson(res, 200, openApi());
    if (path === '/docs' && method === 'GET') {
      docsCache ??= renderDocs(openApi());
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(docsCache);
      return;
    }
    if (path === '/__faults' && options.faults === true) return handleFaults(req, res);
    const service = options.services?.find((s) => path.startsWith(s.prefix));
    if (service !== undefined) return service.handle(req, res, url);

    const scopeHeader = req.headers[FAULT_SCOPE_HEADER];
    const fault = faults.take(method, path, typeof scopeHeader === 'string' ? scopeHeader : undefined);
    if (fault?.kind === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (fault !== undefined) throw faultError(fault);

    if (path.startsWith('/v1/') || path.startsWith('/admin/')) return handleApi(req, res, url);
    throw new HttpError(404, MESSAGES.notFound);
  };

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      const httpError = error instanceof HttpError ? error : new HttpError(500, MESSAGES.internal);
      if (!(error instanceof HttpError)) console.error('platform-sim API:', error);
      if (res.headersSent) {
        res.end();
        return;
      }
      // Drain an unread body so the connection can be reused.
      req.resume();
      sendError(res, httpError);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_API_PORT, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    faults,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const res of hanging) res.destroy();
        hanging.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
