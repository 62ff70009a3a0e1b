import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
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
import commonEn from './locales/en/common.json';

type Bundle = Record<string, unknown>;
/** Loads a bundle when its language first shows: `() => import('./locales/de/x.json')`. */
export type BundleLoader = () => Promise<{ default: Bundle }>;

/**
 * A namespace's resources in every language the console speaks: English bundled (every page needs
 * it, and it is the fallback of every other language), the others bundled or, better, as a loader,
 * so that a page downloads only the texts of the language it shows.
 */
export type Translations = { en: Bundle } & Record<Exclude<Language, 'en'>, Bundle | BundleLoader>;

/** Namespaces registered before i18next was initialised (i18next adds its store API in init). */
const pending: { namespace: string; translations: Translations }[] = [];

/** The loaders of the bundles not yet loaded, by language and namespace. */
const bundleLoaders = new Map<string, BundleLoader>();
const loaderKey = (language: string, namespace: string) => `${language}/${namespace}`;

/**
 * i18next's backend: a namespace's texts in a language that was registered as a loader load when
 * that language shows (i18next asks before the first render in it and before a switch to it). A
 * language without texts for a namespace falls back to English.
 */
const lazyBundles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = bundleLoaders.get(loaderKey(language, namespace));
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (loaded) => callback(null, loaded.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function addBundles(namespace: string, translations: Translations): void {
  for (const language of SUPPORTED_LANGUAGES) {
    const bundle = translations[language];
    if (typeof bundle === 'function') bundleLoaders.set(loaderKey(language, namespace), bundle);
    else i18next.addResourceBundle(language, namespace, bundle, true, true);
  }
}

function addTranslations(namespace: string, translations: Translations): Promise<void> {
  addBundles(namespace, translations);
  // A switch of language loads every namespace i18next knows of.
  const known = i18next.options.ns;
  const namespaces: readonly string[] =
    typeof known === 'string' ? [known] : Array.isArray(known) ? (known as string[]) : [];
  if (!namespaces.includes(namespace)) i18next.options.ns = [...namespaces, namespace];
  // The active language's texts load now, if they are not bundled.
  return i18next.loadNamespaces(namespace);
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
    bundleLoaders.set(loaderKey('de', 'common'), () => import('./locales/de/common.json'));
    const initialised = i18next
      .use(lazyBundles)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: [...SUPPORTED_LANGUAGES],
        ns: ['common'],
        defaultNS: 'common',
        resources: { en: { common: commonEn } },
        // English is in the store from the start; the other languages' texts come from lazyBundles.
        partialBundledLanguages: true,
        interpolation: { escapeValue: false },
        returnNull: false,
      });
    await Promise.all([initialised, prepareLanguage(language)]);
    await Promise.all(pending.splice(0).map((b) => addTranslations(b.namespace, b.translations)));
  }
  return i18next;
}

/**
 * Adds a namespace (its English and German resources) to the shared instance. Resolves once the
 * active language's texts of it are there (at once for bundled ones); a component that renders
 * before waits for them itself (react-i18next suspends).
 */
export function registerTranslations(namespace: string, translations: Translations): Promise<void> {
  if (i18next.isInitialized) return addTranslations(namespace, translations);
  pending.push({ namespace, translations });
  return Promise.resolve();
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
