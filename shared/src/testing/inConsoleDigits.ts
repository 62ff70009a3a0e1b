import { formatNumber } from '../antd-ui/dates.ts';

/**
 * A platform message as the console words it: the same words, with the numbers of four digits or more
 * written by the console's one formatter (`at most 1000 characters` → `at most 1,000 characters`;
 * docs/i18n.md#dates-and-numbers). For tests of a form that refuses what the platform refuses.
 */
export function inConsoleDigits(message: string, locale = 'en'): string {
  return message.replace(/\d{4,}/g, (digits) => formatNumber(locale, Number(digits)));
}
