import { describe, expect, it } from '@rstest/core';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The modules a module imports at runtime (type-only imports and exports are erased). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const statements = text.matchAll(/^(import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/gms);
  return [...statements].filter(([, , typeOnly]) => !typeOnly).map(([, , , source]) => source ?? '');
}

/** Every module reached at runtime from `entry`; bare package names are kept as they are. */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.startsWith('/') || !/\.tsx?$/.test(file)) return;
    for (const source of runtimeImports(file)) visit(source.startsWith('.') ? resolve(dirname(file), source) : source);
  };
  visit(resolve(SRC, entry));
  return seen;
}

describe('the entries remotes load at runtime', () => {
  it.each(['index.ts', 'antd-ui/index.ts', 'routing/index.ts'])('%s never reaches zod', (entry) => {
    const zodOrSchemas = (m: string) =>
      m === 'zod' || m.startsWith('zod/') || m === '@beacon/shared/contract' || m.endsWith('/contract/index.ts');
    expect([...reachable(entry)].filter(zodOrSchemas)).toEqual([]);
  });

  it("include the contract's zod-free path table and form rules", () => {
    const modules = reachable('index.ts');
    expect(modules.has(resolve(SRC, 'api/contract/paths.ts'))).toBe(true);
    expect(modules.has(resolve(SRC, 'api/contract/rules.ts'))).toBe(true);
    expect(reachable('api/contract/index.ts').has('zod')).toBe(true);
  });
});
