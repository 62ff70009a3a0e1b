import type { StatsPoint } from '@beacon/shared/contract';
import { renderRoute } from '@beacon/shared/testing';
import { describe, expect, it, rstest } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { testAccount } from '../../testSupport.tsx';
import DeviceStats from './DeviceStats.tsx';
import { hourlyStatsPoints, statsPlatform } from './statsTestSupport.ts';

rstest.mock('@ant-design/charts', () => ({
  Line: ({ data }: { data: Array<{ series: string }> }) => {
    const series = [...new Set(data.map((datum) => datum.series))];
    return <output aria-label={`Line chart of ${series.join(' and ')}`}>{data.length} points</output>;
  },
}));

const DEVICE = '00000000-0000-8000-8200-00000000d001';
/** 30 hourly points: 1 request, 2 connections, 1 KB up, 512 B down and 30 minutes connected each. */
const POINTS = hourlyStatsPoints(30, () => ({
  requests: 1,
  bytes_up: 1024,
  bytes_down: 512,
  connected_time: 1800,
  connections: 2,
  active_devices: 1,
  registered_devices: 1,
  seen_devices: 1,
}));

function renderStats(points: StatsPoint[]) {
  return renderRoute(<DeviceStats deviceId={DEVICE} />, {
    url: `/devices/${DEVICE}`,
    path: '/devices/:devId',
    account: testAccount(30),
    platform: statsPlatform(points),
  });
}

describe('<DeviceStats /> (the device page’s sync stats, exposed to mf-devices)', () => {
  it("asks for the device's statistics and shows its sync stats and three charts", async () => {
    const { requests } = await renderStats(POINTS);
    const sync = await screen.findByRole('region', { name: 'Sync stats' });
    expect(requests).toEqual([
      { method: 'GET', path: `/v1/accounts/acme/stats?type=device&type_key=${DEVICE}`, body: undefined },
    ]);
    const figure = (title: string) => within(sync).getByText(title).closest('.ant-statistic')?.textContent;
    expect(figure('Syncs')).toBe('Syncs48');
    expect(figure('Requests')).toBe('Requests24');
    expect(figure('Data transferred')).toBe('Data transferred36.0 KB');
    expect(figure('Time connected')).toBe('Time connected12.0 h');
    for (const name of ['Requests and Connections', 'Data Transfer', 'Connected Time']) {
      expect(screen.getByRole('figure', { name })).toBeTruthy();
    }
    expect(screen.queryByRole('figure', { name: 'Active Devices' })).toBeNull();
    expect(await screen.findByRole('status', { name: 'Line chart of Connected time' })).toBeTruthy();
  });

  it('says so when the device has no statistics', async () => {
    await renderStats([]);
    expect(await screen.findByText('No statistics yet for this device')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
  });
});
