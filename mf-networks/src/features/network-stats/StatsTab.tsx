import { useSession } from '@beacon/shared';
import { useDateFormat, useLoadErrorToast } from '@beacon/shared/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import Row from 'antd/es/row';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../components/LoadFailure.tsx';
import { LoadingSkeleton } from '../../components/LoadingSkeleton.tsx';
import { TabSection } from '../../components/TabSection.tsx';
import { useGetNetworkStatsQuery } from './api.ts';
import { ChartCard } from './ChartCard.tsx';
import { buildActiveDevicesConfig, buildDataTransferConfig, buildRequestsConnectionsConfig } from './chartConfigs.ts';
import { todayFigures } from './statsFigures.ts';
import { TodayStatistics } from './TodayStatistics.tsx';

export interface StatsTabProps {
  networkId: string;
}

/**
 * The Statistics tab of a network (customer-console.md §2), route net_stats: the "today" figures and
 * three line charts (Active Devices; Requests and Connections; Data Transfer).
 */
export function StatsTab({ networkId }: StatsTabProps) {
  const { t } = useTranslation('networks');
  const format = useDateFormat();
  const { accountId } = useSession();
  const { data, error, isLoading, isFetching, refetch } = useGetNetworkStatsQuery(
    accountId ? { accountId, networkId } : skipToken,
  );
  const loadError = useLoadErrorToast(error, 'networks:stats.load.error', 'Error loading statistics: {{message}}');

  const charts = useMemo(
    () =>
      data && [
        {
          key: 'active',
          title: t('stats.charts.active-devices', 'Active Devices'),
          config: buildActiveDevicesConfig(data, t, format),
        },
        {
          key: 'requests',
          title: t('stats.charts.requests-connections', 'Requests and Connections'),
          config: buildRequestsConnectionsConfig(data, t, format),
        },
        {
          key: 'transfer',
          title: t('stats.charts.data-transfer', 'Data Transfer'),
          config: buildDataTransferConfig(data, t, format),
        },
      ],
    [data, t, format],
  );
  const figures = data ? todayFigures(data) : null;

  let content;
  if (loadError) {
    content = (
      <LoadFailure
        title={t('stats.load.failed', 'The statistics could not be loaded')}
        error={loadError}
        retryLabel={t('stats.load.retry', 'Retry')}
        query={{ isFetching, refetch }}
      />
    );
  } else if (isLoading || !charts) {
    content = <LoadingSkeleton label={t('stats.loading', 'Loading statistics')} />;
  } else if (!figures) {
    content = <Empty description={t('stats.empty', 'No statistics yet for this network')} />;
  } else {
    content = (
      <>
        <TodayStatistics figures={figures} />
        <Row gutter={[16, 16]}>
          {charts.map((chart) => (
            // Active Devices across the full width; the two traffic charts side by side on wide screens.
            <Col key={chart.key} xs={24} xl={chart.key === 'active' ? 24 : 12}>
              <ChartCard title={chart.title} config={chart.config} />
            </Col>
          ))}
        </Row>
      </>
    );
  }

  return <TabSection label={t('stats.label', 'Statistics of network {{id}}', { id: networkId })}>{content}</TabSection>;
}

export default StatsTab;
