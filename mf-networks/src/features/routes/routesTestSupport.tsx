/** Fixtures and helpers of the RoutesTab component tests: a fake platform that stores the routes. */
import type { Account, InstalledIntegration, Network, Route } from '@beacon/shared/contract';
import { routeTestAnswer } from '@beacon/shared/routing';
import { renderRoute, type FakePlatform, type FakeRequest, type FakeResponse } from '@beacon/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { RoutesTab } from './RoutesTab.tsx';

export function account(user_level: Account['user_level']): Account {
  return {
    account_id: 'acme',
    name: 'Acme',
    user_level,
    models_enabled: false,
    global_forwarders_enabled: false,
    gw_enabled: false,
  };
}

/** Stored unsorted: one without an order (sorts last), one owned by the Ops webhook. */
export const ROUTES: Route[] = [
  { filter_events: 'device.message.*', url: 'https://hooks.test/messages', order: 1 },
  { filter_events: 'device.*', url: 'https://hooks.test/catch-all' },
  { filter_events: 'device.request.config.*', url: 'https://hooks.test/config', order: 0 },
  {
    filter_events: 'network.*',
    url: 'https://ops.test/events',
    order: 2,
    headers: { 'x-api-key': 'k', 'x-beacon-integration-config-id': 'int-ops' },
  },
];

export const NETWORK: Network = {
  network_id: 'net-1',
  name: 'Warehouse',
  created: 1_700_000_000,
  last_updated: 1_700_000_000,
  device_count: 0,
  routes: ROUTES,
};

export const OPS: InstalledIntegration = {
  config_id: 'int-ops',
  integration_type: 'webhook',
  name: 'Ops webhook',
  config: { url: 'https://ops.test/events', capture_device: false, capture_network_all: true },
  category: 'data',
  events: ['network.*'],
  destination: 'https://ops.test/events',
  secret_set: false,
  configurable: true,
};

export const PATH = '/v1/accounts/acme/networks/net-1';

export interface Answers {
  save?: () => FakeResponse | undefined;
  test?: (eventType: string, routes: Route[]) => FakeResponse;
}

/** A platform that stores the routes it is sent and answers the route test with the shared rules. */
export function platform(answers: Answers = {}): FakePlatform {
  let routes = ROUTES;
  return ({ method, path, body }) => {
    if (path === PATH && method === 'GET') return { status: 200, body: { ...NETWORK, routes } };
    if (path === PATH && method === 'POST') {
      const forced = answers.save?.();
      if (forced) return forced;
      routes = (body as { routes: Route[] }).routes;
      return { status: 200, body: { ...NETWORK, routes } };
    }
    if (path === `${PATH}/integrations`) return { status: 200, body: { integrations: [OPS] } };
    if (path === `${PATH}/route-test`) {
      const eventType = (body as { event_type: string }).event_type;
      if (answers.test) return answers.test(eventType, routes);
      return { status: 200, body: routeTestAnswer(routes, eventType) };
    }
    return { status: 404, body: { message: 'Not found' } };
  };
}

export async function renderTab(
  options: { level?: Account['user_level']; platform?: FakePlatform; url?: string } = {},
) {
  const result = await renderRoute(<RoutesTab networkId="net-1" />, {
    url: options.url ?? '/networks/net-1/routes',
    account: account(options.level ?? 0),
    platform: options.platform ?? platform(),
  });
  await within(await screen.findByRole('table', { name: 'Routes' })).findByText('https://hooks.test/config');
  return result;
}

export const table = () => screen.getByRole('table', { name: 'Routes' });
/** The data rows of the routes table, as [priority, filter] pairs. */
export const rowsOf = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((c) => c.textContent),
    );
export const row = (filter: string) =>
  within(table())
    .getAllByRole('row')
    .find((r) => within(r).queryByText(filter, { selector: 'code' })) as HTMLElement;
export const saves = (requests: FakeRequest[]) => requests.filter((r) => r.method === 'POST' && r.path === PATH);
export const savedFilters = (request: FakeRequest | undefined) =>
  (request?.body as { routes: Route[] }).routes.map((r) => [r.order, r.filter_events]);

export function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}
