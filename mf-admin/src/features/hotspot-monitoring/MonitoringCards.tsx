import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import { summaryStatusCounts } from '@beacon/shared';
import { NumberStatistic } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';
import type { HotspotSummary } from '@beacon/shared/contract';

export interface MonitoringCardsProps {
  /** The account's suspended flag; undefined while it loads or when it failed. */
  suspended: boolean | undefined;
  /** The hotspot summary; undefined while it loads or when it failed. */
  summary: HotspotSummary | undefined;
  loading: boolean;
}

/**
 * Account status (Suspended or Active), total, online and offline hotspots (from the summary), and
 * unknown (the rest, by the contract's `summaryStatusCounts`, as on the hotspot dashboard) when there are any.
 */
export function MonitoringCards({ suspended, summary, loading }: MonitoringCardsProps) {
  const { t } = useTranslation('admin');
  const accountStatus =
    suspended === undefined
      ? '–'
      : suspended
        ? t('monitoring.cards.suspended', 'Suspended')
        : t('monitoring.cards.active', 'Active');
  const counts = summary && summaryStatusCounts(summary.total_hotspots, summary.status_summary);
  const cards = [
    { key: 'account', title: t('monitoring.cards.account-status', 'Account status'), value: accountStatus },
    { key: 'total', title: t('monitoring.cards.total', 'Total hotspots'), value: counts?.total ?? '–' },
    { key: 'online', title: t('monitoring.cards.online', 'Online'), value: counts?.online ?? '–' },
    { key: 'offline', title: t('monitoring.cards.offline', 'Offline'), value: counts?.offline ?? '–' },
    ...(counts?.unknown
      ? [{ key: 'unknown', title: t('monitoring.cards.unknown', 'Unknown'), value: counts.unknown }]
      : []),
  ];
  return (
    <Row gutter={[12, 12]}>
      {cards.map(({ key, title, value }) => (
        // Four or five cards (Unknown only when there are unknowns) share a row, two to a row on a phone.
        <Col key={key} flex="1 1 150px">
          <Card size="small" data-card={key}>
            <NumberStatistic title={title} value={value} loading={loading} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
