import { ADMIN_PATH } from '@beacon/shared';
import { useNavigate, useParams } from '@beacon/shared/router';
import { LoadFailure, PageFrame } from '@beacon/shared/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminHotspot } from '@beacon/shared/contract';
import { useGetAdminHotspotQuery } from './api.ts';
import {
  ConfigurationCard,
  DataSourcesCard,
  hasConfiguration,
  hasDataSources,
  StatisticsCard,
} from './DetailCards.tsx';
import { hotspotLoadErrorText } from './hotspotLoadError.ts';
import { AnalyticsCard, BasicInformationCard, ConnectionStatusCard, type HotspotCardProps } from './OverviewCards.tsx';
import { RawRecord } from './RawRecord.tsx';
import '../../locales/registerAdmin.ts';

/** Two cards a row on a wide screen, one on a phone. */
const HALF = { xs: 24, lg: 12 } as const;

/** The record's cards in order; one whose fields the record lacks (`shows`) is left out. */
const CARDS: { key: string; Show: ComponentType<HotspotCardProps>; shows?: (hotspot: AdminHotspot) => boolean }[] = [
  { key: 'basic', Show: BasicInformationCard },
  { key: 'connection', Show: ConnectionStatusCard },
  { key: 'analytics', Show: AnalyticsCard },
  { key: 'configuration', Show: ConfigurationCard, shows: hasConfiguration },
  { key: 'statistics', Show: StatisticsCard },
  { key: 'sources', Show: DataSourcesCard, shows: hasDataSources },
];

function HotspotCards({ hotspot }: HotspotCardProps) {
  return (
    <Row gutter={[16, 16]}>
      {CARDS.filter(({ shows }) => shows?.(hotspot) ?? true).map(({ key, Show }) => (
        <Col key={key} {...HALF}>
          <Show hotspot={hotspot} />
        </Col>
      ))}
      <Col span={24}>
        <RawRecord hotspot={hotspot} />
      </Col>
    </Row>
  );
}

/**
 * `/admin/hotspots/{hotspotId}` (admin-and-hotspots.md §2.4): the merged admin hotspot record as cards,
 * a back button to /admin. A failed load says why (§8.3) with Retry; nothing loaded: 'No hotspot found
 * with ID: {id}'.
 */
export function AdminHotspotPage() {
  const { t } = useTranslation('admin');
  const { hotspotId = '' } = useParams();
  const navigate = useNavigate();
  const { data: hotspot, error, isLoading, isFetching, refetch } = useGetAdminHotspotQuery(hotspotId || skipToken);

  const back = <Button onClick={() => void navigate(ADMIN_PATH)}>{t('hotspot.back', 'Back to Admin')}</Button>;
  let content;
  if (isLoading) {
    content = (
      <Card size="small" aria-busy="true" aria-label={t('hotspot.loading', 'Loading the hotspot')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  } else if (error) {
    content = (
      <LoadFailure
        title={hotspotLoadErrorText(error, hotspotId, t)}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  } else if (hotspot) {
    content = <HotspotCards hotspot={hotspot} />;
  } else {
    content = (
      <Alert type="warning" showIcon title={t('hotspot.none', 'No hotspot found with ID: {{id}}', { id: hotspotId })} />
    );
  }
  return (
    // Titled with the hotspot's name once loaded (as the account and network pages are), else its id.
    <PageFrame title={t('hotspot.title', 'Hotspot {{name}}', { name: hotspot?.name || hotspotId })} extra={back}>
      {content}
    </PageFrame>
  );
}
