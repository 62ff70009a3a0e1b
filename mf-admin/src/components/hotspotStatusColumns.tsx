import { Link } from '@beacon/shared/router';
import type { DateFormat } from '@beacon/shared/ui';
import type { TableColumnType } from 'antd';
import type { HotspotSummaryRow } from './adminApi.ts';
import { adminHotspotPath } from './adminPaths.ts';
import { monitoringStatusTone } from './hotspotLabels.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** What each table sets itself on a built column: its title, key, width and cell props. */
type ColumnFrame = Omit<TableColumnType<HotspotSummaryRow>, 'render'>;

/**
 * The columns both hotspot status tables (the account page's and the monitored hotspots) show alike:
 * the id linking to the hotspot's admin page, the status badge in the monitoring tones, and last seen
 * as a relative time with the full date and time on hover.
 */
export function hotspotStatusColumns(dates: DateFormat) {
  return {
    id: (frame: ColumnFrame): TableColumnType<HotspotSummaryRow> => ({
      ...frame,
      render: (_, row) => <Link to={adminHotspotPath(row.hotspot_id)}>{row.hotspot_id}</Link>,
    }),
    status: (frame: ColumnFrame): TableColumnType<HotspotSummaryRow> => ({
      ...frame,
      render: (_, row) => <StatusBadge status={row.current_status} tone={monitoringStatusTone(row.current_status)} />,
    }),
    lastSeen: (frame: ColumnFrame): TableColumnType<HotspotSummaryRow> => ({
      ...frame,
      render: (_, row) => <span title={dates.dateTime(row.last_seen)}>{dates.relative(row.last_seen)}</span>,
    }),
  };
}
