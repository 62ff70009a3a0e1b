import { fileURLToPath } from 'node:url';
import { localeProblems, missingKeys } from './i18n-keys.mjs';

export { translationMismatch, type TranslationMismatch } from './i18n-keys.mjs';

/** Keys used with `t('key', 'Default')` in `srcUrl` that the English resources lack. */
export function missingEnglishKeys(srcUrl: URL, namespace: string, resources: unknown): string[] {
  return missingKeys(fileURLToPath(srcUrl), namespace, resources);
}

/**
 * Every resource problem of the package whose source is `srcUrl`, one line each (what the build
 * checks): keys the code uses that English lacks, German keys missing or extra against English, and
 * German texts whose `{{placeholders}}` differ from English.
 */
export function resourceProblems(srcUrl: URL): string[] {
  return localeProblems(fileURLToPath(srcUrl));
}
