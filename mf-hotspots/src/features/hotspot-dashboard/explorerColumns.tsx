import type { DateFormat } from '@beacon/shared/ui';
import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import type { StatusRecord } from '../../components/statusExplorerApi.ts';
import { HotspotLink } from './HotspotLink.tsx';

/**
 * The columns the dashboard's tables share (those every hotspot table shares are in
 * `components/hotspotColumns.tsx`); each table picks its widths and adds its own columns.
 */
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
