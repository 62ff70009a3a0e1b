import { Link } from '@beacon/shared/router';
import { Loaded } from '@beacon/shared/ui';
import Card from 'antd/es/card';
import Table from 'antd/es/table';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminNetwork } from '@beacon/shared/contract';
import { useListAdminNetworksQuery } from '../../components/adminApi.ts';
import { adminNetworkPath } from '../../components/adminPaths.ts';
import { useAdminDates } from '../../components/useAdminDates.ts';

export interface AccountNetworksProps {
  accountId: string;
}

/** The account's networks, each linking to its device list; "Failed to load networks" with Retry. */
export function AccountNetworks({ accountId }: AccountNetworksProps) {
  const { t } = useTranslation('admin');
  const dates = useAdminDates();
  const query = useListAdminNetworksQuery(accountId);
  const { data, isFetching } = query;
  const networkPath = (network: AdminNetwork) => adminNetworkPath(accountId, network.id);

  const columns: TableColumnsType<AdminNetwork> = [
    {
      title: t('account.networks.name', 'Name'),
      key: 'name',
      width: 200,
      render: (_, network) => (
        <Link to={networkPath(network)} style={{ overflowWrap: 'anywhere' }}>
          {network.name}
        </Link>
      ),
    },
    { title: t('account.networks.id', 'Network ID'), dataIndex: 'id', key: 'id', width: 200 },
    {
      title: t('account.networks.devices', 'Devices'),
      key: 'devices',
      width: 90,
      align: 'right',
      render: (_, network) => dates.number(network.device_count),
    },
    {
      title: t('account.networks.created', 'Created'),
      key: 'created',
      width: 200,
      render: (_, network) => dates.dateTime(network.created),
    },
  ];

  return (
    <Card size="small" title={t('account.networks.title', 'Networks')}>
      <Loaded query={query} title={t('account.networks.error', 'Failed to load networks')}>
        <Table<AdminNetwork>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={data ?? []}
          loading={!data || isFetching}
          pagination={false}
          scroll={{ x: 690 }}
          aria-label={t('account.networks.title', 'Networks')}
          locale={{ emptyText: data ? t('account.networks.empty', 'No networks') : <span /> }}
        />
      </Loaded>
    </Card>
  );
}
