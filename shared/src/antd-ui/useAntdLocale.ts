import { useLanguage, type Language } from '@beacon/shared';
import type { ConfigProviderProps } from 'antd';
import deDE from 'antd/locale/de_DE';
import dayjs from 'dayjs';
import 'dayjs/locale/de';

/** antd's own texts (pagination, pickers, empty states) per language; English is antd's default. */
const ANTD_LOCALES: Record<Language, ConfigProviderProps['locale']> = { en: undefined, de: deDE };

/**
 * antd's locale for the active language, for AntdProviders' ConfigProvider. dayjs (a shared
 * singleton) is switched with it, so the date pickers name months and weekdays in that language.
 */
export function useAntdLocale(): ConfigProviderProps['locale'] {
  const language = useLanguage();
  if (dayjs.locale() !== language) dayjs.locale(language);
  return ANTD_LOCALES[language];
}
