import { beforeAll, describe, expect, it } from '@rstest/core';
import i18next, { type TFunction } from 'i18next';
import { initI18n } from '../i18n/i18n.ts';
import { formatDateTime, formatRelative, formatUtc } from './dates.ts';

let t: TFunction<'common'>;
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const ago = (seconds: number) => NOW / 1000 - seconds;

beforeAll(async () => {
  await initI18n();
  t = i18next.getFixedT('en', 'common');
});

describe('formatRelative (admin-and-hotspots.md §4.4)', () => {
  it('reads Never, Just now, minutes, hours and days with singular and plural', () => {
    expect(formatRelative(t, undefined, NOW)).toBe('Never');
    expect(formatRelative(t, 0, NOW)).toBe('Never');
    expect(formatRelative(t, ago(30), NOW)).toBe('Just now');
    expect(formatRelative(t, ago(60), NOW)).toBe('1 minute ago');
    expect(formatRelative(t, ago(59 * 60), NOW)).toBe('59 minutes ago');
    expect(formatRelative(t, ago(3600), NOW)).toBe('1 hour ago');
    expect(formatRelative(t, ago(5 * 3600), NOW)).toBe('5 hours ago');
    expect(formatRelative(t, ago(86400), NOW)).toBe('1 day ago');
    expect(formatRelative(t, ago(6 * 86400 + 3600), NOW)).toBe('6 days ago');
  });

  it('shows a local date from 7 days on', () => {
    const at = ago(7 * 86400);
    expect(formatRelative(t, at, NOW)).toBe(
      new Date(at * 1000).toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' }),
    );
  });
});

describe('formatDateTime and formatUtc', () => {
  it('answers N/A for a missing time and formats UTC', () => {
    expect(formatDateTime(t, null)).toBe('N/A');
    expect(formatUtc(Date.UTC(2026, 0, 2, 3, 4, 5) / 1000)).toBe('2026-01-02 03:04:05');
  });
});
