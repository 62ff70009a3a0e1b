import { useSession } from '@beacon/shared';
import { useDateFormat, useLoadErrorToast, type DateFormat, LoadFailureResult } from '@beacon/shared/ui';
import type { StatsPoint } from '@beacon/shared/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import Row from 'antd/es/row';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LineConfig } from '@ant-design/charts';
import { LoadingSkeleton } from '../../components/LoadingSkeleton.tsx';
import { TabSection } from '../../components/TabSection.tsx';
import { useGetStatsQuery, type StatsType } from './api.ts';
import { ChartCard } from './ChartCard.tsx';
import {
  buildActiveDevicesConfig,
  buildConnectedTimeConfig,
  buildDataTransferConfig,
  buildRequestsConnectionsConfig,
} from './chartConfigs.ts';
import { formatBytes, formatHours, syncFigures, todayFigures, TODAY_POINTS } from './statsFigures.ts';
import { TodayStatistics, type StatisticItem } from './TodayStatistics.tsx';

interface Chart {
  key: string;
  title: string;
  config: LineConfig;
  /** Across the full width; the others sit two by two on wide screens. */
  wide?: boolean;
}

interface StatsView {
  figures: { title: string; label: string; items: StatisticItem[] } | null;
  charts: Chart[];
}

/** The charts every subject has: Requests and Connections, and Data Transfer. */
function trafficCharts(points: readonly StatsPoint[], t: TFunction<'networks'>, format: DateFormat): Chart[] {
  return [
    {
      key: 'requests',
      title: t('stats.charts.requests-connections', 'Requests and Connections'),
      config: buildRequestsConnectionsConfig(points, t, format),
    },
    {
      key: 'transfer',
      title: t('stats.charts.data-transfer', 'Data Transfer'),
      config: buildDataTransferConfig(points, t, format),
    },
  ];
}

/** A network: the "today" figures and the charts Active Devices, Requests and Connections, Data Transfer. */
function networkView(points: readonly StatsPoint[], t: TFunction<'networks'>, format: DateFormat): StatsView {
  const today = todayFigures(points);
  const { number } = format;
  return {
    figures: today && {
      title: t('stats.today.title', 'Today (last {{count, number}} points)', { count: TODAY_POINTS }),
      label: t('stats.today.label', 'Today'),
      items: [
        {
          key: 'active',
          title: t('stats.today.active-devices', 'Active devices (latest)'),
          value: number(today.activeDevices),
        },
        { key: 'requests', title: t('stats.today.requests', 'Requests today'), value: number(today.requests) },
        {
          key: 'connections',
          title: t('stats.today.connections', 'Connections today'),
          value: number(today.connections),
        },
        {
          key: 'transfer',
          title: t('stats.today.data-transfer', 'Data transfer today'),
          value: formatBytes(today.bytesTransferred, number),
        },
      ],
    },
    charts: [
      {
        key: 'active',
        title: t('stats.charts.active-devices', 'Active Devices'),
        config: buildActiveDevicesConfig(points, t, format),
        wide: true,
      },
      ...trafficCharts(points, t, format),
    ],
  };
}

/**
 * A device: its sync stats (syncs, requests, data, time connected over the last 24 points, and the last
 * sync) and the charts Requests and Connections, Data Transfer, Connected Time.
 */
function deviceView(points: readonly StatsPoint[], t: TFunction<'networks'>, format: DateFormat): StatsView {
  const sync = syncFigures(points);
  const { number } = format;
  return {
    figures: sync && {
      title: t('stats.sync.title', 'Sync stats (last {{count, number}} points)', { count: TODAY_POINTS }),
      label: t('stats.sync.label', 'Sync stats'),
      items: [
        { key: 'syncs', title: t('stats.sync.syncs', 'Syncs'), value: number(sync.syncs) },
        { key: 'requests', title: t('stats.sync.requests', 'Requests'), value: number(sync.requests) },
        {
          key: 'transfer',
          title: t('stats.sync.data-transfer', 'Data transferred'),
          value: formatBytes(sync.bytesTransferred, number),
        },
        {
          key: 'connected',
          title: t('stats.sync.connected-time', 'Time connected'),
          value: formatHours(sync.connectedSeconds, number),
        },
        {
          key: 'last',
          title: t('stats.sync.last-sync', 'Last sync'),
          value:
            sync.lastSync === null ? t('stats.sync.never', 'None in these points') : format.relative(sync.lastSync),
        },
      ],
    },
    charts: [
      ...trafficCharts(points, t, format),
      {
        key: 'connected',
        title: t('stats.charts.connected-time', 'Connected Time'),
        config: buildConnectedTimeConfig(points, t, format),
        wide: true,
      },
    ],
  };
}

const VIEWS = { network: networkView, device: deviceView } as const;

export interface StatsPanelProps {
  type: StatsType;
  /** The network's or the device's id. */
  typeKey: string;
}

/**
 * Statistics from `stats?type={type}&type_key={id}` (customer-console.md §7): figures over the last 24
 * points and line charts, each chart a lazy chunk in its own error boundary; loading, empty and error states.
 * The region is named after the subject ("Statistics of network net-1", "Statistics of device dev-1").
 */
export function StatsPanel({ type, typeKey }: StatsPanelProps) {
  const { t } = useTranslation('networks');
  const label =
    type === 'network'
      ? t('stats.label', 'Statistics of network {{id}}', { id: typeKey })
      : t('stats.device-label', 'Statistics of device {{id}}', { id: typeKey });
  const format = useDateFormat();
  const { accountId } = useSession();
  const { data, error, isLoading, isFetching, refetch } = useGetStatsQuery(
    accountId ? { accountId, type, key: typeKey } : skipToken,
  );
  const loadError = useLoadErrorToast(error, 'networks:stats.load.error', 'Error loading statistics: {{message}}');
  const view = useMemo(() => data && VIEWS[type](data, t, format), [data, type, t, format]);

  let content;
  if (loadError) {
    content = (
      <LoadFailureResult
        title={t('stats.load.failed', 'The statistics could not be loaded')}
        error={loadError}
        retryLabel={t('stats.load.retry', 'Retry')}
        query={{ isFetching, refetch }}
      />
    );
  } else if (isLoading || !view) {
    content = <LoadingSkeleton label={t('stats.loading', 'Loading statistics')} />;
  } else if (!view.figures) {
    content = (
      <Empty
        description={
          type === 'network'
            ? t('stats.empty', 'No statistics yet for this network')
            : t('stats.empty-device', 'No statistics yet for this device')
        }
      />
    );
  } else {
    content = (
      <>
        <TodayStatistics {...view.figures} />
        <Row gutter={[16, 16]}>
          {view.charts.map((chart) => (
            <Col key={chart.key} xs={24} xl={chart.wide ? 24 : 12}>
              <ChartCard title={chart.title} config={chart.config} />
            </Col>
          ))}
        </Row>
      </>
    );
  }
  return <TabSection label={label}>{content}</TabSection>;
}
