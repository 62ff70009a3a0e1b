import { describe, expect, it } from '@rstest/core';
import { formatUptime, uptimeParts, type UptimeWords } from './uptime.ts';

const WORDS: UptimeWords = {
  days: (n) => `${n}d`,
  hours: (n) => `${n}h`,
  minutes: (n) => `${n}m`,
  underAMinute: '< 1m',
};

describe('uptime', () => {
  it('splits seconds into whole days (86400 s), hours and minutes', () => {
    expect(uptimeParts(86_400)).toEqual({ days: 1, hours: 0, minutes: 0 });
    expect(uptimeParts(2 * 86_400 + 3 * 3600 + 15 * 60 + 59)).toEqual({ days: 2, hours: 3, minutes: 15 });
    expect(uptimeParts(86_399)).toEqual({ days: 0, hours: 23, minutes: 59 });
  });

  it.each([
    [0, '< 1m'],
    [59, '< 1m'],
    [60, '1m'],
    [3599, '59m'],
    [3600, '1h 0m'],
    [3 * 3600 + 5 * 60, '3h 5m'],
    [86_400, '1d 0h 0m'],
    [2 * 86_400 + 3 * 3600 + 15 * 60, '2d 3h 15m'],
    [400 * 86_400 + 61, '400d 0h 1m'],
  ])('%i s reads "%s"', (seconds, text) => {
    expect(formatUptime(seconds, WORDS)).toBe(text);
  });

  it('has no text for a missing or invalid uptime (the card shows N/A)', () => {
    expect(formatUptime(null, WORDS)).toBeNull();
    expect(formatUptime(undefined, WORDS)).toBeNull();
    expect(formatUptime(-5, WORDS)).toBeNull();
    expect(formatUptime(Number.NaN, WORDS)).toBeNull();
  });
});
