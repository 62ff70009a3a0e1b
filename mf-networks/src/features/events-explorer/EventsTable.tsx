import { TablePageNumbers, useDateFormat } from '@beacon/shared/ui';
import type { EventLogRow } from '@beacon/shared/contract';
import Empty from 'antd/es/empty';
import Table from 'antd/es/table';
import theme from 'antd/es/theme';
import type { TableRef } from 'antd';
import { useMemo, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { eventColumns, type EventRow } from './eventColumns.tsx';
import { isErrorEvent } from './eventModel.ts';
import { EVENTS_PAGE_SIZE, type SortOrder } from './eventsQuery.ts';
import type { LiveEvent } from './useLiveTail.ts';

export interface EventsTableProps {
  events: readonly EventLogRow[];
  /** Live events shown above the page's rows, newest first (on page 1, newest first only). */
  liveEvents?: readonly LiveEvent[];
  /** Every event of the query: the page's answer and the live events it does not hold. */
  total: number;
  page: number;
  order: SortOrder;
  loading: boolean;
  onPageChange: (page: number) => void;
  onOrderChange: (order: SortOrder) => void;
  /** Absent in a device's explorer: no "Filter by device" button. */
  onFilterDevice?: (deviceId: string) => void;
  onFilterEventType: (eventType: string) => void;
  onOpen: (event: EventLogRow) => void;
  /** For antd's Table (`usePagedTable`). */
  tableRef?: RefObject<TableRef | null>;
}

/** CSS class of ERROR rows (their cells are also tinted and the event carries an ERROR tag). */
export const ERROR_ROW_CLASS = 'events-row-error';

/**
 * One server page of events, with the live events above it: Time (UTC, sortable), Device, Event,
 * Details; a row opens its preview. The pager is the table's own look, outside it: page 1 may hold more
 * than 100 rows while live events come in, and antd's Table would cut it to 100.
 */
export function EventsTable(props: EventsTableProps) {
  const { events, liveEvents = [], total, page, order, loading, onPageChange, onOrderChange, onOpen, tableRef } = props;
  const { t } = useTranslation('networks');
  const { utc } = useDateFormat();
  const { token } = theme.useToken();
  // Stable keys: a live row keeps its arrival number, a page row its place in the answer.
  const rows = useMemo<EventRow[]>(
    () => [
      ...liveEvents.map(({ seq, row }) => ({ ...row, key: `live-${seq}` })),
      ...events.map((event, index) => ({ ...event, key: `${page}-${index}` })),
    ],
    [liveEvents, events, page],
  );
  const errorCell = { style: { background: token.colorErrorBg } };
  const columns = eventColumns(t, {
    order,
    utc,
    onFilterDevice: props.onFilterDevice,
    onFilterEventType: props.onFilterEventType,
  }).map((column) => ({ ...column, onCell: (row: EventRow) => (isErrorEvent(row) ? errorCell : {}) }));

  return (
    <>
      <Table<EventRow>
        ref={tableRef}
        size="small"
        columns={columns}
        dataSource={rows}
        loading={loading}
        // On a narrow screen the table scrolls inside its frame, not the page.
        scroll={{ x: 'max-content' }}
        rowClassName={(row) => (isErrorEvent(row) ? ERROR_ROW_CLASS : '')}
        onRow={(row) => ({
          onClick: () => onOpen(row),
          onKeyDown: (event) => {
            if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(row);
          },
          tabIndex: 0,
          style: { cursor: 'pointer' },
        })}
        locale={{
          emptyText: loading ? (
            ' '
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('events.empty', 'Waiting for events')} />
          ),
        }}
        pagination={false}
        onChange={(_pagination, _filters, sorter, { action }) => {
          if (action === 'sort' && !Array.isArray(sorter)) onOrderChange(sorter.order === 'ascend' ? 'asc' : 'desc');
        }}
      />
      {total > 0 && (
        <TablePageNumbers
          current={page}
          pageSize={EVENTS_PAGE_SIZE}
          total={total}
          showTotal={(count) => t('events.total', '{{total, number}} events', { total: count })}
          onChange={onPageChange}
        />
      )}
    </>
  );
}
