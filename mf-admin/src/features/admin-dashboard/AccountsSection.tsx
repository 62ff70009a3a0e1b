import { ADMIN_ACCOUNT_PAGE_SIZE, type CursorPaging } from '@beacon/shared';
import { CursorPager, LoadFailure, useLoadErrorToast } from '@beacon/shared/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminAccount } from '@beacon/shared/contract';
import { useListAdminAccountsQuery } from './api.ts';
import { AccountFilters } from './AccountFilters.tsx';
import { AccountTable } from './AccountTable.tsx';
import type { DashboardView } from './dashboardUrl.ts';
import { RawDataDialog } from './RawDataDialog.tsx';
import { scanLimit, useAccountScan } from './useAccountScan.ts';
import { useSuspendToggle } from './useSuspendToggle.ts';

export interface AccountsSectionProps {
  view: DashboardView;
  onFilters: (change: Partial<Pick<DashboardView, 'term' | 'tier' | 'hideInternal'>>) => void;
  onPaging: (paging: CursorPaging) => void;
  onMatchPage: (page: number) => void;
}

/**
 * The account table: without a search or tier filter, the accounts 50 a page with the cursor; with
 * one, the matches of a scan (50 a page on the client), which stops at its limit.
 */
export function AccountsSection({ view, onFilters, onPaging, onMatchPage }: AccountsSectionProps) {
  const { t } = useTranslation('admin-dashboard');
  const scanning = view.term !== '' || view.tier !== '';
  const { term, tier, hideInternal, paging } = view;
  const list = useListAdminAccountsQuery(
    scanning ? skipToken : { pagesize: ADMIN_ACCOUNT_PAGE_SIZE, cursor: paging.cursor, hideInternal },
  );
  const scan = useAccountScan(scanning ? { term, tier, hideInternal } : null);
  const [toggleSuspended, changing] = useSuspendToggle();
  const [rawAccount, setRawAccount] = useState<AdminAccount>();

  const listError = useLoadErrorToast(
    list.error,
    'admin-dashboard:dashboard.load.error',
    'Failed to load accounts: {{message}}',
  );
  // A search says "Failed to search accounts"; a tier filter alone "Failed to filter accounts by tier" (§8.3).
  const searchError = useLoadErrorToast(
    term !== '' ? scan.error : undefined,
    'admin-dashboard:dashboard.search.error',
    'Failed to search accounts',
  );
  const tierError = useLoadErrorToast(
    term === '' ? scan.error : undefined,
    'admin-dashboard:dashboard.tier-filter.error',
    'Failed to filter accounts by tier',
  );
  const error = scanning ? (searchError ?? tierError) : listError;
  const next = list.data?.cursor ?? null;

  return (
    <Card title={t('dashboard.accounts.title', 'Accounts')} size="small">
      <Flex vertical gap="middle">
        <AccountFilters view={view} onChange={onFilters} />
        {scanning && !error && (
          <ScanStatus
            count={scan.accounts.length}
            busy={scan.scanning}
            limitReached={scan.limitReached}
            limit={scanLimit(view)}
          />
        )}
        {error ? (
          <LoadFailure
            title={
              scanning
                ? term !== ''
                  ? t('dashboard.search.error', 'Failed to search accounts')
                  : t('dashboard.tier-filter.error', 'Failed to filter accounts by tier')
                : t('dashboard.load.failed', 'The accounts could not be loaded')
            }
            message={error.message}
            retrying={scanning ? scan.scanning : list.isFetching}
            onRetry={scanning ? scan.retry : () => void list.refetch()}
          />
        ) : (
          <AccountTable
            accounts={scanning ? scan.accounts : (list.data?.accounts ?? [])}
            loading={scanning ? scan.scanning && scan.accounts.length === 0 : !list.data || list.isFetching}
            empty={<Empty description={t('dashboard.empty', 'No accounts found')} />}
            pagination={
              scanning && {
                current: view.page,
                pageSize: ADMIN_ACCOUNT_PAGE_SIZE,
                showSizeChanger: false,
                hideOnSinglePage: true,
                onChange: onMatchPage,
              }
            }
            changing={changing}
            onSuspendedChange={toggleSuspended}
            onRawData={setRawAccount}
          />
        )}
        {!scanning && !error && (
          <CursorPager paging={paging} next={next} fetching={list.isFetching} onPaging={onPaging} />
        )}
      </Flex>
      <RawDataDialog account={rawAccount} onClose={() => setRawAccount(undefined)} />
    </Card>
  );
}

interface ScanStatusProps {
  count: number;
  busy: boolean;
  limitReached: boolean;
  limit: number;
}

/** How far the scan is: searching, the matches found, or that it stopped at its limit. */
function ScanStatus({ count, busy, limitReached, limit }: ScanStatusProps) {
  const { t } = useTranslation('admin-dashboard');
  const text = busy
    ? t('dashboard.scan.busy', 'Searching… {{count, number}} found so far', { count })
    : limitReached
      ? t('dashboard.scan.limit', 'Showing the first {{limit, number}} matches: narrow the search to see others', {
          limit,
        })
      : t('dashboard.scan.done', '{{count, number}} matching accounts', { count });
  return (
    <Typography.Text type="secondary" role="status">
      {text}
    </Typography.Text>
  );
}
