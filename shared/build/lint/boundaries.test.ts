/**
 * @rstest-environment node
 */
import { beforeAll, describe, expect, it } from '@rstest/core';
import { ESLint, type Linter } from 'eslint';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';
import { boundariesConfig, REPO_ROOT } from './boundaries.mjs';

/**
 * The architecture rule (docs/structure.md#boundaries) against fixture files. Each fixture is source
 * text linted as if it were a file at a path inside the real tree (`lintText` with a `filePath`; the
 * file itself need not exist), so imports resolve against the real packages, package exports and
 * workspace links. The config is the root eslint.config.js's boundaries block with the TypeScript
 * parser but without type information, which keeps the test to a few seconds.
 */
const eslint = new ESLint({
  cwd: REPO_ROOT,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.{ts,tsx,mts}'], languageOptions: { parser: tseslint.parser } },
    { files: ['**/*.{js,mjs}'], languageOptions: { sourceType: 'module' } },
    boundariesConfig,
  ],
});

async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(REPO_ROOT, filePath) });
  const messages = result?.messages ?? [];
  const fatal = messages.filter((m) => m.fatal);
  if (fatal.length > 0) throw new Error(`${filePath}: ${fatal.map((m) => m.message).join('; ')}`);
  return messages.map((m) => `${m.ruleId ?? ''}: ${m.message}`);
}

/** The first top-level module (not a test) of a folder, if any. */
function firstModule(dir: string): string | undefined {
  if (!existsSync(dir)) return undefined;
  return readdirSync(dir)
    .sort()
    .find((f) => /^[A-Za-z]\w*\.tsx?$/.test(f) && !f.includes('.test.'));
}

interface Target {
  remote: string;
  feature: string;
  /** A module at the top of that feature. */
  file: string;
  /** A module in that remote's src/components/, if it has one. */
  component: string | undefined;
}

/**
 * A real feature module to import, found in the tree so that renames do not break the test (an import
 * that does not resolve is not classified, so every import a "passes" case checks must resolve).
 */
function findTarget(): Target {
  const candidates: Target[] = [];
  for (const remote of readdirSync(REPO_ROOT)
    .filter((d) => d.startsWith('mf-'))
    .sort()) {
    const features = join(REPO_ROOT, remote, 'src/features');
    if (!existsSync(features)) continue;
    const component = firstModule(join(REPO_ROOT, remote, 'src/components'));
    for (const feature of readdirSync(features).sort()) {
      const file = firstModule(join(features, feature));
      if (file) candidates.push({ remote, feature, file, component });
    }
  }
  const target = candidates.find((c) => c.component) ?? candidates[0];
  if (!target) throw new Error('no remote has a feature to import');
  return target;
}

const REMOTE_A = 'mf-account';
const REMOTE_B = 'mf-devices';
/** Files every package has by the architecture (ARCHITECTURE.md §1–§3); the test checks they are there. */
const ANCHORS = [
  `${REMOTE_A}/src/App.tsx`,
  `${REMOTE_B}/src/App.tsx`,
  'shell/src/bootstrap.tsx',
  'platform-sim/src/main.ts',
  'e2e/playwright.config.ts',
  'shared/src/index.ts',
  'shared/src/api/contract/index.ts',
  'shared/build/chromium.mjs',
];

const target = findTarget();

beforeAll(() => {
  for (const anchor of ANCHORS) expect(existsSync(join(REPO_ROOT, anchor)), anchor).toBe(true);
});

describe('the root ESLint config', () => {
  it('applies this boundaries rule to the packages', async () => {
    const real = new ESLint({ cwd: REPO_ROOT });
    const config = (await real.calculateConfigForFile(join(REPO_ROOT, `${REMOTE_A}/src/App.tsx`))) as Linter.Config;
    const [, options] = boundariesConfig.rules?.['boundaries/dependencies'] as [string, unknown];
    expect(config.rules?.['boundaries/dependencies']).toEqual([2, options]);
    expect(config.settings).toMatchObject(boundariesConfig.settings ?? {});
  });
});

describe('a remote never imports another remote', () => {
  const from = `${REMOTE_A}/src/__fixture__.tsx`;
  const other = `../../${REMOTE_B}/src/App.tsx`;

  it.each([
    ['a static import', `import App from '${other}';`],
    ['a type import', `import type App from '${other}';`],
    ['a dynamic import', `const App = React.lazy(() => import(/* webpackChunkName: "x" */ '${other}'));`],
    ['a re-export', `export { default } from '${other}';`],
    ['an export *', `export * from '${other}';`],
  ])('fails for %s', async (_, code) => {
    expect(await violations(from, code)).toEqual([expect.stringContaining('a remote never imports another remote')]);
  });

  it('fails from a feature of one remote to another remote', async () => {
    const code = `export const load = () => import('../../../../${REMOTE_B}/src/App.tsx');`;
    expect(await violations(`${REMOTE_A}/src/features/__fixture__/Widget.tsx`, code)).toEqual([
      expect.stringContaining(`${REMOTE_A} imports ${REMOTE_B}`),
    ]);
  });

  it('fails for a remote package name that does not resolve, static or dynamic', async () => {
    const code = `import x from '@beacon/${REMOTE_B}';\nconst y = import('@beacon/${REMOTE_B}/App');`;
    expect(await violations(from, code)).toHaveLength(2);
  });

  it('fails between the shell and a remote, both ways', async () => {
    expect(await violations('shell/src/__fixture__.tsx', `const a = import('../../${REMOTE_A}/src/App.tsx');`)).toEqual(
      [expect.stringContaining('never imports their code')],
    );
    expect(await violations(from, `import '../../shell/src/bootstrap.tsx';`)).toEqual([
      expect.stringContaining('never imports the shell'),
    ]);
  });

  it('passes for the shared package entries and npm packages', async () => {
    const code = [
      `import { RemoteComponent } from '@beacon/shared';`,
      `import { PageFrame } from '@beacon/shared/ui';`,
      `import type { Network } from '@beacon/shared/contract';`,
      `import { routeEvent } from '@beacon/shared/routing';`,
      `import Button from 'antd/es/button';`,
      `const charts = () => import('@ant-design/charts');`,
    ].join('\n');
    expect(await violations(from, code)).toEqual([]);
  });

  it("fails for shared's internals, static or dynamic, and for build tooling in shipped code", async () => {
    const code = [
      `import { x } from '../../shared/src/index.ts';`,
      `const y = import('../../shared/src/api/contract/index.ts');`,
      `import { createTestConfig } from '@beacon/shared/build';`,
    ].join('\n');
    expect(await violations(from, code)).toEqual([
      expect.stringContaining('through its package entries'),
      expect.stringContaining('through its package entries'),
      expect.stringContaining('build tooling'),
    ]);
  });

  it('passes for build tooling in config files and tests', async () => {
    const code = `import { createTestConfig } from '@beacon/shared/build';`;
    expect(await violations(`${REMOTE_A}/rstest.config.ts`, code)).toEqual([]);
    expect(await violations(`${REMOTE_A}/src/locales.test.ts`, code)).toEqual([]);
  });
});

describe('a feature does not import another feature', () => {
  const at = (file: string) => `${target.remote}/src/features/__fixture__/${file}`;
  const other = () => `../${target.feature}/${target.file}`;

  it('fails from a component of a feature, static, dynamic or re-exported', async () => {
    for (const code of [
      `import * as other from '${other()}';`,
      `const other = () => import('${other()}');`,
      `export * from '${other()}';`,
    ]) {
      expect(await violations(at('Widget.tsx'), code)).toEqual([
        expect.stringContaining(`Feature __fixture__ imports feature ${target.feature}`),
      ]);
    }
  });

  it('fails from a page below the top level of the feature', async () => {
    expect(await violations(at('parts/PartPage.tsx'), `import '../${other()}';`)).toHaveLength(1);
  });

  it.each(['FixturePage.tsx', 'FixtureTabs.tsx', 'useFixtureTabs.tsx', 'FixtureRoutes.tsx'])(
    'fails from the route component %s too: only the route table (App.tsx) composes features',
    async (file) => {
      expect(await violations(at(file), `const other = React.lazy(() => import('${other()}'));`)).toEqual([
        expect.stringContaining('only the route table (src/App.tsx) composes features'),
      ]);
    },
  );

  it("passes from the remote's route tree and for the remote's own pieces", async () => {
    const fromApp = `const page = () => import('./features/${target.feature}/${target.file}');`;
    expect(await violations(`${target.remote}/src/__fixture__.tsx`, fromApp)).toEqual([]);
    expect(await violations(at('Widget.test.tsx'), `import App from '../../App.tsx';`)).toEqual([]);
  });

  it.skipIf(!target.component)('passes for src/components/ from a feature and from the route tree', async () => {
    const component = `components/${target.component}`;
    expect(await violations(at('Widget.tsx'), `import * as piece from '../../${component}';`)).toEqual([]);
    expect(await violations(`${target.remote}/src/__fixture__.tsx`, `export * from './${component}';`)).toEqual([]);
  });

  it('fails for src/components/ importing a feature', async () => {
    const code = `const other = () => import('../features/${target.feature}/${target.file}');`;
    expect(await violations(`${target.remote}/src/components/Piece.tsx`, code)).toEqual([
      expect.stringContaining('src/components/ holds what two features use'),
    ]);
  });
});

describe('shared imports no console code', () => {
  it.each([
    ['a remote', `import App from '../../${REMOTE_A}/src/App.tsx';`, 'remote'],
    ['the shell, dynamically', `const s = () => import('../../shell/src/bootstrap.tsx');`, 'shell'],
    ['platform-sim', `import '../../platform-sim/src/main.ts';`, 'platform-sim'],
    ['e2e', `export { default } from '../../e2e/playwright.config.ts';`, 'e2e'],
  ])('fails for %s', async (_, code, type) => {
    expect(await violations('shared/src/__fixture__.ts', code)).toEqual([
      expect.stringContaining(`shared imports no ${type} code`),
    ]);
  });

  it('fails from the build tooling too', async () => {
    expect(await violations('shared/build/__fixture__.ts', `import '../../${REMOTE_A}/src/App.tsx';`)).toHaveLength(1);
  });

  it('passes inside the package', async () => {
    const code = `import { x } from '../build/index.ts';\nimport type { Network } from './api/contract/index.ts';`;
    expect(await violations('shared/src/__fixture__.ts', code)).toEqual([]);
  });
});

describe('platform-sim and e2e import only the API contract', () => {
  it.each([
    ['@beacon/shared', `import { platformApi } from '@beacon/shared';`],
    ['@beacon/shared/routing', `import { routeEvent } from '@beacon/shared/routing';`],
    ['@beacon/shared/ui, dynamically', `const ui = () => import('@beacon/shared/ui');`],
    ["the contract's files", `export * from '../../shared/src/api/contract/index.ts';`],
    ['a remote', `import '../../${REMOTE_A}/src/App.tsx';`],
    ['e2e', `import '../../e2e/playwright.config.ts';`],
  ])('fails for platform-sim importing %s', async (_, code) => {
    expect(await violations('platform-sim/src/__fixture__.ts', code)).toEqual([
      expect.stringContaining('platform-sim imports only the API contract'),
    ]);
  });

  it('passes for platform-sim importing the contract, routing rules included', async () => {
    const code = `import { ENDPOINTS, routeEvent, type Route } from '@beacon/shared/contract';\nimport { Hono } from 'hono';`;
    expect(await violations('platform-sim/src/__fixture__.ts', code)).toEqual([]);
  });

  it("fails for e2e importing platform-sim or shared's build tooling from a test", async () => {
    const code = `import '../../platform-sim/src/main.ts';\nimport { chromiumLaunchOptions } from '../../shared/build/chromium.mjs';`;
    expect(await violations('e2e/tests/__fixture__.spec.ts', code)).toHaveLength(2);
  });

  it("passes for platform-sim's entry points checking the Node version, and fails for its other code", async () => {
    const code = `import { assertSupportedNode } from '../../shared/build/node-version.mjs';`;
    expect(await violations('platform-sim/src/main.ts', code)).toEqual([]);
    expect(await violations('platform-sim/bench/__fixture__.ts', code)).toEqual([]);
    expect(await violations('platform-sim/src/__fixture__.ts', code)).toEqual([
      expect.stringContaining('platform-sim imports only the API contract'),
    ]);
  });

  it("passes for Playwright's config launching the browser with shared/build/chromium.mjs", async () => {
    const code = `import { chromiumLaunchOptions } from '../shared/build/chromium.mjs';`;
    expect(await violations('e2e/playwright.config.ts', code)).toEqual([]);
  });
});
