import { describe, expect, it } from '@rstest/core';
import {
  DAY_SECONDS,
  FLAPPING_CHANGES_PER_HOUR,
  HOUR_SECONDS,
  changesInLastHour,
  hotspotHealth,
  isFlapping,
  uptimePercent,
  type StatusChangePoint,
} from './hotspotUptime.ts';

const NOW = 1_800_000_000;
const at = (secondsAgo: number, status: StatusChangePoint['status']): StatusChangePoint => ({
  at: NOW - secondsAgo,
  status,
});

describe('uptimePercent', () => {
  it('is 100 or 0 for a hotspot that never changed, by its current status', () => {
    expect(uptimePercent([], 'online', NOW - DAY_SECONDS, NOW)).toBe(100);
    expect(uptimePercent([], 'offline', NOW - DAY_SECONDS, NOW)).toBe(0);
    expect(uptimePercent([], 'unknown', NOW - DAY_SECONDS, NOW)).toBeNull();
  });

  it('counts the time in each status from the change before the window on', () => {
    // Online since two days ago, offline for the last 6 hours: 18 of 24 hours online.
    const changes = [at(2 * DAY_SECONDS, 'online'), at(6 * HOUR_SECONDS, 'offline')];
    expect(uptimePercent(changes, 'offline', NOW - DAY_SECONDS, NOW)).toBe(75);
  });

  it('leaves out the time before the first change and the time in unknown', () => {
    // First heard of 12 h ago (online), unknown for 3 h, then offline for the last 3 h: 6 of 9 known hours.
    const changes = [at(12 * HOUR_SECONDS, 'online'), at(6 * HOUR_SECONDS, 'unknown'), at(3 * HOUR_SECONDS, 'offline')];
    expect(uptimePercent(changes, 'offline', NOW - DAY_SECONDS, NOW)).toBe(66.7);
  });

  it('takes the changes in any order and ignores those after the window', () => {
    const changes = [at(-60, 'offline'), at(12 * HOUR_SECONDS, 'offline'), at(2 * DAY_SECONDS, 'online')];
    expect(uptimePercent(changes, 'offline', NOW - DAY_SECONDS, NOW)).toBe(50);
  });

  it('is null for an empty window', () => {
    expect(uptimePercent([], 'online', NOW, NOW)).toBeNull();
  });
});

describe('flapping', () => {
  const flips = (count: number, spacing: number) =>
    Array.from({ length: count }, (_, i) => at(60 + i * spacing, i % 2 === 0 ? 'offline' : 'online'));

  it(`is more than ${FLAPPING_CHANGES_PER_HOUR} changes in the last hour`, () => {
    expect(isFlapping(flips(FLAPPING_CHANGES_PER_HOUR, 600), NOW)).toBe(false);
    expect(isFlapping(flips(FLAPPING_CHANGES_PER_HOUR + 1, 600), NOW)).toBe(true);
  });

  it('does not count changes older than an hour', () => {
    const changes = flips(8, 1200);
    expect(changesInLastHour(changes, NOW)).toBe(3);
    expect(isFlapping(changes, NOW)).toBe(false);
  });

  it('hotspotHealth gives both windows, the hour count and the badge', () => {
    const changes = [at(3 * DAY_SECONDS, 'online'), ...flips(6, 300)];
    const health = hotspotHealth(changes, 'online', NOW);
    expect(health.changes_1h).toBe(6);
    expect(health.flapping).toBe(true);
    expect(health.uptime_24h).toBeGreaterThan(98);
    expect(health.uptime_7d).toBeGreaterThan(99);
  });
});
