import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from './locales/en/common.json';

export const DEFAULT_LANGUAGE = 'en';

/** Initialises the one i18next instance (a federated singleton) with the `common` namespace. */
export async function initI18n(): Promise<I18n> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: ['common'],
      defaultNS: 'common',
      resources: { en: { common } },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  return i18next;
}

/** Adds a remote's namespace (its English resources) to the shared instance. */
export function registerTranslations(namespace: string, resources: Resource[string][string], language = DEFAULT_LANGUAGE): void {
  i18next.addResourceBundle(language, namespace, resources, true, true);
}
