import type { z } from 'zod';
import { ENDPOINTS } from '@beacon/shared/contract';
import type {
  Endpoint,
  EndpointParsedBody,
  EndpointParsedParams,
  EndpointParsedQuery,
  EndpointResponse,
  Endpoints,
  OperationId,
} from '@beacon/shared/contract';
import type { Outbox } from '../idp/outbox.ts';
import type { Caller } from './auth.ts';
import { HttpError, MESSAGES } from './errors.ts';
import type { Store } from './store.ts';

/** What a handler gets: input parsed by the contract's schemas, the caller and the store. */
export interface HandlerContext<K extends OperationId> {
  readonly operationId: K;
  readonly params: EndpointParsedParams<Endpoints[K]>;
  readonly query: EndpointParsedQuery<Endpoints[K]>;
  readonly body: EndpointParsedBody<Endpoints[K]>;
  readonly caller: Caller;
  readonly store: Store;
  readonly outbox: Outbox;
  /** The console's origin, for links in emails (e.g. `http://localhost:3000`). */
  readonly consoleOrigin: string;
  /** The caller's level in `{account}`, when the call is account-scoped and the caller a member. */
  readonly level: number | undefined;
  /** A request header (case-insensitive name). */
  readonly header: (name: string) => string | undefined;
  /** Headers to send with the answer (e.g. ETag). */
  readonly responseHeaders: ResponseHeaders;
}

/** Where a handler puts the headers of its answer. */
export interface ResponseHeaders {
  set(name: string, value: string): void;
}

export type Handler<K extends OperationId> = (
  ctx: HandlerContext<K>,
) => EndpointResponse<Endpoints[K]> | Promise<EndpointResponse<Endpoints[K]>>;

export type Handlers = { readonly [K in OperationId]?: Handler<K> };

/** A handler's context as the HTTP layer builds it, before the contract's types are known. */
export type RawHandlerContext<K extends OperationId> = Omit<HandlerContext<K>, 'params' | 'query' | 'body'> & {
  readonly params: unknown;
  readonly query: unknown;
  readonly body: unknown;
};

/** Calls a handler with input that the contract's schemas for `K` have parsed. */
export function callHandler<K extends OperationId>(
  handler: Handler<K>,
  ctx: RawHandlerContext<K>,
): ReturnType<Handler<K>> {
  return handler(ctx as HandlerContext<K>);
}

export interface Route {
  readonly operationId: OperationId;
  readonly endpoint: Endpoint;
  readonly segments: readonly string[];
  /** Literal segments count; more literal routes win over parameter routes. */
  readonly literals: number;
}

export type RouteMatch =
  | { kind: 'found'; route: Route; rawParams: Record<string, string> }
  | { kind: 'method'; allowed: string[] }
  | { kind: 'none' };

function split(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

export function compileRoutes(): Route[] {
  const routes = (Object.entries(ENDPOINTS) as Array<[OperationId, Endpoint]>).map(([operationId, endpoint]) => {
    const segments = split(endpoint.path);
    return { operationId, endpoint, segments, literals: segments.filter((s) => !s.startsWith('{')).length };
  });
  return routes.sort((a, b) => b.literals - a.literals);
}

function matchSegments(route: Route, parts: readonly string[]): Record<string, string> | undefined {
  if (route.segments.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i += 1) {
    const template = route.segments[i] as string;
    const part = parts[i] as string;
    if (template.startsWith('{')) {
      let value: string;
      try {
        value = decodeURIComponent(part);
      } catch {
        return undefined;
      }
      params[template.slice(1, -1)] = value;
    } else if (template !== part) return undefined;
  }
  return params;
}

export function matchRoute(routes: readonly Route[], method: string, pathname: string): RouteMatch {
  const parts = split(pathname);
  const allowed = new Set<string>();
  for (const route of routes) {
    const params = matchSegments(route, parts);
    if (params === undefined) continue;
    if (route.endpoint.method === method) return { kind: 'found', route, rawParams: params };
    allowed.add(route.endpoint.method);
  }
  return allowed.size > 0 ? { kind: 'method', allowed: [...allowed] } : { kind: 'none' };
}

/** A failed contract parse as the 400 answer: the first issue's message, and which input failed. */
export function invalidInput(error: z.ZodError, what: string): HttpError {
  const issue = error.issues[0];
  const path = issue && issue.path.length > 0 ? `${what}.${issue.path.map(String).join('.')}` : what;
  return HttpError.invalid(issue?.message ?? `Invalid ${what}`, path);
}

/** Throws 403 when the caller may not make this call (membership, level or staff). */
export function checkPermission(endpoint: Endpoint, caller: Caller, level: number | undefined, rawBody: unknown): void {
  const permission = endpoint.permission;
  if (permission === 'public' || permission === 'authenticated') return;
  if (permission === 'platformAdmin') {
    if (!caller.platformAdmin) throw new HttpError(403, MESSAGES.notAdmin);
    return;
  }
  if (level === undefined) throw new HttpError(403, MESSAGES.notMember);
  if (permission === 'member') return;
  const applies =
    permission.when === undefined ||
    (typeof rawBody === 'object' && rawBody !== null && permission.when.bodyHas in rawBody);
  if (applies && level > permission.maxLevel) throw new HttpError(403, MESSAGES.insufficient);
}

export function needsMembership(endpoint: Endpoint): boolean {
  return endpoint.permission === 'member' || typeof endpoint.permission === 'object';
}

/** The account calls that are POSTs only to carry a query: they change nothing. */
const READ_ONLY_POSTS: ReadonlySet<OperationId> = new Set<OperationId>([
  'exploreDevices',
  'exploreLog',
  'tailLog',
  'exploreHotspotStatus',
]);

/**
 * Whether a call under `/v1/accounts/{account}` changes the account (every method but GET, except the
 * read-only POSTs): a suspended account's users are refused these.
 */
export function changesAccount(operationId: OperationId): boolean {
  const endpoint: Endpoint = ENDPOINTS[operationId];
  return (
    endpoint.method !== 'GET' && endpoint.path.startsWith('/v1/accounts/{account}') && !READ_ONLY_POSTS.has(operationId)
  );
}
