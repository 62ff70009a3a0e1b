import { useLanguage } from '@beacon/shared';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Platform times are epoch seconds; missing or zero means "never". */
export type EpochSeconds = number | null | undefined;

/** Relative times are used under this many days; older times show their date (docs/decisions.md). */
export const RELATIVE_DAYS = 30;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The one date style of the console: `Jan 5, 2026` / `5. Jan. 2026`. */
const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
// Two-digit hours: German writes `1:00` without a zone but `01:00 MEZ` with one; this keeps them alike.
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

/** How the console writes dates, times and numbers in one language. */
export interface DateFormat {
  /** 'Never', 'Just now', 'N minutes ago', 'N hours ago', 'N days ago' under 30 days (or `relativeDays`), then the date. */
  relative: (at: EpochSeconds, nowMs?: number) => string;
  /** Date, local time and time zone (`Jan 5, 2026, 12:00 AM GMT+1`), or 'N/A'. */
  dateTime: (at: EpochSeconds) => string;
  /** The date alone (`Jan 5, 2026`), or 'N/A'. */
  date: (at: EpochSeconds) => string;
  /** Date and time to the second in UTC, for places labelled UTC (`Jan 2, 2026, 03:04:05 AM`). */
  utc: (at: number) => string;
  /** Day and time in UTC without the year, for chart axes labelled UTC (`Nov 1, 01:00 AM`). */
  utcShort: (at: number) => string;
  /** A number in the language's digits and separators (`12,345.5` / `12.345,5`). */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
}

export interface DateFormatOptions {
  /** A BCP 47 tag, the active language (`en`, `de`). */
  locale: string;
  /** The zone of local times; the browser's when omitted (tests fix it). */
  timeZone?: string;
  /** Relative times under this many days, then the date; default `RELATIVE_DAYS` (the admin area uses 7). */
  relativeDays?: number;
}

/**
 * The console's one number formatter: `value` in the digits and separators of `locale` (`12,345.5` /
 * `12.345,5`). Components take it from `useDateFormat().number`; code outside React (a helper given the
 * language) calls this. Nothing else writes numbers: the lint rule `beacon/numbers-through-formatter`
 * refuses `Intl.NumberFormat` and `toLocaleString` elsewhere (docs/i18n.md#dates-and-numbers).
 */
export function formatNumber(locale: string, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale, options).format(value);
}

/** The date and number formatters for one language, with the `common` translations of `t`. */
export function createDateFormat(
  t: TFunction<'common'>,
  { locale, timeZone, relativeDays = RELATIVE_DAYS }: DateFormatOptions,
): DateFormat {
  const local = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone });
  const inUtc = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  const dateFormat = local(DATE);
  const dateTimeFormat = local({ ...DATE, ...TIME, timeZoneName: 'short' });
  const utcFormat = inUtc({ ...DATE, ...TIME, second: '2-digit' });
  const utcShortFormat = inUtc({ month: 'short', day: 'numeric', ...TIME });
  const relativeFormat = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  const notAvailable = () => t('dates.not-available', 'N/A');
  const ms = (at: number) => at * 1000;

  return {
    relative: (at, nowMs = Date.now()) => {
      if (!at) return t('dates.never', 'Never');
      const seconds = Math.max(0, Math.floor(nowMs / 1000 - at));
      if (seconds < MINUTE) return t('dates.just-now', 'Just now');
      if (seconds < HOUR) return relativeFormat.format(-Math.floor(seconds / MINUTE), 'minute');
      if (seconds < DAY) return relativeFormat.format(-Math.floor(seconds / HOUR), 'hour');
      if (seconds < relativeDays * DAY) return relativeFormat.format(-Math.floor(seconds / DAY), 'day');
      return dateFormat.format(ms(at));
    },
    dateTime: (at) => (at ? dateTimeFormat.format(ms(at)) : notAvailable()),
    date: (at) => (at ? dateFormat.format(ms(at)) : notAvailable()),
    utc: (at) => utcFormat.format(ms(at)),
    utcShort: (at) => utcShortFormat.format(ms(at)),
    number: (value, options) => formatNumber(locale, value, options),
  };
}

/**
 * The date and number formatters of the active language; new ones when the language changes.
 * `relativeDays`: relative times under this many days (default `RELATIVE_DAYS`).
 */
export function useDateFormat(relativeDays: number = RELATIVE_DAYS): DateFormat {
  const { t } = useTranslation('common');
  const language = useLanguage();
  return useMemo(() => createDateFormat(t, { locale: language, relativeDays }), [t, language, relativeDays]);
}
