import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@rstest/core';
import type { Network } from '@beacon/shared/contract';
import { call, createTestKeys, useTempDir } from '../testSupport.ts';
import type { TestKeys } from '../testSupport.ts';

const packageDir = fileURLToPath(new URL('../../../', import.meta.url));
/** tsx as a loader, not its CLI: the CLI runs the script in a child process, which a SIGKILL would miss. */
const tsxLoader = createRequire(join(packageDir, 'package.json')).resolve('tsx');
const ACCOUNT = 'owner-labs';

interface Server {
  child: ChildProcess;
  url: string;
}

/** Starts testServer.ts on the data folder and waits for its URL. */
function startServer(dataDir: string, keys: TestKeys): Promise<Server> {
  const child = spawn(process.execPath, ['--import', tsxLoader, 'src/api/testServer.ts'], {
    cwd: packageDir,
    env: { ...process.env, PLATFORM_SIM_DATA_DIR: dataDir, TEST_JWKS: JSON.stringify(keys.jwks) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ child, url: (JSON.parse(line) as { url: string }).url });
    });
    child.once('exit', (code, signal) => reject(new Error(`test server exited (${signal ?? code}) before listening`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

describe('durability', () => {
  const dir = useTempDir('platform-sim-kill-');

  it('keeps every answered write when the process is killed with SIGKILL in the middle of a stream of writes', async () => {
    const keys = await createTestKeys();
    const token = await keys.token('owner');
    const first = await startServer(dir, keys);

    const answered: string[] = [];
    let sent = 0;
    let stop = false;
    // Eight writers, each sending creates one after another until the process dies under them.
    const writer = async () => {
      while (!stop) {
        sent += 1;
        try {
          const created = await call<Network>(first.url, 'POST', `/v1/accounts/${ACCOUNT}/networks`, token, {
            name: `Kill ${sent}`,
          });
          if (created.status === 201) answered.push(created.body.network_id);
        } catch {
          return; // the connection died with the process
        }
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    // Kill once a good number of writes were answered, with more in flight.
    while (answered.length < 150) await new Promise((resolve) => setTimeout(resolve, 5));
    first.child.kill('SIGKILL');
    await killed(first.child);
    stop = true;
    await Promise.all(writers);

    const second = await startServer(dir, keys);
    try {
      const listed = await call<{ networks: Network[] }>(second.url, 'GET', `/v1/accounts/${ACCOUNT}/networks`, token);
      const stored = new Set(listed.body.networks.map((n) => n.network_id));
      const lost = answered.filter((id) => !stored.has(id));
      console.log(
        `durability: ${sent} writes sent, ${answered.length} answered 201, ${answered.length - lost.length} found after SIGKILL and restart`,
      );
      expect(answered.length).toBeGreaterThanOrEqual(150);
      expect(lost).toEqual([]);
    } finally {
      second.child.kill('SIGKILL');
      await killed(second.child);
    }
  });
});
