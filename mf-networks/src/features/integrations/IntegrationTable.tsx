import { isHttpUrl } from '@beacon/shared';
import type { InstalledIntegration } from '@beacon/shared/contract';
import { Button, Flex, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { integrationTypeLabel } from './integrationText.ts';

export interface IntegrationTableProps {
  label: string;
  integrations: InstalledIntegration[];
  loading: boolean;
  onConfigure: (integration: InstalledIntegration) => void;
  onRemove: (integration: InstalledIntegration) => void;
}

function Destination({ value }: { value: string }) {
  const href = isHttpUrl(value.trim()) ? value.trim() : undefined;
  return href ? (
    <Typography.Link href={href} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
      {value}
    </Typography.Link>
  ) : (
    <Typography.Text style={{ wordBreak: 'break-all' }}>{value}</Typography.Text>
  );
}

function columns(t: TFunction, props: IntegrationTableProps): TableColumnsType<InstalledIntegration> {
  const builtIn = t('integrations.table.built-in-hint', 'Built in: it cannot be configured or removed');
  const locked = (button: ReactElement, integration: InstalledIntegration) =>
    integration.configurable ? button : <Tooltip title={builtIn}>{button}</Tooltip>;
  return [
    {
      title: t('integrations.table.name', 'Name'),
      key: 'name',
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
      render: (_, { events }) => (
        <Flex gap={4} wrap>
          {events.map((filter) => (
            <Typography.Text key={filter} code>
              {filter}
            </Typography.Text>
          ))}
        </Flex>
      ),
    },
    {
      title: t('integrations.table.destination', 'Destination'),
      key: 'destination',
      render: (_, { destination }) => <Destination value={destination} />,
    },
    {
      title: t('integrations.table.actions', 'Actions'),
      key: 'actions',
      width: 220,
      render: (_, integration) => (
        <Flex gap="small" wrap>
          {locked(
            <Button size="small" disabled={!integration.configurable} onClick={() => props.onConfigure(integration)}>
              {t('integrations.table.configure', 'Configure')}
            </Button>,
            integration,
          )}
          {locked(
            <Button
              size="small"
              danger
              disabled={!integration.configurable}
              onClick={() => props.onRemove(integration)}
            >
              {t('integrations.table.remove', 'Remove')}
            </Button>,
            integration,
          )}
        </Flex>
      ),
    },
  ];
}

/** One of the two integration tables (customer-console.md §2): Name, Events, Destination, Actions. */
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
      scroll={{ x: 'max-content' }}
    />
  );
}
