import type { Handlers } from '../router.ts';
import { createAccount, getAccount, getAdminFeatures, listAccounts, updateAccount } from './accounts.ts';
import { createNetwork, listNetworks } from './networks.ts';

/** Implemented operations; every other contract operation answers 501 "Not implemented yet". */
export const HANDLERS: Handlers = {
  getAdminFeatures,
  listAccounts,
  createAccount,
  getAccount,
  updateAccount,
  listNetworks,
  createNetwork,
};
