import { useSession } from '@beacon/shared';
import { useLoadErrorToast } from '@beacon/shared/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Col, Empty, Flex, Result, Row, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
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
          config: buildActiveDevicesConfig(data, t),
        },
        {
          key: 'requests',
          title: t('stats.charts.requests-connections', 'Requests and Connections'),
          config: buildRequestsConnectionsConfig(data, t),
        },
        {
          key: 'transfer',
          title: t('stats.charts.data-transfer', 'Data Transfer'),
          config: buildDataTransferConfig(data, t),
        },
      ],
    [data, t],
  );
  const figures = data ? todayFigures(data) : null;

  let content;
  if (loadError) {
    content = (
      <Result
        status="error"
        title={t('stats.load.failed', 'The statistics could not be loaded')}
        subTitle={loadError.message}
        extra={
          <Button type="primary" loading={isFetching} onClick={() => void refetch()}>
            {t('stats.load.retry', 'Retry')}
          </Button>
        }
      />
    );
  } else if (isLoading || !charts) {
    content = (
      <div role="status" aria-label={t('stats.loading', 'Loading statistics')}>
        <Skeleton active />
      </div>
    );
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

  return (
    <Flex
      vertical
      gap="middle"
      component="section"
      aria-label={t('stats.label', 'Statistics of network {{id}}', { id: networkId })}
    >
      {content}
    </Flex>
  );
}

export default StatsTab;
