import { renderRouteWithoutMotion, type FakePlatform, type FakeResponse } from '@beacon/shared/testing';
import { afterEach, describe, expect, it } from '@rstest/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { AdminDevice } from '@beacon/shared/contract';
import { adminDevice, expectCrumbs } from '../../testSupport.ts';
import { AdminNetworkDevicesPage } from './AdminNetworkDevicesPage.tsx';

const LIST = '/admin/accounts/acme/networks/n-1/devices';

const device = (id: string, session: string | null): AdminDevice =>
  adminDevice({ id, description: `Tag ${id}`, session });

/** The account, as far as this page reads it (its name, for the breadcrumb). */
const ACCOUNT: FakeResponse = { status: 200, body: { id: 'acme', name: 'Acme Logistics', suspended: false } };

/** Two pages: the first (cursor "p2" to the next) with one device in a session, the second without. */
function platform(list?: FakeResponse, account: FakeResponse = ACCOUNT): FakePlatform {
  return ({ method, path }) => {
    const [bare, query = ''] = path.split('?');
    if (method === 'POST') return { status: 204 };
    if (bare === '/admin/accounts/acme') return account;
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

async function renderDevices(list?: FakeResponse, account?: FakeResponse) {
  return renderRouteWithoutMotion(
    <>
      <AdminNetworkDevicesPage />
      <Location />
    </>,
    {
      url: '/admin/accounts/acme/networks/n-1',
      path: '/admin/accounts/:accountId/networks/:networkId',
      platform: platform(list, account),
    },
  );
}

const row = (id: string) => screen.getByRole('link', { name: id }).closest('tr') as HTMLElement;

/** The screen's width, which antd's and the page's media queries read (happy-dom's viewport). */
function screenWidth(width: number): void {
  (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM.setViewport({ width });
}

afterEach(() => screenWidth(1024));

/** The page on a 390 px phone, with d-1's actions menu opened by its button. */
async function openPhoneMenu() {
  screenWidth(390);
  const { requests } = await renderDevices();
  await screen.findByRole('link', { name: 'd-1' });
  fireEvent.click(within(row('d-1')).getByRole('button', { name: 'Actions for d-1' }));
  return { requests, menu: await screen.findByRole('menu', { name: 'Actions for d-1' }) };
}

describe('<AdminNetworkDevicesPage />', () => {
  it('lists the devices 20 a page, linked to their pages; session actions only for a device with a session', async () => {
    const { requests } = await renderDevices();
    await screen.findByRole('link', { name: 'd-1' });
    expect(requests.find((r) => r.path.startsWith(LIST))?.path).toBe(`${LIST}?pagesize=20`);
    expect(screen.getByRole('link', { name: 'd-1' }).getAttribute('href')).toBe('/admin/devices/d-1');
    expect(within(row('d-1')).getByRole('button', { name: 'Clear session' })).toBeTruthy();
    expect(within(row('d-1')).getByRole('button', { name: 'Disconnect' })).toBeTruthy();
    expect(within(row('d-2')).queryByRole('button')).toBeNull();
    // The Actions column stays at the table's right edge while the other columns scroll beneath it.
    expect(within(row('d-1')).getByRole('button', { name: 'Disconnect' }).closest('td')?.className).toContain(
      'ant-table-cell-fix',
    );
    // Titled with the network's name once the account's networks have loaded, as the breadcrumb.
    expect(await screen.findByRole('heading', { name: 'Network Warehouse devices' })).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect((await within(breadcrumb).findByRole('link', { name: 'Acme Logistics' })).getAttribute('href')).toBe(
      '/admin/accounts/acme',
    );
    expect(await within(breadcrumb).findByText('Warehouse')).toBeTruthy();
  });

  it('an account the platform does not know: "Account Not Found", and the breadcrumb names its id without a link', async () => {
    await renderDevices(undefined, { status: 404, body: { message: 'Account not found' } });
    expect(await screen.findByText('Account Not Found')).toBeTruthy();
    expect(screen.getByText('There is no account with the ID acme.')).toBeTruthy();
    expectCrumbs(['Admin', 'acme', 'Warehouse'], ['/admin']);
    expect(screen.queryByRole('table')).toBeNull();
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

  describe('on a 390 px phone', () => {
    it("a device's actions are one menu button, reachable beside the row; a device without a session has none", async () => {
      screenWidth(390);
      await renderDevices();
      await screen.findByRole('link', { name: 'd-1' });
      expect(within(row('d-1')).queryByRole('button', { name: 'Clear session' })).toBeNull();
      expect(within(row('d-1')).queryByRole('button', { name: 'Disconnect' })).toBeNull();
      const menuButton = within(row('d-1')).getByRole('button', { name: 'Actions for d-1' });
      expect(menuButton.getAttribute('aria-haspopup')).toBe('menu');
      // Stuck to the right edge of the table, so it is in view without scrolling the table sideways.
      expect(menuButton.closest('td')?.className).toContain('ant-table-cell-fix');
      expect(within(row('d-2')).queryByRole('button')).toBeNull();
      // The column's title is too wide for it on a phone: read out, not shown.
      expect(screen.getByRole('columnheader', { name: 'Actions' }).querySelector('span')?.style.position).toBe(
        'absolute',
      );
    });

    it('Clear session from the menu asks the same question ("This cannot be undone") and clears that session', async () => {
      const { requests, menu } = await openPhoneMenu();
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Clear session', 'Disconnect']);
      fireEvent.click(within(menu).getByRole('menuitem', { name: 'Clear session' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Are you sure you want to clear the session for this device?',
      });
      expect(within(dialog).getByText('d-1: its session is deleted. This cannot be undone.')).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Clear session' }));
      expect(await screen.findByText('Device session cleared successfully')).toBeTruthy();
      await waitFor(() =>
        expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
          '/admin/devices/d-1/clear-session',
        ]),
      );
    });

    it('by keyboard: the open menu has the focus on its first entry; Disconnect asks "…disconnect this device?"; Cancel posts nothing', async () => {
      const { requests, menu } = await openPhoneMenu();
      const [clearSession, disconnect] = within(menu).getAllByRole('menuitem');
      await waitFor(() => expect(document.activeElement).toBe(clearSession));
      // The arrow keys walk the entries that are visible, which happy-dom (no layout) cannot tell: the
      // focus is moved here, and the e2e test (phone/admin-network-devices.spec.ts) uses the real keys.
      act(() => disconnect!.focus());
      fireEvent.keyDown(disconnect!, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
      const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to disconnect this device?' });
      expect(within(dialog).getByText('d-1')).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
      expect(screen.queryByText('Device disconnected successfully')).toBeNull();
    });
  });
});
