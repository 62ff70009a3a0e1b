import { NotFoundPage, useSession } from '@beacon/shared';
import type { GlobalForwarder } from '@beacon/shared/contract';
import {
  AddButton,
  LoadedResult,
  PageFrame,
  actionsColumn,
  useDestructiveAction,
  useLoadErrorToast,
} from '@beacon/shared/ui';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDeleteGlobalForwarderMutation,
  useListForwarderDestinationsQuery,
  useListGlobalForwardersQuery,
} from './api.ts';
import { CreateForwarderModal } from './CreateForwarderModal.tsx';

const TABLE_SCROLL = { x: 860 };
const BREAK = { wordBreak: 'break-all' } as const;

/** `/global_forwarders`: only for an account with the feature (otherwise the not-found page). */
export function GlobalForwardersPage() {
  const { accountId, globalForwardersEnabled } = useSession();
  if (!accountId || !globalForwardersEnabled) return <NotFoundPage />;
  return <GlobalForwarders accountId={accountId} />;
}

/**
 * The account's global forwarders (admin-and-hotspots.md §2.2, §5): namespace, domain, device filter,
 * destination; create and delete dialogs, disabled above level 20 with "Insufficent permissions" as
 * every other managing button (the spec shows no limit; docs/decisions.md). A failed delete says
 * "Error deleting Global Forwarder: {message}" (the spec leaves it open).
 */
function GlobalForwarders({ accountId }: { accountId: string }) {
  const { t } = useTranslation('account');
  const confirmDestructive = useDestructiveAction();
  const { data, error, isFetching, refetch } = useListGlobalForwardersQuery(accountId);
  const destinations = useListForwarderDestinationsQuery(accountId);
  const loadError = useLoadErrorToast(
    error,
    'account:global-forwarders.load.error',
    'Error loading Global Forwarders: {{message}}',
  );
  const [deleteForwarder] = useDeleteGlobalForwarderMutation();
  const [creating, setCreating] = useState(false);
  const title = t('global-forwarders.title', 'Global Forwarders');
  const networkName = (id: string) => destinations.data?.find((network) => network.id === id)?.name;

  const confirmDelete = (forwarder: GlobalForwarder) => {
    confirmDestructive({
      title: t('global-forwarders.delete.title', 'Delete the Global Forwarder {{namespace}}?', {
        namespace: forwarder.namespace,
      }),
      content: t('global-forwarders.delete.content', 'Events of {{filter}} stop going to network {{network}}.', {
        filter: forwarder.device_filter,
        network: forwarder.destination_network,
      }),
      okText: t('global-forwarders.delete.ok', 'Delete'),
      cancelText: t('global-forwarders.delete.cancel', 'Cancel'),
      run: () => deleteForwarder({ accountId, forwarder }).unwrap(),
      error: (message) =>
        t('global-forwarders.delete.error', 'Error deleting Global Forwarder: {{message}}', { message }),
      success: t('global-forwarders.delete.success', 'Global Forwarder deleted'),
      onDone: () => void refetch(),
    });
  };

  const columns: TableColumnsType<GlobalForwarder> = [
    {
      title: t('global-forwarders.table.namespace', 'Namespace'),
      key: 'namespace',
      render: (_, forwarder) => (
        <Flex gap={4} wrap align="center">
          <Typography.Text strong style={BREAK}>
            {forwarder.namespace}
          </Typography.Text>
          {forwarder.internal_only && <Tag>{t('global-forwarders.table.internal', 'Internal only')}</Tag>}
        </Flex>
      ),
    },
    { title: t('global-forwarders.table.domain', 'Domain'), dataIndex: 'domain', key: 'domain', width: 160 },
    {
      title: t('global-forwarders.table.device-filter', 'Device filter'),
      key: 'device_filter',
      width: 200,
      render: (_, { device_filter }) =>
        device_filter === '*' ? (
          <Typography.Text>{t('global-forwarders.table.all-devices', '* (all devices)')}</Typography.Text>
        ) : (
          <Typography.Text code style={BREAK}>
            {device_filter}
          </Typography.Text>
        ),
    },
    {
      title: t('global-forwarders.table.destination', 'Destination'),
      key: 'destination',
      render: (_, { destination_network }) => {
        const name = networkName(destination_network);
        return (
          <Flex vertical>
            {name && <Typography.Text>{name}</Typography.Text>}
            <Typography.Text type={name ? 'secondary' : undefined} style={BREAK}>
              {destination_network}
            </Typography.Text>
          </Flex>
        );
      },
    },
    actionsColumn<GlobalForwarder>({
      title: t('global-forwarders.table.actions', 'Actions'),
      permission: 'forwarder:manage',
      width: 110,
      fixed: 'right-wide',
      actions: (forwarder) => [
        {
          key: 'delete',
          danger: true,
          onClick: () => confirmDelete(forwarder),
          children: t('global-forwarders.table.delete', 'Delete'),
        },
      ],
    }),
  ];

  return (
    <PageFrame
      title={title}
      extra={
        <AddButton permission="forwarder:manage" onClick={() => setCreating(true)}>
          {t('global-forwarders.create.button', 'Create Global Forwarder')}
        </AddButton>
      }
    >
      <Typography.Text type="secondary">
        {t(
          'global-forwarders.intro',
          'Global forwarders send the events of matching devices, from any account, to a network of this account.',
        )}
      </Typography.Text>
      <LoadedResult
        error={loadError}
        query={{ data, isFetching, refetch }}
        title={t('global-forwarders.load.failed', 'The Global Forwarders could not be loaded')}
        retryLabel={t('global-forwarders.load.retry', 'Retry')}
      >
        <Table<GlobalForwarder>
          size="middle"
          rowKey={(forwarder) => `${forwarder.namespace}|${forwarder.device_filter}|${forwarder.domain}`}
          columns={columns}
          dataSource={data ?? []}
          loading={!data || isFetching}
          pagination={false}
          aria-label={title}
          locale={{ emptyText: t('global-forwarders.table.empty', 'No Global Forwarders yet') }}
          scroll={TABLE_SCROLL}
        />
      </LoadedResult>
      <CreateForwarderModal
        accountId={accountId}
        open={creating}
        onClose={() => setCreating(false)}
        existing={data ?? []}
        networks={destinations.data}
        onCreated={() => void refetch()}
      />
    </PageFrame>
  );
}
