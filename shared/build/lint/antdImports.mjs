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
/**
 * The router the same way: the console's code imports `@beacon/shared/router` (the shared module with
 * the part of react-router it uses), never react-router itself, which a build would otherwise bundle
 * as a second router. Tests may (MemoryRouter and friends), and so may the facade; the shell's
 * bootstrap takes RouterProvider from `react-router/dom`.
 */
export const ROUTER_IMPORT_MESSAGE =
  'Import the router from `@beacon/shared/router` (the shared one; add a missing name there); only `import type` may use react-router. See docs/structure.md#the-router.';

export const ANTD_IMPORT_MESSAGE =
  "Import antd by the component (`import Button from 'antd/es/button'`) and icons by the icon (`import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined'`); only `import type` may use the package root. See docs/structure.md#antd-by-the-component.";

const SOURCES = ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'];
/** Where react-router itself may be imported. */
const ROUTER_ALLOWED = [
  '**/*.test.{ts,tsx}',
  'shared/src/testing/**',
  '**/src/testSupport.tsx',
  'shared/src/router.ts',
];
const ROUTER_DOM_ALLOWED = ['shell/src/bootstrap.tsx'];

const antdPaths = [
  { name: 'antd', message: ANTD_IMPORT_MESSAGE, allowTypeImports: true },
  { name: '@ant-design/icons', message: ANTD_IMPORT_MESSAGE, allowTypeImports: true },
];
const antdPatterns = [
  {
    // CommonJS builds, and modules inside a component (its style, hooks, internals). antd's locales
    // (`antd/es/locale/de_DE`) are modules of their own: the ES one, not `antd/locale/…` (CommonJS).
    group: [
      'antd/lib',
      'antd/lib/*',
      'antd/locale',
      'antd/locale/*',
      'antd/es/*/*',
      '!antd/es/locale/*',
      '@ant-design/icons/lib',
      '@ant-design/icons/lib/*',
    ],
    message: ANTD_IMPORT_MESSAGE,
  },
];
const routerPath = { name: 'react-router', message: ROUTER_IMPORT_MESSAGE, allowTypeImports: true };
const routerSubpaths = { group: ['react-router/*'], message: ROUTER_IMPORT_MESSAGE, allowTypeImports: true };
const routerSubpathsButDom = { group: ['react-router/*', '!react-router/dom'], message: ROUTER_IMPORT_MESSAGE };

const ANTD_IMPORT_EXPRESSION =
  'ImportExpression[source.value=/^(antd|@ant-design\\/icons)$|^(antd|@ant-design\\/icons)\\/lib(\\/|$)|^antd\\/locale(\\/|$)|^antd\\/es\\/(?!locale\\/)[^/]+\\//]';
const ROUTER_IMPORT_EXPRESSION = 'ImportExpression[source.value=/^react-router(\\/|$)/]';

/** One config object: the two conventions share ESLint's rules, and a later object would replace them. */
function conventions(name, files, { router, routerDom = false, ignores = [] }) {
  const paths = router ? [...antdPaths, routerPath] : antdPaths;
  const patterns = router ? [...antdPatterns, routerDom ? routerSubpathsButDom : routerSubpaths] : antdPatterns;
  const syntax = [{ selector: ANTD_IMPORT_EXPRESSION, message: ANTD_IMPORT_MESSAGE }];
  if (router) syntax.push({ selector: ROUTER_IMPORT_EXPRESSION, message: ROUTER_IMPORT_MESSAGE });
  return {
    name,
    files,
    ignores,
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths, patterns }],
      // The same for import(): a lazy load of the root would still fetch all of antd.
      'no-restricted-syntax': ['error', ...syntax],
    },
  };
}

/** antd by the component, icons by the icon, and the router through `@beacon/shared/router`. */
export const antdImportsConfig = [
  conventions('beacon/antd-by-the-component-and-one-router', SOURCES, {
    router: true,
    ignores: [...ROUTER_ALLOWED, ...ROUTER_DOM_ALLOWED],
  }),
  conventions('beacon/antd-by-the-component-tests', ROUTER_ALLOWED, { router: false }),
  conventions('beacon/antd-by-the-component-router-provider', ROUTER_DOM_ALLOWED, { router: true, routerDom: true }),
];
