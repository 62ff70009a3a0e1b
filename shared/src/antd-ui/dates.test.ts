import { beforeAll, describe, expect, it } from '@rstest/core';
import i18next from 'i18next';
import { initI18n } from '../i18n/i18n.ts';
import { createDateFormat, type DateFormat } from './dates.ts';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const ago = (seconds: number) => NOW / 1000 - seconds;
const DAY = 86_400;
/** 2026-01-05 00:00:00 in Berlin (23:00 UTC the day before): the date of defect 9. */
const JAN_5_BERLIN = Date.UTC(2026, 0, 4, 23, 0, 0) / 1000;

let english: DateFormat;
let german: DateFormat;

beforeAll(async () => {
  await initI18n();
  // German loads as a switch to it loads it (only English is bundled).
  await i18next.loadLanguages('de');
  english = createDateFormat(i18next.getFixedT('en', 'common'), { locale: 'en', timeZone: 'Europe/Berlin' });
  german = createDateFormat(i18next.getFixedT('de', 'common'), { locale: 'de', timeZone: 'Europe/Berlin' });
});

describe('relative (admin-and-hotspots.md §4.4, console rule: relative under 30 days)', () => {
  it('reads Never, Just now, minutes, hours and days with singular and plural', () => {
    expect(english.relative(undefined, NOW)).toBe('Never');
    expect(english.relative(0, NOW)).toBe('Never');
    expect(english.relative(ago(30), NOW)).toBe('Just now');
    expect(english.relative(ago(60), NOW)).toBe('1 minute ago');
    expect(english.relative(ago(59 * 60), NOW)).toBe('59 minutes ago');
    expect(english.relative(ago(3600), NOW)).toBe('1 hour ago');
    expect(english.relative(ago(5 * 3600), NOW)).toBe('5 hours ago');
    expect(english.relative(ago(DAY), NOW)).toBe('1 day ago');
    expect(english.relative(ago(6 * DAY + 3600), NOW)).toBe('6 days ago');
  });

  it('stays relative after a week, up to 29 days', () => {
    expect(english.relative(ago(8 * DAY), NOW)).toBe('8 days ago');
    expect(english.relative(ago(30 * DAY - 1), NOW)).toBe('29 days ago');
  });

  it('shows the date in the console style from 30 days on', () => {
    expect(english.relative(ago(30 * DAY), NOW)).toBe('Oct 23, 2026');
    expect(german.relative(ago(30 * DAY), NOW)).toBe('23. Okt. 2026');
  });

  it('reads German', () => {
    expect(german.relative(null, NOW)).toBe('Nie');
    expect(german.relative(ago(30), NOW)).toBe('Gerade eben');
    expect(german.relative(ago(60), NOW)).toBe('vor 1 Minute');
    expect(german.relative(ago(2 * 3600), NOW)).toBe('vor 2 Stunden');
    expect(german.relative(ago(3 * DAY), NOW)).toBe('vor 3 Tagen');
  });
});

describe('dateTime and date', () => {
  it('write the local date and time with the time zone, in one style per language', () => {
    expect(english.dateTime(JAN_5_BERLIN)).toBe('Jan 5, 2026, 12:00 AM GMT+1');
    expect(german.dateTime(JAN_5_BERLIN)).toBe('5. Jan. 2026, 00:00 MEZ');
    expect(english.date(JAN_5_BERLIN)).toBe('Jan 5, 2026');
    expect(german.date(JAN_5_BERLIN)).toBe('5. Jan. 2026');
  });

  it('name the zone the time is in', () => {
    const newYork = createDateFormat(i18next.getFixedT('en', 'common'), { locale: 'en', timeZone: 'America/New_York' });
    expect(newYork.dateTime(JAN_5_BERLIN)).toBe('Jan 4, 2026, 06:00 PM EST');
  });

  it('answer N/A for a missing time', () => {
    expect(english.dateTime(null)).toBe('N/A');
    expect(english.date(undefined)).toBe('N/A');
    expect(german.dateTime(0)).toBe('k. A.');
  });
});

describe('utc and utcShort', () => {
  it('write UTC whatever the local zone is', () => {
    const at = Date.UTC(2026, 0, 2, 3, 4, 5) / 1000;
    expect(english.utc(at)).toBe('Jan 2, 2026, 03:04:05 AM');
    expect(german.utc(at)).toBe('2. Jan. 2026, 03:04:05');
    expect(english.utcShort(at)).toBe('Jan 2, 03:04 AM');
    expect(german.utcShort(at)).toBe('2. Jan., 03:04');
  });
});

describe('number', () => {
  it('groups and separates digits as the language does', () => {
    expect(english.number(12345.5)).toBe('12,345.5');
    expect(german.number(12345.5)).toBe('12.345,5');
    expect(german.number(1.5, { minimumFractionDigits: 1 })).toBe('1,5');
  });
});
