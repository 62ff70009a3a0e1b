import { readRecentItems } from '@beacon/shared';
import type { AccountLevel } from '@beacon/shared/contract';
import {
  expectRecentItems,
  renderRouteWithoutMotion,
  TEST_RECENT_SCOPE,
  type FakePlatform,
  type FakeResponse,
} from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import type { Hotspot, HotspotGroup } from '../../components/hotspotsApi.ts';
import type { StatusRecord } from '../../components/statusExplorerApi.ts';
import { HotspotViewPage } from './HotspotViewPage.tsx';
import { testAccount } from '../../testSupport.ts';

const ID = '3f2b8c1e-5a4d-4e6f-9a7b-1c2d3e4f5a6b';
const PATH = `/v1/accounts/acme/hotspots/${ID}`;

const HOTSPOT: Hotspot = {
  hotspot_id: ID,
  alias: 'Roof North',
  site_id: 'Depot 4',
  group_id: 'grp-1',
  status: 'offline',
  cellular_signal: 76,
  last_seen: 1_790_000_000,
  last_location: { lat: 51.507351, lon: -0.127758 },
  uptime_24h: 87.5,
  uptime_7d: 96.25,
  changes_1h: 6,
  flapping: true,
};
const GROUPS: HotspotGroup[] = [{ group_id: 'grp-1', name: 'North', alert_enabled: false, alerts_enabled: false }];
const CHANGE: StatusRecord = {
  bucket_start: 1_790_000_000,
  hotspot_id: ID,
  status: 'offline',
  previous_status: 'online',
  group_id: 'grp-1',
};

interface Answers {
  get?: FakeResponse;
  update?: FakeResponse;
  remove?: FakeResponse;
}

function platform({ get, update, remove }: Answers = {}): FakePlatform {
  return ({ method, path }) => {
    if (path.startsWith('/v1/accounts/acme/hotspot-groups')) return { status: 200, body: { hotspot_groups: GROUPS } };
    if (path.startsWith('/v1/accounts/acme/hotspot-status-explorer'))
      return { status: 200, body: { status_counts: { online: 0, offline: 1 }, total: 1, results: [CHANGE] } };
    if (method === 'DELETE') return remove ?? { status: 204 };
    if (method === 'POST') return update ?? { status: 200, body: { ...HOTSPOT, alias: 'Renamed' } };
    return get ?? { status: 200, body: HOTSPOT };
  };
}

function Landed() {
  return <p>landed at {useLocation().pathname}</p>;
}

/** Once the hotspot shows, edits its alias to `alias` and presses Save; answers the Edit hotspot dialog. */
async function saveAlias(alias: string): Promise<HTMLElement> {
  await screen.findByRole('heading', { name: 'Roof North' });
  fireEvent.click(screen.getByRole('button', { name: /Edit/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit hotspot' });
  fireEvent.change(within(dialog).getByLabelText('Alias'), { target: { value: alias } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

async function renderView(options: { id?: string; level?: AccountLevel; answers?: Answers } = {}) {
  return renderRouteWithoutMotion(
    <>
      <Routes>
        <Route path="/hotspots/:hotspotId" element={<HotspotViewPage />} />
        <Route path="/hotspots/manage" element={<Landed />} />
        <Route path="*" element={<Landed />} />
      </Routes>
    </>,
    {
      url: `/hotspots/${options.id ?? ID}`,
      account: testAccount(options.level ?? 0),
      platform: platform(options.answers),
    },
  );
}

describe('<HotspotViewPage />', () => {
  it('shows the details: alias as title, id, site, group link, status, signal, location to 4 decimals, uptime, flapping', async () => {
    await renderView();
    expect(await screen.findByRole('heading', { name: 'Roof North' })).toBeTruthy();
    expect(screen.getByText(ID)).toBeTruthy();
    expect(screen.getByText('Depot 4')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'North' }).getAttribute('href')).toBe('/hotspots/groups/grp-1');
    expect(screen.getAllByText('Offline').length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: '4 of 5 bars (signal 76)' })).toBeTruthy();
    expect(screen.getByText('51.5074, -0.1278')).toBeTruthy();
    expect(screen.getByText('87.5 %')).toBeTruthy();
    expect(screen.getByText('96.3 %')).toBeTruthy();
    expect(screen.getByText('6 status changes in the last hour (more than 4)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View on dashboard' }).getAttribute('href')).toBe(
      `/hotspots/dashboard?hotspot_id=${ID}`,
    );
    const changes = await screen.findByRole('table', { name: 'Recent status changes' });
    expect(within(changes).getByText('Online')).toBeTruthy();
  });

  it.each([
    ['an unknown hotspot (404)', ID, { status: 404, body: { message: 'Hotspot not found' } }],
    ['a server failure', ID, { status: 500 }],
  ])('%s: "Failed to fetch hotspot", then /404', async (_case, id, get) => {
    await renderView({ id, answers: { get } });
    expect(await screen.findByText('Failed to fetch hotspot')).toBeTruthy();
    expect(await screen.findByText('landed at /404')).toBeTruthy();
  });

  it('an id that is not a UUID: "Failed to fetch hotspot", then /404, without asking the server', async () => {
    const { requests } = await renderView({ id: 'not-a-hotspot' });
    expect(await screen.findByText('Failed to fetch hotspot')).toBeTruthy();
    expect(await screen.findByText('landed at /404')).toBeTruthy();
    expect(requests.filter((r) => r.path.includes('/hotspots/'))).toEqual([]);
  });

  // admin-and-hotspots.md §6 gives hotspot pages no level rule (issue 30, item 1).
  it.each([30, 40] as const)('at level %i Delete and Edit are enabled', async (level) => {
    await renderView({ level });
    await screen.findByRole('heading', { name: 'Roof North' });
    expect(screen.getByRole('button', { name: /Delete/ })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: /Edit/ })).toHaveProperty('disabled', false);
  });

  it('deletes after a confirmation: "Hotspot deleted successfully", then Manage Hotspots', async () => {
    const { requests } = await renderView();
    await screen.findByRole('heading', { name: 'Roof North' });
    fireEvent.click(screen.getByRole('button', { name: /Delete/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the hotspot Roof North?' });
    expect(within(confirm).getByText(/cannot be undone/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete hotspot' }));
    expect(await screen.findByText('Hotspot deleted successfully')).toBeTruthy();
    expect(await screen.findByText('landed at /hotspots/manage')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([PATH]);
    expect(screen.queryByText('Failed to fetch hotspot')).toBeNull();
  });

  it('a failed delete toasts the server message and stays', async () => {
    await renderView({ answers: { remove: { status: 409, body: { message: 'Hotspot is locked' } } } });
    await screen.findByRole('heading', { name: 'Roof North' });
    fireEvent.click(screen.getByRole('button', { name: /Delete/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the hotspot Roof North?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete hotspot' }));
    expect(await screen.findByText('Hotspot is locked')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Roof North' })).toBeTruthy();
  });

  it('edits alias, site and group: "Hotspot updated successfully"', async () => {
    const { requests } = await renderView();
    await saveAlias('Renamed');
    expect(await screen.findByText('Hotspot updated successfully')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST' && r.path === PATH)).toEqual([
      { method: 'POST', path: PATH, body: { alias: 'Renamed', site_id: 'Depot 4', group_id: 'grp-1' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit hotspot' })).toBeNull());
  });

  it('a failed edit: "Failed to update hotspot", the dialog stays with what was typed', async () => {
    await renderView({ answers: { update: { status: 500 } } });
    const dialog = await saveAlias('Kept');
    expect(await screen.findByText('Failed to update hotspot')).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Alias').value).toBe('Kept');
  });
});

describe('<HotspotViewPage /> recent items', () => {
  it('remembers the hotspot it shows, with its site and group, for the palette', async () => {
    window.localStorage.clear();
    await renderView({ level: 40 });
    expect(await screen.findByRole('heading', { name: 'Roof North' })).toBeTruthy();
    await expectRecentItems([
      {
        kind: 'hotspot',
        id: ID,
        title: 'Roof North',
        subtitle: 'Depot 4',
        context: 'North',
        href: `/hotspots/${ID}`,
      },
    ]);
  });

  it('does not remember a hotspot that could not be loaded', async () => {
    window.localStorage.clear();
    await renderView({ answers: { get: { status: 404, body: { message: 'Hotspot not found' } } } });
    expect(await screen.findByText('landed at /404')).toBeTruthy();
    expect(readRecentItems(TEST_RECENT_SCOPE)).toEqual([]);
  });
});
