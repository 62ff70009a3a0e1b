import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';
import {
  browserLanguages,
  DEFAULT_LANGUAGE,
  detectLanguage,
  isLanguage,
  rememberLanguage,
  storedLanguage,
  SUPPORTED_LANGUAGES,
  type Language,
} from './language.ts';
import commonDe from './locales/de/common.json';
import commonEn from './locales/en/common.json';

type Bundle = Resource[string][string];

/** A namespace's resources in every language the console speaks. */
export type Translations = Record<Language, Bundle>;

/** Namespaces registered before i18next was initialised (i18next adds its store API in init). */
const pending: { namespace: string; translations: Translations }[] = [];

function addTranslations(namespace: string, translations: Translations): void {
  for (const language of SUPPORTED_LANGUAGES) {
    i18next.addResourceBundle(language, namespace, translations[language], true, true);
  }
}

/** What a language needs before it shows, besides the console's own texts (antd's and dayjs's). */
const languageLoaders: Array<(language: Language) => Promise<void>> = [];

/**
 * Registers work that must be done before a language shows: before the first render in it (initI18n)
 * and before each switch to it (setLanguage). Register before initI18n.
 */
export function beforeLanguage(loader: (language: Language) => Promise<void>): void {
  languageLoaders.push(loader);
}

async function prepareLanguage(language: Language): Promise<void> {
  // A language whose extra texts fail to load still shows, with those texts in English.
  await Promise.all(languageLoaders.map((load) => load(language).catch(() => undefined)));
}

function showLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Initialises the one i18next instance (a federated singleton) with the `common` namespace, in the
 * remembered language or else the browser's; `<html lang>` follows every change from here on.
 */
export async function initI18n(): Promise<I18n> {
  if (!i18next.isInitialized) {
    i18next.on('languageChanged', showLanguage);
    const language = detectLanguage(storedLanguage(), browserLanguages());
    await prepareLanguage(language);
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      resources: { en: { common: commonEn }, de: { common: commonDe } },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    pending.splice(0).forEach((b) => addTranslations(b.namespace, b.translations));
  }
  return i18next;
}

/** Adds a namespace (its English and German resources) to the shared instance. */
export function registerTranslations(namespace: string, translations: Translations): void {
  if (i18next.isInitialized) addTranslations(namespace, translations);
  else pending.push({ namespace, translations });
}

/** Switches the console to `language` and remembers the choice in this browser. */
export async function setLanguage(language: Language): Promise<void> {
  if (!isLanguage(language)) throw new Error(`Unsupported language: ${String(language)}`);
  rememberLanguage(language);
  await prepareLanguage(language);
  await i18next.changeLanguage(language);
}

/** The active language, or English before i18next is initialised. */
export function currentLanguage(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

function subscribe(listener: () => void): () => void {
  i18next.on('languageChanged', listener);
  return () => i18next.off('languageChanged', listener);
}

/** The active language; the component renders again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}
