import type { z } from 'zod';
import type { AccountLevel } from './common.ts';

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

/** What one call of an `endpointGroup` states: its own schemas and texts; `status` and `permission` when not the usual. */
export interface CallDefinition<
  P extends z.ZodType,
  R extends z.ZodType,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
> {
  readonly params: P;
  readonly query?: Q;
  readonly body?: B;
  readonly response: R;
  /** Defaults to the verb's: get and post 200, create 201, delete 204. */
  readonly status?: SuccessStatus;
  /** Defaults to the group's. */
  readonly permission?: Permission;
  readonly summary: string;
  readonly description?: string;
}

/**
 * The calls of one OpenAPI tag: every call gets the group's `tag` and, unless it gives its own, the group's
 * `permission`; the verb gives the method and the usual success status (`create` is a POST answering 201).
 */
export function endpointGroup(group: { readonly tag: string; readonly permission: Permission }) {
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
    ): DefinedEndpoint<P, R, Q, B> =>
      endpoint<P, R, Q, B>({ method, path, status, permission: group.permission, tag: group.tag, ...call });
  return { get: verb('GET', 200), post: verb('POST', 200), create: verb('POST', 201), delete: verb('DELETE', 204) };
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
