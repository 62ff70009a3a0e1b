import { renderRoute } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import Table from 'antd/es/table';
import type { HotspotSummaryRow } from './adminApi.ts';
import { hotspotStatusColumns } from './hotspotStatusColumns.tsx';
import { useAdminDates } from './useAdminDates.ts';

function StatusTable({ rows }: { rows: HotspotSummaryRow[] }) {
  const column = hotspotStatusColumns(useAdminDates());
  return (
    <Table<HotspotSummaryRow>
      rowKey="hotspot_id"
      pagination={false}
      dataSource={rows}
      columns={[
        column.id({ key: 'id', title: 'Hotspot ID' }),
        column.status({ key: 'status', title: 'Status' }),
        column.lastSeen({ key: 'last-seen', title: 'Last seen' }),
      ]}
    />
  );
}

describe('hotspotStatusColumns', () => {
  it("links the id to the hotspot's admin page, shows the status as a badge and last seen relative, the full time on hover", async () => {
    const threeHoursAgo = Math.floor(Date.now() / 1000) - 3 * 3600;
    await renderRoute(
      <StatusTable
        rows={[
          { hotspot_id: 'h-1', current_status: 'offline', last_seen: threeHoursAgo },
          { hotspot_id: 'h-2', current_status: 'online', last_seen: null },
        ]}
      />,
      { url: '/' },
    );
    expect((await screen.findByRole('link', { name: 'h-1' })).getAttribute('href')).toBe('/admin/hotspots/h-1');
    expect(screen.getByText('Offline').className).toContain('ant-tag-red');
    expect(screen.getByText('Online').className).toContain('ant-tag-green');
    const seen = screen.getByText('3 hours ago');
    expect(seen.getAttribute('title')).toContain(String(new Date(threeHoursAgo * 1000).getFullYear()));
    expect(screen.getByText('Never').getAttribute('title')).toBe('N/A');
  });
});
