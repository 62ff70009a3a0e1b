import { describe, expect, it } from '@rstest/core';
import { countHotspotStatuses, hotspotStatusOf, summaryStatusCounts } from './hotspotStatus.ts';

describe('the one definition of online, offline and unknown (issue 30, item 2)', () => {
  it('online and offline are those statuses; anything else is unknown', () => {
    expect(['online', 'offline', 'unknown', null, undefined, 'pending'].map(hotspotStatusOf)).toEqual([
      'online',
      'offline',
      'unknown',
      'unknown',
      'unknown',
      'unknown',
    ]);
  });

  it('counts a list, unknown never counted as offline', () => {
    expect(countHotspotStatuses(['online', 'offline', 'unknown', 'online', null])).toEqual({
      total: 5,
      online: 2,
      offline: 1,
      unknown: 2,
    });
  });

  it("takes a server summary's total and counts: unknown is the rest", () => {
    expect(summaryStatusCounts(1000, { online: 871, offline: 95 })).toEqual({
      total: 1000,
      online: 871,
      offline: 95,
      unknown: 34,
    });
    expect(summaryStatusCounts(2, { online: 2, offline: 1 }).unknown).toBe(0);
  });
});
