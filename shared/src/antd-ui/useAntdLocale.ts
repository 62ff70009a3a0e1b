import { useLanguage } from '@beacon/shared';
import type { ConfigProviderProps } from 'antd';
import dayjs from 'dayjs';
import { antdLocaleFor } from './antdLanguage.ts';

/**
 * antd's locale for the active language, for AntdProviders' ConfigProvider. dayjs (a shared
 * singleton) is switched with it, so the date pickers name months and weekdays in that language.
 * The texts are loaded before the language shows (`loadAntdLanguage`); without them, English.
 */
export function useAntdLocale(): ConfigProviderProps['locale'] {
  const language = useLanguage();
  const locale = antdLocaleFor(language);
  const dayjsLanguage = locale || language === 'en' ? language : 'en';
  if (dayjs.locale() !== dayjsLanguage) dayjs.locale(dayjsLanguage);
  return locale;
}
