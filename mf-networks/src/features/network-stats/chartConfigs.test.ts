import type { StatsPoint } from '@beacon/shared/contract';
import { createDateFormat } from '@beacon/shared/ui';
import { describe, expect, it } from '@rstest/core';
import type { TFunction } from 'i18next';
import {
  buildActiveDevicesConfig,
  buildDataTransferConfig,
  buildRequestsConnectionsConfig,
  type ChartDatum,
} from './chartConfigs.ts';

/** English defaults, as i18next gives them without resources. */
const t = ((_key: string, english: string) => english) as unknown as TFunction<'networks'>;
const english = createDateFormat(t, { locale: 'en' });
const german = createDateFormat(t, { locale: 'de' });

const HOUR = 3600;
const START = 1_793_491_200;

function point(hour: number, extra: Partial<StatsPoint> = {}): StatsPoint {
  return {
    timestamp: START + hour * HOUR,
    requests: 10 * hour,
    bytes_up: 1000 * hour,
    bytes_down: 500 * hour,
    connected_time: 60,
    connections: hour,
    active_devices: 100 + hour,
    registered_devices: 200,
    seen_devices: 150,
    ...extra,
  };
}

const POINTS = [point(0), point(1), point(2)];

function data(config: { data?: unknown }): ChartDatum[] {
  return config.data as ChartDatum[];
}

describe('buildActiveDevicesConfig', () => {
  it('plots active devices over time, one point per stats point', () => {
    const config = buildActiveDevicesConfig(POINTS, t, english);
    expect(data(config)).toEqual([
      { time: new Date(START * 1000), value: 100, series: 'Active devices' },
      { time: new Date((START + HOUR) * 1000), value: 101, series: 'Active devices' },
      { time: new Date((START + 2 * HOUR) * 1000), value: 102, series: 'Active devices' },
    ]);
    expect(config).toMatchObject({ xField: 'time', yField: 'value', colorField: 'series' });
  });

  it('shows times in UTC on the axis and in the tooltip', () => {
    const config = buildActiveDevicesConfig(POINTS, t, english) as {
      axis: { x: { labelFormatter: (time: Date) => string; title: string } };
      tooltip: { title: (datum: ChartDatum) => string };
      scale: { x: { utc: boolean } };
    };
    expect(config.axis.x.title).toBe('Time (UTC)');
    expect(config.axis.x.labelFormatter(new Date(START * 1000))).toBe('Nov 1, 12:00 AM');
    expect(config.tooltip.title({ time: new Date((START + HOUR) * 1000), value: 1, series: 'x' })).toBe(
      'Nov 1, 2026, 01:00:00 AM UTC',
    );
    expect(config.scale.x.utc).toBe(true);
  });

  it('writes times and numbers in German when the language is German', () => {
    const config = buildActiveDevicesConfig(POINTS, t, german) as {
      axis: { x: { labelFormatter: (time: Date) => string }; y: { labelFormatter: (value: number) => string } };
    };
    expect(config.axis.x.labelFormatter(new Date(START * 1000))).toBe('1. Nov., 00:00');
    expect(config.axis.y.labelFormatter(12345)).toBe('12.345');
  });

  it('gives an empty chart for no points', () => {
    expect(data(buildActiveDevicesConfig([], t, english))).toEqual([]);
  });
});

describe('buildRequestsConnectionsConfig', () => {
  it('has a Requests series and a Connections series', () => {
    const rows = data(buildRequestsConnectionsConfig(POINTS, t, english));
    expect(rows.filter((row) => row.series === 'Requests').map((row) => row.value)).toEqual([0, 10, 20]);
    expect(rows.filter((row) => row.series === 'Connections').map((row) => row.value)).toEqual([0, 1, 2]);
    expect(rows).toHaveLength(6);
  });
});

describe('buildDataTransferConfig', () => {
  it('has uploaded and downloaded bytes, shown with byte units', () => {
    const config = buildDataTransferConfig(POINTS, t, english) as {
      data: ChartDatum[];
      axis: { y: { labelFormatter: (value: number) => string } };
      tooltip: { items: Array<(datum: ChartDatum) => { name: string; value: string }> };
    };
    expect(config.data.filter((row) => row.series === 'Uploaded').map((row) => row.value)).toEqual([0, 1000, 2000]);
    expect(config.data.filter((row) => row.series === 'Downloaded').map((row) => row.value)).toEqual([0, 500, 1000]);
    expect(config.axis.y.labelFormatter(2048)).toBe('2.0 KB');
    expect(config.tooltip.items[0]?.({ time: new Date(), value: 1536, series: 'Uploaded' })).toEqual({
      name: 'Uploaded',
      value: '1.5 KB',
    });
  });
});
