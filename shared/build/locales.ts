import { fileURLToPath } from 'node:url';
import { missingKeys } from './i18n-keys.mjs';

/** Keys used with `t('key', 'Default')` in `srcUrl` that the English resources lack. */
export function missingEnglishKeys(srcUrl: URL, namespace: string, resources: unknown): string[] {
  return missingKeys(fileURLToPath(srcUrl), namespace, resources);
}
