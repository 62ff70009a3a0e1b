import { toApiError } from '@beacon/shared';
import { Link, useParams, useSearchParams } from '@beacon/shared/router';
import { LoadFailure, PageFrame } from '@beacon/shared/ui';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import { useTranslation } from 'react-i18next';
import { AccountNotFound } from '../../components/AccountNotFound.tsx';
import { AdminBreadcrumb } from '../../components/AdminBreadcrumb.tsx';
import { useGetAdminAccountQuery } from '../../components/adminApi.ts';
import { monitoringPath } from '../../components/adminPaths.ts';
import { AccountDetails } from './AccountDetails.tsx';
import { AccountHotspots } from './AccountHotspots.tsx';
import { AccountMembers } from './AccountMembers.tsx';
import { AccountNetworks } from './AccountNetworks.tsx';
import { InviteForm } from './InviteForm.tsx';
import { TierAssignment } from './TierAssignment.tsx';
import '../../locales/registerAdmin.ts';

/** The hotspot list's page in the URL. */
const HOTSPOTS_PAGE_PARAM = 'hotspots_page';

/**
 * `/admin/accounts/{accountId}` (admin-and-hotspots.md §2.4): the account's data and members, tier
 * assignment, invite sending, its networks (to their devices) and hotspot status, and a link to its
 * monitored hotspots. An unknown account: "Account Not Found".
 */
export function AdminAccountPage() {
  const { t } = useTranslation('admin');
  const { accountId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const { data, error, isFetching, refetch } = useGetAdminAccountQuery(accountId);
  // The account's name once it has loaded (the breadcrumb and the palette name it so too).
  const title = t('account.title', 'Account {{name}}', { name: data?.name ?? accountId });
  const hotspotsPage = Math.max(1, Number.parseInt(search.get(HOTSPOTS_PAGE_PARAM) ?? '1', 10) || 1);
  const onHotspotsPage = (page: number) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (page === 1) next.delete(HOTSPOTS_PAGE_PARAM);
      else next.set(HOTSPOTS_PAGE_PARAM, String(page));
      return next;
    });
  const monitoringLink = (
    <Link to={monitoringPath(accountId)}>{t('account.monitoring-link', 'Monitored hotspots')}</Link>
  );

  if (!data && error) {
    const loadError = toApiError(error);
    return (
      <PageFrame title={title}>
        {loadError.status === 404 ? (
          <AccountNotFound accountId={accountId} />
        ) : (
          <LoadFailure
            title={t('account.load-failed', 'The account could not be loaded')}
            message={loadError.message}
            retrying={isFetching}
            onRetry={() => void refetch()}
          />
        )}
      </PageFrame>
    );
  }

  return (
    <PageFrame title={title} extra={monitoringLink}>
      <AdminBreadcrumb crumbs={[{ label: data?.name ?? accountId }]} />
      {data ? (
        <>
          <AccountDetails account={data.account} />
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Flex vertical gap="middle">
                <TierAssignment account={data.account} />
                <InviteForm accountId={accountId} />
              </Flex>
            </Col>
            <Col xs={24} lg={12}>
              <AccountMembers members={data.acc_members} />
            </Col>
          </Row>
          <AccountNetworks accountId={accountId} />
          <AccountHotspots accountId={accountId} page={hotspotsPage} onPage={onHotspotsPage} />
        </>
      ) : (
        <Card size="small" aria-busy="true" aria-label={t('account.loading', 'Loading the account')}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      )}
    </PageFrame>
  );
}
