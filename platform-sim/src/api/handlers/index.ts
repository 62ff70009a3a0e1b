import type { Handlers } from '../router.ts';
import { createAccount, getAccount, getAdminFeatures, listAccounts, updateAccount } from './accounts.ts';
import { createDevice, getDevice, lookupPublicDevice, startScannerSession } from './devices.ts';
import { exploreDevices, exploreLog, getStats } from './explorers.ts';
import { createNetwork, deleteNetwork, getNetwork, listNetworks, updateNetwork } from './networks.ts';

/** Implemented operations; every other contract operation answers 501 "Not implemented yet". */
export const HANDLERS: Handlers = {
  getAdminFeatures,
  listAccounts,
  createAccount,
  getAccount,
  updateAccount,
  listNetworks,
  createNetwork,
  getNetwork,
  updateNetwork,
  deleteNetwork,
  startScannerSession,
  getDevice,
  createDevice,
  lookupPublicDevice,
  exploreLog,
  exploreDevices,
  getStats,
};
