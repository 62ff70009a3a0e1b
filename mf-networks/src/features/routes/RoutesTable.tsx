import ArrowDownOutlined from '@ant-design/icons/es/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/es/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import HistoryOutlined from '@ant-design/icons/es/icons/HistoryOutlined';
import { routeKey } from '@beacon/shared';
import type { Route } from '@beacon/shared/contract';
import { integrationConfigIdOf, type MoveDirection } from '@beacon/shared/routing';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@beacon/shared/router';
import { PermittedButton, useDateFormat, type DateFormat } from '@beacon/shared/ui';
import { DeliveryHealthBadge } from '../../components/DeliveryHealthBadge.tsx';
import type { NetworkDeliveryHealth } from '../../components/deliveryHealthApi.ts';
import { RouteDestination } from './RouteDestination.tsx';

export interface RoutesTableProps {
  /** Sorted by order (missing order = 999): the position is the priority. */
  routes: Route[];
  /** Integration names by config_id, to name a route's owner. */
  owners: ReadonlyMap<string, string>;
  loading: boolean;
  /** A save or reload is under way: no further change until it is done. */
  busy: boolean;
  onMove: (index: number, direction: MoveDirection) => void;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
  /** The network's delivery health, by route key. */
  health: NetworkDeliveryHealth;
  /** The deliveries view of a route key. */
  deliveriesPath: (routeKey: string) => string;
  /** What an empty list shows. */
  empty: ReactNode;
}

interface Row {
  key: number;
  index: number;
  route: Route;
  /** The route's key in the delivery log (`routeKey` of its filter and URL). */
  routeKey: string;
}

/** The Deliveries link lines up with the small buttons beside it. */
const ACTION_LINK = { lineHeight: '24px', whiteSpace: 'nowrap' } as const;
/** A filter of any length wraps anywhere (filters may hold 500 characters). */
const FILTER_STYLE = { wordBreak: 'break-all' } as const;
/**
 * Fixed columns and a fixed Actions column on the right: a long filter or URL wraps in its own
 * column, and on a narrow screen the table scrolls inside its frame with the buttons always in view.
 */
const TABLE_SCROLL = { x: 970 };

function columns(t: TFunction, props: RoutesTableProps, number: DateFormat['number']): TableColumnsType<Row> {
  const last = props.routes.length - 1;
  return [
    {
      title: t('routes.table.priority', 'Priority'),
      key: 'priority',
      width: 80,
      render: (_, { index }) => number(index + 1),
    },
    {
      title: t('routes.table.filter', 'Filter'),
      key: 'filter',
      width: 220,
      render: (_, { route }) => (
        <Typography.Text code style={FILTER_STYLE}>
          {route.filter_events}
        </Typography.Text>
      ),
    },
    {
      title: t('routes.table.url', 'Destination URL'),
      key: 'url',
      render: (_, { route }) => {
        const configId = integrationConfigIdOf(route);
        const owner = configId === undefined ? undefined : (props.owners.get(configId) ?? configId);
        return <RouteDestination route={route} owner={owner} />;
      },
    },
    {
      title: t('routes.table.deliveries', 'Deliveries (24 h)'),
      key: 'deliveries',
      width: 170,
      render: (_, row) => (
        <DeliveryHealthBadge
          health={props.health.byRouteKey.get(row.routeKey)}
          loaded={props.health.loaded}
          to={props.deliveriesPath(row.routeKey)}
        />
      ),
    },
    {
      title: t('routes.table.actions', 'Actions'),
      key: 'actions',
      width: 250,
      fixed: 'right',
      render: (_, { index, routeKey: key }) => (
        <Flex gap="small" wrap>
          {/* A link, not a button: it opens a page, and any member may open it. */}
          <Link to={props.deliveriesPath(key)} style={ACTION_LINK}>
            <HistoryOutlined aria-hidden /> {t('routes.actions.deliveries', 'Deliveries')}
          </Link>
          {(
            [
              ['up', <ArrowUpOutlined aria-hidden />, t('routes.actions.move-up', 'Move up'), index === 0],
              ['down', <ArrowDownOutlined aria-hidden />, t('routes.actions.move-down', 'Move down'), index === last],
            ] as const
          ).map(([direction, icon, label, atEnd]) => (
            <PermittedButton
              key={direction}
              permission="route:manage"
              size="small"
              icon={icon}
              aria-label={label}
              tip={label}
              disabled={props.busy || atEnd}
              onClick={() => props.onMove(index, direction)}
            />
          ))}
          <PermittedButton
            permission="route:manage"
            size="small"
            icon={<EditOutlined aria-hidden />}
            disabled={props.busy}
            onClick={() => props.onEdit(index)}
          >
            {t('routes.actions.edit', 'Edit')}
          </PermittedButton>
          <PermittedButton
            permission="route:manage"
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden />}
            disabled={props.busy}
            onClick={() => props.onDelete(index)}
          >
            {t('routes.actions.delete', 'Delete')}
          </PermittedButton>
        </Flex>
      ),
    },
  ];
}

/**
 * The route list (customer-console.md §2): Priority, Filter, Destination URL, the delivery health (issue
 * 28), Actions (Deliveries for anyone; move, edit and delete for managers).
 */
export function RoutesTable(props: RoutesTableProps) {
  const { t } = useTranslation('networks');
  const { number } = useDateFormat();
  const rows = props.routes.map((route, index) => ({ key: index, index, route, routeKey: routeKey(route) }));
  return (
    <Table<Row>
      size="middle"
      rowKey="key"
      columns={columns(t, props, number)}
      dataSource={rows}
      loading={props.loading}
      pagination={false}
      locale={{ emptyText: props.empty }}
      aria-label={t('routes.table.label', 'Routes')}
      scroll={TABLE_SCROLL}
    />
  );
}
