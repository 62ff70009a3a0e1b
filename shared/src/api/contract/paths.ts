import type {
  Endpoint,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
  HttpMethod,
} from './endpoint.ts';
import type { Endpoints, OperationId } from './endpoints/index.ts';

/*
 * The contract's calls as plain data: operation id, method and path template. No zod here (only type
 * imports), so remotes use it at runtime through `@beacon/shared` without bundling the schemas. Its
 * types come from `ENDPOINTS`, and `paths.test.ts` checks every entry against it.
 */

/** One call of the contract without its schemas. */
export interface EndpointPath<K extends OperationId = OperationId> {
  readonly id: K;
  readonly method: HttpMethod;
  /** OpenAPI-style template, e.g. `/v1/accounts/{account}/networks`. */
  readonly path: string;
}

/** The method and path template of every platform call, keyed by its operation id. */
const CALLS = {
  createAccount: ['POST', '/v1/accounts'],
  createApiToken: ['POST', '/v1/accounts/{account}/api-tokens'],
  deleteApiToken: ['DELETE', '/v1/accounts/{account}/api-tokens/{token_id}'],
  getAccount: ['GET', '/v1/accounts/{account}'],
  getApiTokenSecret: ['POST', '/v1/accounts/{account}/api-tokens/{token_id}/secret'],
  listAccounts: ['GET', '/v1/accounts'],
  listApiTokens: ['GET', '/v1/accounts/{account}/api-tokens'],
  rotateApiToken: ['POST', '/v1/accounts/{account}/api-tokens/{token_id}/rotate'],
  updateAccount: ['POST', '/v1/accounts/{account}'],
  createIntegration: ['POST', '/v1/accounts/{account}/networks/{networkId}/integrations'],
  createNetwork: ['POST', '/v1/accounts/{account}/networks'],
  deleteIntegration: ['DELETE', '/v1/accounts/{account}/networks/{networkId}/integrations/{config_id}'],
  deleteNetwork: ['DELETE', '/v1/accounts/{account}/networks/{networkId}'],
  getNetwork: ['GET', '/v1/accounts/{account}/networks/{networkId}'],
  listDeliveries: ['GET', '/v1/accounts/{account}/networks/{networkId}/deliveries'],
  getDeliveryHealth: ['GET', '/v1/accounts/{account}/networks/{networkId}/delivery-health'],
  redeliverDelivery: ['POST', '/v1/accounts/{account}/networks/{networkId}/deliveries/{deliveryId}/redeliver'],
  listIntegrations: ['GET', '/v1/accounts/{account}/networks/{networkId}/integrations'],
  listNetworks: ['GET', '/v1/accounts/{account}/networks'],
  testRoute: ['POST', '/v1/accounts/{account}/networks/{networkId}/route-test'],
  updateIntegration: ['POST', '/v1/accounts/{account}/networks/{networkId}/integrations/{config_id}'],
  updateNetwork: ['POST', '/v1/accounts/{account}/networks/{networkId}'],
  createDevice: ['POST', '/v1/accounts/{account}/devices'],
  createDevicesBatch: ['POST', '/v1/accounts/{account}/devices/batch'],
  deleteDevice: ['DELETE', '/v1/accounts/{account}/devices/{deviceId}'],
  exploreDevices: ['POST', '/v1/accounts/{account}/device-explorer'],
  exploreLog: ['POST', '/v1/accounts/{account}/log-explorer'],
  getDevice: ['GET', '/v1/accounts/{account}/devices/{deviceId}'],
  getStats: ['GET', '/v1/accounts/{account}/stats'],
  listDevices: ['GET', '/v1/accounts/{account}/devices'],
  lookupPublicDevice: ['GET', '/v1/public/devices/{deviceId}'],
  sendTestEvent: ['POST', '/v1/accounts/{account}/devices/{deviceId}/test-event'],
  sendTestSpottedEvent: ['POST', '/v1/accounts/{account}/devices/{deviceId}/test-spotted-event'],
  startScannerSession: ['POST', '/v1/accounts/{account}/dscb'],
  tailLog: ['POST', '/v1/accounts/{account}/log-tail'],
  acceptInvite: ['POST', '/v1/accounts/{account}/accept-invite'],
  createGlobalForwarder: ['POST', '/v1/accounts/{account}/global-forwarders'],
  createInvite: ['POST', '/v1/accounts/{account}/invites'],
  deleteGlobalForwarder: ['DELETE', '/v1/accounts/{account}/global-forwarders'],
  deleteInvite: ['DELETE', '/v1/accounts/{account}/invites/{code}'],
  deleteMember: ['DELETE', '/v1/accounts/{account}/members/{user}'],
  getAccountLog: ['GET', '/v1/accounts/{account}/log'],
  listGlobalForwarders: ['GET', '/v1/accounts/{account}/global-forwarders'],
  listInvites: ['GET', '/v1/accounts/{account}/invites'],
  listMembers: ['GET', '/v1/accounts/{account}/members'],
  resendInvite: ['POST', '/v1/accounts/{account}/invites/{code}'],
  updateMember: ['POST', '/v1/accounts/{account}/members/{user}'],
  createHotspot: ['POST', '/v1/accounts/{account}/hotspots'],
  createHotspotsBatch: ['POST', '/v1/accounts/{account}/hotspots/batch'],
  createHotspotGroup: ['POST', '/v1/accounts/{account}/hotspot-groups'],
  deleteHotspot: ['DELETE', '/v1/accounts/{account}/hotspots/{hotspotId}'],
  deleteHotspotGroup: ['DELETE', '/v1/accounts/{account}/hotspot-groups/{groupId}'],
  exploreHotspotStatus: ['POST', '/v1/accounts/{account}/hotspot-status-explorer'],
  getHotspot: ['GET', '/v1/accounts/{account}/hotspots/{hotspotId}'],
  getHotspotGroup: ['GET', '/v1/accounts/{account}/hotspot-groups/{groupId}'],
  listGroupHotspots: ['GET', '/v1/accounts/{account}/hotspot-groups/{groupId}/hotspots'],
  listHotspotGroupAlerts: ['GET', '/v1/accounts/{account}/hotspot-groups/{groupId}/alerts'],
  listHotspotGroups: ['GET', '/v1/accounts/{account}/hotspot-groups'],
  listHotspots: ['GET', '/v1/accounts/{account}/hotspots'],
  updateHotspot: ['POST', '/v1/accounts/{account}/hotspots/{hotspotId}'],
  updateHotspotGroup: ['POST', '/v1/accounts/{account}/hotspot-groups/{groupId}'],
  applyTier: ['POST', '/admin/accounts/{id}/apply-tier'],
  clearAdminDeviceSession: ['POST', '/admin/devices/{deviceId}/clear-session'],
  disconnectAdminDevice: ['POST', '/admin/devices/{deviceId}/disconnect'],
  getAdminAccount: ['GET', '/admin/accounts/{id}'],
  getAdminDevice: ['GET', '/admin/devices/{deviceId}'],
  getAdminFeatures: ['GET', '/admin/features'],
  getAdminHotspot: ['GET', '/admin/hotspots/{hotspotId}'],
  getAdminHotspotStatus: ['GET', '/admin/accounts/{id}/hotspot-status'],
  listAdminAccounts: ['GET', '/admin/accounts'],
  listAdminNetworkDevices: ['GET', '/admin/accounts/{id}/networks/{net}/devices'],
  listAdminNetworks: ['GET', '/admin/accounts/{id}/networks'],
  sendAdminInvite: ['POST', '/admin/accounts/{id}/invite'],
  updateAdminAccount: ['POST', '/admin/accounts/{id}'],
  updateAdminDevice: ['POST', '/admin/devices/{deviceId}'],
  deleteTierProfile: ['DELETE', '/admin/tier-profiles/{tier}'],
  getTierProfile: ['GET', '/admin/tier-profiles/{tier}'],
  listStandardTiers: ['GET', '/admin/standard-tiers'],
  listTierProfiles: ['GET', '/admin/tier-profiles'],
  saveTierProfile: ['POST', '/admin/tier-profiles'],
  searchAccount: ['GET', '/v1/accounts/{account}/search'],
  searchAdmin: ['GET', '/admin/search'],
} as const satisfies { readonly [K in OperationId]: readonly [HttpMethod, string] };

type Calls = typeof CALLS;

/** Every platform call (`ENDPOINTS` without the schemas), keyed by its operation id. */
export const ENDPOINT_PATHS = Object.fromEntries(
  Object.entries(CALLS).map(([id, [method, path]]) => [id, { id, method, path }]),
) as { readonly [K in keyof Calls]: { readonly id: K; readonly method: Calls[K][0]; readonly path: Calls[K][1] } };

/** A call of the contract: an `ENDPOINTS` entry (with schemas) or an `ENDPOINT_PATHS` entry. */
export type Operation = Endpoint | EndpointPath;
/** The `ENDPOINTS` entry of a call. */
export type EndpointOf<E extends Operation> = E extends EndpointPath<infer K> ? Endpoints[K] : Extract<E, Endpoint>;

/** What a client puts in the path (`{account}`, `{networkId}`…). */
export type ParamsOf<E extends Operation> = EndpointParams<EndpointOf<E>>;
/** The query string a client sends (`undefined` when the call takes none). */
export type QueryOf<E extends Operation> = EndpointQuery<EndpointOf<E>>;
/** The body a client sends (`undefined` when the call takes none). */
export type BodyOf<E extends Operation> = EndpointBody<EndpointOf<E>>;
/** The success response (`null` for 204). */
export type ResponseOf<E extends Operation> = EndpointResponse<EndpointOf<E>>;

/** `{name}` placeholders of a path template. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
}

type QueryValue = string | number | boolean | null | undefined;
/** The query of a call, each value as text, a number or a boolean (undefined and null are left out); none for a call without one. */
export type QueryArg<E extends Operation> = [QueryOf<E>] extends [undefined]
  ? never
  : { readonly [K in keyof NonNullable<QueryOf<E>>]?: QueryValue };

/**
 * Fills a path template with URL-encoded params, and appends `query` (undefined/null values dropped).
 * Throws when a placeholder has no value.
 */
export function buildPath<E extends Operation>(ep: E, params: ParamsOf<E>, query?: QueryArg<E>): string {
  const values = params as Readonly<Record<string, QueryValue>>;
  const path = ep.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') throw new Error(`buildPath: missing param ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries<QueryValue>(query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  return qs === '' ? path : `${path}?${qs}`;
}
