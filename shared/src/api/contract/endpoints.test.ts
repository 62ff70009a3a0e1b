import { describe, expect, it } from '@rstest/core';
import { ENDPOINTS, IDP_ENDPOINTS } from './endpoints/index.ts';
import { buildPath, pathParamNames } from './endpoint.ts';
import type { EndpointBody, EndpointResponse } from './endpoint.ts';
import type { listNetworks, updateNetwork } from './endpoints/networks.ts';

const A = '/v1/accounts/{account}';
const N = `${A}/networks/{networkId}`;

/** Every call in §7 of customer-console.md and admin-and-hotspots.md, plus the decided integration calls. */
const EXPECTED: ReadonlyArray<string> = [
  'GET /admin/features',
  'GET /v1/accounts',
  'POST /v1/accounts',
  `GET ${A}`,
  `POST ${A}`,
  `GET ${A}/networks`,
  `POST ${A}/networks`,
  `GET ${N}`,
  `POST ${N}`,
  `DELETE ${N}`,
  `GET ${N}/integrations`,
  `DELETE ${N}/integrations/{config_id}`,
  `POST ${A}/dscb`,
  `GET ${A}/devices`,
  `GET ${A}/devices/{deviceId}`,
  `POST ${A}/devices`,
  `POST ${A}/devices/batch`,
  `DELETE ${A}/devices/{deviceId}`,
  `POST ${A}/devices/{deviceId}/test-event`,
  `POST ${A}/devices/{deviceId}/test-spotted-event`,
  'GET /v1/public/devices/{deviceId}',
  `POST ${A}/log-explorer`,
  `POST ${A}/device-explorer`,
  `GET ${A}/stats`,
  `GET ${A}/api-tokens`,
  `POST ${A}/api-tokens`,
  `POST ${A}/api-tokens/{token_id}/secret`,
  `DELETE ${A}/api-tokens/{token_id}`,
  `POST ${A}/api-tokens/{token_id}/rotate`,
  // admin-and-hotspots §7.1
  `DELETE ${A}/members/{user}`,
  `POST ${A}/members/{user}`,
  `GET ${A}/members`,
  `GET ${A}/invites`,
  `POST ${A}/invites`,
  `POST ${A}/invites/{code}`,
  `DELETE ${A}/invites/{code}`,
  `POST ${A}/accept-invite`,
  `GET ${A}/log`,
  `GET ${A}/global-forwarders`,
  `POST ${A}/global-forwarders`,
  `DELETE ${A}/global-forwarders`,
  // §7.2
  `POST ${A}/hotspot-status-explorer`,
  `GET ${A}/hotspot-groups`,
  `POST ${A}/hotspot-groups`,
  `GET ${A}/hotspot-groups/{groupId}`,
  `POST ${A}/hotspot-groups/{groupId}`,
  `DELETE ${A}/hotspot-groups/{groupId}`,
  `GET ${A}/hotspot-groups/{groupId}/hotspots`,
  `GET ${A}/hotspot-groups/{groupId}/alerts`,
  `GET ${A}/hotspots`,
  `POST ${A}/hotspots`,
  `POST ${A}/hotspots/batch`,
  `GET ${A}/hotspots/{hotspotId}`,
  `POST ${A}/hotspots/{hotspotId}`,
  `DELETE ${A}/hotspots/{hotspotId}`,
  // §7.4
  'GET /admin/accounts',
  'GET /admin/accounts/{id}',
  'POST /admin/accounts/{id}',
  'POST /admin/accounts/{id}/apply-tier',
  'POST /admin/accounts/{id}/invite',
  'GET /admin/accounts/{id}/networks',
  'GET /admin/accounts/{id}/hotspot-status',
  'GET /admin/accounts/{id}/networks/{net}/devices',
  'GET /admin/devices/{deviceId}',
  'POST /admin/devices/{deviceId}',
  'POST /admin/devices/{deviceId}/clear-session',
  'POST /admin/devices/{deviceId}/disconnect',
  'GET /admin/hotspots/{hotspotId}',
  'GET /admin/tier-profiles',
  'GET /admin/tier-profiles/{tier}',
  'POST /admin/tier-profiles',
  'DELETE /admin/tier-profiles/{tier}',
  'GET /admin/standard-tiers',
  // decisions: integration create and update (not in the spec's table)
  `POST ${N}/integrations`,
  `POST ${N}/integrations/{config_id}`,
  // decisions: route tester and delivery log (issue "Event routes and integrations")
  `POST ${N}/route-test`,
  `GET ${N}/deliveries`,
  // decisions: the delivery log (issue 28)
  `GET ${N}/delivery-health`,
  `POST ${N}/deliveries/{deliveryId}/redeliver`,
  // decisions: the live tail (issue "Device page, account devices list, live event tail and exports")
  'POST /v1/accounts/{account}/log-tail',
  // decisions: the command palette's search (issue 17)
  `GET ${A}/search`,
  'GET /admin/search',
];

describe('endpoint table', () => {
  const actual = Object.values(ENDPOINTS).map((ep) => `${ep.method} ${ep.path}`);

  it('has exactly the calls of both §7 tables, once each', () => {
    expect([...actual].sort()).toEqual([...EXPECTED].sort());
    expect(new Set(actual).size).toBe(actual.length);
  });

  it('declares a params schema for exactly the path placeholders', () => {
    for (const ep of Object.values(ENDPOINTS)) {
      const names = Object.keys(ep.params.shape).sort();
      expect({ path: ep.path, names }).toEqual({ path: ep.path, names: pathParamNames(ep.path).sort() });
    }
  });

  it('guards /admin/* as platformAdmin and nothing else', () => {
    for (const ep of Object.values(ENDPOINTS)) {
      expect({ path: ep.path, admin: ep.permission === 'platformAdmin' }).toEqual({
        path: ep.path,
        admin: ep.path.startsWith('/admin/'),
      });
    }
  });

  it('lets any member make every hotspot and group call (admin-and-hotspots.md §6, issue 30)', () => {
    const hotspotCalls = Object.values(ENDPOINTS).filter((ep) => /^\/v1\/accounts\/\{account\}\/hotspot/.test(ep.path));
    expect(hotspotCalls.length).toBeGreaterThan(10);
    for (const ep of hotspotCalls)
      expect({ path: ep.path, permission: ep.permission }).toEqual({ path: ep.path, permission: 'member' });
  });

  it('keeps the identity-provider call apart', () => {
    expect(IDP_ENDPOINTS.changePassword.path).toBe('/dbconnections/change_password');
    expect(Object.values(ENDPOINTS)).not.toContain(IDP_ENDPOINTS.changePassword);
  });

  it('gives types for requests and responses', () => {
    const body: EndpointBody<typeof updateNetwork> = { routes: [{ filter_events: '*', url: 'https://x.test' }] };
    const response: EndpointResponse<typeof listNetworks> = { networks: [], cursor: null };
    expect(body).toBeTruthy();
    expect(response.networks).toHaveLength(0);
  });
});

describe('buildPath', () => {
  it('URL-encodes params', () => {
    expect(buildPath(ENDPOINTS.getAdminDevice, { deviceId: 'urn:dev:a/b c' })).toBe(
      '/admin/devices/urn%3Adev%3Aa%2Fb%20c',
    );
    expect(buildPath(ENDPOINTS.getNetwork, { account: 'acc 1', networkId: 'n?1' })).toBe(
      '/v1/accounts/acc%201/networks/n%3F1',
    );
  });

  it('appends the query without empty values', () => {
    expect(buildPath(ENDPOINTS.getAccountLog, { account: 'a' }, { pagesize: 30, cursor: undefined })).toBe(
      '/v1/accounts/a/log?pagesize=30',
    );
  });

  it('throws on a missing param', () => {
    expect(() => buildPath(ENDPOINTS.getAccount, { account: '' })).toThrow(/account/);
  });
});
