/** Test helpers: a local RS256 key set that stands in for the IdP, test servers, and fetch shortcuts. */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from '@rstest/core';
import type { EventLogRow, ExplorerResponse, Network, RouteInput } from '@beacon/shared/contract';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import type { CryptoKey, JSONWebKeySet } from 'jose';
import { createIdentityProvider } from '../idp/createIdp.ts';
import type { IdentityProvider } from '../idp/createIdp.ts';
import { DEMO_USERS } from '../idp/users.ts';
import type { DemoUser } from '../idp/users.ts';
import { createPlatformApi } from './createApi.ts';
import type { PlatformApi, PlatformApiOptions } from './createApi.ts';
import { FAULT_SECRET_HEADER } from './faults.ts';
import type { Faults } from './faults.ts';
import { Store } from './store.ts';
import type { StoreOptions } from './store.ts';

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

/**
 * Saves a network's whole route list as the console does: read the network, then save with its ETag as
 * `If-Match` (a save without one gets 428). `*` when the read fails (a network the caller cannot see).
 */
export async function saveRoutes<T = Network>(
  baseUrl: string,
  path: string,
  token: string,
  routes: unknown,
): Promise<CallResult<T>> {
  const read = await call(baseUrl, 'GET', path, token);
  const etag = read.headers.get('etag') ?? '*';
  return call<T>(baseUrl, 'POST', path, token, { routes }, { headers: { 'if-match': etag } });
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

/** A platform API on a free port that trusts the test keys; `options` adds or overrides settings. */
export function startTestApi(keys: TestKeys, store: Store, options: Partial<PlatformApiOptions> = {}) {
  return createPlatformApi({
    port: 0,
    jwks: keys.jwks,
    issuer: TEST_ISSUER,
    audience: TEST_AUDIENCE,
    store,
    ...options,
  });
}

export interface StartedApi {
  store: Store;
  api: PlatformApi;
  /** Closes the API, then the store. */
  readonly close: () => Promise<void>;
}

/** Opens a store (seeded, in memory, unless `storeOptions` say otherwise) and starts a test API on it. */
export async function startStoreAndApi(
  keys: TestKeys,
  storeOptions: StoreOptions = {},
  apiOptions: Partial<PlatformApiOptions> = {},
): Promise<StartedApi> {
  const store = await Store.open(storeOptions);
  const api = await startTestApi(keys, store, apiOptions);
  return {
    store,
    api,
    close: async () => {
      await api.close();
      store.close();
    },
  };
}

/** The account the owner, admin, member and installer share in the seed. */
export const ACME = 'acme-logistics';

/** The API path of a network. */
export const networkPath = (networkId: string, account = ACME) => `/v1/accounts/${account}/networks/${networkId}`;

/** The API of a describe block (see `useTestApi`); read it inside tests and hooks. */
export interface TestApi {
  readonly keys: TestKeys;
  readonly store: Store;
  readonly url: string;
  /** The API's in-process fault injection. */
  readonly faults: Faults;
  /** A valid token of the demo user, signed once. */
  readonly token: (nickname: Nickname) => Promise<string>;
  /** A GET of `path` with the demo user's token. */
  get<T = Record<string, unknown>>(path: string, nickname: Nickname): Promise<CallResult<T>>;
  /** The first page of acme-logistics' event log (newest first) as the demo user, filtered to one device or network. */
  eventLog(
    nickname: Nickname,
    field: 'device_id' | 'network_id',
    value: string,
  ): Promise<ExplorerResponse<EventLogRow>>;
  /**
   * A new network created by the owner in `account` (acme-logistics), then holding `routes` when given
   * (saved by the owner): tests that change a network use their own.
   */
  newNetwork(name: string, options?: { routes?: RouteInput[]; account?: string }): Promise<Network>;
  /** A network of the seed in `account`: the one named `name`, or the first listed. */
  seededNetwork(account: string, name?: string): Network;
}

/**
 * Before the tests of the enclosing describe block: `start`; after them, `close` what it started. Answers an
 * accessor for what it started, to call inside tests and hooks (before beforeAll it throws `notYet`).
 */
function useStarted<T>(notYet: string, start: () => Promise<T>, close: (started: T) => Promise<void>): () => T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    if (started !== undefined) await close(started);
  });
  return () => {
    if (started === undefined) throw new Error(notYet);
    return started;
  };
}

/**
 * Before the tests of the enclosing describe block: fresh test keys, a store (seeded, in memory, unless
 * `storeOptions` say otherwise) and a test API on it (`options` as for `startTestApi`); after them,
 * closes the API and the store.
 */
export function useTestApi(options: Partial<PlatformApiOptions> = {}, storeOptions: StoreOptions = {}): TestApi {
  const current = useStarted(
    'useTestApi: the API starts in beforeAll',
    async () => {
      const keys = await createTestKeys();
      return { keys, ...(await startStoreAndApi(keys, storeOptions, options)) };
    },
    (started) => started.close(),
  );
  const token = (nickname: Nickname) => current().keys.token(nickname);
  return {
    get keys() {
      return current().keys;
    },
    get store() {
      return current().store;
    },
    get url() {
      return current().api.url;
    },
    get faults() {
      return current().api.faults;
    },
    token,
    async get<T>(path: string, nickname: Nickname) {
      return call<T>(current().api.url, 'GET', path, await token(nickname));
    },
    async eventLog(nickname, field, value) {
      const path = `/v1/accounts/${ACME}/log-explorer`;
      const body = { fields: [{ field, value }] };
      return (await call<ExplorerResponse<EventLogRow>>(current().api.url, 'POST', path, await token(nickname), body))
        .body;
    },
    async newNetwork(name, { routes, account = ACME } = {}) {
      const networks = `/v1/accounts/${account}/networks`;
      const created = await call<Network>(current().api.url, 'POST', networks, await token('owner'), { name });
      expect(created.status).toBe(201);
      if (routes === undefined) return created.body;
      const path = networkPath(created.body.network_id, account);
      const saved = await saveRoutes(current().api.url, path, await token('owner'), routes);
      expect(saved.status).toBe(200);
      return saved.body;
    },
    seededNetwork(account, name) {
      const networks = current().store.networks.list(account);
      const network = name === undefined ? networks[0] : networks.find((n) => n.name === name);
      if (network === undefined) throw new Error(`no seeded network ${name ?? ''} in ${account}`);
      return network;
    },
  };
}

/** The IdP and the platform API of a describe block (see `useIdpAndApi`). */
export interface IdpAndApi {
  readonly idp: IdentityProvider;
  readonly store: Store;
  readonly api: PlatformApi;
}

/**
 * Before the tests of the enclosing describe block: a real IdP on a free port (tokens live 120 s), a seeded
 * in-memory store and a platform API on it that trusts the IdP (issuer and audience; `options` adds the key set
 * and any other setting); after them, closes the API, the IdP and the store. Answers an accessor to call inside
 * tests and hooks.
 */
export function useIdpAndApi(
  options: (idp: IdentityProvider) => Pick<PlatformApiOptions, 'jwks'> & Partial<PlatformApiOptions>,
): () => IdpAndApi {
  return useStarted(
    'useIdpAndApi: the IdP and the API start in beforeAll',
    async () => {
      const idp = await createIdentityProvider({ port: 0, tokenTtlSeconds: 120 });
      const store = await Store.open();
      const api = await createPlatformApi({
        port: 0,
        issuer: idp.issuer,
        audience: idp.audience,
        store,
        ...options(idp),
      });
      return { idp, store, api };
    },
    async ({ idp, store, api }) => {
      await api.close();
      await idp.close();
      store.close();
    },
  );
}

/** A fresh folder under the system's temporary folder, removed after the tests of the enclosing describe block. */
export function useTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The fault secret of test servers started with `faults: { secret: FAULT_TEST_SECRET }`. */
export const FAULT_TEST_SECRET = 'test-fault-secret';

/** A call to `/__faults` with the test secret (as the e2e suite makes it). */
export function faultCall(baseUrl: string, method: 'GET' | 'POST' | 'DELETE', body?: unknown, query = '') {
  return call(baseUrl, method, `/__faults${query}`, undefined, body, {
    headers: { [FAULT_SECRET_HEADER]: FAULT_TEST_SECRET },
  });
}

/**
 * Every item of a cursor-paged GET (`{ [key]: items, cursor }`): follows the cursor from the first page
 * (`path` already has a query) to the last; 200 expected on each page. Answers the items and the pages.
 */
export async function allPages<T>(
  baseUrl: string,
  path: string,
  token: string,
  key: string,
): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: string = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
    const page: CallResult<Record<string, unknown>> = await call(baseUrl, 'GET', `${path}${query}`, token);
    expect(page.status).toBe(200);
    items.push(...(page.body[key] as T[]));
    cursor = page.body.cursor as string | null;
    pages += 1;
  } while (cursor !== null);
  return { items, pages };
}
