import type { Language } from '@beacon/shared';
import type { ConfigProviderProps } from 'antd';

type AntdLocale = ConfigProviderProps['locale'];

let german: AntdLocale;
let germanLoad: Promise<void> | undefined;

/**
 * Loads antd's and dayjs's texts for `language`, once: English is their default and built in, so an
 * English page never downloads German. The shell runs it before the first render in a language and
 * before each switch to one (`beforeLanguage` of @beacon/shared/frame).
 */
export function loadAntdLanguage(language: Language): Promise<void> {
  if (language !== 'de') return Promise.resolve();
  germanLoad ??= Promise.all([import('antd/es/locale/de_DE'), import('dayjs/locale/de')]).then(
    ([locale]) => {
      german = locale.default;
    },
    (error: unknown) => {
      germanLoad = undefined; // a later switch tries again
      throw error;
    },
  );
  return germanLoad;
}

/** antd's locale for `language` once loaded (undefined: antd's built-in English). */
export function antdLocaleFor(language: Language): AntdLocale {
  return language === 'de' ? german : undefined;
}
