/** Test helpers: a local RS256 key set that stands in for the IdP, and fetch shortcuts. */
import { randomUUID } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import type { CryptoKey, JSONWebKeySet } from 'jose';
import { DEMO_USERS } from '../idp/users.ts';
import type { DemoUser } from '../idp/users.ts';
import { createPlatformApi } from './createApi.ts';
import { FAULT_SECRET_HEADER } from './faults.ts';

export const TEST_ISSUER = 'http://localhost:4001/';
export const TEST_AUDIENCE = 'https://api.beacon.local';

export type Nickname = 'owner' | 'admin' | 'member' | 'installer' | 'staff' | 'newcomer' | 'social';

export function demoUser(nickname: Nickname): DemoUser {
  const found = DEMO_USERS.find((u) => u.nickname === nickname);
  if (!found) throw new Error(`no demo user ${nickname}`);
  return found;
}

export interface TestKeys {
  jwks: JSONWebKeySet;
  sign(nickname: Nickname, options?: { expiresIn?: number; audience?: string; issuer?: string }): Promise<string>;
  /** A valid token for the user, signed once and reused. */
  token(nickname: Nickname): Promise<string>;
}

export async function createTestKeys(): Promise<TestKeys> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const key: CryptoKey = privateKey;
  const tokens = new Map<Nickname, Promise<string>>();
  const keys: TestKeys = {
    jwks: { keys: [jwk] },
    token(nickname) {
      let token = tokens.get(nickname);
      if (token === undefined) {
        token = keys.sign(nickname);
        tokens.set(nickname, token);
      }
      return token;
    },
    async sign(nickname, options = {}) {
      const u = demoUser(nickname);
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ email: u.email })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setSubject(u.id)
        .setIssuer(options.issuer ?? TEST_ISSUER)
        .setAudience(options.audience ?? TEST_AUDIENCE)
        .setIssuedAt(now - 5)
        .setExpirationTime(now + (options.expiresIn ?? 600))
        .setJti(randomUUID())
        .sign(key);
    },
  };
  return keys;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A JSON call to the API with an optional bearer token. */
export async function call<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<CallResult<T>> {
  const headers = new Headers(init.headers);
  if (token !== undefined) headers.set('authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(new URL(path, baseUrl), {
    ...init,
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('application/json') && text !== '') {
    parsed = JSON.parse(text) as unknown;
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

type ApiOptions = Parameters<typeof createPlatformApi>[0];

/** A platform API on a free port that trusts the test keys; `options` adds or overrides settings. */
export function startTestApi(keys: TestKeys, store: ApiOptions['store'], options: Partial<ApiOptions> = {}) {
  return createPlatformApi({
    port: 0,
    jwks: keys.jwks,
    issuer: TEST_ISSUER,
    audience: TEST_AUDIENCE,
    store,
    ...options,
  });
}

/** The fault secret of test servers started with `faults: { secret: FAULT_TEST_SECRET }`. */
export const FAULT_TEST_SECRET = 'test-fault-secret';

/** A call to `/__faults` with the test secret (as the e2e suite makes it). */
export function faultCall(baseUrl: string, method: 'GET' | 'POST' | 'DELETE', body?: unknown, query = '') {
  return call(baseUrl, method, `/__faults${query}`, undefined, body, {
    headers: { [FAULT_SECRET_HEADER]: FAULT_TEST_SECRET },
  });
}
