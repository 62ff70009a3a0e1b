// @ts-check
/**
 * The architecture rule (docs/structure.md#boundaries), one ESLint flat-config block used by the root
 * eslint.config.js and by boundaries.test.ts. eslint-plugin-boundaries classifies every file of the
 * repository into an element and checks each dependency between two elements: static imports, type
 * imports, dynamic `import()` and re-exports (`export … from`), resolved as TypeScript resolves them
 * (package exports included), so `@beacon/shared/contract` and `../../shared/src/x.ts` are told apart.
 */
import { fileURLToPath } from 'node:url';
import boundaries from 'eslint-plugin-boundaries';

/** The repository root: element patterns are relative to it, whatever the current directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The packages the rule applies to (root files such as eslint.config.js are not classified). */
export const BOUNDARY_FILES = ['shell/**', 'mf-*/**', 'shared/**', 'platform-sim/**', 'e2e/**'];

const SAME_REMOTE = { remote: '{{ from.element.captured.remote }}' };
const OTHER_REMOTE = { remote: '!{{ from.element.captured.remote }}' };
const REMOTE = ['remote', 'components', 'feature'];
const APP = ['shell', ...REMOTE];
const SHARED = ['shared', 'shared-contract', 'shared-build'];
/** The public entries of @beacon/shared (shared/package.json `exports`). */
const SHARED_ENTRIES = ['@beacon/shared', '@beacon/shared/*'];

/** Where each file belongs. The first matching descriptor wins, so the narrower ones come first. */
const elements = [
  // A remote-wide API folder: endpoints belong to their feature (features/<f>/api.ts) or, when two
  // features use them, to src/components/ (issue 27). Nothing may import from it.
  { type: 'remote-api', pattern: 'mf-*/src/api', capture: ['remote'], partialMatch: false },
  { type: 'feature', pattern: 'mf-*/src/features/*', capture: ['remote', 'feature'], partialMatch: false },
  { type: 'components', pattern: 'mf-*/src/components', capture: ['remote'], partialMatch: false },
  { type: 'remote', pattern: 'mf-*', capture: ['remote'], partialMatch: false },
  { type: 'shell', pattern: 'shell', partialMatch: false },
  { type: 'shared-contract', pattern: 'shared/src/api/contract', partialMatch: false },
  { type: 'shared-build', pattern: 'shared/build', partialMatch: false },
  { type: 'shared', pattern: 'shared', partialMatch: false },
  { type: 'platform-sim', pattern: 'platform-sim', partialMatch: false },
  { type: 'e2e', pattern: 'e2e', partialMatch: false },
];

/** Files with a role of their own, whatever element they are in. */
const files = [
  // Code that never ships in a bundle: a package's config files and unit tests.
  { category: 'tooling', pattern: ['*/*.config.{ts,mts,js,mjs}', '**/*.test.{ts,tsx}'] },
  // platform-sim's entry points: its server, its test config, its benchmark.
  {
    category: 'sim-entry',
    pattern: ['platform-sim/*.config.ts', 'platform-sim/src/main.ts', 'platform-sim/bench/*.ts'],
  },
];

const doc = '(docs/structure.md#boundaries)';

/**
 * The rule's default is "disallow" and the last matching policy decides. So the disallow policies come
 * first, each naming what is wrong, and the allow policies after them make the exceptions.
 */
const policies = [
  {
    disallow: { to: { element: { type: 'remote-api' } } },
    message: `mf-{{ to.element.captured.remote }}/src/api/ is not a place for endpoints: each feature owns its endpoints in features/<feature>/api.ts, and what two features use is in src/components/ ${doc}.`,
  },
  {
    from: { element: { type: REMOTE } },
    disallow: { to: { element: { type: REMOTE, captured: OTHER_REMOTE } } },
    message: `mf-{{ from.element.captured.remote }} imports mf-{{ to.element.captured.remote }} ({{ dependency.source }}): a remote never imports another remote; reach it at runtime through RemoteComponent, or move what both need to @beacon/shared ${doc}.`,
  },
  {
    from: { element: { type: REMOTE } },
    disallow: { to: { element: { type: 'shell' } } },
    message: `A remote never imports the shell ({{ dependency.source }}); what both need lives in @beacon/shared ${doc}.`,
  },
  {
    from: { element: { type: 'shell' } },
    disallow: { to: { element: { type: REMOTE } } },
    message: `The shell loads remotes at runtime (loadRemote), it never imports their code ({{ dependency.source }}) ${doc}.`,
  },
  {
    from: { element: { type: 'feature' } },
    disallow: { to: { element: { type: 'feature', captured: SAME_REMOTE } } },
    message: `Feature {{ from.element.captured.feature }} imports feature {{ to.element.captured.feature }}: only the route table (src/App.tsx) composes features; move what two features use to src/components/ ${doc}.`,
  },
  {
    from: { element: { type: 'components' } },
    disallow: { to: { element: { type: 'feature', captured: SAME_REMOTE } } },
    message: `src/components/ holds what two features use, so it imports no feature ({{ dependency.source }}) ${doc}.`,
  },
  {
    from: { element: { type: APP } },
    disallow: { to: { element: { type: SHARED } } },
    message: `Import @beacon/shared through its package entries (shared/package.json exports), not {{ dependency.source }} ${doc}.`,
  },
  {
    from: { element: { type: APP } },
    disallow: { to: { element: { type: 'shared-build' } } },
    message: `@beacon/shared/build is build tooling: only config files and tests import it ${doc}.`,
  },
  {
    from: { element: { type: SHARED } },
    disallow: { to: { element: { type: [...APP, 'platform-sim', 'e2e'] } } },
    message: `shared imports no {{ to.element.type }} code ({{ dependency.source }}): the shared package depends on nothing of the console ${doc}.`,
  },
  {
    from: { element: { type: ['platform-sim', 'e2e'] } },
    disallow: { to: { element: { type: [...APP, ...SHARED, 'platform-sim', 'e2e'] } } },
    message: `{{ from.element.type }} imports only the API contract (@beacon/shared/contract), not {{ dependency.source }} ${doc}.`,
  },

  // Any npm package or Node built-in (a bundle that imports node: modules fails to build anyway).
  { allow: { to: { module: { origin: ['external', 'core'] } } } },
  // …but an @beacon name that does not resolve to a workspace file: another remote's package, an
  // unexported part of @beacon/shared, or shared from a package that does not depend on it.
  {
    disallow: { to: { module: { origin: 'external', source: '@beacon/*' } } },
    message: `{{ dependency.source }} does not resolve to an entry of a package this one depends on: a remote is reached at runtime through RemoteComponent, and @beacon/shared through its package entries ${doc}.`,
  },
  // The shell and the remotes reach shared through its package entries (the federated singletons).
  {
    from: { element: { type: APP } },
    allow: { to: { element: { type: ['shared', 'shared-contract'] } }, dependency: { source: SHARED_ENTRIES } },
  },
  // Build tooling (@beacon/shared/build) only from config files and tests, never from shipped code.
  {
    from: { element: { type: APP }, file: { categories: 'tooling' } },
    allow: { to: { element: { type: 'shared-build' } }, dependency: { source: SHARED_ENTRIES } },
  },
  // Inside a remote: the route table (src/App.tsx) and the rest of src/ use its features
  // and src/components/; a feature uses src/components/ and the rest of the remote's src/ (locales;
  // App.tsx from a test); src/components/ uses the rest of src/ but no feature.
  {
    from: { element: { type: 'remote' } },
    allow: { to: { element: { type: ['feature', 'components'], captured: SAME_REMOTE } } },
  },
  {
    from: { element: { type: ['feature', 'components'] } },
    allow: { to: { element: { type: ['remote', 'components'], captured: SAME_REMOTE } } },
  },
  // shared is one package: its parts use each other.
  { from: { element: { type: SHARED } }, allow: { to: { element: { type: SHARED } } } },
  // platform-sim and e2e share only the API contract with the console.
  {
    from: { element: { type: ['platform-sim', 'e2e'] } },
    allow: { to: { element: { type: 'shared-contract' } }, dependency: { source: '@beacon/shared/contract' } },
  },
  // Playwright's config launches the browser with shared/build/chromium.mjs (build tooling; e2e has no
  // @beacon/shared dependency, hence the relative path).
  {
    from: { element: { type: 'e2e' }, file: { path: 'e2e/*.config.ts' } },
    allow: { to: { element: { type: 'shared-build' } } },
  },
  // platform-sim's entry points (its server, its test config, its benchmark) are tooling as Playwright's
  // config is: they check the Node version with the workspace's one check, shared/build/node-version.mjs.
  {
    from: { element: { type: 'platform-sim' }, file: { categories: 'sim-entry' } },
    allow: { to: { element: { type: 'shared-build' } } },
  },
];

/** @type {import('eslint').Linter.Config} */
export const boundariesConfig = {
  name: 'beacon/boundaries',
  files: BOUNDARY_FILES,
  plugins: { boundaries },
  settings: {
    'boundaries/root-path': REPO_ROOT,
    'boundaries/elements': elements,
    'boundaries/files': files,
    'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
    'boundaries/legacy-templates': false,
    'import/resolver': { typescript: { alwaysTryTypes: false } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        checkAllOrigins: true,
        message: `{{ from.element.type }} may not import {{ to.element.type }} ({{ dependency.source }}) ${doc}.`,
        policies,
      },
    ],
  },
};
