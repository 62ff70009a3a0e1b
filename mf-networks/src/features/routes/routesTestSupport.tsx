/** Fixtures and helpers of the RoutesTab component tests: a fake platform that stores the routes. */
import type { Account, Route } from '@beacon/shared/contract';
import { routeTestAnswer } from '@beacon/shared/routing';
import type { FakePlatform, FakeRequest, FakeResponse } from '@beacon/shared/testing';
import { expect } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import {
  NOT_FOUND,
  OPS_WEBHOOK,
  renderWithLocation,
  rowWith,
  tableCells,
  testAccount,
  testNetwork,
  UnderNetworks,
} from '../../testSupport.tsx';
import { RoutesTab } from './RoutesTab.tsx';

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

export const NETWORK = testNetwork({ routes: ROUTES });

export const PATH = '/v1/accounts/acme/networks/net-1';

/**
 * Where the tab is mounted (App.tsx): it reads the network id from the URL. The splat keeps it (and the
 * location probe) rendered when a link opens a route's deliveries view below it.
 */
export const ROUTES_PATH = '/networks/:networkId/routes/*';

export interface Answers {
  save?: () => FakeResponse | undefined;
  test?: (eventType: string, routes: Route[]) => FakeResponse;
  /** The delivery health (none of any route unless given). */
  health?: () => FakeResponse;
}

/** The tab as App mounts it: under `/networks`, so its links to the deliveries views resolve. */
export const ROUTES_TAB = (
  <UnderNetworks>
    <RoutesTab />
  </UnderNetworks>
);

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
    if (path === `${PATH}/integrations`) return { status: 200, body: { integrations: [OPS_WEBHOOK] } };
    if (path === `${PATH}/delivery-health`) {
      return answers.health?.() ?? { status: 200, body: { routes: [], integrations: [] } };
    }
    if (path === `${PATH}/route-test`) {
      const eventType = (body as { event_type: string }).event_type;
      if (answers.test) return answers.test(eventType, routes);
      return { status: 200, body: routeTestAnswer(routes, eventType) };
    }
    return NOT_FOUND;
  };
}

export async function renderTab(
  options: { level?: Account['user_level']; platform?: FakePlatform; url?: string } = {},
) {
  const result = await renderWithLocation(ROUTES_TAB, {
    url: options.url ?? '/networks/net-1/routes',
    path: ROUTES_PATH,
    account: testAccount(options.level),
    platform: options.platform ?? platform(),
  });
  await within(await screen.findByRole('table', { name: 'Routes' })).findByText('https://hooks.test/config');
  return result;
}

export const table = () => screen.getByRole('table', { name: 'Routes' });
/** The data rows of the routes table, as [priority, filter] pairs. */
export const rowsOf = () => tableCells(table(), 2);
export const row = (filter: string) => rowWith(table(), filter, 'code');
export const saves = (requests: FakeRequest[]) => requests.filter((r) => r.method === 'POST' && r.path === PATH);
export const savedFilters = (request: FakeRequest | undefined) =>
  (request?.body as { routes: Route[] }).routes.map((r) => [r.order, r.filter_events]);

/** "Routes updated successfully", and save number `index` sent the whole list as these [order, filter] pairs. */
export async function expectSaved(requests: FakeRequest[], filters: unknown[][], index = 0) {
  expect(await screen.findByText('Routes updated successfully')).toBeTruthy();
  expect(savedFilters(saves(requests)[index])).toEqual(filters);
}
