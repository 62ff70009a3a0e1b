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

/** Account acme with DEVICE in its network Warehouse; any other device is not in it. */
const platform: FakePlatform = ({ path }) => {
  if (path.startsWith('/v1/accounts/acme/networks')) return { status: 200, body: { networks: NETWORKS } };
  if (path === `/v1/accounts/acme/devices/${MAC_ID}`) return { status: 200, body: DEVICE };
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
