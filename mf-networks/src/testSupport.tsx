/**
 * What the component tests of mf-networks share (the set-up is createTestConfig's): the fixtures
 * (account acme, its network net-1, fake-platform answers), a probe of the router's location, filling
 * fields and reading tables.
 */
import type { Account, DeliveryHealth, InstalledIntegration, Network } from '@beacon/shared/contract';
import {
  renderRoute,
  testAccount as acmeAccount,
  type FakePlatform,
  type FakeRequest,
  type FakeResponse,
  type RenderRouteOptions,
} from '@beacon/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { NetworksPathContext } from './components/networkPageContext.ts';

/** Account acme ("Acme") at `user_level` (0, the owner, unless given); `other` changes more fields. */
export function testAccount(user_level: Account['user_level'] = 0, other: Partial<Account> = {}): Account {
  return acmeAccount({ user_level, ...other });
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

/** A delivery health entry with `extra`: by default no attempts in the last 24 h, not failing. */
export function deliveryHealth(extra: Partial<DeliveryHealth>): DeliveryHealth {
  return { total: 0, succeeded: 0, success_rate: null, failing: false, last_at: 1_700_000_000, ...extra };
}

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

/** The requests that change something (all but GET). */
export const writes = (requests: readonly FakeRequest[]) => requests.filter((r) => r.method !== 'GET');

/** Shows where the app navigated to, path and query (read it with `location()`). */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

/** As App provides it under the shell's `/networks/*`: the network pages' links start at /networks. */
export function UnderNetworks({ children }: { children: ReactNode }) {
  return <NetworksPathContext value="/networks">{children}</NetworksPathContext>;
}

/** Renders `element` as `renderRoute` does, with the `LocationProbe` beside it. */
export function renderWithLocation(element: ReactElement, options: RenderRouteOptions) {
  return renderRoute(
    <>
      {element}
      <LocationProbe />
    </>,
    options,
  );
}

/** Where the app is, as the `LocationProbe` shows it, e.g. `/networks/net-1?page=2`. */
export const location = () => screen.getByLabelText('location').textContent;

/** The query of `location()`, e.g. `?page=2` ('' when there is none). */
export function locationSearch(): string {
  const current = location() ?? '';
  const start = current.indexOf('?');
  return start < 0 ? '' : current.slice(start);
}

/** Types `value` into the field labelled `label`. */
export function fill(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The text of each data row of `table` (the header row left out), the first `columns` cells of each. */
export const tableCells = (table: HTMLElement, columns?: number) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, columns)
        .map((cell) => cell.textContent),
    );

/** The row of `table` that shows `text` (in an element that matches `selector`, when given). */
export const rowWith = (table: HTMLElement, text: string, selector?: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(text, selector === undefined ? undefined : { selector })) as HTMLElement;
