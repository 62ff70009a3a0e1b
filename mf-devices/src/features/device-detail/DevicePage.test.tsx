import { readRecentItems } from '@beacon/shared';
import type { Device, Network } from '@beacon/shared/contract';
import { expectRecentItems, renderRoute, TEST_RECENT_SCOPE, type FakePlatform } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import App from '../../App.tsx';
import { TEST_ACCOUNT } from '../../testSupport.ts';

const MAC_ID = '00000000-0000-8000-8200-a4c138f06e21';
const DEVICE: Device = { device_id: MAC_ID, network_id: 'net-1', created: 1_700_000_000 };
const NETWORKS = [{ network_id: 'net-1', name: 'Warehouse' }] as Network[];
const HOUR = 60 * 60;
const DAY = 24 * HOUR;
/** Located devices by id: each answered as it is here (ids in the MAC style). */
const LOCATED: Record<string, Device> = {};

/** Account acme with DEVICE in its network Warehouse; any other device is not in it. */
const platform: FakePlatform = ({ path }) => {
  if (path.startsWith('/v1/accounts/acme/networks')) return { status: 200, body: { networks: NETWORKS } };
  if (path === `/v1/accounts/acme/devices/${MAC_ID}`) return { status: 200, body: DEVICE };
  const located = LOCATED[path.replace('/v1/accounts/acme/devices/', '')];
  if (located) return { status: 200, body: located };
  if (path.startsWith('/v1/public/devices/')) return { status: 200, body: { registered: false } };
  return { status: 404, body: { message: 'Device not found' } };
};

function renderDevicePage(deviceId: string) {
  return renderRoute(<App basePath="/devices/*" />, {
    url: `/devices/${deviceId}`,
    path: '/devices/*',
    account: TEST_ACCOUNT,
    platform,
  });
}

describe('<DevicePage /> recent items', () => {
  it('remembers the device it shows, with its network, for the palette', async () => {
    window.localStorage.clear();
    await renderDevicePage(MAC_ID);
    expect(await screen.findByRole('heading', { name: 'Device a4:c1:38:f0:6e:21' })).toBeTruthy();
    await expectRecentItems([
      {
        kind: 'device',
        id: MAC_ID,
        title: 'a4:c1:38:f0:6e:21',
        subtitle: null,
        context: 'Warehouse',
        href: `/devices/${MAC_ID}?account=acme`,
      },
    ]);
  });

  it('does not remember a device that is not in the account', async () => {
    window.localStorage.clear();
    await renderDevicePage('00000000-0000-8000-8200-000000000001');
    expect(await screen.findByText(/It is not registered to any account/)).toBeTruthy();
    expect(readRecentItems(TEST_RECENT_SCOPE)).toEqual([]);
  });
});

/** A device in Warehouse at "51.5,-0.12", last seen `seenAgo` seconds ago, its location `age` seconds older. */
function locatedDevice(mac: string, seenAgo: number, age: number | null): string {
  const deviceId = `00000000-0000-8000-8200-${mac}`;
  const nowSeconds = Math.floor(Date.now() / 1000);
  LOCATED[deviceId] = {
    ...DEVICE,
    device_id: deviceId,
    last_seen: nowSeconds - seenAgo,
    last_location: '51.5,-0.12',
    location_age: age,
  };
  return deviceId;
}

/** The summary's "Last location" value: the location and, in brackets, when it was fixed. */
async function locationValue(): Promise<string> {
  const location = await screen.findByText('51.5,-0.12');
  return location.closest('.ant-descriptions-item-content')?.textContent ?? '';
}

describe('<DevicePage /> last location', () => {
  it('dates the location by its age before the device was last seen, not before now', async () => {
    // Seen two hours ago, located 17 hours before that.
    await renderDevicePage(locatedDevice('000000000011', 2 * HOUR, 17 * HOUR));
    expect(await locationValue()).toBe('51.5,-0.12 (19 hours ago)');
  });

  it('shows the date of a location older than the relative times, for a device last seen a month ago', async () => {
    const deviceId = locatedDevice('000000000012', 30 * DAY, 61_200);
    await renderDevicePage(deviceId);
    const fixedAt = LOCATED[deviceId]!.last_seen! - 61_200;
    const date = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric' });
    expect(await locationValue()).toBe(`51.5,-0.12 (${date.format(fixedAt * 1000)})`);
  });

  it('shows a location without its age with no time', async () => {
    await renderDevicePage(locatedDevice('000000000013', 2 * HOUR, null));
    expect(await locationValue()).toBe('51.5,-0.12');
  });
});
