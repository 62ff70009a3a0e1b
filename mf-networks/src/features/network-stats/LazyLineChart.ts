import { createElement, lazy } from 'react';
import type { LineChartProps } from './LineChart.tsx';

const load = () => import(/* webpackChunkName: "network-stats-charts" */ './LineChart.tsx');

let current = lazy(load);

/** The line chart as a lazy chunk: the tab's text renders before the charting library has loaded. */
export function LazyLineChart(props: LineChartProps) {
  return createElement(current, props);
}

/** After a failed load, the next render requests the chunk again instead of replaying the failure. */
export function reloadLineChart(): void {
  current = lazy(load);
}
