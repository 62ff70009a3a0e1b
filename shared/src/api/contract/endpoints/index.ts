import * as accounts from './accounts.ts';
import * as admin from './admin.ts';
import * as devices from './devices.ts';
import { changePassword } from './idp.ts';
import * as hotspots from './hotspots.ts';
import * as members from './members.ts';
import * as networks from './networks.ts';
import * as search from './search.ts';
import * as tiers from './tiers.ts';

export * from './accounts.ts';
export * from './admin.ts';
export * from './devices.ts';
export * from './hotspots.ts';
export * from './idp.ts';
export * from './members.ts';
export * from './networks.ts';
export * from './search.ts';
export * from './tiers.ts';

/** Every platform call, keyed by its operation id (the export name). */
export const ENDPOINTS = {
  ...accounts,
  ...networks,
  ...devices,
  ...members,
  ...hotspots,
  ...admin,
  ...tiers,
  ...search,
} as const;
export type Endpoints = typeof ENDPOINTS;
export type OperationId = keyof Endpoints;

/** Calls served by the identity provider, not the platform API (admin-and-hotspots.md §7.3). */
export const IDP_ENDPOINTS = { changePassword } as const;
