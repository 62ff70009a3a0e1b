const MINUTE = 60;
const HOUR = 60 * MINUTE;
/** Uptime is in seconds, 86400 a day (§9). */
const DAY = 24 * HOUR;

/** Whole days, hours and minutes of an uptime in seconds. */
export interface UptimeParts {
  days: number;
  hours: number;
  minutes: number;
}

/** An uptime in seconds as whole days, hours and minutes (the seconds dropped); null for no valid uptime. */
export function uptimeParts(seconds: number | null | undefined): UptimeParts | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return null;
  const whole = Math.floor(seconds);
  return {
    days: Math.floor(whole / DAY),
    hours: Math.floor((whole % DAY) / HOUR),
    minutes: Math.floor((whole % HOUR) / MINUTE),
  };
}

/** The units' short words in the active language. */
export interface UptimeWords {
  days: (n: number) => string;
  hours: (n: number) => string;
  minutes: (n: number) => string;
  /** Under a minute: '< 1m'. */
  underAMinute: string;
}

/**
 * Uptime as days, hours and minutes (`2d 3h 15m`, `5h 0m`, `12m`), leading zero units left out, or
 * '< 1m' under a minute (§2.4). Null when there is no valid uptime.
 */
export function formatUptime(seconds: number | null | undefined, words: UptimeWords): string | null {
  const parts = uptimeParts(seconds);
  if (!parts) return null;
  const { days, hours, minutes } = parts;
  if (days > 0) return [words.days(days), words.hours(hours), words.minutes(minutes)].join(' ');
  if (hours > 0) return [words.hours(hours), words.minutes(minutes)].join(' ');
  if (minutes > 0) return words.minutes(minutes);
  return words.underAMinute;
}
