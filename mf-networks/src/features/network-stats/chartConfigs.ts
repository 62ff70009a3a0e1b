import type { LineConfig } from '@ant-design/charts';
import type { StatsPoint } from '@beacon/shared/contract';
import type { DateFormat } from '@beacon/shared/ui';
import type { TFunction } from 'i18next';
import { formatBytes, formatHours } from './statsFigures.ts';

// The key check (shared/build/i18n-keys.mjs) reads a file's namespace from a `useTranslation('networks')`
// call; the builders take the caller's `t`, so this comment names the namespace.

/** One value of one series at one time: the long form the charts take. */
export interface ChartDatum {
  time: Date;
  value: number;
  series: string;
}

const CHART_HEIGHT = 260;

/** A series of the chart: its (translated) name and the value it takes from each point. */
type Series = readonly [name: string, value: (point: StatsPoint) => number];

function seriesData(points: readonly StatsPoint[], series: readonly Series[]): ChartDatum[] {
  return series.flatMap(([name, value]) =>
    points.map((point) => ({ time: new Date(point.timestamp * 1000), value: value(point), series: name })),
  );
}

const seconds = (time: Date) => time.getTime() / 1000;

/**
 * A stats chart of the points' series, with the parts every stats chart shares: time on x in UTC, one
 * colour per series, a tooltip in UTC, dates and numbers in the active language (`format`, from
 * `useDateFormat`).
 */
function lineConfig(
  points: readonly StatsPoint[],
  series: readonly Series[],
  t: TFunction<'networks'>,
  format: DateFormat,
  formatValue: (value: number) => string = (value) => format.number(value),
): LineConfig {
  return {
    data: seriesData(points, series),
    xField: 'time',
    yField: 'value',
    colorField: 'series',
    height: CHART_HEIGHT,
    autoFit: true,
    scale: { x: { type: 'time', utc: true }, y: { nice: true, domainMin: 0 } },
    axis: {
      x: { title: t('stats.axis.time', 'Time (UTC)'), labelFormatter: (time: Date) => format.utcShort(seconds(time)) },
      y: { title: false, labelFormatter: formatValue },
    },
    legend: { color: { position: 'top' } },
    tooltip: {
      title: (datum: ChartDatum) => `${format.utc(seconds(datum.time))} UTC`,
      items: [(datum: ChartDatum) => ({ name: datum.series, value: formatValue(datum.value) })],
    },
  };
}

/** Active Devices: devices active in each period. */
export function buildActiveDevicesConfig(
  points: readonly StatsPoint[],
  t: TFunction<'networks'>,
  format: DateFormat,
): LineConfig {
  const series: Series[] = [[t('stats.series.active-devices', 'Active devices'), (point) => point.active_devices]];
  return lineConfig(points, series, t, format);
}

/** Requests and Connections: two series on one chart. */
export function buildRequestsConnectionsConfig(
  points: readonly StatsPoint[],
  t: TFunction<'networks'>,
  format: DateFormat,
): LineConfig {
  const series: Series[] = [
    [t('stats.series.requests', 'Requests'), (point) => point.requests],
    [t('stats.series.connections', 'Connections'), (point) => point.connections],
  ];
  return lineConfig(points, series, t, format);
}

/** Data Transfer: bytes up and bytes down, with byte units on the axis and in the tooltip. */
export function buildDataTransferConfig(
  points: readonly StatsPoint[],
  t: TFunction<'networks'>,
  format: DateFormat,
): LineConfig {
  const series: Series[] = [
    [t('stats.series.bytes-up', 'Uploaded'), (point) => point.bytes_up],
    [t('stats.series.bytes-down', 'Downloaded'), (point) => point.bytes_down],
  ];
  return lineConfig(points, series, t, format, (value) => formatBytes(value, format.number));
}

/** Connected Time (a device's charts): the time connected in each period, in hours. */
export function buildConnectedTimeConfig(
  points: readonly StatsPoint[],
  t: TFunction<'networks'>,
  format: DateFormat,
): LineConfig {
  const series: Series[] = [[t('stats.series.connected-time', 'Connected time'), (point) => point.connected_time]];
  return lineConfig(points, series, t, format, (value) => formatHours(value, format.number));
}
