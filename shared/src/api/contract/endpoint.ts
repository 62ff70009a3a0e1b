import type { z } from 'zod';
import { NoContent, listOf, pageOf } from './common.ts';
import type { AccountLevel, ListOf } from './common.ts';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * The server's rule for a call:
 * - `'public'`: no token needed (identity provider only);
 * - `'authenticated'`: any signed-in user;
 * - `'member'`: any member of `{account}` (any level);
 * - `{ maxLevel }`: a member whose level is at most `maxLevel` (0 Owner, 20 Admin, 30 Member, 40 Installer);
 *   with `when.bodyHas`, the level rule applies only when the body has that field, otherwise `'member'`;
 * - `'platformAdmin'`: platform staff (the `/admin/*` calls).
 * Failing the rule answers 403 (401 without a valid token; 403 "Not a member of this account" for an account the user is not in, unknown ids alike).
 */
export type Permission =
  | 'public'
  | 'authenticated'
  | 'member'
  | 'platformAdmin'
  | { readonly maxLevel: AccountLevel; readonly when?: { readonly bodyHas: string } };

export type SuccessStatus = 200 | 201 | 204;

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
> {
  readonly method: HttpMethod;
  /** OpenAPI-style template, e.g. `/v1/accounts/{account}/networks`. */
  readonly path: string;
  readonly params: P;
  readonly query?: Q;
  readonly body?: B;
  readonly response: R;
  readonly status: SuccessStatus;
  readonly permission: Permission;
  readonly summary: string;
  /** Extra notes for the OpenAPI description (decisions, error cases). */
  readonly description?: string;
  readonly tag: string;
}

/** A declared call: `query` and `body` are exactly their schema types (`undefined` when absent). */
export type DefinedEndpoint<
  P extends z.ZodType,
  R extends z.ZodType,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
> = Endpoint<P, R, Q, B> & { readonly query: Q; readonly body: B };

/** Declares one call; keeps the precise schema types. */
export function endpoint<
  P extends z.ZodType,
  R extends z.ZodType,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(def: Endpoint<P, R, Q, B>): DefinedEndpoint<P, R, Q, B> {
  return { ...def, query: def.query as Q, body: def.body as B };
}

/** What a call states besides its params, body and response: its query, texts and, when not the usual, `permission`. */
export interface CallOptions<Q extends z.ZodType | undefined = undefined> {
  readonly query?: Q;
  /** Defaults to the group's (for a GET, its `readPermission` if it has one). */
  readonly permission?: Permission;
  readonly summary: string;
  readonly description?: string;
}

/** What one call answering 204 No Content states (its response is always `NoContent`). */
export interface NoContentCallDefinition<
  P extends z.ZodType,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
> extends CallOptions<Q> {
  readonly params: P;
  readonly body?: B;
}

/** What one call of an `endpointGroup` states: its own schemas and texts; `permission` when not the usual. */
export interface CallDefinition<
  P extends z.ZodType,
  R extends z.ZodType,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
> extends NoContentCallDefinition<P, Q, B> {
  readonly response: R;
}

/**
 * The calls of one OpenAPI tag: every call gets the group's `tag` and, unless it gives its own, the group's
 * `permission` (`readPermission` for its GET calls when it has one: members read what admins write); the verb
 * gives the method and the success status: `get` and `post` 200, `create` a POST answering 201, `delete` and
 * `command` (a POST) 204 No Content.
 *
 * `collection` and `item` state a resource's path, params and record schema once for its usual calls: list
 * (`{ [key]: records }`, `page` adds the cursor) and create on the collection; get, update and delete on one item.
 * `resource` gives both at once, the item's path being the collection's plus its own param.
 */
export function endpointGroup(group: {
  readonly tag: string;
  readonly permission: Permission;
  readonly readPermission?: Permission;
}) {
  const verb =
    (method: HttpMethod, status: SuccessStatus) =>
    <
      P extends z.ZodType,
      R extends z.ZodType,
      Q extends z.ZodType | undefined = undefined,
      B extends z.ZodType | undefined = undefined,
    >(
      path: string,
      call: CallDefinition<P, R, Q, B>,
    ): DefinedEndpoint<P, R, Q, B> => {
      const permission = method === 'GET' ? (group.readPermission ?? group.permission) : group.permission;
      return endpoint<P, R, Q, B>({ method, path, status, permission, tag: group.tag, ...call });
    };
  const noContentVerb =
    (method: HttpMethod) =>
    <P extends z.ZodType, Q extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined>(
      path: string,
      call: NoContentCallDefinition<P, Q, B>,
    ) =>
      verb(method, 204)<P, typeof NoContent, Q, B>(path, { ...call, response: NoContent });
  const get = verb('GET', 200);
  const post = verb('POST', 200);
  const create = verb('POST', 201);
  const del = noContentVerb('DELETE');

  const collection = <P extends z.ZodType, S extends z.ZodType>(path: string, params: P, schema: S) => ({
    list: <K extends string, Q extends z.ZodType | undefined = undefined>(key: K, call: CallOptions<Q>) =>
      get<P, ListOf<K, S>, Q>(path, { params, response: listOf(key, schema), ...call }),
    page: <K extends string, Q extends z.ZodType>(key: K, call: CallOptions<Q> & { readonly query: Q }) =>
      get(path, { params, response: pageOf(key, schema), ...call }),
    create: <B extends z.ZodType>(body: B, call: CallOptions) =>
      create<P, S, undefined, B>(path, { params, body, response: schema, ...call }),
  });

  const item = <P extends z.ZodType, S extends z.ZodType>(path: string, params: P, schema: S) => ({
    get: (call: CallOptions) => get<P, S>(path, { params, response: schema, ...call }),
    update: <B extends z.ZodType>(body: B, call: CallOptions) =>
      post<P, S, undefined, B>(path, { params, body, response: schema, ...call }),
    delete: (call: CallOptions) => del<P>(path, { params, ...call }),
  });

  /** A resource's collection on `path` and one item on `path/{key}`, `key` being the one param `itemParams` adds. */
  const resource = <P extends z.ZodObject, IP extends z.ZodObject, S extends z.ZodType>(
    path: string,
    params: P,
    itemParams: IP,
    schema: S,
  ) => {
    const [key, ...more] = Object.keys(itemParams.shape).filter((name) => !(name in params.shape));
    if (key === undefined || more.length > 0) throw new Error(`${path}: the item params must add exactly one param`);
    return { ...collection(path, params, schema), ...item(`${path}/{${key}}`, itemParams, schema) };
  };

  return { get, post, create, delete: del, command: noContentVerb('POST'), collection, item, resource };
}

type AnyEndpoint = Endpoint<z.ZodType, z.ZodType, z.ZodType | undefined, z.ZodType | undefined>;
type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a client sends (schema input types). */
export type EndpointParams<E extends AnyEndpoint> = z.input<E['params']>;
export type EndpointQuery<E extends AnyEndpoint> = InputOf<NonNullable<E['query']>>;
export type EndpointBody<E extends AnyEndpoint> = InputOf<NonNullable<E['body']>>;
/** What a server handler receives after validation (schema output types). */
export type EndpointParsedParams<E extends AnyEndpoint> = z.output<E['params']>;
export type EndpointParsedQuery<E extends AnyEndpoint> = OutputOf<NonNullable<E['query']>>;
export type EndpointParsedBody<E extends AnyEndpoint> = OutputOf<NonNullable<E['body']>>;
/** The success response body (`null` for 204). */
export type EndpointResponse<E extends AnyEndpoint> = z.output<E['response']>;

/** Path filling lives with the zod-free path table, so remotes can use it at runtime. */
export { buildPath, pathParamNames } from './paths.ts';
