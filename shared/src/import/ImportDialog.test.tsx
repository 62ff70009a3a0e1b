import {
  DEVICE_IN_ACCOUNT_MESSAGE,
  DEVICE_IN_OTHER_ACCOUNT_MESSAGE,
  deviceIdFromInput,
  groupNotFoundMessage,
  HOTSPOT_IN_ACCOUNT_MESSAGE,
  platformApi,
} from '@beacon/shared';
import {
  renderRouteWithoutMotion,
  testAccount,
  type FakePlatform,
  type FakeRequest,
  type FakeResponse,
} from '@beacon/shared/testing';
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DeviceImportDialog, HotspotImportDialog } from './kindDialogs.tsx';

/** The n-th MAC address of a made-up range (n < 65,536). */
const mac = (n: number) =>
  `a4:c1:38:f0:${n
    .toString(16)
    .padStart(4, '0')
    .replace(/(..)(..)/, '$1:$2')}`;

/** The figure a result statistic shows under its title. */
const statistic = (result: HTMLElement, title: string) =>
  within(result).getByText(title).closest('.ant-statistic')?.querySelector('.ant-statistic-content')?.textContent;

interface DeviceBody {
  dry_run?: boolean;
  devices: { device_id: string }[];
}

/** createDevicesBatch as the contract states it: device 2 is in the account, device 3 in another one. */
function devicePlatform({ max = null as number | null } = {}) {
  const registered = new Set([deviceIdFromInput(mac(2))]);
  const foreign = new Set([deviceIdFromInput(mac(3))]);
  return ({ path, body }: FakeRequest): FakeResponse => {
    if (path === '/test/device-list') return { status: 200, body: [] };
    if (!path.endsWith('/devices/batch')) return { status: 404, body: { message: 'Not found' } };
    const { dry_run, devices } = body as DeviceBody;
    const known = new Set(registered);
    const results = devices.map(({ device_id }, index) => {
      if (known.has(device_id)) return { index, device_id, outcome: 'skipped', message: DEVICE_IN_ACCOUNT_MESSAGE };
      if (foreign.has(device_id))
        return { index, device_id, outcome: 'failed', message: DEVICE_IN_OTHER_ACCOUNT_MESSAGE };
      known.add(device_id);
      return { index, device_id, outcome: 'created' };
    });
    if (!dry_run) results.forEach((r) => r.outcome === 'created' && registered.add(r.device_id));
    const count = (outcome: string) => results.filter((r) => r.outcome === outcome).length;
    const created = count('created');
    return {
      status: 200,
      body: {
        results,
        created,
        skipped: count('skipped'),
        failed: count('failed'),
        device_count: 1 + created,
        max_devices: max,
      },
    };
  };
}

const batchCalls = (requests: FakeRequest[]) =>
  requests.filter((r) => r.path === '/v1/accounts/acme/devices/batch').map((r) => r.body as DeviceBody);

/** A list cached under the tags an import changes, as the page behind the dialog has. */
const listing = platformApi.injectEndpoints({
  endpoints: (build) => ({
    testDeviceList: build.query<unknown, void>({ query: () => '/test/device-list', providesTags: ['Device'] }),
  }),
});
function DeviceListBehind() {
  listing.useTestDeviceListQuery();
  return null;
}

async function openDevices(platform: FakePlatform = devicePlatform()) {
  const onClose = rs.fn();
  const rendered = await renderRouteWithoutMotion(<DeviceImportDialog networkId="net-1" open onClose={onClose} />, {
    url: '/networks/net-1/devices?import=1',
    account: testAccount(),
    platform,
  });
  return { ...rendered, onClose };
}

async function paste(text: string) {
  fireEvent.change(await screen.findByLabelText('Or paste CSV text'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Check the pasted rows' }));
}

const filter = (name: RegExp) => screen.findByText(name, { selector: '.ant-segmented-item-label' });

describe('<DeviceImportDialog />', () => {
  let saved: Blob[];
  beforeEach(() => {
    saved = [];
    rs.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
      saved.push(blob as Blob);
      return 'blob:failures';
    });
    rs.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(() => {
    rs.restoreAllMocks();
  });

  it('previews good, duplicate, registered, foreign and malformed rows, imports the good one and offers the failures', async () => {
    const { requests } = await openDevices();
    await paste(['device_id', mac(1), mac(1), mac(2), mac(3), 'a4:c1:38:f0:6e'].join('\n'));

    expect(await filter(/^Ready \(1\)$/)).toBeTruthy();
    expect(screen.getByText(/^Errors \(2\)$/)).toBeTruthy();
    expect(screen.getByText(/^Will skip \(2\)$/)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Rows to import' });
    expect(within(table).getByText('Duplicate of row 2, skipped')).toBeTruthy();
    expect(within(table).getByText('Already registered, skipped')).toBeTruthy();
    expect(within(table).getByText('This device is registered to another account')).toBeTruthy();
    expect(within(table).getByText(/^Malformed MAC address/)).toBeTruthy();
    // One dry run: the three distinct valid ids; the malformed and the repeated row are never sent.
    expect(batchCalls(requests)).toEqual([
      { network_id: 'net-1', dry_run: true, devices: [1, 2, 3].map((n) => ({ device_id: deviceIdFromInput(mac(n)) })) },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Import 1 row' }));
    const result = await screen.findByRole('group', { name: 'Import result' });
    expect(statistic(result, 'Created')).toBe('1');
    expect(statistic(result, 'Skipped')).toBe('2');
    expect(statistic(result, 'Failed')).toBe('2');
    expect(batchCalls(requests)[1]).toEqual({
      network_id: 'net-1',
      dry_run: false,
      devices: [{ device_id: deviceIdFromInput(mac(1)) }],
    });

    fireEvent.click(screen.getByRole('button', { name: /Download failures \(2\)/ }));
    const csv = await saved.at(-1)?.text();
    expect(csv?.split('\r\n')).toEqual([
      'device_id,reason',
      `${mac(3)},This device is registered to another account`,
      'a4:c1:38:f0:6e,"Malformed MAC address: six pairs of hex digits, as aa:bb:cc:dd:ee:ff"',
    ]);
  });

  it('checks an id again when it is corrected in place, and leaves a dropped row out', async () => {
    const { requests } = await openDevices();
    await paste(['Device ID', mac(1), 'a4:c1:38:f0:6e', mac(3)].join('\n'));
    await filter(/^Ready \(1\)$/);

    fireEvent.click(screen.getByRole('button', { name: 'Edit the ID of row 3' }));
    const field = screen.getByRole('textbox', { name: 'ID of row 3' });
    fireEvent.change(field, { target: { value: mac(4) } });
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.blur(field);
    expect(await filter(/^Ready \(2\)$/)).toBeTruthy();
    expect(batchCalls(requests).at(-1)?.devices).toEqual([{ device_id: deviceIdFromInput(mac(4)) }]);

    fireEvent.click(screen.getByRole('button', { name: 'Drop row 4' }));
    expect(await filter(/^All \(2\)$/)).toBeTruthy();
    expect(screen.getByText(/^Errors \(0\)$/)).toBeTruthy();
  });

  it('fails the rows past the tier’s limit over the whole file', async () => {
    await openDevices(devicePlatform({ max: 2 }));
    await paste(['device_id', mac(1), mac(4), mac(5)].join('\n'));
    expect(await filter(/^Ready \(1\)$/)).toBeTruthy();
    expect(screen.getByText('This account has 1 of 2 devices')).toBeTruthy();
    expect(screen.getAllByText("Device limit reached: this account's tier allows 2 devices")).toHaveLength(2);
  });

  it('shows 10,000 rows, drawing only those in view', async () => {
    const { requests } = await openDevices();
    await paste(['device_id', ...Array.from({ length: 10_000 }, (_, i) => mac(i + 10))].join('\n'));
    expect(await filter(/^Ready \(10,000\)$/)).toBeTruthy();
    expect(batchCalls(requests).map((call) => call.devices.length)).toEqual(Array(20).fill(500));
    expect(screen.getAllByRole('row').length).toBeLessThan(100);
  });

  it('stops after the batch under way when cancelled, and keeps what was imported', async () => {
    const answer = devicePlatform();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { requests } = await openDevices(async (request) => {
      if (!(request.body as DeviceBody).dry_run) await held;
      return answer(request);
    });
    await paste(['device_id', ...Array.from({ length: 600 }, (_, i) => mac(i + 10))].join('\n'));
    fireEvent.click(await screen.findByRole('button', { name: 'Import 600 rows' }));
    expect(await screen.findByText('Imported 0 of 600 rows')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Stopping after this batch…' })).toBeTruthy();
    release();
    const result = await screen.findByRole('group', { name: 'Import result' });
    expect(statistic(result, 'Created')).toBe('500');
    expect(statistic(result, 'Not imported')).toBe('100');
    expect(screen.getByText('Import cancelled: what was imported stays imported.')).toBeTruthy();
    expect(
      batchCalls(requests)
        .filter((call) => !call.dry_run)
        .map((call) => call.devices.length),
    ).toEqual([500]);
  });

  it('fetches the lists behind the dialog again once the import ends, not after each of its calls', async () => {
    const answer = devicePlatform();
    const onClose = rs.fn();
    const { requests } = await renderRouteWithoutMotion(
      <>
        <DeviceListBehind />
        <DeviceImportDialog networkId="net-1" open onClose={onClose} />
      </>,
      { url: '/networks/net-1/devices?import=1', account: testAccount(), platform: answer },
    );
    const listFetches = () => requests.filter((r) => r.path === '/test/device-list').length;
    await paste(['device_id', ...Array.from({ length: 1200 }, (_, i) => mac(i + 10))].join('\n'));
    fireEvent.click(await screen.findByRole('button', { name: 'Import 1,200 rows' }));
    await screen.findByRole('group', { name: 'Import result' });
    const imports = batchCalls(requests).filter((call) => !call.dry_run);
    expect(imports.map((call) => call.devices.length)).toEqual([500, 500, 200]);
    // Loaded once with the page, once more after the import; the dry runs change nothing.
    await waitFor(() => expect(listFetches()).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listFetches()).toBe(2);
  });

  it('says why a file gives no rows, and keeps the pasted text', async () => {
    await openDevices();
    await paste('device_id\n');
    expect(await screen.findByText('No rows found: the file has no rows under its header.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Or paste CSV text').value).toBe('device_id\n');
  });

  it('asks which column is which when no header name is known', async () => {
    const { requests } = await openDevices();
    await paste(['Gerät;Notiz', `${mac(1)};Lager`].join('\n'));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Device ID *' }));
    fireEvent.click(await screen.findByText(`Gerät (${mac(1)})`, { selector: '.ant-select-item-option-content' }));
    fireEvent.click(screen.getByRole('button', { name: 'Check the rows' }));
    expect(await filter(/^Ready \(1\)$/)).toBeTruthy();
    expect(batchCalls(requests)[0]?.devices).toEqual([{ device_id: deviceIdFromInput(mac(1)) }]);
  });
});

describe('<HotspotImportDialog />', () => {
  const ID = (n: number) => `1b4e28ba-2fa1-41d2-883f-0016d3cca4${String(n).padStart(2, '0')}`;

  it('shows the platform’s answer per row: already registered, group not found', async () => {
    const calls: unknown[] = [];
    await renderRouteWithoutMotion(<HotspotImportDialog open onClose={() => undefined} />, {
      url: '/hotspots/manage?import=1',
      account: testAccount(),
      platform: ({ body }) => {
        calls.push(body);
        const { hotspots } = body as { hotspots: { hotspot_id: string; group?: string }[] };
        const results = hotspots.map(({ hotspot_id, group }, index) => {
          if (hotspot_id === ID(2))
            return { index, hotspot_id, outcome: 'skipped', message: HOTSPOT_IN_ACCOUNT_MESSAGE };
          if (group === 'Cellar')
            return { index, hotspot_id, outcome: 'failed', message: groupNotFoundMessage('Cellar') };
          return { index, hotspot_id, outcome: 'created' };
        });
        return { status: 200, body: { results, created: 0, skipped: 0, failed: 0 } };
      },
    });
    await paste(
      ['Hotspot ID,Alias,Site,Group', `urn:uuid:${ID(1)},North,S1,Roof`, `${ID(2)},,,`, `${ID(3)},East,,Cellar`].join(
        '\n',
      ),
    );
    expect(await filter(/^Ready \(1\)$/)).toBeTruthy();
    expect(screen.getByText('Group not found: Cellar')).toBeTruthy();
    expect(screen.getByText('Already registered, skipped')).toBeTruthy();
    expect(calls[0]).toEqual({
      dry_run: true,
      hotspots: [
        { hotspot_id: ID(1), alias: 'North', site_id: 'S1', group: 'Roof' },
        { hotspot_id: ID(2) },
        { hotspot_id: ID(3), alias: 'East', group: 'Cellar' },
      ],
    });
  });
});
