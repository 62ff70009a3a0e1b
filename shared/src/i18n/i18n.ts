import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from './locales/en/common.json';

export const DEFAULT_LANGUAGE = 'en';

type Bundle = Resource[string][string];

/** Namespaces registered before i18next was initialised (i18next adds its store API in init). */
const pending: { language: string; namespace: string; resources: Bundle }[] = [];

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
    pending.splice(0).forEach((b) => i18next.addResourceBundle(b.language, b.namespace, b.resources, true, true));
  }
  return i18next;
}

/** Adds a remote's namespace (its English resources) to the shared instance. */
export function registerTranslations(namespace: string, resources: Bundle, language = DEFAULT_LANGUAGE): void {
  if (i18next.isInitialized) i18next.addResourceBundle(language, namespace, resources, true, true);
  else pending.push({ language, namespace, resources });
}
