import type { PlatformExtraOptions } from '@beacon/shared';

/** The calls of mf-networks show their own spec toast or inline state instead of the generic one. */
export const SILENT: PlatformExtraOptions = { silent: true };

/** A call about one network of an account. */
export interface NetworkArgs {
  accountId: string;
  networkId: string;
}

/** The path params `{account}` and `{networkId}` of a call about one network. */
export const networkParams = ({ accountId, networkId }: NetworkArgs) => ({ account: accountId, networkId });

/**
 * The tag of an account's network list. A change to one network invalidates `'Network'` (the list and
 * every network); a deleted network invalidates only this one, so its own page does not load it again.
 */
export const NETWORK_LIST_TAG = { type: 'Network', id: 'LIST' } as const;
