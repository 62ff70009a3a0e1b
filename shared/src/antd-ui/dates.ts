import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import utc from 'dayjs/plugin/utc';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

dayjs.extend(utc);
dayjs.extend(localizedFormat);

/** Platform times are epoch seconds; missing or zero means "never". */
export type EpochSeconds = number | null | undefined;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The spec's relative date (admin-and-hotspots.md §4.4): 'Never', 'Just now', 'N minute(s) ago',
 * 'N hour(s) ago', 'N day(s) ago' under 7 days, otherwise the local date.
 */
export function formatRelative(t: TFunction<'common'>, at: EpochSeconds, nowMs: number = Date.now()): string {
  if (!at) return t('dates.never', 'Never');
  const seconds = Math.max(0, Math.floor(nowMs / 1000 - at));
  if (seconds < MINUTE) return t('dates.just-now', 'Just now');
  if (seconds < HOUR) return t('dates.minutes-ago', '{{count}} minutes ago', { count: Math.floor(seconds / MINUTE) });
  if (seconds < DAY) return t('dates.hours-ago', '{{count}} hours ago', { count: Math.floor(seconds / HOUR) });
  if (seconds < 7 * DAY) return t('dates.days-ago', '{{count}} days ago', { count: Math.floor(seconds / DAY) });
  return dayjs.unix(at).format('L');
}

/** A full local date and time, or 'N/A' (admin-and-hotspots.md §4.4). */
export function formatDateTime(t: TFunction<'common'>, at: EpochSeconds): string {
  return at ? dayjs.unix(at).format('YYYY-MM-DD HH:mm:ss') : t('dates.not-available', 'N/A');
}

/** A UTC date and time (events explorer "Time (UTC)"). */
export function formatUtc(at: number): string {
  return dayjs.unix(at).utc().format('YYYY-MM-DD HH:mm:ss');
}

/** The date formatters with the `common` translations bound. */
export function useDateFormat() {
  const { t } = useTranslation('common');
  return useMemo(
    () => ({
      relative: (at: EpochSeconds, nowMs?: number) => formatRelative(t, at, nowMs),
      dateTime: (at: EpochSeconds) => formatDateTime(t, at),
      utc: formatUtc,
    }),
    [t],
  );
}
