/**
 * @rstest-environment node
 */
import { describe, expect, it } from '@rstest/core';
import { ESLint } from 'eslint';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';
import { antdImportsConfig } from './antdImports.mjs';
import { REPO_ROOT } from './boundaries.mjs';

/** The antd import convention (docs/structure.md#antd-by-the-component) against fixture files. */
const eslint = new ESLint({
  cwd: REPO_ROOT,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...antdImportsConfig],
});

async function violations(code: string, filePath = 'mf-admin/src/features/fixture/Fixture.tsx'): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: join(REPO_ROOT, filePath) });
  const messages = result?.messages ?? [];
  const fatal = messages.filter((m) => m.fatal);
  if (fatal.length > 0) throw new Error(fatal.map((m) => m.message).join('; '));
  return messages.filter((m) =>
    ['@typescript-eslint/no-restricted-imports', 'no-restricted-syntax'].includes(m.ruleId ?? ''),
  ).length;
}

/** One test a case: the import (with why it is wrong) is reported once. */
function itRefuses(cases: [code: string, why: string][]) {
  it.each(cases)('refuses %s (%s)', async (code) => {
    expect(await violations(code)).toBe(1);
  });
}

/** One test a case: the import is reported not at all. */
function itAllows(cases: string[]) {
  it.each(cases)('allows %s', async (code) => {
    expect(await violations(code)).toBe(0);
  });
}

describe('antd by the component', () => {
  itRefuses([
    ["import { Button } from 'antd';", 'the package root'],
    ["import * as antd from 'antd';", 'the whole package'],
    ["import { PlusOutlined } from '@ant-design/icons';", 'the icon package root'],
    ["import Tag from 'antd/lib/tag';", 'the CommonJS build'],
    ["import useStyle from 'antd/es/button/style';", 'a module inside a component'],
    ["import PlusOutlined from '@ant-design/icons/lib/icons/PlusOutlined';", "the icons' CommonJS build"],
    ["export { Button } from 'antd';", 'a re-export of the root'],
    ["const antd = import('antd');", 'a lazy load of the root'],
    ["const style = import('antd/es/button/style');", 'a lazy load inside a component'],
    ["import deDE from 'antd/locale/de_DE';", "a locale's CommonJS build"],
    ["const deDE = import('antd/locale/de_DE');", "a lazy load of a locale's CommonJS build"],
  ]);

  itAllows([
    "import Button from 'antd/es/button';",
    "import type { TableProps } from 'antd';",
    "import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';",
    "import deDE from 'antd/es/locale/de_DE';",
    "const deDE = import('antd/es/locale/de_DE');",
    "const table = import('antd/es/table');",
  ]);

  it('covers the shell and @beacon/shared too', async () => {
    expect(await violations("import { Modal } from 'antd';", 'shell/src/layout/Fixture.tsx')).toBe(1);
    expect(await violations("import { Modal } from 'antd';", 'shared/src/antd-ui/Fixture.tsx')).toBe(1);
  });
});

describe('one router: react-router through @beacon/shared/router', () => {
  itRefuses([
    ["import { Link } from 'react-router';", 'a value from react-router'],
    ["export { useParams } from 'react-router';", 'a re-export'],
    ["import { RouterProvider } from 'react-router/dom';", 'react-router/dom outside the bootstrap'],
    ["const router = import('react-router');", 'a lazy load'],
  ]);

  itAllows(["import { Link } from '@beacon/shared/router';", "import type { RouteObject } from 'react-router';"]);

  it('allows react-router in tests and the facade, react-router/dom in the bootstrap, and still checks antd there', async () => {
    expect(await violations("import { MemoryRouter } from 'react-router';", 'mf-admin/src/App.test.tsx')).toBe(0);
    expect(await violations("export { Link } from 'react-router';", 'shared/src/router.ts')).toBe(0);
    expect(await violations("import { RouterProvider } from 'react-router/dom';", 'shell/src/bootstrap.tsx')).toBe(0);
    expect(await violations("import { Link } from 'react-router';", 'shell/src/bootstrap.tsx')).toBe(1);
    expect(await violations("import { Modal } from 'antd';", 'mf-admin/src/App.test.tsx')).toBe(1);
    expect(await violations("import { Modal } from 'antd';", 'shell/src/bootstrap.tsx')).toBe(1);
  });
});
