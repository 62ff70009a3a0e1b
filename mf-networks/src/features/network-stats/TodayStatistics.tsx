import { useDateFormat } from '@beacon/shared/ui';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Statistic from 'antd/es/statistic';
import { useTranslation } from 'react-i18next';
import { formatBytes, TODAY_POINTS, type TodayFigures } from './statsFigures.ts';

export interface TodayStatisticsProps {
  figures: TodayFigures;
}

/** The "today" figures (the last 24 points) above the charts. */
export function TodayStatistics({ figures }: TodayStatisticsProps) {
  const { t } = useTranslation('networks');
  const { number } = useDateFormat();
  // Numbers as text in the active language, shown as given (antd's Statistic groups with a fixed comma).
  const items = [
    {
      key: 'active',
      title: t('stats.today.active-devices', 'Active devices (latest)'),
      value: number(figures.activeDevices),
    },
    { key: 'requests', title: t('stats.today.requests', 'Requests today'), value: number(figures.requests) },
    {
      key: 'connections',
      title: t('stats.today.connections', 'Connections today'),
      value: number(figures.connections),
    },
    {
      key: 'transfer',
      title: t('stats.today.data-transfer', 'Data transfer today'),
      value: formatBytes(figures.bytesTransferred, number),
    },
  ];
  return (
    <Card
      size="small"
      title={t('stats.today.title', 'Today (last {{count}} points)', { count: TODAY_POINTS })}
      role="region"
      aria-label={t('stats.today.label', 'Today')}
    >
      <Row gutter={[16, 16]}>
        {items.map((item) => (
          <Col key={item.key} xs={12} md={6}>
            <Statistic title={item.title} value={item.value} formatter={(value) => value} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
