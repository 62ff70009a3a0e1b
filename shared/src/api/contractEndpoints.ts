import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { PlatformExtraOptions } from './base-query/types.ts';
import {
  buildPath,
  type BodyOf,
  type Operation,
  type ParamsOf,
  type QueryArg,
  type ResponseOf,
} from './contract/paths.ts';
import type { API_TAG_TYPES } from './platformApi.ts';

/** A cache tag of the platform API. */
export type PlatformTag = (typeof API_TAG_TYPES)[number];

/** Each screen shows the spec's own failure text, so the base query shows none. */
const SILENT: PlatformExtraOptions = { silent: true };

export interface SilentCallOptions<E extends Operation, Arg> {
  /** The query string of the call (`?action=resend`, `?code=`, `?pagesize=…&cursor=…`), from the argument. */
  search?: (arg: Arg) => QueryArg<E>;
}

export interface SilentMutationOptions<E extends Operation, Arg> extends SilentCallOptions<E, Arg> {
  /** What the call changes: these tags' queries load again. */
  invalidates?: readonly PlatformTag[];
}

/** A call's URL for an argument: its path filled by `params`, its query string by `search`. */
function callUrl<E extends Operation, Arg>(
  op: E,
  params: (arg: Arg) => ParamsOf<E>,
  search: ((arg: Arg) => QueryArg<E>) | undefined,
) {
  return (arg: Arg) => buildPath(op, params(arg), search?.(arg));
}

/**
 * A mutation of one contract call that the screen reports itself (silent): its path filled from the
 * argument by `params`, its method from the contract, and the argument's `body` sent when it has one (an
 * argument that is not an object, such as an id, is only the path's).
 *
 * `deleteMember: build.mutation<unknown, MemberArgs>(silentMutation(remove, ({ accountId, user }) => ({ account: accountId, user }), { invalidates: ['Member'] }))`
 */
export function silentMutation<E extends Operation, Arg>(
  op: E,
  params: (arg: Arg) => ParamsOf<E>,
  { search, invalidates = [] }: SilentMutationOptions<E, Arg> = {},
) {
  const urlOf = callUrl(op, params, search);
  return {
    query: (arg: Arg): FetchArgs => {
      const url = urlOf(arg);
      return typeof arg === 'object' && arg !== null && 'body' in arg && arg.body !== undefined
        ? { url, method: op.method, body: arg.body }
        : { url, method: op.method };
    },
    invalidatesTags: [...invalidates],
    extraOptions: SILENT,
  };
}

/**
 * A query of one account's list that the screen reports itself (silent): the call's path for the account
 * id, the answer's `field` (the list without its envelope), cached under `tags`.
 *
 * `listMembers: build.query<MemberList, string>(silentAccountList(list, 'members', ['Member']))`
 */
export function silentAccountList<E extends Operation, K extends keyof ResponseOf<E>>(
  op: E & (ParamsOf<E> extends { account: string } ? unknown : never),
  field: K,
  tags: readonly PlatformTag[] = [],
) {
  return {
    query: (accountId: string) => buildPath(op, { account: accountId } as ParamsOf<E>),
    transformResponse: (response: ResponseOf<E>) => response[field],
    providesTags: [...tags],
    extraOptions: SILENT,
  };
}

export interface SilentListOptions<E extends Operation, Arg> extends SilentCallOptions<E, Arg> {
  /** What the answer is cached under: a change that invalidates one of these tags loads it again. */
  tags?: readonly PlatformTag[];
}

/**
 * A list query of one contract call that the screen reports itself (silent): its path filled from the
 * argument by `params`, its query string (a page, say) from `search`, the answer cached under `tags`.
 *
 * `listGroupHotspots: build.query<Page, GroupArg & PageArg>(silentList(groupHotspots, groupParams, { search: ({ cursor }) => ({ cursor }), tags: ['Hotspot'] }))`
 */
export function silentList<E extends Operation, Arg>(
  op: E,
  params: (arg: Arg) => ParamsOf<E>,
  { search, tags = [] }: SilentListOptions<E, Arg> = {},
) {
  return {
    query: callUrl(op, params, search),
    providesTags: [...tags],
    extraOptions: SILENT,
  };
}

/**
 * A query of one item that the screen reports itself (silent): the call's path from the argument, cached
 * under the item's own tag (`{ type: tag, id }`), so a change to it reloads just this item.
 *
 * `getHotspot: build.query<Hotspot, HotspotArg>(silentItem(getHotspot, hotspotParams, 'Hotspot', (arg) => arg.hotspotId))`
 */
export function silentItem<E extends Operation, Arg>(
  op: E,
  params: (arg: Arg) => ParamsOf<E>,
  tag: PlatformTag,
  id: (arg: Arg) => string,
) {
  return {
    query: (arg: Arg) => buildPath(op, params(arg)),
    providesTags: (_result: unknown, _error: unknown, arg: Arg) => [{ type: tag, id: id(arg) }],
    extraOptions: SILENT,
  };
}

/** The argument of a call on one account that sends a body (create, update, register). */
export interface AccountBodyArgs<E extends Operation> {
  accountId: string;
  body: BodyOf<E>;
}

/** The path of a call on one account: `silentMutation(create, accountParams, …)`. */
export function accountParams({ accountId }: { accountId: string }): { account: string } {
  return { account: accountId };
}
