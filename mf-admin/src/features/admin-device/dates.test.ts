import { createDateFormat, type DateFormat } from '@beacon/shared/ui';
import { beforeAll, describe, expect, it } from '@rstest/core';
import i18next from 'i18next';
import { initI18n } from '@beacon/shared';
import { ADMIN_RELATIVE_DAYS } from '../../components/useAdminDates.ts';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const ago = (seconds: number) => NOW / 1000 - seconds;
const DAY = 86_400;

let english: DateFormat;
let german: DateFormat;

beforeAll(async () => {
  await initI18n();
  // German loads as a switch to it loads it (only English is bundled).
  await i18next.loadLanguages('de');
  const options = { timeZone: 'Europe/Berlin', relativeDays: ADMIN_RELATIVE_DAYS };
  english = createDateFormat(i18next.getFixedT('en', 'common'), { locale: 'en', ...options });
  german = createDateFormat(i18next.getFixedT('de', 'common'), { locale: 'de', ...options });
});

describe('admin relative dates (admin-and-hotspots.md §4.4, §9: relative under 7 days)', () => {
  it('reads Never, Just now, N minute(s), N hour(s) and N day(s) ago', () => {
    expect(english.relative(null, NOW)).toBe('Never');
    expect(english.relative(undefined, NOW)).toBe('Never');
    expect(english.relative(ago(59), NOW)).toBe('Just now');
    expect(english.relative(ago(60), NOW)).toBe('1 minute ago');
    expect(english.relative(ago(45 * 60), NOW)).toBe('45 minutes ago');
    expect(english.relative(ago(3600), NOW)).toBe('1 hour ago');
    expect(english.relative(ago(23 * 3600), NOW)).toBe('23 hours ago');
    expect(english.relative(ago(DAY), NOW)).toBe('1 day ago');
    expect(english.relative(ago(7 * DAY - 1), NOW)).toBe('6 days ago');
  });

  it('shows the local date from 7 days on', () => {
    expect(english.relative(ago(7 * DAY), NOW)).toBe('Nov 15, 2026');
    expect(english.relative(ago(40 * DAY), NOW)).toBe('Oct 13, 2026');
    expect(german.relative(ago(7 * DAY), NOW)).toBe('15. Nov. 2026');
  });

  it('reads German', () => {
    expect(german.relative(null, NOW)).toBe('Nie');
    expect(german.relative(ago(10), NOW)).toBe('Gerade eben');
    expect(german.relative(ago(2 * 60), NOW)).toBe('vor 2 Minuten');
    expect(german.relative(ago(DAY), NOW)).toBe('vor 1 Tag');
  });

  it('writes full local dates with the zone, or N/A', () => {
    const jan5Berlin = Date.UTC(2026, 0, 4, 23, 0, 0) / 1000;
    expect(english.dateTime(jan5Berlin)).toBe('Jan 5, 2026, 12:00 AM GMT+1');
    expect(english.dateTime(null)).toBe('N/A');
  });
});
