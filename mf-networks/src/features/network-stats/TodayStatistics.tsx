import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import { NumberStatistic } from '@beacon/shared/ui';

export interface StatisticItem {
  key: string;
  title: string;
  /** Already written in the active language. */
  value: string;
}

export interface TodayStatisticsProps {
  /** The card's title, e.g. "Today (last 24 points)". */
  title: string;
  /** The region's name. */
  label: string;
  items: readonly StatisticItem[];
}

/** The figures above the charts (the last 24 points): the network's "today", or a device's sync stats. */
export function TodayStatistics({ title, label, items }: TodayStatisticsProps) {
  return (
    <Card size="small" title={title} role="region" aria-label={label}>
      <Row gutter={[16, 16]}>
        {items.map((item) => (
          <Col key={item.key} xs={12} md={8} xl={Math.max(4, Math.floor(24 / items.length))}>
            {/* Already written in the active language (bytes and hours with their units): shown as given. */}
            <NumberStatistic title={item.title} value={item.value} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
