import {
  renderRouteWithoutMotion,
  type FakePlatform,
  type FakeRequest,
  type FakeResponse,
} from '@beacon/shared/testing';
import { describe, expect, it, rstest } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { StatusExplorerAnswer, StatusRecord } from '../../components/statusExplorerApi.ts';
import { HotspotDashboardPage } from './HotspotDashboardPage.tsx';
import { testAccount } from '../../testSupport.ts';

// OpenLayers draws on a canvas, which happy-dom does not have: a stand-in lists the markers it was given.
rstest.mock('./HotspotMap.tsx', () => ({
  HotspotMap: ({ markers }: { markers: Array<{ id: string; online: boolean }> }) => (
    <output aria-label="map stand-in">{markers.map((m) => `${m.id}:${m.online ? 'on' : 'off'}`).join(',')}</output>
  ),
}));

const ACCOUNT = testAccount(30, 'Acme Corp');
const ID_A = '0b6e8f7a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const ID_B = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
const GROUPS = [
  { group_id: 'ungrouped', name: 'Ungrouped', alert_enabled: false, alerts_enabled: false },
  { group_id: 'g-north', name: 'North sites', alert_enabled: false, alerts_enabled: false },
];
const REPORTS: StatusRecord[] = [
  {
    bucket_start: 1_700_000_000,
    hotspot_id: ID_A,
    alias: 'Dock 1',
    status: 'online',
    group_id: 'g-north',
    cellular_signal: 92,
    last_seen: 1_700_000_000,
    last_location: { lat: 51.5, lon: -0.12 },
    uptime_24h: 99,
    uptime_7d: 80,
    flapping: false,
  },
  {
    bucket_start: 1_700_000_000,
    hotspot_id: ID_B,
    alias: 'Yard',
    status: 'offline',
    group_id: 'ungrouped',
    cellular_signal: 30,
    last_seen: 1_699_990_000,
    last_location: { lat: 48.86, lon: 2.35 },
    uptime_24h: 50,
    uptime_7d: 95,
    flapping: true,
    changes_1h: 6,
  },
];
const SUMMARY: StatusExplorerAnswer = { status_counts: { online: 850, offline: 150 }, total: 1003, results: [] };

interface Answers {
  summary?: FakeResponse;
  reports?: FakeResponse;
  changes?: FakeResponse;
}

function platform({ summary, reports, changes }: Answers = {}): FakePlatform {
  return ({ path }) => {
    if (path.includes('/hotspot-groups')) return { status: 200, body: { hotspot_groups: GROUPS } };
    if (path.includes('summary=true')) return summary ?? { status: 200, body: SUMMARY };
    if (path.includes('status_changes=true')) return changes ?? { status: 200, body: { ...SUMMARY, results: [] } };
    return reports ?? { status: 200, body: { ...SUMMARY, results: REPORTS } };
  };
}

/** Shows the URL's query, as the address bar would. */
function Search() {
  return <output aria-label="search">{useLocation().search}</output>;
}

function renderDashboard(url: string, answers?: Answers) {
  return renderRouteWithoutMotion(
    <>
      <HotspotDashboardPage />
      <Search />
    </>,
    { url, account: ACCOUNT, platform: platform(answers) },
  );
}

const search = () => new URLSearchParams(screen.getByLabelText('search').textContent ?? '');
const explorerCalls = (requests: FakeRequest[], view: 'summary=true' | 'status_changes=true' | 'reports') =>
  requests.filter(
    (r) =>
      r.path.includes('hotspot-status-explorer') &&
      (view === 'reports' ? !r.path.includes('?') : r.path.includes(view)),
  );
const card = (name: string) => document.querySelector(`[data-card="${name}"]`)?.textContent;

describe('<HotspotDashboardPage />', () => {
  it('shows Total, Online and Offline from the summary, the 1000 warning and the tabs, the map first', async () => {
    const { requests } = await renderDashboard('/hotspots/dashboard');
    expect(screen.getByRole('heading', { name: 'Hotspot Dashboard' })).toBeTruthy();
    await waitFor(() => expect(card('total')).toContain('1,003'));
    expect(card('online')).toContain('850');
    expect(card('offline')).toContain('150');
    expect(screen.getByText('Only up to 1,000 hotspots are shown.')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Map View',
      'Status Changes',
      'Status Reports',
      'Hotspot List',
    ]);
    expect((await screen.findByLabelText('map stand-in')).textContent).toBe(`${ID_A}:on,${ID_B}:off`);
    expect(screen.getByText('2 hotspots on the map, 1 online, 1 offline', { exact: false })).toBeTruthy();
    expect(explorerCalls(requests, 'summary=true')[0]?.body).toEqual({
      fields: [],
      pagination: { page_size: 1000, page: 1 },
    });
    // Only the active tab's data loads: no status changes were asked for.
    expect(explorerCalls(requests, 'status_changes=true')).toEqual([]);
  });

  it('counts unknown apart, the same in the cards and the map text (issue 30, item 2)', async () => {
    const unknown: StatusRecord = {
      ...REPORTS[1]!,
      hotspot_id: '11111111-2222-4333-8444-555555555555',
      status: 'unknown',
    };
    await renderDashboard('/hotspots/dashboard', {
      reports: { status: 200, body: { ...SUMMARY, results: [...REPORTS, unknown] } },
    });
    await waitFor(() => expect(card('unknown')).toContain('3'));
    expect(card('unknown')).toContain('Unknown');
    expect(card('offline')).toContain('150');
    expect(
      await screen.findByText('3 hotspots on the map, 1 online, 1 offline, 1 unknown', { exact: false }),
    ).toBeTruthy();
  });

  it('shows no Unknown card when every hotspot is online or offline', async () => {
    await renderDashboard('/hotspots/dashboard', {
      summary: { status: 200, body: { ...SUMMARY, total: 1000 } },
    });
    await waitFor(() => expect(card('total')).toContain('1,000'));
    expect(card('unknown')).toBeUndefined();
    expect(await screen.findByText('2 hotspots on the map, 1 online, 1 offline.', { exact: false })).toBeTruthy();
  });

  it('pre-fills the filters, tab and sort from the URL, sends the filters, and keeps them in the URL', async () => {
    const { requests } = await renderDashboard(
      `/hotspots/dashboard?group_id=g-north&hotspot_id=0b6e&tab=list&sort=uptime_24h&order=desc`,
    );
    expect(await screen.findByRole('table', { name: 'Hotspot List' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Hotspot ID').value).toBe('0b6e');
    await waitFor(() => expect(screen.getByRole('search').textContent).toContain('North sites'));
    expect(screen.getByRole('tab', { name: 'Hotspot List', selected: true })).toBeTruthy();
    await waitFor(() => expect(explorerCalls(requests, 'reports').length).toBeGreaterThan(0));
    expect(explorerCalls(requests, 'reports')[0]?.body).toEqual({
      fields: [
        { field: 'group_id', value: 'g-north' },
        { field: 'hotspot_id', value: '0b6e' },
      ],
      pagination: { page_size: 1000, page: 1 },
    });
    const header = screen.getByRole('columnheader', { name: /Uptime 24 h/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    const rows = () =>
      within(screen.getByRole('table', { name: 'Hotspot List' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('a')?.textContent);
    await waitFor(() => expect(rows()).toEqual(['Dock 1', 'Yard']));

    fireEvent.click(screen.getByRole('columnheader', { name: /Uptime 7 d/ }));
    await waitFor(() => expect(search().get('sort')).toBe('uptime_7d'));
    expect(search().get('order')).toBe('asc');
    expect(rows()).toEqual(['Dock 1', 'Yard']);
    fireEvent.click(screen.getByRole('columnheader', { name: /Uptime 7 d/ }));
    await waitFor(() => expect(search().get('order')).toBe('desc'));
    expect(rows()).toEqual(['Yard', 'Dock 1']);

    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(search().has('group_id')).toBe(false));
    expect(search().has('hotspot_id')).toBe(false);
    expect(search().get('tab')).toBe('list');
    expect(screen.getByLabelText<HTMLInputElement>('Hotspot ID').value).toBe('');
  });

  it('says a group in the URL does not exist, instead of showing its id and zero counts, and clears it (issue 30)', async () => {
    await renderDashboard('/hotspots/dashboard?group_id=nope');
    const text = await screen.findByText('There is no group "nope" in this account.');
    const notice = text.closest<HTMLElement>('[role="alert"]')!;
    expect(screen.queryByText('Only up to 1,000 hotspots are shown.')).toBeNull();
    expect(screen.getByRole('search').textContent).not.toContain('nope');
    expect(document.querySelector('[data-card="total"]')).toBeNull();
    fireEvent.click(within(notice).getByRole('button', { name: 'Show all groups' }));
    await waitFor(() => expect(search().has('group_id')).toBe(false));
    await waitFor(() => expect(card('total')).toContain('1,003'));
    expect(screen.queryByText('There is no group "nope" in this account.')).toBeNull();
  });

  it('applies the hotspot id on Enter, a full UUID normalised (urn:uuid: and case), and each tab has its URL', async () => {
    await renderDashboard('/hotspots/dashboard');
    const input = screen.getByLabelText('Hotspot ID');
    fireEvent.change(input, { target: { value: `urn:uuid:${ID_B.toUpperCase()}` } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(search().get('hotspot_id')).toBe(ID_B));
    for (const [name, tab] of [
      ['Status Changes', 'changes'],
      ['Status Reports', 'reports'],
      ['Hotspot List', 'list'],
      ['Map View', null],
    ] as const) {
      fireEvent.click(screen.getByRole('tab', { name }));
      await waitFor(() => expect(search().get('tab')).toBe(tab));
    }
    expect(search().get('hotspot_id')).toBe(ID_B);
  });

  it('says so when there are no status changes or reports', async () => {
    const empty = { status: 200, body: { ...SUMMARY, results: [] } };
    await renderDashboard('/hotspots/dashboard?tab=changes', { reports: empty });
    expect(await screen.findByText('No hotspot status changes available.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Status Reports' }));
    expect(await screen.findByText('No hotspot status reports available.')).toBeTruthy();
  });

  it("shows the server's message on a failed load, and Retry loads again", async () => {
    const answers: FakeResponse[] = [{ status: 500, body: { message: 'Explorer is down' } }];
    const reports = { status: 200, body: { ...SUMMARY, results: REPORTS } };
    const base = platform();
    const { requests } = await renderRouteWithoutMotion(<HotspotDashboardPage />, {
      url: '/hotspots/dashboard?tab=reports',
      account: ACCOUNT,
      platform: (request) =>
        request.path.endsWith('/hotspot-status-explorer') ? (answers.shift() ?? reports) : base(request),
    });
    expect(await screen.findByText('Explorer is down')).toBeTruthy();
    expect(screen.getByText('The status reports could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Status Reports' })).toBeTruthy();
    expect(await screen.findByText('Yard')).toBeTruthy();
    expect(explorerCalls(requests, 'reports')).toHaveLength(2);
  });

  it('says "An unexpected error occurred" when the server gives no message', async () => {
    await renderDashboard('/hotspots/dashboard', { summary: { status: 500 } });
    expect(await screen.findByText('An unexpected error occurred')).toBeTruthy();
    expect(screen.getByText('The hotspot counts could not be loaded')).toBeTruthy();
  });

  it('Refresh Data asks for every call again', async () => {
    const { requests } = await renderDashboard('/hotspots/dashboard?tab=changes');
    await screen.findByText('No hotspot status changes available.');
    await waitFor(() => expect(card('total')).toContain('1,003'));
    const before = {
      summary: explorerCalls(requests, 'summary=true').length,
      changes: explorerCalls(requests, 'status_changes=true').length,
    };
    fireEvent.click(screen.getByRole('button', { name: /Refresh Data/ }));
    await waitFor(() => expect(explorerCalls(requests, 'summary=true').length).toBe(before.summary + 1), {
      timeout: 5000,
    });
    await waitFor(() => expect(explorerCalls(requests, 'status_changes=true').length).toBe(before.changes + 1), {
      timeout: 5000,
    });
  });
});
