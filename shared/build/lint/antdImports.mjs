// @ts-check
import tseslint from 'typescript-eslint';

/**
 * The import convention for antd and its icons (docs/structure.md#antd-by-the-component): every build
 * shares antd per component (`antd/es/<component>`) and the icons per icon
 * (`@ant-design/icons/es/icons/<Name>`), so a route downloads only the components it renders. An
 * import of the package root would pull the whole library (1.4 MB) into the share scope again.
 *
 * Types may come from the root (`import type { TableProps } from 'antd'`): they are erased.
 */
export const ANTD_IMPORT_MESSAGE =
  "Import antd by the component (`import Button from 'antd/es/button'`) and icons by the icon (`import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined'`); only `import type` may use the package root. See docs/structure.md#antd-by-the-component.";

export const antdImportsConfig = {
  name: 'beacon/antd-by-the-component',
  files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
  plugins: { '@typescript-eslint': tseslint.plugin },
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          { name: 'antd', message: ANTD_IMPORT_MESSAGE, allowTypeImports: true },
          { name: '@ant-design/icons', message: ANTD_IMPORT_MESSAGE, allowTypeImports: true },
        ],
        patterns: [
          {
            // CommonJS builds, and modules inside a component (its style, hooks, internals).
            group: ['antd/lib', 'antd/lib/*', 'antd/es/*/*', '@ant-design/icons/lib', '@ant-design/icons/lib/*'],
            message: ANTD_IMPORT_MESSAGE,
          },
        ],
      },
    ],
    // The same for import(): a lazy load of the root would still fetch all of antd.
    'no-restricted-syntax': [
      'error',
      {
        selector:
          'ImportExpression[source.value=/^(antd|@ant-design\\/icons)$|^(antd|@ant-design\\/icons)\\/lib(\\/|$)|^antd\\/es\\/[^/]+\\//]',
        message: ANTD_IMPORT_MESSAGE,
      },
    ],
  },
};
