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
