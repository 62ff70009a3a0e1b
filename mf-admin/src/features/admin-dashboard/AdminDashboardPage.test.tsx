import {
  ACCOUNT_SEARCH_LIMIT,
  ADMIN_DEVICE_ID_MESSAGE,
  ADMIN_SEARCH_PAGE_SIZE,
  registerTranslations,
} from '@beacon/shared';
import { renderRouteWithoutMotion, type FakePlatform, type FakeRequest } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { AdminAccount } from '@beacon/shared/contract';
import de from './locales/de/admin-dashboard.json';
import en from './locales/en/admin-dashboard.json';
import { AdminDashboardPage } from './AdminDashboardPage.tsx';

// The plural forms ("1 matching account") are in the resources, not in the code's English defaults.
void registerTranslations('admin-dashboard', { en, de });

const ACCOUNTS = '/admin/accounts';

function account(n: number, name: string, extra: Partial<AdminAccount> = {}): AdminAccount {
  return {
    id: `acc-${String(n).padStart(4, '0')}`,
    name,
    tier_name: n % 3 === 0 ? 'pro' : 'free',
    suspended: false,
    device_count: n,
    max_devices: 100,
    member_count: 1,
    max_members: 5,
    net_count: 1,
    max_networks: 3,
    created: 1_790_000_000,
    last_updated: 1_790_000_000,
    activation_date: null,
    activation_user_email: null,
    internal_account: false,
    gw_enabled: false,
    hubspot_company_id: null,
    owner_email: null,
    ...extra,
  };
}

/**
 * 1,000 accounts in pages of the size asked for; every tenth is named "Harbour …" (so a page of 100
 * holds 10 matches). `c{n}` starts after the n-th.
 */
function accountsPlatform(fail?: (request: FakeRequest) => boolean): FakePlatform {
  return (request) => {
    if (fail?.(request)) return { status: 500, body: { error: 'Database unavailable' } };
    const url = new URL(request.path, 'http://x');
    if (url.pathname === '/admin/tier-profiles')
      return {
        status: 200,
        body: {
          data: [
            { tier_name: 'free', profile_name: 'Free', features: {} },
            { tier_name: 'pro', profile_name: 'Pro', features: {} },
          ],
          pagination: { page: 1, page_size: 50, total: 2 },
        },
      };
    const size = Number(url.searchParams.get('pagesize'));
    const start = Number(url.searchParams.get('cursor')?.slice(1) ?? '0');
    const page = Array.from({ length: Math.min(size, 1000 - start) }, (_, i) => {
      const n = start + i + 1;
      return account(n, n % 10 === 0 ? `Harbour ${n}` : `Depot ${n}`);
    });
    return { status: 200, body: { accounts: page, cursor: start + size < 1000 ? `c${start + size}` : null } };
  };
}

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

function renderDashboard(url: string, platform: FakePlatform = accountsPlatform()) {
  return renderRouteWithoutMotion(
    <>
      <AdminDashboardPage />
      <Where />
    </>,
    { url, path: '/admin/*', platform },
  );
}

const location = () => screen.getByLabelText('location').textContent;
const accountRequests = (requests: FakeRequest[]) => requests.filter((r) => r.path.startsWith(`${ACCOUNTS}?`));

describe('<AdminDashboardPage />', () => {
  it('opens a urn: or UUID device id (URL-encoded) and refuses anything else', async () => {
    await renderDashboard('/admin');
    const field = await screen.findByLabelText('Device ID');
    fireEvent.change(field, { target: { value: 'not-a-device' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open device' }));
    expect(await screen.findByText(ADMIN_DEVICE_ID_MESSAGE)).toBeTruthy();
    expect(location()).toBe('/admin');

    fireEvent.change(field, { target: { value: '  urn:dev:eui-1/a  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open device' }));
    await waitFor(() => expect(location()).toBe('/admin/devices/urn%3Adev%3Aeui-1%2Fa'));
  });

  it('shows each limit as "used / limit", and "no limit" where the tier sets none, as the account page does', async () => {
    const limits = account(5, 'Depot 5', { device_count: 1200, max_devices: 5000, member_count: 5, max_members: null });
    const platform: FakePlatform = (request) =>
      request.path.startsWith(`${ACCOUNTS}?`)
        ? { status: 200, body: { accounts: [limits], cursor: null } }
        : accountsPlatform()(request);
    await renderDashboard('/admin', platform);
    const row = (await screen.findByText('Depot 5')).closest('tr');
    expect(row).toBeTruthy();
    expect(within(row as HTMLElement).getByText('1,200 / 5,000')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('5 / no limit')).toBeTruthy();
  });

  it('opens a hotspot only with at least 3 characters after trimming', async () => {
    await renderDashboard('/admin');
    const field = await screen.findByLabelText('Hotspot ID');
    fireEvent.change(field, { target: { value: ' ab ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open hotspot' }));
    expect(await screen.findByText('Enter at least 3 characters')).toBeTruthy();
    expect(location()).toBe('/admin');

    fireEvent.change(field, { target: { value: ' abc ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open hotspot' }));
    await waitFor(() => expect(location()).toBe('/admin/hotspots/abc'));
  });

  it('stops the account search after 100 matches: pages of 100, the cursor followed, no page more', async () => {
    const { requests } = await renderDashboard('/admin?q=harbour');
    expect(await screen.findByText(`Showing the first ${ACCOUNT_SEARCH_LIMIT} matches`, { exact: false })).toBeTruthy();
    // 10 matches a page: the 10th page brings the 100th match, and the scan ends there.
    const scanned = accountRequests(requests);
    expect(scanned).toHaveLength(10);
    expect(scanned.every((r) => r.path.includes(`pagesize=${ADMIN_SEARCH_PAGE_SIZE}`))).toBe(true);
    expect(scanned[1]?.path).toContain('cursor=c100');
    const table = screen.getByRole('table', { name: 'Accounts' });
    expect(within(table).getByRole('link', { name: 'Harbour 10' }).getAttribute('href')).toBe(
      '/admin/accounts/acc-0010',
    );
    expect(within(table).queryByText('Depot 11')).toBeNull();
  });

  it('finds an account by its id, case-insensitively, reading to the last page', async () => {
    const { requests } = await renderDashboard('/admin?q=ACC-0999');
    expect(await screen.findByText('1 matching account')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Depot 999' })).toBeTruthy();
    expect(accountRequests(requests)).toHaveLength(10);
  });

  it('filters by tier and keeps the filter in the URL', async () => {
    await renderDashboard('/admin?tier=pro&hide_internal=true');
    expect(await screen.findByText('333 matching accounts')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Depot 1' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Depot 3' })).toBeTruthy();
    expect(location()).toContain('hide_internal=true');
  });

  it('says "Failed to search accounts" and "Failed to filter accounts by tier" when a page fails', async () => {
    const failSecond = (r: FakeRequest) => r.path.includes('cursor=c100');
    const search = await renderDashboard('/admin?q=harbour', accountsPlatform(failSecond));
    expect(await screen.findAllByText('Failed to search accounts')).not.toHaveLength(0);
    search.unmount();
    await renderDashboard('/admin?tier=pro', accountsPlatform(failSecond));
    expect(await screen.findAllByText('Failed to filter accounts by tier')).not.toHaveLength(0);
  });

  it('says "No accounts found" when the list is empty', async () => {
    await renderDashboard('/admin', () => ({ status: 200, body: { accounts: [], cursor: null } }));
    expect(await screen.findByText('No accounts found')).toBeTruthy();
  });
});
