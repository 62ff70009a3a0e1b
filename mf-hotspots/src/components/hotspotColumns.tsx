import type { DateFormat } from '@beacon/shared/ui';
import type { TableColumnType } from 'antd';
import type { Hotspot } from './hotspotsApi.ts';
import { HotspotStatusTag } from './HotspotStatusTag.tsx';
import { SignalBars } from './SignalBars.tsx';

/*
 * The columns the hotspot tables draw alike: Manage Hotspots and a group's hotspots list hotspots, the
 * dashboard's tables their status reports, and both rows carry these fields. Each table passes its own
 * title (its own i18n key) and adds the rest of the column: its width, and a sorter or key of its own.
 */

/** The fields these columns read, the same in a hotspot and in a status report. */
type HotspotRow = Pick<Hotspot, 'status' | 'cellular_signal' | 'last_seen'>;
type Column<Row> = TableColumnType<Row>;

/** The status as a tag. */
export function statusColumn<Row extends HotspotRow>(title: string, column: Partial<Column<Row>>): Column<Row> {
  return { key: 'status', title, render: (_, row) => <HotspotStatusTag status={row.status} />, ...column };
}

/** The cellular signal as bars. */
export function signalColumn<Row extends HotspotRow>(title: string, column: Partial<Column<Row>>): Column<Row> {
  return { key: 'signal', title, render: (_, row) => <SignalBars signal={row.cellular_signal} />, ...column };
}

/** When the hotspot was last seen, relative ("5 minutes ago"), with the date and time on hover. */
export function lastSeenColumn<Row extends HotspotRow>(
  title: string,
  dates: Pick<DateFormat, 'relative' | 'dateTime'>,
  column: Partial<Column<Row>>,
): Column<Row> {
  return {
    key: 'last-seen',
    title,
    render: (_, row) => <span title={dates.dateTime(row.last_seen)}>{dates.relative(row.last_seen)}</span>,
    ...column,
  };
}
