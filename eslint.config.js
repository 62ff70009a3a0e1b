// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { antdImportsConfig } from './shared/build/lint/antdImports.mjs';
import { boundariesConfig } from './shared/build/lint/boundaries.mjs';
import { numbersConfig } from './shared/build/lint/numbers.mjs';
import { assertSupportedNode } from './shared/build/node-version.mjs';

assertSupportedNode();

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-*/**', '**/node_modules/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'shared/build/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The console's shipped code takes only types from @beacon/shared/contract: a value import loads zod
  // (95 KB), whose start-up probe for eval is a CSP violation; the zod-free rules and paths are in
  // @beacon/shared. Tests and test helpers may use the schemas.
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testSupport.{ts,tsx}', '**/*TestSupport.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@beacon/shared/contract',
              allowTypeImports: true,
              message:
                'Shipped code imports only types from @beacon/shared/contract (a value loads zod, and zod probes eval under the CSP); take rules and constants from @beacon/shared.',
            },
          ],
        },
      ],
    },
  },
  // The architecture rule: who may import whom, for imports, import() and re-exports (docs/structure.md#boundaries).
  boundariesConfig,
  // antd by the component, icons by the icon, one router (docs/structure.md#antd-by-the-component).
  ...antdImportsConfig,
  // Every number shown goes through the one formatter (docs/i18n.md#dates-and-numbers).
  numbersConfig,
  { files: ['**/*.mjs', '**/*.js'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
