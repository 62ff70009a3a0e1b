import { readCursorPaging, writeCursorPaging, type CursorPaging } from '@beacon/shared';
import { useParams, useSearchParams } from '@beacon/shared/router';
import { CursorPager, Loaded, PageFrame, useLoadErrorToast } from '@beacon/shared/ui';
import Empty from 'antd/es/empty';
import { useTranslation } from 'react-i18next';
import { useGetAdminAccountQuery, useListAdminNetworksQuery } from '../../components/adminApi.ts';
import { AccountNotFound, isUnknownAccount } from '../../components/AccountNotFound.tsx';
import { accountCrumb, AdminBreadcrumb } from '../../components/AdminBreadcrumb.tsx';
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
  const accountQuery = useGetAdminAccountQuery(accountId);
  const { data: account, isLoading: accountLoading } = accountQuery;
  // An account the platform does not know: said as the account page says it, not as a failed device list
  // (whose failure is toasted only once the account is known to be there).
  const accountMissing = isUnknownAccount(accountQuery);
  const { data, isFetching } = query;
  const loadError = useLoadErrorToast(
    accountMissing || accountLoading ? undefined : query.error,
    'admin:network-devices.load.error',
    'Failed to load devices: {{message}}',
  );
  const { data: networks } = useListAdminNetworksQuery(accountId);
  const sessionActions = useDeviceSessionActions();

  const network = networks?.find((candidate) => candidate.id === networkId);
  const networkName = network?.name ?? networkId;
  const go = (next: CursorPaging) => setSearch((current) => writeCursorPaging(next, current));

  return (
    <PageFrame title={t('network-devices.title', 'Network {{name}} devices', { name: networkName })}>
      <AdminBreadcrumb crumbs={[accountCrumb(accountId, account?.name, accountMissing), { label: networkName }]} />
      {accountMissing ? (
        <AccountNotFound accountId={accountId} />
      ) : (
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
      )}
    </PageFrame>
  );
}
