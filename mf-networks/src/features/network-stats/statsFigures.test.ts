import type { StatsPoint } from '@beacon/shared/contract';
import { describe, expect, it } from '@rstest/core';
import { chronological, formatBytes, formatHours, syncFigures, todayFigures } from './statsFigures.ts';

function point(index: number): StatsPoint {
  return {
    timestamp: 1_793_491_200 + index * 3600,
    requests: 1,
    bytes_up: 10,
    bytes_down: 5,
    connected_time: 0,
    connections: 2,
    active_devices: index,
    registered_devices: 100,
    seen_devices: 50,
  };
}

describe('todayFigures', () => {
  it('sums the last 24 points and takes active devices from the latest', () => {
    const points = Array.from({ length: 72 }, (_, index) => point(index));
    expect(todayFigures(points)).toEqual({ activeDevices: 71, requests: 24, connections: 48, bytesTransferred: 360 });
  });

  it('uses every point when there are fewer than 24', () => {
    expect(todayFigures([point(0), point(1)])).toEqual({
      activeDevices: 1,
      requests: 2,
      connections: 4,
      bytesTransferred: 30,
    });
  });

  it('has no figures without points', () => {
    expect(todayFigures([])).toBeNull();
  });
});

describe('formatBytes', () => {
  const number = (locale: string) => (value: number, options?: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(locale, options).format(value);

  it('uses binary units', () => {
    expect(formatBytes(0, number('en'))).toBe('0 B');
    expect(formatBytes(512, number('en'))).toBe('512 B');
    expect(formatBytes(1536, number('en'))).toBe('1.5 KB');
    expect(formatBytes(200 * 1024 * 1024, number('en'))).toBe('200 MB');
    expect(formatBytes(3 * 1024 ** 3, number('en'))).toBe('3.0 GB');
  });

  it('writes the digits of the active language', () => {
    expect(formatBytes(1536, number('de'))).toBe('1,5 KB');
    expect(formatBytes(1023, number('de'))).toBe('1.023 B');
  });
});

describe('chronological', () => {
  it('orders points oldest first', () => {
    expect(chronological([point(2), point(0), point(1)]).map((p) => p.active_devices)).toEqual([0, 1, 2]);
  });
});

describe('syncFigures', () => {
  it("sums a device's syncs, requests, data and time connected over the last 24 points", () => {
    const points = Array.from({ length: 30 }, (_, index) => ({ ...point(index), connected_time: 60 }));
    expect(syncFigures(points)).toEqual({
      syncs: 48,
      requests: 24,
      bytesTransferred: 360,
      connectedSeconds: 1440,
      lastSync: points[29]!.timestamp,
    });
  });

  it('takes the last sync from the latest point with a connection, even before the last 24', () => {
    const points = Array.from({ length: 30 }, (_, index) => ({ ...point(index), connections: index === 3 ? 1 : 0 }));
    expect(syncFigures(points)?.lastSync).toBe(points[3]!.timestamp);
    expect(syncFigures(points.map((p) => ({ ...p, connections: 0 })))?.lastSync).toBeNull();
  });

  it('is null without points', () => {
    expect(syncFigures([])).toBeNull();
  });
});

describe('formatHours', () => {
  it('writes seconds as hours with one decimal in the language', () => {
    const en = (value: number, options?: Intl.NumberFormatOptions) => value.toLocaleString('en', options);
    const de = (value: number, options?: Intl.NumberFormatOptions) => value.toLocaleString('de', options);
    expect(formatHours(45_000, en)).toBe('12.5 h');
    expect(formatHours(45_000, de)).toBe('12,5 h');
    expect(formatHours(-5, en)).toBe('0.0 h');
  });
});
