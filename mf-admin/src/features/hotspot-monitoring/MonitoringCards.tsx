import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Statistic from 'antd/es/statistic';
import { useTranslation } from 'react-i18next';
import type { HotspotSummary } from '@beacon/shared/contract';

export interface MonitoringCardsProps {
  /** The account's suspended flag; undefined while it loads or when it failed. */
  suspended: boolean | undefined;
  /** The hotspot summary; undefined while it loads or when it failed. */
  summary: HotspotSummary | undefined;
  loading: boolean;
}

/** Account status (Suspended or Active), total, online and offline hotspots (from the summary). */
export function MonitoringCards({ suspended, summary, loading }: MonitoringCardsProps) {
  const { t } = useTranslation('admin');
  const accountStatus =
    suspended === undefined
      ? '–'
      : suspended
        ? t('monitoring.cards.suspended', 'Suspended')
        : t('monitoring.cards.active', 'Active');
  const cards = [
    { key: 'account', title: t('monitoring.cards.account-status', 'Account status'), value: accountStatus },
    { key: 'total', title: t('monitoring.cards.total', 'Total hotspots'), value: summary?.total_hotspots ?? '–' },
    { key: 'online', title: t('monitoring.cards.online', 'Online'), value: summary?.status_summary.online ?? '–' },
    { key: 'offline', title: t('monitoring.cards.offline', 'Offline'), value: summary?.status_summary.offline ?? '–' },
  ];
  return (
    <Row gutter={[12, 12]}>
      {cards.map(({ key, title, value }) => (
        <Col key={key} xs={12} md={6}>
          <Card size="small" data-card={key}>
            <Statistic title={title} value={value} loading={loading} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
