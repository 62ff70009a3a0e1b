import type { Network } from '@beacon/shared/contract';
import { TEST_ACCOUNT } from '../../testSupport.ts';
import { renderRoute, type FakePlatform } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DeviceNotInAccount } from './DeviceNotInAccount.tsx';

const MAC_ID = '00000000-0000-8000-8200-a4c138f06e21';
const NETWORKS = [{ network_id: 'net-1', name: 'Warehouse' }] as Network[];

function renderCard(platform: FakePlatform) {
  return renderRoute(<DeviceNotInAccount accountId="acme" deviceId={MAC_ID} networks={NETWORKS} />, {
    url: `/devices/${MAC_ID}`,
    path: '/devices/:devId',
    account: TEST_ACCOUNT,
    platform,
  });
}

const lookup =
  (registered: boolean): FakePlatform =>
  (request) =>
    request.path === `/v1/public/devices/${MAC_ID}`
      ? { status: 200, body: { registered } }
      : { status: 201, body: { device_id: MAC_ID, network_id: 'net-1', created: 1 } };

describe('<DeviceNotInAccount />', () => {
  it('names the device and says another account has it', async () => {
    await renderCard(lookup(true));
    expect(screen.getByText('Device a4:c1:38:f0:6e:21 is not in this account.')).toBeTruthy();
    expect(await screen.findByText(/It is registered to another account/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register device' })).toBeNull();
  });

  it('offers to register a device that no account has, to a chosen network', async () => {
    const { requests } = await renderCard(lookup(false));
    expect(await screen.findByText(/It is not registered to any account/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Register device' }));
    expect(await screen.findByText('Choose a network', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Network' }));
    fireEvent.click(await screen.findByTitle('Warehouse'));
    fireEvent.click(screen.getByRole('button', { name: 'Register device' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST')).toEqual([
        expect.objectContaining({
          path: '/v1/accounts/acme/devices',
          body: { device_id: MAC_ID, network_id: 'net-1' },
        }),
      ]),
    );
  });

  it('says when the lookup failed, and Retry asks again', async () => {
    let calls = 0;
    await renderCard((request) => {
      calls += 1;
      return calls === 1 ? { status: 500, body: { message: 'boom' } } : lookup(true)(request);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/It is registered to another account/)).toBeTruthy();
  });
});
