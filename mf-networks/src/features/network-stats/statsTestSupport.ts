import type { StatsPoint } from '@beacon/shared/contract';
import type { FakePlatform } from '@beacon/shared/testing';
import { NOT_FOUND } from '../../testSupport.tsx';

/** 2026-11-01T00:00:00Z, the first hour of the test statistics. */
const FIRST_HOUR = 1_793_491_200;

/** `count` hourly statistics points, oldest first, from 2026-11-01; `figures(hour)` gives the rest of each. */
export function hourlyStatsPoints(
  count: number,
  figures: (hour: number) => Omit<StatsPoint, 'timestamp'>,
): StatsPoint[] {
  return Array.from({ length: count }, (_, hour) => ({ timestamp: FIRST_HOUR + hour * 3600, ...figures(hour) }));
}

/** A platform that answers the account's statistics call with `points`, and any other call not found. */
export const statsPlatform =
  (points: StatsPoint[]): FakePlatform =>
  ({ path }) =>
    path.startsWith('/v1/accounts/acme/stats?') ? { status: 200, body: { stats: points } } : NOT_FOUND;
