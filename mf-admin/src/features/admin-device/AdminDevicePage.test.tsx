import { renderRoute, renderRouteWithoutMotion, type FakePlatform, type FakeResponse } from '@beacon/shared/testing';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { AdminDevice } from '@beacon/shared/contract';
import { adminDevice } from '../../testSupport.ts';
import { AdminDevicePage } from './AdminDevicePage.tsx';

const ID = 'urn:dev:ble:4a7f';
const PATH = `/admin/devices/${encodeURIComponent(ID)}`;

const DEVICE: AdminDevice = adminDevice({
  id: ID,
  description: 'Freezer 4',
  session: 'a1b2c3',
  app: 'net-7',
  account: 'acme-logistics',
  device_model: 'BT-200',
});

interface Answers {
  get?: FakeResponse;
  update?: FakeResponse;
  clear?: FakeResponse;
  disconnect?: FakeResponse;
}

function platform({ get, update, clear, disconnect }: Answers = {}): FakePlatform {
  return ({ method, path, body }) => {
    if (method === 'GET') return get ?? { status: 200, body: DEVICE };
    if (path.endsWith('/clear-session')) return clear ?? { status: 204 };
    if (path.endsWith('/disconnect')) return disconnect ?? { status: 204 };
    return update ?? { status: 200, body: { ...DEVICE, ...(body as object) } };
  };
}

async function renderDevice(answers?: Answers) {
  const result = await renderRouteWithoutMotion(<AdminDevicePage />, {
    url: PATH,
    path: '/admin/devices/:deviceId',
    platform: platform(answers),
  });
  await screen.findByText('Freezer 4');
  return result;
}

/** The open confirm dialog, checked for its prompt. */
function confirmDialog(prompt: string) {
  return screen.findByRole('dialog', { name: prompt });
}

const gets = (requests: { method: string; path: string }[]) =>
  requests.filter((r) => r.method === 'GET' && r.path === PATH).length;

afterEach(() => {
  rs.restoreAllMocks();
});

describe('<AdminDevicePage />', () => {
  it('is titled with the id as the customer device page writes it: a MAC-style id as its MAC', async () => {
    const mac = '00000000-0000-8000-8200-a4c138f06e21';
    await renderRouteWithoutMotion(<AdminDevicePage />, {
      url: `/admin/devices/${mac}`,
      path: '/admin/devices/:deviceId',
      platform: platform({ get: { status: 200, body: { ...DEVICE, id: mac } } }),
    });
    expect(await screen.findByRole('heading', { name: 'Device a4:c1:38:f0:6e:21' })).toBeTruthy();
  });

  it('shows every field: the id, Never for last seen, N/A for missing dates, the network and account linked', async () => {
    await renderDevice();
    expect(screen.getByRole('heading', { name: `Device ${ID}` })).toBeTruthy();
    expect(screen.getAllByText(ID).length).toBeGreaterThan(0);
    expect(screen.getByText('a1b2c3')).toBeTruthy();
    expect(screen.getAllByText('Never')).toHaveLength(2);
    expect(screen.getAllByText('N/A').length).toBeGreaterThan(3);
    expect(screen.getByRole('link', { name: 'Warehouse (net-7)' }).getAttribute('href')).toBe(
      '/admin/accounts/acme-logistics/networks/net-7',
    );
    expect(screen.getByRole('link', { name: 'acme-logistics' }).getAttribute('href')).toBe(
      '/admin/accounts/acme-logistics',
    );
  });

  it('asks "…update these device settings?", sends the four settings, says so and reloads the device', async () => {
    const { requests } = await renderDevice();
    fireEvent.change(screen.getByLabelText('AP lock'), { target: { value: 'ap-17' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Internal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    const dialog = await confirmDialog('Are you sure you want to update these device settings?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Device settings updated successfully')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      path: PATH,
      body: { suspended: false, ap_lock: 'ap-17', internal: true, request_connection: false },
    });
    await waitFor(() => expect(gets(requests)).toBe(2));
  });

  it('a refused update says "Failed to update device: {server message}" and keeps what was typed', async () => {
    await renderDevice({ update: { status: 400, body: { error: 'ap_lock is too long' } } });
    fireEvent.change(screen.getByLabelText('AP lock'), { target: { value: 'ap-typed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed to update device: ap_lock is too long')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('AP lock').value).toBe('ap-typed');
  });

  it('Cancel in a confirm prompt sends nothing', async () => {
    const { requests } = await renderDevice();
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    const dialog = await confirmDialog('Are you sure you want to disconnect this device?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    expect(gets(requests)).toBe(1);
    expect(screen.queryByText('Device disconnected successfully')).toBeNull();
  });

  it('Clear session says beside the device that it cannot be undone', async () => {
    await renderDevice();
    fireEvent.click(screen.getByRole('button', { name: 'Clear session' }));
    const dialog = await confirmDialog('Are you sure you want to clear the session for this device?');
    expect(within(dialog).getByText(/: its session is deleted\. This cannot be undone\.$/)).toBeTruthy();
  });

  it.each([
    [
      'Clear session',
      'Are you sure you want to clear the session for this device?',
      'clear-session',
      'Device session cleared successfully',
    ],
    [
      'Disconnect',
      'Are you sure you want to disconnect this device?',
      'disconnect',
      'Device disconnected successfully',
    ],
  ])('%s: asks "%s", posts, says so and reloads the device', async (button, prompt, action, success) => {
    const { requests } = await renderDevice();
    fireEvent.click(screen.getByRole('button', { name: button }));
    const dialog = await confirmDialog(prompt);
    fireEvent.click(within(dialog).getByRole('button', { name: button }));
    expect(await screen.findByText(success)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST' && r.path === `${PATH}/${action}`)).toBe(true);
    await waitFor(() => expect(gets(requests)).toBe(2));
  });

  it.each([
    [
      'Clear session',
      'Failed to clear session: session store down',
      { clear: { status: 500, body: { message: 'session store down' } } },
    ],
    [
      'Disconnect',
      'Failed to disconnect device: no session',
      { disconnect: { status: 409, body: { error: 'no session' } } },
    ],
  ])('%s failing says "%s"', async (button, text, answers: Answers) => {
    await renderDevice(answers);
    fireEvent.click(screen.getByRole('button', { name: button }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: button }));
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('Refresh asks first, then reloads the device', async () => {
    const { requests } = await renderDevice();
    fireEvent.click(screen.getByRole('button', { name: /Refresh/ }));
    const dialog = await confirmDialog('Reload this device from the server?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Device details refreshed')).toBeTruthy();
    expect(gets(requests)).toBe(2);
  });

  it('without a session, Clear session and Disconnect are disabled', async () => {
    await renderDevice({ get: { status: 200, body: { ...DEVICE, session: null } } });
    expect(screen.getByText('No session')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear session' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Disconnect' })).toHaveProperty('disabled', true);
  });

  it.each([
    ['unknown (404)', { status: 404, body: { message: 'Device not found' } }],
    ['a server failure', { status: 500 }],
  ])('a device that fails to load (%s) is logged and shown as "Device Not Found"', async (_case, get) => {
    const logged = rs.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderRoute(
      <Routes>
        <Route path="/admin/devices/:deviceId" element={<AdminDevicePage />} />
      </Routes>,
      { url: PATH, platform: platform({ get }) },
    );
    expect(await screen.findByText('Device Not Found')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Failed to load the admin device', ID, expect.anything());
  });
});
