import { useDateFormat, type DateFormat } from '@beacon/shared/ui';

/** The admin area's relative dates: minutes, hours, days under 7 days, then the date (§4.4). */
export const ADMIN_RELATIVE_DAYS = 7;

/** The date formatters of the admin views (relative dates under 7 days). */
export function useAdminDates(): DateFormat {
  return useDateFormat(ADMIN_RELATIVE_DAYS);
}
