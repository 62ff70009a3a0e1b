import { ANALYTICS_LINK_DAYS } from '@beacon/shared';
import { renderRouteWithoutMotion, type FakeResponse } from '@beacon/shared/testing';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminHotspot } from '@beacon/shared/contract';
import { AdminHotspotPage } from './AdminHotspotPage.tsx';

const ID = '3f2b8c1e-5a4d-4e6f-9a7b-1c2d3e4f5a6b';

const BLENDED: AdminHotspot = {
  hotspot_id: ID,
  name: 'Roof North AP',
  _hotspot_type: 'AP+MonitoredHotspot',
  ap_type: 'BLE-GW-2',
  version: '2.4.1',
  firmware_version: 'fw-9.1',
  os: null,
  os_version: null,
  current_status: 'online',
  ip_address: '10.0.4.17',
  location: null,
  last_location: { lat: 51.507351, lon: -0.127758 },
  account_id: 'acme-logistics',
  group_id: 'north',
  group_name: 'North',
  alias: 'Roof North',
  devices_connected: 12,
  messages_sent: 1234567,
  messages_received: 89,
  uptime: 2 * 86_400 + 3 * 3600 + 15 * 60 + 30,
  _primary_source: 'ap',
  _has_ap_data: true,
  _has_monitored_data: true,
};
const ACCESS_POINT: AdminHotspot = {
  hotspot_id: ID,
  _hotspot_type: 'AP',
  os: 'Linux',
  os_version: '6.1',
  status: 'pending',
  uptime: 42,
  _has_ap_data: true,
  _has_monitored_data: false,
};

function renderHotspot(...answers: FakeResponse[]) {
  let call = 0;
  return renderRouteWithoutMotion(<AdminHotspotPage />, {
    url: `/admin/hotspots/${ID}`,
    path: '/admin/hotspots/:hotspotId',
    platform: () => answers[Math.min(call++, answers.length - 1)] ?? { status: 200, body: BLENDED },
  });
}

const card = (title: string) => {
  const heading = screen.getByText(title, { selector: '.ant-card-head-title' });
  return heading.closest<HTMLElement>('.ant-card')!;
};

afterEach(() => {
  rs.restoreAllMocks();
});

describe('<AdminHotspotPage />', () => {
  it('names the Ungrouped group with the one shared text, not as "id (name)" (issue 30, item 12)', async () => {
    await renderHotspot({ status: 200, body: { ...BLENDED, group_id: 'ungrouped', group_name: 'Ungrouped' } });
    await screen.findByRole('heading', { name: 'Hotspot Roof North AP' });
    const configuration = card('Configuration');
    expect(within(configuration).getByText('Ungrouped')).toBeTruthy();
    expect(within(configuration).queryByText('ungrouped (Ungrouped)')).toBeNull();
  });

  it('shows a blended record in every card', async () => {
    await renderHotspot({ status: 200, body: BLENDED });
    // Titled with its name once loaded, as the account and network pages are.
    expect(await screen.findByRole('heading', { name: 'Hotspot Roof North AP' })).toBeTruthy();
    const basic = card('Basic information');
    expect(within(basic).getByText('Monitored AP')).toBeTruthy();
    expect(within(basic).getByText('Blended Data')).toBeTruthy();
    expect(within(basic).getByText('BLE-GW-2')).toBeTruthy();
    expect(within(basic).getAllByText('Unknown')).toHaveLength(2);
    expect(within(basic).getAllByText('The hotspot may not have reported it.')).toHaveLength(2);

    const connection = card('Connection status');
    expect(within(connection).getByText('Online').className).toContain('ant-tag-green');
    expect(within(connection).getByText('10.0.4.17')).toBeTruthy();
    expect(within(connection).getByText('51.5074, -0.1278')).toBeTruthy();
    expect(within(connection).getByText('Never')).toBeTruthy();

    const configuration = card('Configuration');
    expect(within(configuration).getByRole('link', { name: 'acme-logistics' }).getAttribute('href')).toBe(
      '/admin/accounts/acme-logistics',
    );
    expect(within(configuration).getByText('Monitored')).toBeTruthy();
    expect(within(configuration).getByText('north (North)')).toBeTruthy();
    expect(within(configuration).queryByText('Site ID')).toBeNull();

    const statistics = card('Statistics');
    expect(within(statistics).getByText('2d 3h 15m')).toBeTruthy();
    expect(within(statistics).getByText('1,234,567')).toBeTruthy();

    const sources = card('Data sources');
    expect(within(sources).getByText('OS, technical details, statistics')).toBeTruthy();
    expect(within(sources).getByText('account, alias, monitoring status')).toBeTruthy();
    expect(within(sources).getAllByText('Yes')).toHaveLength(2);
  });

  it('links to the search dashboard over the last 15 days, in a new tab', async () => {
    await renderHotspot({ status: 200, body: BLENDED });
    const link = await screen.findByRole('link', { name: /search dashboard/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://search.test/discover');
    expect(url.searchParams.get('q')).toBe(`ap_id:${ID}`);
    const from = Date.parse(url.searchParams.get('from')!);
    const to = Date.parse(url.searchParams.get('to')!);
    expect(to - from).toBe(ANALYTICS_LINK_DAYS * 86_400_000);
    expect(Math.abs(Date.now() - to)).toBeLessThan(60_000);
  });

  it('an access point: its label, the pending badge, no Configuration card, uptime under a minute', async () => {
    await renderHotspot({ status: 200, body: ACCESS_POINT });
    expect(await screen.findByText('Access Point')).toBeTruthy();
    expect(screen.queryByText('Blended Data')).toBeNull();
    expect(screen.getByText('Linux')).toBeTruthy();
    expect(screen.getByText('Pending').className).toContain('ant-tag-gold');
    expect(screen.queryByText('Configuration')).toBeNull();
    expect(screen.getByText('< 1m')).toBeTruthy();
    expect(within(card('Connection status')).getByText('Unknown')).toBeTruthy();
  });

  it('copies the id: "Copied to clipboard", or "Failed to copy to clipboard"', async () => {
    const writeText = rs
      .fn<(text: string) => Promise<void>>()
      .mockResolvedValueOnce()
      .mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderHotspot({ status: 200, body: BLENDED });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy ID' }));
    expect(await screen.findByText('Copied to clipboard')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(ID);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Failed to copy to clipboard')).toBeTruthy();
  });

  it('shows and hides the raw record', async () => {
    await renderHotspot({ status: 200, body: ACCESS_POINT });
    const toggle = await screen.findByRole('button', { name: 'Show raw data' });
    fireEvent.click(toggle);
    const raw = screen.getByRole('region', { name: 'Raw hotspot record' });
    expect(JSON.parse(raw.textContent ?? '')).toEqual(ACCESS_POINT);
    fireEvent.click(screen.getByRole('button', { name: 'Hide raw data' }));
    expect(screen.queryByRole('region', { name: 'Raw hotspot record' })).toBeNull();
  });

  it.each([
    ['404', { status: 404, body: { message: 'Hotspot not found' } }, `Hotspot not found: ${ID}`],
    ['the detail first', { status: 500, body: { detail: 'AP store offline', error: 'x' } }, 'AP store offline'],
    ['then the error', { status: 502, body: { error: 'Upstream timeout' } }, 'Upstream timeout'],
    ['no server text', { status: 500 }, 'Failed to load hotspot details. Please try again.'],
  ])('a failed load (%s) says so, and Retry loads it', async (_case, failure, text) => {
    await renderHotspot(failure, { status: 200, body: BLENDED });
    expect(await screen.findByText(text)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Monitored AP')).toBeTruthy();
    expect(screen.queryByText(text)).toBeNull();
  });

  it('an answer without a record: "No hotspot found with ID: {id}"', async () => {
    await renderHotspot({ status: 200, body: null });
    expect(await screen.findByText(`No hotspot found with ID: ${ID}`)).toBeTruthy();
  });
});
