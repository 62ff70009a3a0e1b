import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { loadOrCreateKeys } from './keys.ts';

describe('IdP keys', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('generates fresh RS256 keys without a data folder', async () => {
    const [a, b] = await Promise.all([loadOrCreateKeys(), loadOrCreateKeys()]);
    expect(a.signingKey).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(a.signingKey.kid).not.toBe(b.signingKey.kid);
  });

  it('keeps the keys in the data folder across restarts', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'platform-sim-keys-'));
    dirs.push(dir);
    const first = await loadOrCreateKeys(join(dir, 'data'));
    const second = await loadOrCreateKeys(join(dir, 'data'));
    expect(second).toEqual(first);
  });
});
