import type { Device } from '@beacon/shared/contract';
import { renderRoute, type FakePlatform, type FakeRequest } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { TEST_ACCOUNT } from '../../testSupport.ts';
import { DeviceListPage } from './DeviceListPage.tsx';

const MAC_ID = '00000000-0000-8000-8200-a4c138f06e21';
const OTHER_ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const GONE_ID = 'd-3';

const device = (device_id: string, network_id: string, created: number): Device => ({
  device_id,
  network_id,
  created,
  last_seen: null,
});
const DEVICES = [
  device(MAC_ID, 'net-1', 1_790_000_000),
  device(OTHER_ID, 'net-2', 1_780_000_000),
  device(GONE_ID, 'net-unknown', 1_770_000_000),
];
const NETWORKS = [
  { network_id: 'net-1', name: 'Office', created: 1_700_000_000, last_updated: 1_700_000_000, device_count: 1 },
  { network_id: 'net-2', name: 'Warehouse', created: 1_700_000_000, last_updated: 1_700_000_000, device_count: 1 },
];

interface ExplorerBody {
  fields: Array<{ field: string; value: string }>;
  pagination: { page_size: number; page: number };
}

/** The account's networks, and device-explorer answering the devices of the network asked for (or all). */
const platform =
  (devices: Device[] = DEVICES): FakePlatform =>
  (request) => {
    if (request.path.startsWith('/v1/accounts/acme/networks')) return { status: 200, body: { networks: NETWORKS } };
    const network = (request.body as ExplorerBody).fields.find((f) => f.field === 'network_id')?.value;
    const results = devices.filter((d) => !network || d.network_id === network);
    return { status: 200, body: { results, total: results.length, page: 1 } };
  };

function Location() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}

function renderPage(url: string, fake: FakePlatform = platform()) {
  return renderRoute(
    <>
      <DeviceListPage />
      <Location />
    </>,
    { url, path: '/devices', account: TEST_ACCOUNT, platform: fake },
  );
}

const explorerBodies = (requests: FakeRequest[]) =>
  requests.filter((r) => r.path.endsWith('/device-explorer')).map((r) => r.body as ExplorerBody);
const location = () => screen.getByTestId('location').textContent;
const table = () => screen.getByRole('table', { name: 'Devices' });

describe('<DeviceListPage />', () => {
  it("asks device-explorer for the whole account's devices, 1000 a page, under the title Devices", async () => {
    const { requests } = await renderPage('/devices?account=acme');
    expect(await screen.findByRole('heading', { level: 2, name: 'Devices' })).toBeTruthy();
    await screen.findByRole('link', { name: 'a4:c1:38:f0:6e:21' });
    expect(explorerBodies(requests)).toEqual([
      {
        sort: { field: 'created', order: 'desc' },
        pagination: { page_size: 1000, page: 1 },
        fields: [],
        date_ranges: [],
      },
    ]);
    expect(requests.map((r) => r.path)).toContain('/v1/accounts/acme/networks?pagesize=1000');
  });

  it("names each device's network, linking to its page, and shows the id of a network it cannot name", async () => {
    await renderPage('/devices');
    await screen.findByRole('link', { name: 'Office' });
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Device ID',
      'Network',
      expect.stringContaining('Created') as unknown,
      expect.stringContaining('Last Spotted') as unknown,
      expect.stringContaining('Last Request') as unknown,
    ]);
    const rowOf = (deviceLink: string) =>
      within(table())
        .getAllByRole('row')
        .find((row) => within(row).queryByRole('link', { name: deviceLink }))!;
    expect(within(rowOf('a4:c1:38:f0:6e:21')).getByRole('link', { name: 'Office' }).getAttribute('href')).toBe(
      '/networks/net-1',
    );
    expect(within(rowOf(OTHER_ID)).getByRole('link', { name: 'Warehouse' }).getAttribute('href')).toBe(
      '/networks/net-2',
    );
    expect(within(rowOf(GONE_ID)).getByRole('link', { name: 'net-unknown' }).getAttribute('href')).toBe(
      '/networks/net-unknown',
    );
  });

  it('narrows the list to the network chosen in the Network filter, and keeps it in the URL', async () => {
    const { requests } = await renderPage('/devices?account=acme');
    await screen.findByRole('link', { name: 'Office' });
    const filter = screen.getByRole('combobox', { name: 'Network' });
    fireEvent.mouseDown(filter);
    // The choices: all networks, then the account's by name.
    const popup = (await screen.findByRole('listbox')).parentElement!;
    for (const name of ['All networks', 'Office']) expect(within(popup).getByTitle(name)).toBeTruthy();
    fireEvent.click(within(popup).getByTitle('Warehouse'));
    await waitFor(() => expect(location()).toBe('?account=acme&network=net-2'));
    await waitFor(() => expect(explorerBodies(requests)).toHaveLength(2));
    expect(explorerBodies(requests)[1]?.fields).toEqual([{ field: 'network_id', value: 'net-2' }]);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Office' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Warehouse' })).toBeTruthy();
  });

  it('reads the network and the other filters from the URL, and clears them all', async () => {
    const { requests } = await renderPage('/devices?network=net-1&device_id=a4c1&page=1');
    await screen.findByRole('link', { name: 'a4:c1:38:f0:6e:21' });
    expect(explorerBodies(requests)[0]?.fields).toEqual([
      { field: 'network_id', value: 'net-1' },
      { field: 'device_id', value: 'a4c1' },
    ]);
    // The Network filter shows the chosen network by name.
    const filter = screen.getByRole('combobox', { name: 'Network' }).closest<HTMLElement>('.ant-select')!;
    expect(within(filter).getByTitle('Office')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(location()).toBe(''));
    await waitFor(() => expect(explorerBodies(requests).at(-1)?.fields).toEqual([]));
  });

  it('says when the account has no devices, and when none match the filters', async () => {
    await renderPage('/devices', platform([]));
    expect(await screen.findByText('No devices in this account')).toBeTruthy();
    // Nothing to clear: only the filters' own Clear Filters, disabled.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Clear Filters' }).disabled).toBe(true);
  });

  it('offers to clear filters that match no device', async () => {
    await renderPage('/devices?network=net-2&device_id=ffff', platform([]));
    expect(await screen.findByText('No devices match the filters')).toBeTruthy();
    const clear = screen.getAllByRole('button', { name: 'Clear Filters' });
    fireEvent.click(clear[clear.length - 1]!);
    await waitFor(() => expect(location()).toBe(''));
    expect(await screen.findByText('No devices in this account')).toBeTruthy();
  });

  it('shows a failure with the server message and a Retry', async () => {
    let calls = 0;
    const fake: FakePlatform = (request) =>
      request.path.endsWith('/device-explorer') && ++calls === 1
        ? { status: 400, body: { message: 'Invalid date range: start is after end' } }
        : platform()(request);
    await renderPage('/devices', fake);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The devices could not be loaded');
    expect(alert.textContent).toContain('Invalid date range: start is after end');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Office' })).toBeTruthy();
  });
});
