import { ADMIN_PATH, readCursorPaging, writeCursorPaging, type CursorPaging } from '@beacon/shared';
import { Link, useParams, useSearchParams } from '@beacon/shared/router';
import { CursorPager, Loaded, PageFrame, useLoadErrorToast } from '@beacon/shared/ui';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useGetAdminAccountQuery, useListAdminNetworksQuery } from '../../components/adminApi.ts';
import { adminAccountPath } from '../../components/adminPaths.ts';
import { useDeviceSessionActions } from '../../components/useDeviceSessionActions.ts';
import { useListAdminNetworkDevicesQuery } from './api.ts';
import { NetworkDeviceTable } from './NetworkDeviceTable.tsx';
import '../../locales/registerAdmin.ts';

/**
 * `/admin/accounts/{accountId}/networks/{networkId}` (admin-and-hotspots.md §2.4): the network's
 * devices, 20 a page, with the cursor and the way back in the URL; Clear session and Disconnect for
 * devices with a session, each confirmed; a breadcrumb back to the account.
 */
export function AdminNetworkDevicesPage() {
  const { t } = useTranslation('admin');
  const { accountId = '', networkId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const paging = readCursorPaging(search);
  const query = useListAdminNetworkDevicesQuery({
    accountId,
    networkId,
    cursor: paging.cursor,
  });
  const { data, isFetching } = query;
  const loadError = useLoadErrorToast(
    query.error,
    'admin:network-devices.load.error',
    'Failed to load devices: {{message}}',
  );
  const { data: account } = useGetAdminAccountQuery(accountId);
  const { data: networks } = useListAdminNetworksQuery(accountId);
  const sessionActions = useDeviceSessionActions();

  const network = networks?.find((candidate) => candidate.id === networkId);
  const accountPath = adminAccountPath(accountId);
  const go = (next: CursorPaging) => setSearch((current) => writeCursorPaging(next, current));

  return (
    <PageFrame title={t('network-devices.title', 'Network {{name}} devices', { name: network?.name ?? networkId })}>
      <nav aria-label={t('network-devices.breadcrumb', 'Breadcrumb')}>
        <Flex gap="small" wrap align="center">
          <Link to={ADMIN_PATH}>{t('network-devices.crumb-admin', 'Admin')}</Link>
          <Typography.Text type="secondary">/</Typography.Text>
          <Link to={accountPath} style={{ overflowWrap: 'anywhere' }}>
            {account?.name ?? accountId}
          </Link>
          <Typography.Text type="secondary">/</Typography.Text>
          <Typography.Text style={{ overflowWrap: 'anywhere' }} aria-current="page">
            {network?.name ?? networkId}
          </Typography.Text>
        </Flex>
      </nav>
      <Loaded
        query={query}
        title={t('network-devices.load.failed', 'The devices could not be loaded')}
        message={loadError?.message}
      >
        <NetworkDeviceTable
          devices={data?.devices ?? []}
          loading={!data || isFetching}
          empty={data ? <Empty description={t('network-devices.empty', 'No devices found')} /> : <span />}
          onClearSession={sessionActions.confirmClearSession}
          onDisconnect={sessionActions.confirmDisconnect}
        />
        <CursorPager paging={paging} next={data?.cursor} fetching={isFetching} onPaging={go} />
      </Loaded>
    </PageFrame>
  );
}
