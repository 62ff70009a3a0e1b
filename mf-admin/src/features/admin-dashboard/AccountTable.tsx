import { Link } from '@beacon/shared/router';
import { useUsageText, type DateFormat, type UsageText } from '@beacon/shared/ui';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Switch from 'antd/es/switch';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminAccount } from '@beacon/shared/contract';
import { adminAccountPath } from '../../components/adminPaths.ts';
import { useAdminDates } from '../../components/useAdminDates.ts';

export interface AccountTableProps {
  accounts: AdminAccount[];
  loading: boolean;
  /** What an empty table says ("No accounts found"). */
  empty: ReactNode;
  /** false for a server-paged list (its own buttons), else the client paging of a scan's matches. */
  pagination: false | TablePaginationConfig;
  /** The id of the account whose suspension is being changed. */
  changing: string | undefined;
  onSuspendedChange: (account: AdminAccount, suspended: boolean) => void;
  onRawData: (account: AdminAccount) => void;
}

/** Wide enough for every column; a phone scrolls the table sideways instead of wrapping every cell. */
const TABLE_SCROLL = { x: 1000 };

/**
 * The accounts: name linking to the account's admin page (its id under it), tier, devices, members and
 * networks against the tier's limits, created, the internal mark, the suspend toggle and raw data.
 */
export function AccountTable({ accounts, loading, empty, pagination, changing, ...actions }: AccountTableProps) {
  const { t } = useTranslation('admin-dashboard');
  const dates = useAdminDates();
  const usage = useUsageText();
  return (
    <Table<AdminAccount>
      size="middle"
      rowKey="id"
      columns={accountColumns(t, dates, usage, changing, actions)}
      dataSource={accounts}
      loading={loading}
      pagination={pagination}
      scroll={TABLE_SCROLL}
      aria-label={t('dashboard.table.label', 'Accounts')}
      locale={{ emptyText: empty }}
    />
  );
}

function accountColumns(
  t: TFunction<'admin'>,
  { date }: Pick<DateFormat, 'date'>,
  usage: UsageText,
  changing: string | undefined,
  { onSuspendedChange, onRawData }: Pick<AccountTableProps, 'onSuspendedChange' | 'onRawData'>,
): TableColumnsType<AdminAccount> {
  return [
    {
      title: t('dashboard.table.account', 'Account'),
      key: 'account',
      width: 260,
      render: (_, account) => (
        <Flex vertical>
          <Flex gap="small" align="center" wrap>
            <Link to={adminAccountPath(account.id)} style={{ overflowWrap: 'anywhere' }}>
              {account.name}
            </Link>
            {account.internal_account && <Tag color="blue">{t('dashboard.table.internal', 'Internal')}</Tag>}
          </Flex>
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            {account.id}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: t('dashboard.table.tier', 'Tier'), key: 'tier', width: 130, render: (_, a) => <Tag>{a.tier_name}</Tag> },
    {
      title: t('dashboard.table.devices', 'Devices'),
      key: 'devices',
      width: 120,
      render: (_, a) => usage(a.device_count, a.max_devices),
    },
    {
      title: t('dashboard.table.members', 'Members'),
      key: 'members',
      width: 100,
      render: (_, a) => usage(a.member_count, a.max_members),
    },
    {
      title: t('dashboard.table.networks', 'Networks'),
      key: 'networks',
      width: 100,
      render: (_, a) => usage(a.net_count, a.max_networks),
    },
    { title: t('dashboard.table.created', 'Created'), key: 'created', width: 120, render: (_, a) => date(a.created) },
    {
      title: t('dashboard.table.suspended', 'Suspended'),
      key: 'suspended',
      width: 110,
      render: (_, account) => (
        <Switch
          size="small"
          checked={account.suspended}
          loading={changing === account.id}
          aria-label={t('dashboard.table.suspend-toggle', 'Suspended: {{name}}', { name: account.name })}
          onChange={(checked) => onSuspendedChange(account, checked)}
        />
      ),
    },
    {
      title: t('dashboard.table.actions', 'Actions'),
      key: 'actions',
      width: 120,
      render: (_, account) => (
        <Button
          size="small"
          onClick={() => onRawData(account)}
          aria-label={t('dashboard.table.raw-data-of', 'Raw data of {{name}}', { name: account.name })}
        >
          {t('dashboard.table.raw-data', 'Raw data')}
        </Button>
      ),
    },
  ];
}
