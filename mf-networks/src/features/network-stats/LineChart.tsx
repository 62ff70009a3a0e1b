import { Line, type LineConfig } from '@ant-design/charts';
import { useTheme } from '@beacon/shared';

export interface LineChartProps {
  config: LineConfig;
}

/** The charting library's line chart: this module is the lazy chunk "network-stats-charts". */
export default function LineChart({ config }: LineChartProps) {
  // The chart's own light or dark theme follows the console's colour scheme.
  const { resolved } = useTheme();
  return <Line {...config} theme={resolved === 'dark' ? 'classicDark' : 'classic'} />;
}
