import type { RsbuildPlugin } from '@rsbuild/core';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localeProblems } from './i18n-keys.mjs';

/** shared's source, with the `common` namespace. */
const SHARED_SRC = fileURLToPath(new URL('../src', import.meta.url));

/** The message of a failed check: every problem on its own line, and how to see them again. */
export function translationsCheckMessage(problems: readonly string[]): string {
  return [
    `Translations are incomplete (${problems.length} problem${problems.length === 1 ? '' : 's'}):`,
    ...problems.map((problem) => `  - ${problem}`),
    'Add the keys to en and de (docs/i18n.md); `node shared/build/i18n-keys.mjs --check <src dir>` lists them.',
  ].join('\n');
}

/**
 * Fails a production build when the resources of the package at `root` (and with `common`, shared's)
 * are incomplete: a key the code uses that English lacks, or German keys missing or extra against
 * English. A dev server only warns, so that a new string can be tried before it is translated.
 */
export function checkTranslations(root: string, { common = false } = {}): RsbuildPlugin {
  const srcDirs = common ? [join(root, 'src'), SHARED_SRC] : [join(root, 'src')];
  const problems = () => srcDirs.flatMap((dir) => localeProblems(dir));
  return {
    name: 'beacon:check-translations',
    setup(api) {
      api.onBeforeBuild(({ isFirstCompile }) => {
        if (!isFirstCompile) return;
        const found = problems();
        if (found.length > 0) throw new Error(translationsCheckMessage(found));
      });
      api.onBeforeStartDevServer(() => {
        const found = problems();
        if (found.length > 0) api.logger.warn(translationsCheckMessage(found));
      });
    },
  };
}
