import { renderRoute } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import Table from 'antd/es/table';
import { lastSeenColumn, signalColumn, statusColumn } from './hotspotColumns.tsx';
import type { Hotspot } from './hotspotsApi.ts';

const HOTSPOT: Hotspot = {
  hotspot_id: 'hs-1',
  group_id: 'ungrouped',
  status: 'offline',
  cellular_signal: 76,
  last_seen: 1_790_000_000,
};

/** Stands in for the user's date format, so the cell shows which of its forms it used. */
const DATES = {
  relative: (at: number | null | undefined) => `relative ${at}`,
  dateTime: (at: number | null | undefined) => `exact ${at}`,
};

async function renderColumns() {
  await renderRoute(
    <Table<Hotspot>
      rowKey="hotspot_id"
      pagination={false}
      dataSource={[HOTSPOT]}
      columns={[
        statusColumn('State', { width: 100 }),
        signalColumn('Bars', { width: 80 }),
        lastSeenColumn('Seen', DATES, { key: 'last_seen', sorter: true }),
      ]}
    />,
    { url: '/' },
  );
  return screen.getAllByRole('row')[1] as HTMLElement;
}

describe('hotspot columns', () => {
  it('are headed by the titles the table passes', async () => {
    await renderColumns();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['State', 'Bars', 'Seen']);
  });

  it('show the status as its tag, the signal as bars and last seen relative with the date and time on hover', async () => {
    const row = await renderColumns();
    expect(within(row).getByText('Offline').getAttribute('data-status')).toBe('offline');
    expect(within(row).getByRole('img', { name: '4 of 5 bars (signal 76)' })).toBeTruthy();
    expect(within(row).getByText('relative 1790000000').getAttribute('title')).toBe('exact 1790000000');
  });

  it('keep what the table adds (a sorter makes the header sortable)', async () => {
    await renderColumns();
    const seen = screen.getByRole('columnheader', { name: /Seen/ });
    expect(seen.classList.contains('ant-table-column-has-sorters')).toBe(true);
    expect(screen.getByRole('columnheader', { name: 'State' }).classList.contains('ant-table-column-has-sorters')).toBe(
      false,
    );
  });
});
