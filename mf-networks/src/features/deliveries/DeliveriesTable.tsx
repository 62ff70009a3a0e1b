import type { Delivery } from '@beacon/shared/contract';
import { actionsColumn, useDateFormat, type DateFormat } from '@beacon/shared/ui';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LongUrl } from '../../components/LongUrl.tsx';
import { DeliveryDetails } from './DeliveryDetails.tsx';
import { DeliveryResult } from './DeliveryResult.tsx';

export interface DeliveriesTableProps {
  /** One page of attempts, newest first. */
  deliveries: Delivery[];
  loading: boolean;
  /** The attempt being redelivered, if any. */
  redelivering: string | null;
  onRedeliver: (delivery: Delivery) => void;
  /** What an empty page shows. */
  empty: ReactNode;
}

/** An event type wraps anywhere (namespaces may be long). */
const BREAK_ANYWHERE = { wordBreak: 'break-all' } as const;
/**
 * Fixed column widths, Redeliver fixed on the right from 576 px up: on a phone the table scrolls
 * sideways inside its frame and every column keeps its width.
 */
const TABLE_SCROLL = { x: 1040 };

function columns(
  t: TFunction<'networks'>,
  props: DeliveriesTableProps,
  format: DateFormat,
): TableColumnsType<Delivery> {
  return [
    {
      title: t('deliveries.table.time', 'Time'),
      key: 'time',
      width: 130,
      // Relative, the exact local time to the second on hover.
      render: (_, { at }) => <span title={dayjs.unix(at).format('YYYY-MM-DD HH:mm:ss')}>{format.relative(at)}</span>,
    },
    {
      title: t('deliveries.table.event', 'Event type'),
      key: 'event',
      width: 200,
      render: (_, { event_type }) => (
        <Typography.Text code style={BREAK_ANYWHERE}>
          {event_type}
        </Typography.Text>
      ),
    },
    {
      title: t('deliveries.table.target', 'Target URL'),
      key: 'target',
      width: 220,
      render: (_, { route_url }) => <LongUrl url={route_url} />,
    },
    {
      title: t('deliveries.table.result', 'Status or error'),
      key: 'result',
      width: 200,
      render: (_, delivery) => <DeliveryResult delivery={delivery} />,
    },
    {
      title: t('deliveries.table.latency', 'Latency'),
      key: 'latency',
      width: 100,
      align: 'right',
      render: (_, { duration_ms }) => t('deliveries.table.ms', '{{ms}} ms', { ms: format.number(duration_ms) }),
    },
    {
      title: t('deliveries.table.attempt', 'Attempt'),
      key: 'attempt',
      width: 120,
      render: (_, { attempt, redelivery_of }) => (
        <Flex gap={4} wrap align="center">
          {format.number(attempt)}
          {redelivery_of !== undefined && <Tag color="blue">{t('deliveries.table.redelivery', 'Redelivery')}</Tag>}
        </Flex>
      ),
    },
    actionsColumn<Delivery>({
      title: t('deliveries.table.actions', 'Actions'),
      permission: 'route:manage',
      width: 130,
      fixed: 'right-wide',
      // Only a failed attempt can be sent again.
      actions: (delivery) =>
        delivery.ok
          ? []
          : [
              {
                key: 'redeliver',
                loading: props.redelivering === delivery.delivery_id,
                disabled: props.redelivering !== null && props.redelivering !== delivery.delivery_id,
                onClick: () => props.onRedeliver(delivery),
                children: t('deliveries.table.redeliver', 'Redeliver'),
              },
            ],
    }),
  ];
}

/**
 * A page of delivery attempts (issue 28): time, event type, target URL, status code or error,
 * latency, attempt number (and whether it was a redelivery), Redeliver on a failed one; a row expands
 * to the event's id and the first 2 KB of the answer.
 */
export function DeliveriesTable(props: DeliveriesTableProps) {
  const { t } = useTranslation('networks');
  const format = useDateFormat();
  return (
    <Table<Delivery>
      size="middle"
      rowKey="delivery_id"
      columns={columns(t, props, format)}
      dataSource={props.deliveries}
      loading={props.loading}
      pagination={false}
      expandable={{ expandedRowRender: (delivery) => <DeliveryDetails delivery={delivery} /> }}
      locale={{ emptyText: props.empty }}
      aria-label={t('deliveries.table.label', 'Delivery attempts')}
      scroll={TABLE_SCROLL}
    />
  );
}
