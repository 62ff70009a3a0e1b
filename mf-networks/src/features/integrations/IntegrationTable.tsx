import type { InstalledIntegration } from '@beacon/shared/contract';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DeliveryHealthBadge } from '../../components/DeliveryHealthBadge.tsx';
import type { NetworkDeliveryHealth } from '../../components/deliveryHealthApi.ts';
import { LongUrl } from '../../components/LongUrl.tsx';
import { actionsColumn } from '@beacon/shared/ui';
import { integrationTypeLabel } from './integrationText.ts';

export interface IntegrationTableProps {
  label: string;
  integrations: InstalledIntegration[];
  loading: boolean;
  onConfigure: (integration: InstalledIntegration) => void;
  onRemove: (integration: InstalledIntegration) => void;
  /** The network's delivery health, by integration. */
  health: NetworkDeliveryHealth;
  /** The deliveries view of a webhook integration. */
  deliveriesPath: (configId: string) => string;
}

function columns(t: TFunction, props: IntegrationTableProps): TableColumnsType<InstalledIntegration> {
  const builtIn = t('integrations.table.built-in-hint', 'Built in: it cannot be configured or removed');
  return [
    {
      title: t('integrations.table.name', 'Name'),
      key: 'name',
      width: 220,
      render: (_, integration) => (
        <Flex vertical gap={4} align="flex-start">
          <Typography.Text strong>{integration.name}</Typography.Text>
          <Flex gap={4} wrap>
            <Tag>{integrationTypeLabel(t, integration.integration_type)}</Tag>
            {!integration.configurable && <Tag color="purple">{t('integrations.table.built-in', 'Built-in')}</Tag>}
          </Flex>
        </Flex>
      ),
    },
    {
      title: t('integrations.table.events', 'Events'),
      key: 'events',
      width: 240,
      render: (_, { events }) => (
        <Flex gap={4} wrap>
          {events.map((filter) => (
            <Typography.Text key={filter} code style={FILTER_STYLE}>
              {filter}
            </Typography.Text>
          ))}
        </Flex>
      ),
    },
    {
      title: t('integrations.table.destination', 'Destination'),
      key: 'destination',
      render: (_, { destination }) => <LongUrl url={destination} />,
    },
    {
      title: t('integrations.table.deliveries', 'Deliveries (24 h)'),
      key: 'deliveries',
      width: 170,
      // Only a webhook delivers to routes of its own; the others have no delivery log.
      render: (_, { config_id, integration_type }) =>
        integration_type === 'webhook' && (
          <DeliveryHealthBadge
            health={props.health.byIntegration.get(config_id)}
            loaded={props.health.loaded}
            to={props.deliveriesPath(config_id)}
          />
        ),
    },
    actionsColumn<InstalledIntegration>({
      title: t('integrations.table.actions', 'Actions'),
      permission: 'integration:manage',
      width: 200,
      fixed: 'right',
      actions: (integration) => {
        // Neither action applies to the built-in integration.
        const builtInOnly = {
          disabled: !integration.configurable,
          tip: integration.configurable ? undefined : builtIn,
        };
        return [
          {
            key: 'configure',
            ...builtInOnly,
            onClick: () => props.onConfigure(integration),
            children: t('integrations.table.configure', 'Configure'),
          },
          {
            key: 'remove',
            ...builtInOnly,
            danger: true,
            onClick: () => props.onRemove(integration),
            children: t('integrations.table.remove', 'Remove'),
          },
        ];
      },
    }),
  ];
}

/** An event filter wraps anywhere (a namespace may be 100 characters). */
const FILTER_STYLE = { wordBreak: 'break-all' } as const;
/** Fixed columns, Actions fixed on the right: a long destination wraps, and the buttons stay in view. */
const TABLE_SCROLL = { x: 930 };

/**
 * One of the two integration tables (customer-console.md §2): Name, Events, Destination, a webhook's
 * delivery health (a link to its deliveries view, issue 28), Actions.
 */
export function IntegrationTable(props: IntegrationTableProps) {
  const { t } = useTranslation('networks');
  return (
    <Table<InstalledIntegration>
      size="middle"
      rowKey="config_id"
      columns={columns(t, props)}
      dataSource={props.integrations}
      loading={props.loading}
      pagination={false}
      aria-label={props.label}
      locale={{ emptyText: t('integrations.table.empty', 'None installed') }}
      scroll={TABLE_SCROLL}
    />
  );
}
