import { Line, type LineConfig } from '@ant-design/charts';

export interface LineChartProps {
  config: LineConfig;
}

/** The charting library's line chart: this module is the lazy chunk "network-stats-charts". */
export default function LineChart({ config }: LineChartProps) {
  return <Line {...config} />;
}
