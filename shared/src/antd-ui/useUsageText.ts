import { useTranslation } from 'react-i18next';
import { useDateFormat } from './dates.ts';

/** How much of a limit is used: "12 / 1,000", or "5 / no limit" when there is none, in the user's language. */
export type UsageText = (used: number, max: number | null) => string;

/** The one form of "used / limit" for every page that shows an account's limits (the admin dashboard and account page). */
export function useUsageText(): UsageText {
  const { t } = useTranslation('common');
  const { number } = useDateFormat();
  return (used, max) =>
    t('usage.of', '{{used}} / {{max}}', {
      used: number(used),
      max: max === null ? t('usage.no-limit', 'no limit') : number(max),
    });
}
