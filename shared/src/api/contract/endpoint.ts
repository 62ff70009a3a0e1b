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

/** `{name}` placeholders of a path template. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
}

type QueryValue = string | number | boolean | null | undefined;

/**
 * Fills a path template with URL-encoded params, and appends `query` (undefined/null values dropped).
 * Throws when a placeholder has no value.
 */
export function buildPath<E extends AnyEndpoint>(
  ep: E,
  params: EndpointParams<E>,
  query?: Readonly<Record<string, QueryValue>>,
): string {
  const values = params as Readonly<Record<string, QueryValue>>;
  const path = ep.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') throw new Error(`buildPath: missing param ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  return qs === '' ? path : `${path}?${qs}`;
}
