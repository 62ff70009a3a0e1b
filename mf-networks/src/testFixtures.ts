/** The fixtures of the component tests of mf-networks: account acme, its network net-1, fake-platform answers. */
import type { Account, InstalledIntegration, Network } from '@beacon/shared/contract';
import type { FakePlatform, FakeResponse } from '@beacon/shared/testing';

/** Account acme ("Acme") at `user_level` (0, the owner, unless given); `other` changes more fields. */
export function testAccount(user_level: Account['user_level'] = 0, other: Partial<Account> = {}): Account {
  return {
    account_id: 'acme',
    name: 'Acme',
    user_level,
    models_enabled: false,
    global_forwarders_enabled: false,
    gw_enabled: false,
    ...other,
  };
}

/** Network net-1 "Warehouse", with no devices and no routes; `extra` changes fields. */
export function testNetwork(extra: Partial<Network> = {}): Network {
  return {
    network_id: 'net-1',
    name: 'Warehouse',
    created: 1_700_000_000,
    last_updated: 1_700_000_000,
    device_count: 0,
    routes: [],
    ...extra,
  };
}

/** The webhook integration "Ops webhook" (int-ops) of net-1: network events to ops.test, with a header. */
export const OPS_WEBHOOK: InstalledIntegration = {
  config_id: 'int-ops',
  integration_type: 'webhook',
  name: 'Ops webhook',
  config: {
    url: 'https://ops.test/events',
    capture_device: false,
    capture_network_all: true,
    headers: { 'x-api-key': 'demo-key' },
  },
  category: 'data',
  events: ['network.*'],
  destination: 'https://ops.test/events',
  secret_set: false,
  configurable: true,
};

/** The platform's answer to a path it does not know. */
export const NOT_FOUND: FakeResponse = { status: 404, body: { message: 'Not found' } };

/** A server failure with the detail "boom": the first load of a view's load-failure test. */
export const BOOM: FakeResponse = { status: 500, body: { message: 'Internal server error', detail: 'boom' } };

/** The calls of the Events and Statistics tabs answered empty (no events, no statistics); others not found. */
export const emptyTabs: FakePlatform = ({ path }) => {
  if (path.includes('/log-explorer')) return { status: 200, body: { results: [], total: 0, page: 1 } };
  if (path.includes('/stats')) return { status: 200, body: { stats: [] } };
  return NOT_FOUND;
};

/** A platform that answers every call with `failure` until `recover()`, and as `working` after. */
export function failingUntilRecovered(working: FakePlatform, failure: FakeResponse) {
  let failing = true;
  const platform: FakePlatform = (request) => (failing ? failure : working(request));
  return {
    platform,
    recover: () => {
      failing = false;
    },
  };
}
