/**
 * One Hono route per contract operation under /v1 and /admin: path params, body read, membership and
 * level, suspended account, query, body, then the handler, whose answer is checked against the contract.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { ENDPOINTS } from '@beacon/shared/contract';
import type { Endpoint, OperationId } from '@beacon/shared/contract';
import type { Outbox } from '../idp/outbox.ts';
import { readJsonBody } from './answers.ts';
import { HttpError, MESSAGES } from './errors.ts';
import { runAs } from './logActor.ts';
import type { ApiEnv } from './middlewares.ts';
import { callHandler, changesAccount, checkPermission, invalidInput, needsMembership } from './router.ts';
import type { Handler, Handlers } from './router.ts';
import type { Store } from './store.ts';

/** What the handlers are given besides the call's input. */
export interface ContractRouteDeps {
  readonly store: Store;
  readonly handlers: Handlers;
  readonly outbox: Outbox;
  /** The console's origin, for links in emails. */
  readonly consoleOrigin: string;
}

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

/**
 * Reads the body, then refuses a call the caller may not make: another account's token, membership,
 * level or staff, a suspended account.
 */
function checkAccess(operationId: OperationId, endpoint: Endpoint, store: Store): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
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
  };
}

/** The body parsed by the contract, the handler's answer, and that answer checked against the contract. */
async function answer<K extends OperationId>(
  c: Context<ApiEnv>,
  operationId: K,
  endpoint: Endpoint,
  handler: Handler<K> | undefined,
  deps: ContractRouteDeps,
): Promise<Response> {
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
      store: deps.store,
      outbox: deps.outbox,
      consoleOrigin: deps.consoleOrigin,
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
}

/** One contract operation: params, permission, query and body checks, then its handler. */
function register<K extends OperationId>(app: Hono<ApiEnv>, operationId: K, deps: ContractRouteDeps): void {
  const endpoint: Endpoint = ENDPOINTS[operationId];
  const handler = deps.handlers[operationId];
  const chain: MiddlewareHandler<ApiEnv>[] = [validate('param', endpoint.params, 'params')];
  chain.push(checkAccess(operationId, endpoint, deps.store));
  if (endpoint.query !== undefined) chain.push(validate('query', endpoint.query, 'query'));
  app.on([endpoint.method], [honoPath(endpoint.path)], ...chain, (c) =>
    answer(c, operationId, endpoint, handler, deps),
  );
}

/** Registers every contract operation under /v1 and /admin. */
export function registerContractRoutes(app: Hono<ApiEnv>, deps: ContractRouteDeps): void {
  for (const operationId of Object.keys(ENDPOINTS) as OperationId[]) {
    const path = ENDPOINTS[operationId].path;
    if (path.startsWith('/v1/') || path.startsWith('/admin/')) register(app, operationId, deps);
  }
}
