import type { Handlers } from '../router.ts';
import { createAccount, getAccount, getAdminFeatures, listAccounts, updateAccount } from './accounts.ts';
import { listDeliveries } from './deliveries.ts';
import { createDevice, getDevice, lookupPublicDevice, startScannerSession } from './devices.ts';
import { sendTestEvent, sendTestSpottedEvent } from './events.ts';
import { exploreDevices, exploreLog, getStats } from './explorers.ts';
import { createIntegration, deleteIntegration, listIntegrations, updateIntegration } from './integrations.ts';
import { createNetwork, deleteNetwork, getNetwork, listNetworks, updateNetwork } from './networks.ts';
import { testRoute } from './routes.ts';

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
  listIntegrations,
  createIntegration,
  updateIntegration,
  deleteIntegration,
  testRoute,
  listDeliveries,
  sendTestEvent,
  sendTestSpottedEvent,
};
