import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UptimeWords } from '../../components/uptime.ts';

/** The uptime's unit words in the active language: `2d 3h 15m`, or '< 1m'. */
export function useUptimeWords(): UptimeWords {
  const { t } = useTranslation('admin');
  return useMemo(
    () => ({
      days: (count: number) => t('hotspot.uptime.days', '{{n, number}}d', { n: count }),
      hours: (count: number) => t('hotspot.uptime.hours', '{{n, number}}h', { n: count }),
      minutes: (count: number) => t('hotspot.uptime.minutes', '{{n, number}}m', { n: count }),
      underAMinute: t('hotspot.uptime.under-a-minute', '< 1m'),
    }),
    [t],
  );
}
