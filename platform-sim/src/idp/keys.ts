import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import type { JWK } from 'jose';

/** The IdP's secrets: the RS256 signing key (private JWK) and the cookie-signing keys. */
export interface IdpKeys {
  readonly signingKey: JWK;
  readonly cookieKeys: string[];
}

const KEYS_FILE = 'idp-keys.json';

async function generateKeys(): Promise<IdpKeys> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = `sim-${randomBytes(6).toString('hex')}`;
  return {
    signingKey: { ...jwk, kid, alg: 'RS256', use: 'sig' },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

function isIdpKeys(value: unknown): value is IdpKeys {
  if (typeof value !== 'object' || value === null) return false;
  const { signingKey, cookieKeys } = value as Partial<IdpKeys>;
  return (
    typeof signingKey?.d === 'string' &&
    signingKey.kty === 'RSA' &&
    Array.isArray(cookieKeys) &&
    cookieKeys.length > 0 &&
    cookieKeys.every((k) => typeof k === 'string')
  );
}

/**
 * Fresh random keys, or, with a data folder, the keys stored there (created on first use), so that
 * tokens and cookies stay valid across a restart.
 */
export async function loadOrCreateKeys(dataDir?: string): Promise<IdpKeys> {
  if (!dataDir) return generateKeys();
  const file = join(dataDir, KEYS_FILE);
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (isIdpKeys(parsed)) return parsed;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = await generateKeys();
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
