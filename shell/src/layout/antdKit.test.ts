/**
 * @rstest-environment node
 */
import { describe, expect, it } from '@rstest/core';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ANTD_KIT } from './antdKit.ts';

const REPO_ROOT = join(import.meta.dirname, '../../..');
const IMPORT = /(?:from\s+|import\()\s*'((?:antd|@ant-design\/icons)\/[^']+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every antd or icon module imported by the console's code (the shell, the remotes, @beacon/shared). */
function importedAntdModules(): Map<string, string> {
  const roots = [
    'shell/src',
    'shared/src',
    ...readdirSync(REPO_ROOT)
      .filter((d) => d.startsWith('mf-'))
      .map((d) => `${d}/src`),
  ];
  const found = new Map<string, string>();
  for (const root of roots) {
    for (const file of sourceFiles(join(REPO_ROOT, root))) {
      if (file.endsWith('antdKit.ts')) continue;
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const module = match[1] ?? '';
        if (!found.has(module)) found.set(module, file.slice(REPO_ROOT.length + 1));
      }
    }
  }
  return found;
}

describe('the shell provides every antd module the console imports', () => {
  const imported = importedAntdModules();

  it('finds the imports it checks', () => {
    expect(imported.has('antd/es/button')).toBe(true);
    expect(imported.has('antd/es/config-provider')).toBe(true);
  });

  it('lists each imported module in ANTD_KIT', () => {
    const missing = [...imported].filter(([module]) => !(module in ANTD_KIT)).map(([m, file]) => `${m} (${file})`);
    expect(missing).toEqual([]);
  });

  it('lists nothing the console no longer imports', () => {
    expect(Object.keys(ANTD_KIT).filter((module) => !imported.has(module))).toEqual([]);
  });
});
