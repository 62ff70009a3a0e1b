import { renderRouteWithoutMotion, type FakePlatform, type FakeResponse } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { AdminDevice } from '@beacon/shared/contract';
import { adminDevice } from '../../testSupport.ts';
import { AdminNetworkDevicesPage } from './AdminNetworkDevicesPage.tsx';

const LIST = '/admin/accounts/acme/networks/n-1/devices';

const device = (id: string, session: string | null): AdminDevice =>
  adminDevice({ id, description: `Tag ${id}`, session });

/** Two pages: the first (cursor "p2" to the next) with one device in a session, the second without. */
function platform(list?: FakeResponse): FakePlatform {
  return ({ method, path }) => {
    const [bare, query = ''] = path.split('?');
    if (method === 'POST') return { status: 204 };
    if (bare === '/admin/accounts/acme') return { status: 404, body: { message: 'Account not found' } };
    if (bare === '/admin/accounts/acme/networks')
      return { status: 200, body: { networks: [{ id: 'n-1', name: 'Warehouse', device_count: 2, created: 0 }] } };
    if (list) return list;
    return new URLSearchParams(query).get('cursor') === 'p2'
      ? { status: 200, body: { devices: [device('d-3', null)], cursor: null } }
      : { status: 200, body: { devices: [device('d-1', 's-1'), device('d-2', null)], cursor: 'p2' } };
  };
}

function Location() {
  const { search } = useLocation();
  return <output aria-label="search">{search}</output>;
}

async function renderDevices(list?: FakeResponse) {
  return renderRouteWithoutMotion(
    <>
      <AdminNetworkDevicesPage />
      <Location />
    </>,
    {
      url: '/admin/accounts/acme/networks/n-1',
      path: '/admin/accounts/:accountId/networks/:networkId',
      platform: platform(list),
    },
  );
}

const row = (id: string) => screen.getByRole('link', { name: id }).closest('tr') as HTMLElement;

describe('<AdminNetworkDevicesPage />', () => {
  it('lists the devices 20 a page, linked to their pages; session actions only for a device with a session', async () => {
    const { requests } = await renderDevices();
    await screen.findByRole('link', { name: 'd-1' });
    expect(requests.find((r) => r.path.startsWith(LIST))?.path).toBe(`${LIST}?pagesize=20`);
    expect(screen.getByRole('link', { name: 'd-1' }).getAttribute('href')).toBe('/admin/devices/d-1');
    expect(within(row('d-1')).getByRole('button', { name: 'Clear session' })).toBeTruthy();
    expect(within(row('d-1')).getByRole('button', { name: 'Disconnect' })).toBeTruthy();
    expect(within(row('d-2')).queryByRole('button')).toBeNull();
    // Titled with the network's name once the account's networks have loaded, as the breadcrumb.
    expect(await screen.findByRole('heading', { name: 'Network Warehouse devices' })).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'acme' }).getAttribute('href')).toBe('/admin/accounts/acme');
    expect(await within(breadcrumb).findByText('Warehouse')).toBeTruthy();
  });

  it('Next and Previous keep the cursor and the way back in the URL', async () => {
    await renderDevices();
    await screen.findByRole('link', { name: 'd-1' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'd-3' })).toBeTruthy();
    expect(screen.getByLabelText('search').textContent).toBe('?cursor=p2&back=');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: 'd-1' })).toBeTruthy();
    expect(screen.getByLabelText('search').textContent).toBe('');
  });

  it('Disconnect asks "…disconnect this device?" and posts for that device', async () => {
    const { requests } = await renderDevices();
    await screen.findByRole('link', { name: 'd-1' });
    fireEvent.click(within(row('d-1')).getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to disconnect this device?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Device disconnected successfully')).toBeTruthy();
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/admin/devices/d-1/disconnect']),
    );
  });

  it('an empty network: "No devices found"', async () => {
    await renderDevices({ status: 200, body: { devices: [], cursor: null } });
    expect(await screen.findByText('No devices found')).toBeTruthy();
  });
});
