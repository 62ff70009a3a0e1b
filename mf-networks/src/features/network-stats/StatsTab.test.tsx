import { renderRoute, type FakePlatform } from '@beacon/shared/testing';
import { afterEach, describe, expect, it, rstest } from '@rstest/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { BOOM, failingUntilRecovered, testAccount } from '../../testSupport.tsx';
import { hourlyStatsPoints, statsPlatform } from './statsTestSupport.ts';
import { StatsTab } from './StatsTab.tsx';

// The charting library draws on a canvas, which happy-dom does not have: a stand-in shows what it was given.
rstest.mock('@ant-design/charts', () => ({
  Line: ({ data }: { data: Array<{ series: string }> }) => {
    const series = [...new Set(data.map((datum) => datum.series))];
    const failing = (globalThis as { failingSeries?: string }).failingSeries;
    if (failing && series.includes(failing)) throw new Error(`cannot draw ${failing}`);
    return <output aria-label={`Line chart of ${series.join(' and ')}`}>{data.length} points</output>;
  },
}));

/** 72 hourly points, oldest first: 2 requests, 1 connection, 1 KB up and 1 KB down each. */
const POINTS = hourlyStatsPoints(72, (hour) => ({
  requests: 2,
  bytes_up: 1024,
  bytes_down: 1024,
  connected_time: 60,
  connections: 1,
  active_devices: hour,
  registered_devices: 100,
  seen_devices: 80,
}));

function renderTab(platform: FakePlatform = statsPlatform(POINTS)) {
  return renderRoute(<StatsTab networkId="net-1" />, {
    url: '/networks/net-1/stats',
    path: '/networks/:networkId/stats',
    account: testAccount(30),
    platform,
  });
}

afterEach(() => {
  delete (globalThis as { failingSeries?: string }).failingSeries;
});

describe('<StatsTab />', () => {
  it('asks for the network statistics', async () => {
    const { requests } = await renderTab();
    await screen.findByRole('figure', { name: 'Active Devices' });
    expect(requests).toEqual([
      { method: 'GET', path: '/v1/accounts/acme/stats?type=network&type_key=net-1', body: undefined },
    ]);
  });

  it('shows the three line charts', async () => {
    await renderTab();
    const active = await screen.findByRole('figure', { name: 'Active Devices' });
    expect(await within(active).findByRole('status', { name: 'Line chart of Active devices' })).toBeTruthy();
    expect(within(active).getByText('72 points')).toBeTruthy();
    const traffic = screen.getByRole('figure', { name: 'Requests and Connections' });
    expect(await within(traffic).findByRole('status', { name: 'Line chart of Requests and Connections' })).toBeTruthy();
    expect(within(traffic).getByText('144 points')).toBeTruthy();
    const transfer = screen.getByRole('figure', { name: 'Data Transfer' });
    expect(await within(transfer).findByRole('status', { name: 'Line chart of Uploaded and Downloaded' })).toBeTruthy();
  });

  it('shows the "today" figures from the last 24 points', async () => {
    await renderTab();
    const today = await screen.findByRole('region', { name: 'Today' });
    const figure = (title: string) => within(today).getByText(title).closest('.ant-statistic')?.textContent;
    expect(figure('Active devices (latest)')).toBe('Active devices (latest)71');
    expect(figure('Requests today')).toBe('Requests today48');
    expect(figure('Connections today')).toBe('Connections today24');
    expect(figure('Data transfer today')).toBe('Data transfer today48.0 KB');
  });

  it('says so when the network has no statistics yet', async () => {
    await renderTab(statsPlatform([]));
    expect(await screen.findByText('No statistics yet for this network')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('keeps the other charts when one fails to draw', async () => {
    (globalThis as { failingSeries?: string }).failingSeries = 'Uploaded';
    const spy = rstest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderTab();
    const transfer = await screen.findByRole('figure', { name: 'Data Transfer' });
    expect(await within(transfer).findByText('This chart could not be shown')).toBeTruthy();
    expect(within(transfer).getByText('cannot draw Uploaded')).toBeTruthy();
    expect(await screen.findByRole('status', { name: 'Line chart of Active devices' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Line chart of Requests and Connections' })).toBeTruthy();
    delete (globalThis as { failingSeries?: string }).failingSeries;
    fireEvent.click(within(transfer).getByRole('button', { name: 'Retry' }));
    expect(await within(transfer).findByRole('status', { name: 'Line chart of Uploaded and Downloaded' })).toBeTruthy();
    spy.mockRestore();
  });

  it('toasts a load failure, shows it with Retry, and loads again on Retry', async () => {
    const { platform, recover } = failingUntilRecovered(statsPlatform(POINTS), BOOM);
    const { notifications } = await renderTab(platform);
    expect(await screen.findByText('Error loading statistics: boom')).toBeTruthy();
    expect(screen.getByText('The statistics could not be loaded')).toBeTruthy();
    expect(notifications).toEqual([]);
    recover();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('figure', { name: 'Active Devices' })).toBeTruthy();
    expect(screen.queryByText('The statistics could not be loaded')).toBeNull();
  });
});
