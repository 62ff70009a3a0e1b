import EnvironmentOutlined from '@ant-design/icons/es/icons/EnvironmentOutlined';
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import { formatDeviceId } from '@beacon/shared';
import type { EventLogRow } from '@beacon/shared/contract';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { MouseEvent } from 'react';
import { eventLocation, isErrorEvent, mapsLink } from './eventModel.ts';
import type { SortOrder } from './eventsQuery.ts';

// The key check (shared/build/i18n-keys.mjs) reads a file's namespace from a `useTranslation('networks')`
// call; the columns take the caller's `t`, so this comment names the namespace.

/** A table row: an event with a key that stays the same while it is shown (live rows come and go above). */
export type EventRow = EventLogRow & { key: string };

export interface EventColumnsOptions {
  order: SortOrder;
  utc: (at: number) => string;
  /** Absent in a device's explorer (the device is fixed): no "Filter by device" button. */
  onFilterDevice?: (deviceId: string) => void;
  onFilterEventType: (eventType: string) => void;
}

/** Clicks on the buttons and links of a row must not open the row's preview too. */
const stop = (event: MouseEvent) => event.stopPropagation();

/** Time (UTC, sortable), Device, Event, Details (customer-console.md §2). */
export function eventColumns(
  t: TFunction<'networks'>,
  { order, utc, onFilterDevice, onFilterEventType }: EventColumnsOptions,
): TableColumnsType<EventRow> {
  return [
    {
      key: 'timestamp',
      dataIndex: 'timestamp',
      title: t('events.columns.time', 'Time (UTC)'),
      width: 190,
      sorter: true,
      sortOrder: order === 'asc' ? 'ascend' : 'descend',
      sortDirections: ['descend', 'ascend'],
      showSorterTooltip: false,
      render: (timestamp: number) => <time dateTime={new Date(timestamp * 1000).toISOString()}>{utc(timestamp)}</time>,
    },
    {
      key: 'device',
      title: t('events.columns.device', 'Device'),
      render: (_, row) => {
        const shown = formatDeviceId(row.device_id);
        return (
          <Flex align="center" gap={4}>
            <span title={row.device_id}>{shown}</span>
            {onFilterDevice && (
              <Button
                type="text"
                size="small"
                icon={<SearchOutlined />}
                aria-label={t('events.filter-by-device', 'Filter by device {{id}}', { id: shown })}
                onClick={(event) => {
                  stop(event);
                  onFilterDevice(row.device_id);
                }}
              />
            )}
          </Flex>
        );
      },
    },
    {
      key: 'event',
      title: t('events.columns.event', 'Event'),
      render: (_, row) => (
        <Flex align="center" gap={4} wrap>
          {isErrorEvent(row) && <Tag color="error">{t('events.error-tag', 'ERROR')}</Tag>}
          <span>{row.event_type}</span>
          <Button
            type="text"
            size="small"
            icon={<SearchOutlined />}
            aria-label={t('events.filter-by-event', 'Filter by event {{type}}', { type: row.event_type })}
            onClick={(event) => {
              stop(event);
              onFilterEventType(row.event_type);
            }}
          />
        </Flex>
      ),
    },
    {
      key: 'details',
      title: t('events.columns.details', 'Details'),
      render: (_, row) => {
        const location = eventLocation(row);
        return (
          <Flex align="center" gap={8} wrap>
            <Typography.Text type={isErrorEvent(row) ? 'danger' : undefined}>{row.text}</Typography.Text>
            {location && (
              <Typography.Link
                href={mapsLink(location)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={stop}
                aria-label={t(
                  'events.map-link-label',
                  'Map of location {{lat, number(maximumFractionDigits: 6)}},{{lon, number(maximumFractionDigits: 6)}}',
                  {
                    lat: location.lat,
                    lon: location.lon,
                  },
                )}
              >
                <EnvironmentOutlined /> {t('events.map-link', 'Map')}
              </Typography.Link>
            )}
          </Flex>
        );
      },
    },
  ];
}
