import { renderRouteWithoutMotion, type FakePlatform, type FakeResponse } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { Hotspot, HotspotGroup } from '../../components/hotspotsApi.ts';
import { ManageHotspotsPage } from './ManageHotspotsPage.tsx';
import { testAccount } from '../../testSupport.ts';

const ACCOUNT = testAccount(40);
const LIST = '/v1/accounts/acme/hotspots';
const ID = '3f2b8c1e-5a4d-4e6f-9a7b-1c2d3e4f5a6b';

const GROUPS: HotspotGroup[] = [
  { group_id: 'grp-1', name: 'North', alert_enabled: false, alerts_enabled: false },
  { group_id: 'ungrouped', name: 'Ungrouped', alert_enabled: false, alerts_enabled: false },
];

function hotspot(n: number): Hotspot {
  return {
    hotspot_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    alias: `Hotspot ${n}`,
    site_id: `site-${n}`,
    group_id: n % 2 ? 'grp-1' : 'ungrouped',
    status: 'online',
    cellular_signal: 80,
    last_seen: 1_790_000_000,
    uptime_24h: 99.5,
    flapping: n === 1,
    changes_1h: n === 1 ? 6 : 0,
  };
}

/** 12 hotspots, 5 a page (a short page keeps the test fast; the request asks for 50); `c{n}` starts after the n-th. */
function platform({ create, list }: { create?: FakeResponse; list?: FakeResponse } = {}): FakePlatform {
  return ({ method, path }) => {
    if (path.startsWith('/v1/accounts/acme/hotspot-groups')) return { status: 200, body: { hotspot_groups: GROUPS } };
    if (method === 'POST') return create ?? { status: 201, body: hotspot(999) };
    if (list) return list;
    const start = Number(new URL(path, 'http://x').searchParams.get('cursor')?.slice(1) ?? '0');
    const page = Array.from({ length: Math.min(5, 12 - start) }, (_, i) => hotspot(start + i + 1));
    return { status: 200, body: { hotspots: page, cursor: start + 5 < 12 ? `c${start + 5}` : null } };
  };
}

function Where() {
  const { search } = useLocation();
  return <output aria-label="search">{search}</output>;
}

async function renderPage(options: { url?: string; create?: FakeResponse; list?: FakeResponse } = {}) {
  const result = await renderRouteWithoutMotion(
    <>
      <ManageHotspotsPage />
      <Where />
    </>,
    { url: options.url ?? '/hotspots/manage', account: ACCOUNT, platform: platform(options) },
  );
  return result;
}

const search = () => screen.getByLabelText('search').textContent;

async function openRegister() {
  fireEvent.click(await screen.findByRole('button', { name: /Register Hotspot/ }));
  return screen.findByRole('dialog', { name: 'Register Hotspot' });
}

const idField = (dialog: HTMLElement) => within(dialog).getByLabelText<HTMLInputElement>('Hotspot ID');

describe('<ManageHotspotsPage />', () => {
  it('lists the hotspots: alias linking to the hotspot, id, site, group name, status, uptime and flapping', async () => {
    await renderPage();
    const link = await screen.findByRole('link', { name: 'Hotspot 1' });
    expect(link.getAttribute('href')).toBe(`/hotspots/${hotspot(1).hotspot_id}`);
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText(hotspot(1).hotspot_id)).toBeTruthy();
    expect(within(row).getByText('site-1')).toBeTruthy();
    expect(within(row).getByText('North')).toBeTruthy();
    expect(within(row).getByText('Online')).toBeTruthy();
    expect(within(row).getByText('99.5 %')).toBeTruthy();
    expect(within(row).getByText('Flapping')).toBeTruthy();
  });

  it('asks for 50 a page with the cursor in the URL: Next, Previous and First page', async () => {
    const { requests } = await renderPage();
    await screen.findByRole('link', { name: 'Hotspot 1' });
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Hotspot 6' })).toBeTruthy();
    expect(search()).toBe('?cursor=c5&back=');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Hotspot 11' })).toBeTruthy();
    expect(search()).toBe('?cursor=c10&back=&back=c5');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: 'Hotspot 6' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(await screen.findByRole('link', { name: 'Hotspot 1' })).toBeTruthy();
    expect(search()).toBe('');
    expect(requests.filter((r) => r.path.startsWith(LIST)).map((r) => r.path)).toEqual([
      `${LIST}?pagesize=50`,
      `${LIST}?pagesize=50&cursor=c5`,
      `${LIST}?pagesize=50&cursor=c10`,
    ]);
  });

  it('links the scanner app in a new tab and says how it links back', async () => {
    await renderPage();
    const link = await screen.findByRole('link', { name: /Open the scanner app/ });
    expect(link.getAttribute('href')).toBe('https://scanner.test');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText(/sends you back here with the Register Hotspot dialog filled in/)).toBeTruthy();
  });

  it('says "No hotspots yet" with the register button when there are none', async () => {
    await renderPage({ list: { status: 200, body: { hotspots: [], cursor: null } } });
    expect(await screen.findByText('No hotspots yet')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Register Hotspot/ })).toHaveLength(2);
  });

  it('shows a failed load with Retry', async () => {
    await renderPage({ list: { status: 503, body: { message: 'Down for maintenance' } } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The hotspots could not be loaded')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('strips urn:uuid: from the id as it is typed, and shows "Hotspot ID is required" and "Valid Hotspot ID required"', async () => {
    const { requests } = await renderPage();
    const dialog = await openRegister();
    fireEvent.change(idField(dialog), { target: { value: `urn:uuid:${ID.toUpperCase()}` } });
    expect(idField(dialog).value).toBe(ID);

    fireEvent.change(idField(dialog), { target: { value: '' } });
    expect(await within(dialog).findByText('Hotspot ID is required')).toBeTruthy();
    fireEvent.change(idField(dialog), { target: { value: 'not-a-uuid' } });
    expect(await within(dialog).findByText('Valid Hotspot ID required')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Valid Hotspot ID required')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('registers in Ungrouped by default: "Hotspot registered successfully", and the dialog closes', async () => {
    const { requests } = await renderPage();
    const dialog = await openRegister();
    fireEvent.change(idField(dialog), { target: { value: `urn:uuid:${ID}` } });
    fireEvent.change(within(dialog).getByLabelText('Alias'), { target: { value: ' Roof ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Hotspot registered successfully')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: LIST, body: { hotspot_id: ID, alias: 'Roof', group_id: 'ungrouped' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Register Hotspot' })).toBeNull());
  });

  it('opens the dialog pre-filled from ?hotspot_id= (normalised) and drops the parameter when it closes', async () => {
    await renderPage({ url: `/hotspots/manage?hotspot_id=urn:uuid:${ID}` });
    const dialog = await screen.findByRole('dialog', { name: 'Register Hotspot' });
    expect(idField(dialog).value).toBe(ID);
    expect(await within(dialog).findByText('Ungrouped')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(search()).toBe(''));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Register Hotspot' })).toBeNull());
  });

  it("opens the dialog empty from ?register=1 (the palette's Register hotspot) and drops the parameter when it closes", async () => {
    await renderPage({ url: '/hotspots/manage?cursor=c5&register=1' });
    const dialog = await screen.findByRole('dialog', { name: 'Register Hotspot' });
    expect(idField(dialog).value).toBe('');
    expect(await within(dialog).findByText('Ungrouped')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(search()).toBe('?cursor=c5'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Register Hotspot' })).toBeNull());
  });

  it('opens the Import hotspots dialog from its button (?import=1, so Back closes it) and closes it', async () => {
    await renderPage({ url: '/hotspots/manage?cursor=c5' });
    fireEvent.click(await screen.findByRole('button', { name: /Import$/ }));
    await waitFor(() => expect(search()).toBe('?cursor=c5&import=1'));
    const dialog = await screen.findByRole('dialog', { name: 'Import hotspots' });
    expect(within(dialog).getByText(/The first row names the columns: hotspot_id, alias, site_id, group/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(search()).toBe('?cursor=c5'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import hotspots' })).toBeNull());
  });

  it("opens the Import hotspots dialog from ?import=1 (the palette's Import hotspots)", async () => {
    await renderPage({ url: '/hotspots/manage?import=1' });
    expect(await screen.findByRole('dialog', { name: 'Import hotspots' })).toBeTruthy();
  });

  it('registers from ?register=1, then closes the dialog and drops the parameter', async () => {
    const { requests } = await renderPage({ url: '/hotspots/manage?register=1' });
    const dialog = await screen.findByRole('dialog', { name: 'Register Hotspot' });
    fireEvent.change(idField(dialog), { target: { value: ID } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Hotspot registered successfully')).toBeTruthy();
    await waitFor(() => expect(search()).toBe(''));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Register Hotspot' })).toBeNull());
    expect(
      requests.filter((r) => r.method === 'POST').map((r) => (r.body as { hotspot_id: string }).hotspot_id),
    ).toEqual([ID]);
  });

  it.each([
    ['Hotspot already registered', { status: 409, body: { message: 'Hotspot already registered' } }],
    ['An unexpected error occurred', { status: 500 }],
  ])(
    'a failed register toasts "%s" (the server message, else the fallback) and keeps what was typed',
    async (text, create) => {
      await renderPage({ create });
      const dialog = await openRegister();
      fireEvent.change(idField(dialog), { target: { value: ID } });
      fireEvent.change(within(dialog).getByLabelText('Site ID'), { target: { value: 'Depot 4' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
      expect(await screen.findByText(text)).toBeTruthy();
      expect(screen.getByRole('dialog', { name: 'Register Hotspot' })).toBe(dialog);
      expect(idField(dialog).value).toBe(ID);
      expect(within(dialog).getByLabelText<HTMLInputElement>('Site ID').value).toBe('Depot 4');
    },
  );
});
