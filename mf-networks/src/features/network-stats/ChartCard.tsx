import type { LineConfig } from '@ant-design/charts';
import { PartBoundary } from '@beacon/shared';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyLineChart, reloadLineChart } from './LazyLineChart.ts';

export interface ChartCardProps {
  title: string;
  config: LineConfig;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** One chart widget: a card with its own error boundary; the chart itself is a lazy chunk. */
export function ChartCard({ title, config }: ChartCardProps) {
  const { t } = useTranslation('networks');
  return (
    <figure aria-label={title} style={{ margin: 0 }}>
      <Card title={title} size="small">
        <PartBoundary
          part="Chart"
          fallback={(error, retry) => (
            <Result
              status="warning"
              title={t('stats.chart.failed', 'This chart could not be shown')}
              subTitle={errorMessage(error)}
              extra={
                <Button
                  onClick={() => {
                    reloadLineChart();
                    retry();
                  }}
                >
                  {t('stats.chart.retry', 'Retry')}
                </Button>
              }
            />
          )}
        >
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} title={false} />}>
            <LazyLineChart config={config} />
          </Suspense>
        </PartBoundary>
      </Card>
    </figure>
  );
}
