import type { Account } from '@beacon/shared/contract';
import { renderRoute, type FakePlatform } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { TEST_ACCOUNT } from '../../testSupport.ts';
import { DeleteDeviceButton } from './DeleteDeviceButton.tsx';

const MAC_ID = '00000000-0000-8000-8200-a4c138f06e21';
const PATH = `/v1/accounts/acme/devices/${MAC_ID}`;

/** Where the app is now. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <output aria-label="location">{pathname}</output>;
}

function renderButton(level: Account['user_level'], platform: FakePlatform = () => ({ status: 204 })) {
  return renderRoute(
    <>
      <DeleteDeviceButton accountId="acme" device={{ device_id: MAC_ID, network_id: 'net-1' }} />
      <LocationProbe />
    </>,
    { url: `/devices/${MAC_ID}`, account: { ...TEST_ACCOUNT, user_level: level }, platform },
  );
}

const location = () => screen.getByLabelText('location').textContent;
const deletes = (requests: readonly { method: string }[]) => requests.filter((r) => r.method === 'DELETE');

/** Opens the confirmation and answers it with `button`. */
async function confirmWith(button: 'Delete device' | 'Cancel') {
  fireEvent.click(screen.getByRole('button', { name: /Delete device/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete device a4:c1:38:f0:6e:21?' });
  expect(within(dialog).getByText(/another account can then claim it/)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  return dialog;
}

describe('<DeleteDeviceButton />', () => {
  it.each([30, 40] as const)('is disabled with the hint "Insufficent permissions" at level %i', async (level) => {
    const { requests } = await renderButton(level);
    const button = screen.getByRole('button', { name: /Delete device/ });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.pointerEnter(button);
    expect(await screen.findByText('Insufficent permissions')).toBeTruthy();
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deletes(requests)).toEqual([]);
  });

  it('asks first with Cancel focused, and Cancel keeps the device', async () => {
    const { requests } = await renderButton(20);
    fireEvent.click(screen.getByRole('button', { name: /Delete device/ }));
    const dialog = await screen.findByRole('dialog');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    fireEvent.click(cancel);
    // rc-motion ends the leave only on an animation end in its active step (not while it prepares).
    await waitFor(() => expect(dialog.className).toContain('leave-active'));
    expect(deletes(requests)).toEqual([]);
    expect(location()).toBe(`/devices/${MAC_ID}`);
  });

  it('deletes after the confirmation, toasts "Device deleted" and opens the network\'s devices', async () => {
    const { requests } = await renderButton(0);
    await confirmWith('Delete device');
    expect(await screen.findByText('Device deleted')).toBeTruthy();
    expect(deletes(requests)).toEqual([{ method: 'DELETE', path: PATH, body: undefined }]);
    await waitFor(() => expect(location()).toBe('/networks/net-1/devices'));
  });

  it('toasts "Error deleting device: {message}" and stays when the server refuses', async () => {
    const { notifications } = await renderButton(0, () => ({
      status: 500,
      body: { message: 'Internal server error' },
    }));
    await confirmWith('Delete device');
    expect(await screen.findByText('Error deleting device: Internal server error')).toBeTruthy();
    expect(screen.queryByText('Device deleted')).toBeNull();
    expect(location()).toBe(`/devices/${MAC_ID}`);
    expect(notifications).toEqual([]);
  });
});
