/**
 * @rstest-environment node
 */
import { describe, expect, it } from '@rstest/core';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import workerSource from './workerSource.mjs';

/** Runs the loader on `entry` as rspack would, with the files it reports it depends on. */
function load(entry: string, mode: 'production' | 'development') {
  const dependencies: string[] = [];
  return new Promise<{ output: string; dependencies: string[] }>((resolve, reject) => {
    const context = {
      resourcePath: entry,
      mode,
      addDependency: (file: string) => dependencies.push(file),
      async: () => (error: Error | null, output?: string) =>
        error ? reject(error) : resolve({ output: output ?? '', dependencies }),
    };
    workerSource.call(context);
  });
}

describe('workerSource (the ?worker-source loader)', () => {
  it('exports the module bundled with its imports as one script, which runs on its own', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'worker-source-'));
    writeFileSync(join(dir, 'shout.ts'), 'export const shout = (text: string): string => text.toUpperCase();\n');
    writeFileSync(
      join(dir, 'entry.worker.ts'),
      "import { shout } from './shout.ts';\n(globalThis as { answer?: string }).answer = shout('rows');\n",
    );
    const { output, dependencies } = await load(join(dir, 'entry.worker.ts'), 'production');
    const script = JSON.parse(output.replace(/^export default /, '').replace(/;\s*$/, '')) as string;
    expect(script).not.toMatch(/\bimport\b|\brequire\(/);
    const sandbox: { answer?: string } = {};
    runInNewContext(script, sandbox);
    expect(sandbox.answer).toBe('ROWS');
    expect(dependencies.map((file) => file.split(/[\\/]/).pop()).sort()).toEqual(['entry.worker.ts', 'shout.ts']);
  });
});
