import type { DateFormat } from '@beacon/shared/ui';
import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import type { StatusRecord } from '../../components/statusExplorerApi.ts';
import { HotspotStatusTag } from '../../components/HotspotStatusTag.tsx';
import { SignalBars } from '../../components/SignalBars.tsx';
import { HotspotLink } from './HotspotLink.tsx';

/** The dashboard tables' shared columns; each table picks its widths and adds its own columns. */
type Column = TableColumnType<StatusRecord>;

/** When the record's bucket started, as a date and time. */
export const timeColumn = (t: TFunction<'hotspots'>, dates: DateFormat): Column => ({
  key: 'time',
  title: t('dashboard.columns.time', 'Time'),
  width: 230,
  render: (_, record) => dates.dateTime(record.bucket_start),
});

/** The hotspot's alias (or id) linking to its page. */
export const hotspotColumn = (t: TFunction<'hotspots'>): Column => ({
  key: 'hotspot',
  title: t('dashboard.columns.hotspot', 'Hotspot'),
  render: (_, record) => <HotspotLink hotspotId={record.hotspot_id} alias={record.alias} />,
});

/** The reported status as a tag. */
export const statusColumn = (t: TFunction<'hotspots'>, extra?: Partial<Column>): Column => ({
  key: 'status',
  title: t('dashboard.columns.status', 'Status'),
  width: 110,
  render: (_, record) => <HotspotStatusTag status={record.status} />,
  ...extra,
});

/** The cellular signal as bars. */
export const signalColumn = (t: TFunction<'hotspots'>, width: number): Column => ({
  key: 'signal',
  title: t('dashboard.columns.signal', 'Signal'),
  width,
  render: (_, record) => <SignalBars signal={record.cellular_signal} />,
});

/** The hotspot's group by name. */
export const groupColumn = (
  t: TFunction<'hotspots'>,
  groupName: (groupId: string) => string,
  width: number,
): Column => ({
  key: 'group',
  title: t('dashboard.columns.group', 'Group'),
  width,
  render: (_, record) => groupName(record.group_id),
});
