import { registerTranslations } from '@beacon/shared';
import { renderRouteWithoutMotion, type FakePlatform, type FakeResponse } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { HotspotSummary } from '@beacon/shared/contract';
import type { AdminAccountDetail } from '../../components/adminApi.ts';
import de from '../../locales/de/admin.json';
import en from '../../locales/en/admin.json';
import { expectCrumbs } from '../../testSupport.ts';
import { HotspotMonitoringPage } from './HotspotMonitoringPage.tsx';

// The count's plural forms are in the resources, not in the code's English default.
void registerTranslations('admin', { en, de });

const ACCOUNT = {
  id: 'acme-logistics',
  name: 'Acme Logistics',
  suspended: true,
} as AdminAccountDetail;
const SUMMARY: HotspotSummary = {
  total_hotspots: 3,
  status_summary: { online: 1, offline: 1 },
  hotspots: [
    {
      hotspot_id: '3f2b8c1e-0000-4000-8000-000000000001',
      alias: 'Roof North',
      current_status: 'online',
      group_id: 'north',
      location: 'Depot 4',
    },
    {
      hotspot_id: '3f2b8c1e-0000-4000-8000-000000000002',
      alias: null,
      current_status: 'offline',
      group_id: 'south',
      last_location: { lat: 51.507351, lon: -0.127758 },
    },
    { hotspot_id: '77778888-0000-4000-8000-000000000003', current_status: 'unknown' },
  ],
};

interface Answers {
  account?: FakeResponse;
  hotspots?: FakeResponse;
}

function platform({ account, hotspots }: Answers = {}): FakePlatform {
  return ({ path }) =>
    path.endsWith('/hotspot-status')
      ? (hotspots ?? { status: 200, body: SUMMARY })
      : (account ?? { status: 200, body: ACCOUNT });
}

function Where() {
  const { search } = useLocation();
  return <output aria-label="location">{search}</output>;
}

function renderMonitoring(url: string, answers?: Answers) {
  return renderRouteWithoutMotion(
    <>
      <HotspotMonitoringPage />
      <Where />
    </>,
    { url, path: '/admin/hotspots-monitoring', platform: platform(answers) },
  );
}

const location = () => screen.getByLabelText('location').textContent;
const shownIds = () =>
  within(screen.getByRole('table', { name: 'Monitored hotspots' }))
    .queryAllByRole('link', { name: /^[0-9a-f-]{36}$/ })
    .map((link) => link.textContent);

describe('<HotspotMonitoringPage />', () => {
  it('shows the breadcrumb, the cards and every column', async () => {
    await renderMonitoring('/admin/hotspots-monitoring?account_id=acme-logistics');
    expect(await screen.findByText('Showing 3 hotspots')).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    expect((await within(crumbs).findByRole('link', { name: 'Acme Logistics' })).getAttribute('href')).toBe(
      '/admin/accounts/acme-logistics',
    );
    const card = (key: string) => document.querySelector(`[data-card="${key}"]`)?.textContent;
    expect(card('account')).toBe('Account statusSuspended');
    expect(card('total')).toBe('Total hotspots3');
    expect(card('online')).toBe('Online1');
    expect(card('offline')).toBe('Offline1');
    // Issue 30, item 2: the third hotspot is neither online nor offline.
    expect(card('unknown')).toBe('Unknown1');

    const table = screen.getByRole('table', { name: 'Monitored hotspots' });
    const link = within(table).getByRole('link', { name: '3f2b8c1e-0000-4000-8000-000000000001' });
    expect(link.getAttribute('href')).toBe('/admin/hotspots/3f2b8c1e-0000-4000-8000-000000000001');
    expect(within(table).getByText('Roof North')).toBeTruthy();
    expect(within(table).getAllByText('N/A')).toHaveLength(2);
    expect(within(table).getByText('Depot 4')).toBeTruthy();
    expect(within(table).getByText('51.5074, -0.1278')).toBeTruthy();
    expect(within(table).getAllByText('Unknown')).toHaveLength(2); // the third's status and location
    expect(within(table).getByText('Ungrouped')).toBeTruthy();
    expect(within(table).getAllByText('Never')).toHaveLength(3);
    expect(within(table).getByText('Online').className).toContain('ant-tag-green');
    expect(within(table).getByText('Offline').className).toContain('ant-tag-red');
    expect(within(table).getAllByText('Unknown')[0]!.className).toContain('ant-tag-gold');
    expect(within(table).getByRole('link', { name: 'View hotspot 77778888-0000-4000-8000-000000000003' })).toBeTruthy();
  });

  it('applies the filters on Apply and Enter, keeps them in the URL, and clears them', async () => {
    const { requests } = await renderMonitoring('/admin/hotspots-monitoring?account_id=acme-logistics');
    await screen.findByText('Showing 3 hotspots');
    fireEvent.change(screen.getByLabelText('Hotspot ID'), { target: { value: '  3F2B ' } });
    fireEvent.keyDown(screen.getByLabelText('Hotspot ID'), { key: 'Enter', code: 'Enter' });
    fireEvent.submit(screen.getByRole('search', { name: 'Filters' }));
    await waitFor(() => expect(location()).toBe('?account_id=acme-logistics&hotspot_id=3F2B'));
    expect(await screen.findByText('Showing 2 hotspots')).toBeTruthy();
    expect(shownIds()).toEqual(['3f2b8c1e-0000-4000-8000-000000000001', '3f2b8c1e-0000-4000-8000-000000000002']);

    fireEvent.mouseDown(screen.getByLabelText('Status'));
    fireEvent.click(await screen.findByTitle('Offline'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(location()).toBe('?account_id=acme-logistics&status=offline&hotspot_id=3F2B'));
    expect(await screen.findByText('Showing 1 hotspot')).toBeTruthy();

    fireEvent.mouseDown(screen.getByLabelText('Group'));
    fireEvent.click(await screen.findByTitle('north'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No hotspots found')).toBeTruthy();
    expect(screen.getByText('Showing 0 hotspots')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(location()).toBe('?account_id=acme-logistics'));
    expect(await screen.findByText('Showing 3 hotspots')).toBeTruthy();
    expect(requests.filter((r) => r.path.endsWith('/hotspot-status'))).toHaveLength(1);
  });

  it('an account without hotspots: "No hotspots found for this account"', async () => {
    await renderMonitoring('/admin/hotspots-monitoring?account_id=acme-logistics', {
      hotspots: { status: 200, body: { total_hotspots: 0, status_summary: { online: 0, offline: 0 }, hotspots: [] } },
    });
    expect(await screen.findByText('No hotspots found for this account')).toBeTruthy();
  });

  it.each([
    ['no account_id', '/admin/hotspots-monitoring'],
    ['a 2-character account_id', '/admin/hotspots-monitoring?account_id=%20ab%20'],
  ])('%s: "No Account Selected" and nothing loads', async (_case, url) => {
    const { requests } = await renderMonitoring(url);
    expect(await screen.findByText('No Account Selected')).toBeTruthy();
    expect(screen.getByText('This page must be accessed from an account details page')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to Admin Dashboard' })).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('an unknown account: "Account Not Found" with a way back to the dashboard; the breadcrumb does not link to it', async () => {
    const missing = { status: 404, body: { message: 'Account not found' } };
    await renderMonitoring('/admin/hotspots-monitoring?account_id=no-such-account', {
      account: missing,
      hotspots: missing,
    });
    expect(await screen.findByText('Account Not Found')).toBeTruthy();
    expect(screen.getByText('There is no account with the ID no-such-account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the admin dashboard' }).getAttribute('href')).toBe('/admin');
    expectCrumbs(['Admin', 'no-such-account', 'Monitored Hotspots'], ['/admin']);
    // Nothing of an account that is not there: no cards, filters, table or failure notices.
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('search', { name: 'Filters' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
    expect(screen.queryByText(/^Failed to load/)).toBeNull();
  });

  it('says which load failed, with the server’s message', async () => {
    await renderMonitoring('/admin/hotspots-monitoring?account_id=acme-logistics', {
      account: { status: 500, body: { error: 'account store down' } },
      hotspots: { status: 503, body: { message: 'status service down' } },
    });
    expect(await screen.findByText('Failed to load account data: account store down')).toBeTruthy();
    expect(await screen.findByText('Failed to load hotspot data: status service down')).toBeTruthy();
  });
});
