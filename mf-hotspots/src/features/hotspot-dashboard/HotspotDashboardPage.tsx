import { DASHBOARD_HOTSPOT_LIMIT, useAppDispatch, useSession } from '@beacon/shared';
import { PageFrame } from '@beacon/shared/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import ConfigProvider from 'antd/es/config-provider';
import Tabs from 'antd/es/tabs';
import { useTranslation } from 'react-i18next';
import { useListHotspotGroupsQuery } from '../../components/groupListApi.ts';
import { statusExplorerApi } from '../../components/statusExplorerApi.ts';
import { DashboardFilters } from './DashboardFilters.tsx';
import { hotspotIdFilter, type DashboardTab } from './dashboardUrl.ts';
import { ExplorerFailure } from './ExplorerFailure.tsx';
import { HotspotMapPanel } from './HotspotMapPanel.tsx';
import {
  ExplorerTab,
  LazyHotspotListTable,
  LazyStatusChangesTable,
  LazyStatusReportsTable,
} from './LazyExplorerTabs.tsx';
import { StatusCards } from './StatusCards.tsx';
import { useDashboardUrl } from './useDashboardUrl.ts';
import { useExplorer } from './useExplorer.ts';

const TABS_THEME = { components: { Tabs: { titleFontSizeSM: 13 } } };

/** The URL's group id when the account's groups have loaded without it (issue 30); otherwise undefined. */
function useMissingGroup(groupId: string | undefined): string | undefined {
  const { accountId } = useSession();
  const { data } = useListHotspotGroupsQuery(accountId ?? '', { skip: accountId === null || !groupId });
  if (!groupId || !data) return undefined;
  return data.some((group) => group.group_id === groupId) ? undefined : groupId;
}

/**
 * Route `/hotspots/dashboard` (admin-and-hotspots.md §2.3): the group and hotspot id filters, Total,
 * Online and Offline, the 1,000-hotspot warning, and the tabs Map View, Status Changes, Status Reports
 * and Hotspot List. Filters, tab, sort and page live in the URL; only the active tab's data loads. The
 * first paint needs no map and no table: the map and each table tab load their code when shown.
 */
export function HotspotDashboardPage() {
  const { t } = useTranslation('hotspots');
  const dispatch = useAppDispatch();
  const { query, change, showPage } = useDashboardUrl();
  const filters = { groupId: query.groupId, hotspotId: query.hotspotId };
  const summary = useExplorer('summary', filters);
  const missingGroup = useMissingGroup(query.groupId);

  const tabPanel = (tab: DashboardTab) => {
    if (tab !== query.tab) return null;
    const paging = { filters, page: query.page, onPage: (page: number) => change({ page }), showPage };
    switch (tab) {
      case 'map':
        // The map (OpenLayers) waits for the cards' figures: it never competes with the first content.
        return <HotspotMapPanel filters={filters} afterCards={!summary.isLoading} />;
      case 'changes':
        return (
          <ExplorerTab view="changes" filters={filters}>
            <LazyStatusChangesTable {...paging} />
          </ExplorerTab>
        );
      case 'reports':
        return (
          <ExplorerTab view="reports" filters={filters}>
            <LazyStatusReportsTable {...paging} />
          </ExplorerTab>
        );
      case 'list':
        return (
          <ExplorerTab view="reports" filters={filters}>
            <LazyHotspotListTable
              {...paging}
              sort={query.sort}
              order={query.order}
              onSort={(sort, order) => change({ sort, order })}
            />
          </ExplorerTab>
        );
    }
  };
  const tabs: Array<{ key: DashboardTab; label: string }> = [
    { key: 'map', label: t('dashboard.tabs.map', 'Map View') },
    { key: 'changes', label: t('dashboard.tabs.changes', 'Status Changes') },
    { key: 'reports', label: t('dashboard.tabs.reports', 'Status Reports') },
    { key: 'list', label: t('dashboard.tabs.list', 'Hotspot List') },
  ];

  return (
    <PageFrame title={t('dashboard.title', 'Hotspot Dashboard')}>
      <DashboardFilters
        groupId={missingGroup ? undefined : query.groupId}
        hotspotId={query.hotspotId}
        onGroupChange={(groupId) => change({ groupId })}
        onHotspotIdApply={(text) => change({ hotspotId: hotspotIdFilter(text) })}
        // Every explorer answer and the groups provide these tags: each call the page shows runs again.
        onRefresh={() => dispatch(statusExplorerApi.util.invalidateTags(['Hotspot', 'HotspotGroup']))}
        onClear={() => change({ groupId: undefined, hotspotId: undefined })}
        refreshing={summary.isFetching}
      />
      {missingGroup ? (
        <Alert
          type="warning"
          showIcon
          title={t('dashboard.missing-group', 'There is no group "{{id}}" in this account.', { id: missingGroup })}
          action={
            <Button size="small" onClick={() => change({ groupId: undefined })}>
              {t('dashboard.missing-group-clear', 'Show all groups')}
            </Button>
          }
        />
      ) : summary.error ? (
        <ExplorerFailure
          title={t('dashboard.cards.error', 'The hotspot counts could not be loaded')}
          error={summary.error}
          retrying={summary.isFetching}
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <StatusCards summary={summary.data} loading={summary.isLoading} />
      )}
      {!missingGroup && (
        <>
          <Alert
            type="warning"
            showIcon
            title={t('dashboard.limit', 'Only up to {{limit, number}} hotspots are shown.', {
              limit: DASHBOARD_HOTSPOT_LIMIT,
            })}
          />
          {/* Small tabs close together: all four fit a phone's width, so no overflow menu hides one. */}
          <ConfigProvider theme={TABS_THEME}>
            <Tabs
              activeKey={query.tab}
              size="small"
              tabBarGutter={12}
              onChange={(key) => change({ tab: key as DashboardTab })}
              items={tabs.map(({ key, label }) => ({ key, label, children: tabPanel(key) }))}
            />
          </ConfigProvider>
        </>
      )}
    </PageFrame>
  );
}
