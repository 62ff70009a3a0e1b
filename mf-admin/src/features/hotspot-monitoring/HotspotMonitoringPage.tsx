import { ADMIN_PATH, toApiError } from '@beacon/shared';
import { useNavigate, useSearchParams } from '@beacon/shared/router';
import { PageFrame, type ErrorToastTitle } from '@beacon/shared/ui';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountNotFound, isUnknownAccount } from '../../components/AccountNotFound.tsx';
import { accountCrumb, AdminBreadcrumb } from '../../components/AdminBreadcrumb.tsx';
import { useGetAdminAccountQuery, useGetAdminHotspotStatusQuery } from '../../components/adminApi.ts';
import { MonitoringCards } from './MonitoringCards.tsx';
import { MonitoringFilterBar } from './MonitoringFilterBar.tsx';
import {
  filterHotspots,
  filtersFromParams,
  groupsOf,
  paramsWithFilters,
  validAccountId,
  type MonitoringFilters,
} from './monitoringFilters.ts';
import { MonitoringTable } from './MonitoringTable.tsx';
import '../../locales/registerAdmin.ts';

/** A load's failure above the page's content: `title` with the failure's message; nothing without one. */
function FailureAlert({ error, title }: { error: unknown; title: ErrorToastTitle }) {
  if (!error) return null;
  return <Alert type="error" showIcon title={title(toApiError(error).message)} />;
}

/** No (valid) account_id: nothing loads, a way back to the dashboard. */
function NoAccountSelected() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={t('monitoring.no-account.title', 'No Account Selected')}
      subTitle={t('monitoring.no-account.text', 'This page must be accessed from an account details page')}
      extra={
        <Button type="primary" onClick={() => void navigate(ADMIN_PATH)}>
          {t('monitoring.no-account.back', 'Go to Admin Dashboard')}
        </Button>
      }
    />
  );
}

/**
 * `/admin/hotspots-monitoring?account_id=` (admin_hotspot_monitoring, admin-and-hotspots.md §2.4): the
 * account's monitored hotspots with status cards and filters applied on the client (kept in the URL).
 * One hotspot-status call gives both the summary and the list (no separate summary call). An account
 * the platform does not know (404): "Account Not Found" as on the account page, and the breadcrumb
 * names the id without linking to it.
 */
export function HotspotMonitoringPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const accountId = validAccountId(params.get('account_id'));
  const account = useGetAdminAccountQuery(accountId ?? skipToken);
  const hotspots = useGetAdminHotspotStatusQuery(accountId ?? skipToken);
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const loaded = hotspots.data?.hotspots;
  const rows = useMemo(() => filterHotspots(loaded ?? [], filters), [loaded, filters]);
  const groups = useMemo(() => groupsOf(loaded ?? []), [loaded]);
  const title = t('monitoring.title', 'Monitored Hotspots');
  if (!accountId)
    return (
      <PageFrame title={title}>
        <NoAccountSelected />
      </PageFrame>
    );

  if (isUnknownAccount(account))
    return (
      <PageFrame title={title}>
        <AdminBreadcrumb crumbs={[accountCrumb(accountId, undefined, true), { label: title }]} />
        <AccountNotFound accountId={accountId} />
      </PageFrame>
    );

  const apply = (next: MonitoringFilters) => setParams(paramsWithFilters(params, next));
  const refreshing = account.isFetching || hotspots.isFetching;
  const refresh = () => {
    void account.refetch();
    void hotspots.refetch();
  };
  const empty =
    loaded && loaded.length > 0
      ? t('monitoring.empty.filtered', 'No hotspots found')
      : t('monitoring.empty.none', 'No hotspots found for this account');
  return (
    <PageFrame
      title={title}
      extra={
        <Button icon={<ReloadOutlined />} loading={refreshing} onClick={refresh}>
          {t('monitoring.refresh', 'Refresh')}
        </Button>
      }
    >
      <AdminBreadcrumb crumbs={[accountCrumb(accountId, account.data?.name), { label: title }]} />
      <FailureAlert
        error={account.error}
        title={(message) => t('monitoring.error.account', 'Failed to load account data: {{message}}', { message })}
      />
      <FailureAlert
        error={hotspots.error}
        title={(message) => t('monitoring.error.hotspots', 'Failed to load hotspot data: {{message}}', { message })}
      />
      <MonitoringCards suspended={account.data?.suspended} summary={hotspots.data} loading={hotspots.isLoading} />
      <MonitoringFilterBar
        key={params.toString()}
        applied={filters}
        groups={groups}
        onApply={apply}
        onClear={() => apply({})}
      />
      <Flex vertical gap="small">
        {hotspots.data && (
          <Typography.Text role="status">
            {t('monitoring.count', 'Showing {{count, number}} hotspots', { count: rows.length })}
          </Typography.Text>
        )}
        <MonitoringTable rows={rows} loading={hotspots.isFetching} empty={hotspots.error ? ' ' : empty} />
      </Flex>
    </PageFrame>
  );
}
