import type { Device } from '@beacon/shared/contract';
import { TEST_ACCOUNT } from '../../testSupport.ts';
import { renderRoute, type FakePlatform, type FakeRequest } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import NetworkDevices from './NetworkDevices.tsx';

const MAC_ID = '00000000-0000-8000-8200-a4c138f06e21';
/** GS1's SGTIN-96 example 3074257BF7194E4000001A85. */
const SGTIN_ID = '3074257b-f719-8000-8100-4e4000001a85';
const OTHER_ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';

const device = (device_id: string, created: number): Device => ({
  device_id,
  network_id: 'net-1',
  created,
  last_seen: created + 100,
  last_request: null,
  last_location_point: { lat: 51.5, lon: -0.12 },
});
const DEVICES = [device(MAC_ID, 1_790_000_000), device(SGTIN_ID, 1_780_000_000), device(OTHER_ID, 1_770_000_000)];

const answer = (results: Device[] = DEVICES) => ({ status: 200, body: { results, total: results.length, page: 1 } });
const sortRefused = { status: 400, body: { message: 'Invalid sort field: one of created, last_seen, last_request' } };

function Location() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}

function renderTab(url: string, platform: FakePlatform) {
  return renderRoute(
    <>
      <NetworkDevices networkId="net-1" />
      <Location />
    </>,
    { url, path: '/networks/:networkId/*', account: TEST_ACCOUNT, platform },
  );
}

const explorerCalls = (requests: FakeRequest[]) => requests.filter((r) => r.path.endsWith('/device-explorer'));
const location = () => screen.getByTestId('location').textContent;

describe('<NetworkDevices />', () => {
  it('asks device-explorer for the network, 1000 per page, newest created first', async () => {
    const { requests } = await renderTab('/networks/net-1/devices', () => answer());
    await screen.findByRole('link', { name: 'a4:c1:38:f0:6e:21' });
    expect(explorerCalls(requests)).toEqual([
      {
        method: 'POST',
        path: '/v1/accounts/acme/device-explorer',
        body: {
          sort: { field: 'created', order: 'desc' },
          pagination: { page_size: 1000, page: 1 },
          fields: [{ field: 'network_id', value: 'net-1' }],
          date_ranges: [],
        },
      },
    ]);
  });

  it('shows MAC-style ids as MAC addresses and 96-bit ids as SGTINs, linking to the device page', async () => {
    await renderTab('/networks/net-1/devices', () => answer());
    const mac = await screen.findByRole('link', { name: 'a4:c1:38:f0:6e:21' });
    expect(mac.getAttribute('href')).toBe(`/devices/${MAC_ID}?account=acme`);
    expect(mac.getAttribute('title')).toBe(MAC_ID);
    const sgtin = screen.getByRole('link', { name: 'urn:epc:id:sgtin:0614141.812345.6789' });
    expect(sgtin.getAttribute('href')).toBe(`/devices/${SGTIN_ID}?account=acme`);
    expect(screen.getByRole('link', { name: OTHER_ID })).toBeTruthy();
    expect(screen.getByText('MAC')).toBeTruthy();
    expect(screen.getByText('SGTIN')).toBeTruthy();
  });

  it('sorts on the server by a clicked column; the Device ID is not sortable', async () => {
    const { requests } = await renderTab('/networks/net-1/devices', () => answer());
    await screen.findByRole('link', { name: 'a4:c1:38:f0:6e:21' });
    const header = (name: string) => screen.getAllByRole('columnheader').find((h) => h.textContent === name)!;
    expect(header('Device ID').getAttribute('aria-sort')).toBeNull();
    expect(header('Created').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(header('Last Spotted'));
    await waitFor(() => expect(location()).toBe('?sort=last_seen&order=desc'));
    await waitFor(() => expect(explorerCalls(requests)).toHaveLength(2));
    expect((explorerCalls(requests)[1]?.body as { sort: unknown }).sort).toEqual({ field: 'last_seen', order: 'desc' });
    fireEvent.click(header('Last Spotted'));
    await waitFor(() => expect(location()).toBe('?sort=last_seen&order=asc'));
  });

  it('resets an invalid sort in the URL to created descending', async () => {
    const { requests } = await renderTab('/networks/net-1/devices?sort=device_id&order=asc&account=acme', () =>
      answer(),
    );
    await screen.findByRole('link', { name: 'a4:c1:38:f0:6e:21' });
    await waitFor(() => expect(location()).toBe('?account=acme'));
    expect(explorerCalls(requests).map((r) => (r.body as { sort: unknown }).sort)).toEqual([
      { field: 'created', order: 'desc' },
    ]);
  });

  it('on a 400 mentioning sort, resets the sort and retries once', async () => {
    const { requests } = await renderTab('/networks/net-1/devices?sort=last_request&order=asc', (request) =>
      (request.body as { sort: { field: string } }).sort.field === 'last_request' ? sortRefused : answer(),
    );
    await screen.findByRole('link', { name: 'a4:c1:38:f0:6e:21' });
    await waitFor(() => expect(location()).toBe(''));
    expect(explorerCalls(requests).map((r) => (r.body as { sort: unknown }).sort)).toEqual([
      { field: 'last_request', order: 'asc' },
      { field: 'created', order: 'desc' },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an empty list when the retry after a refused sort fails too', async () => {
    const { requests } = await renderTab('/networks/net-1/devices?sort=last_seen&order=asc', () => sortRefused);
    expect(await screen.findByText('No devices')).toBeTruthy();
    await waitFor(() => expect(location()).toBe(''));
    expect(explorerCalls(requests)).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows other failures with the server message and a Retry', async () => {
    let calls = 0;
    const { requests } = await renderTab('/networks/net-1/devices', () =>
      ++calls === 1 ? { status: 400, body: { message: 'Invalid date range: start is after end' } } : answer(),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The devices could not be loaded');
    expect(alert.textContent).toContain('Invalid date range: start is after end');
    expect(explorerCalls(requests)).toHaveLength(1);
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('link', { name: 'a4:c1:38:f0:6e:21' });
  });

  it('sends the filters from the URL and offers to clear them when nothing matches', async () => {
    const { requests } = await renderTab(
      '/networks/net-1/devices?device_id=a4c1&created=2026-11-01..2026-11-07&last_request=2026-11-02..2026-11-02&page=2',
      () => answer([]),
    );
    expect(await screen.findByText('No devices')).toBeTruthy();
    expect(screen.getByText('No device matches these filters. Change or clear them to see more.')).toBeTruthy();
    const body = explorerCalls(requests)[0]?.body as Record<string, unknown>;
    expect(body.fields).toEqual([
      { field: 'network_id', value: 'net-1' },
      { field: 'device_id', value: 'a4c1' },
    ]);
    const ranges = body.date_ranges as Array<{ field: string; start: number; end: number }>;
    expect(ranges.map((r) => r.field)).toEqual(['created', 'last_request']);
    expect(ranges[0]!.end - ranges[0]!.start).toBe(7 * 86400 - 1);
    expect(body.pagination).toEqual({ page_size: 1000, page: 2 });

    const clear = screen.getAllByRole('button', { name: 'Clear Filters' });
    fireEvent.click(clear[clear.length - 1]!);
    await waitFor(() => expect(location()).toBe(''));
    await waitFor(() => expect(explorerCalls(requests)).toHaveLength(2));
    expect((explorerCalls(requests)[1]?.body as { fields: unknown }).fields).toEqual([
      { field: 'network_id', value: 'net-1' },
    ]);
  });

  it('searches a typed MAC address as its device id', async () => {
    const { requests } = await renderTab('/networks/net-1/devices', () => answer());
    await screen.findByRole('link', { name: 'a4:c1:38:f0:6e:21' });
    fireEvent.change(screen.getByLabelText('Device ID'), { target: { value: ' A4:C1:38:F0:6E:21 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe(`?device_id=${MAC_ID}`));
    await waitFor(() => expect(explorerCalls(requests)).toHaveLength(2));
  });

  it('searches a typed part of a MAC address, in any case and with : or -, by its hex digits', async () => {
    const { requests } = await renderTab('/networks/net-1/devices', () => answer());
    await screen.findByRole('link', { name: 'a4:c1:38:f0:6e:21' });
    for (const [typed, digits] of [
      [' C1:38:F0 ', 'c138f0'],
      ['38-f0-6', '38f06'],
    ] as const) {
      fireEvent.change(screen.getByLabelText('Device ID'), { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(location()).toBe(`?device_id=${digits}`));
      await waitFor(() =>
        expect(explorerCalls(requests).at(-1)?.body).toMatchObject({
          fields: [
            { field: 'network_id', value: 'net-1' },
            { field: 'device_id', value: digits },
          ],
        }),
      );
    }
  });

  it('gives the virtual table, its rows and cells their roles', async () => {
    await renderTab('/networks/net-1/devices', () => answer());
    await screen.findByRole('link', { name: 'a4:c1:38:f0:6e:21' });
    const table = screen.getByRole('table', { name: 'Devices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Device ID',
      expect.stringContaining('Created') as unknown,
      expect.stringContaining('Last Spotted') as unknown,
      expect.stringContaining('Last Request') as unknown,
    ]);
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => within(row).queryAllByRole('cell').length > 0);
    expect(rows).toHaveLength(3);
    const cells = within(rows[0]!).getAllByRole('cell');
    expect(cells).toHaveLength(4);
    expect(within(cells[0]!).getByRole('link', { name: 'a4:c1:38:f0:6e:21' })).toBeTruthy();
  });

  it('shows the last page for a page past the end, and puts it in the URL', async () => {
    const { requests } = await renderTab('/networks/net-1/devices?device_id=a4&page=500', (request) => {
      const page = (request.body as { pagination: { page: number } }).pagination.page;
      return { status: 200, body: { results: page === 2 ? DEVICES : [], total: 1003, page } };
    });
    await waitFor(() => expect(location()).toBe('?device_id=a4&page=2'));
    expect(await screen.findByRole('link', { name: 'a4:c1:38:f0:6e:21' })).toBeTruthy();
    expect(explorerCalls(requests).map((r) => (r.body as { pagination: { page: number } }).pagination.page)).toEqual([
      500, 2,
    ]);
  });
  it('opens the Import devices dialog from its button (?import=1, so Back closes it) and closes it', async () => {
    await renderTab('/networks/net-1/devices?sort=last_seen&order=desc', () => answer());
    fireEvent.click(await screen.findByRole('button', { name: /Import$/ }));
    await waitFor(() => expect(location()).toBe('?sort=last_seen&order=desc&import=1'));
    const dialog = await screen.findByRole('dialog', { name: 'Import devices' });
    expect(within(dialog).getByText('The first row names the columns: device_id')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe('?sort=last_seen&order=desc'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import devices' })).toBeNull());
  });

  it("opens the Import devices dialog from ?import=1 (the palette's Import devices)", async () => {
    await renderTab('/networks/net-1/devices?import=1', () => answer());
    expect(await screen.findByRole('dialog', { name: 'Import devices' })).toBeTruthy();
  });
});
