import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { createIdentityProvider } from './createIdp.ts';
import type { IdentityProvider } from './createIdp.ts';
import { IDP_DATABASE_FILE } from './idpStore.ts';
import { authorizeUrl, createPkce, exchangeCode, follow, signIn, tokenRequest } from './testSupport.ts';
import type { CookieJar, TokenSet } from './testSupport.ts';

/** What oidc-provider prints (console.warn) when it falls back to its development-only memory adapter. */
const MEMORY_ADAPTER_WARNING = /in-memory adapter/;

describe('IdP state across a restart', () => {
  const dirs: string[] = [];
  const running: IdentityProvider[] = [];
  let warn: ReturnType<typeof rs.spyOn>;
  beforeEach(() => {
    warn = rs.spyOn(console, 'warn');
  });
  afterEach(async () => {
    warn.mockRestore();
    await Promise.all(running.splice(0).map((idp) => idp.close()));
  });
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  const start = async (dataDir?: string, port = 0) => {
    const idp = await createIdentityProvider({ port, dataDir });
    running.push(idp);
    return idp;
  };
  /** Closes `idp`; answers its port, for starting the next one with the same issuer. */
  const stop = async (idp: IdentityProvider) => {
    running.splice(running.indexOf(idp), 1);
    await idp.close();
    return Number(new URL(idp.url).port);
  };
  /** Closes `idp` and starts another on the same port (so the same issuer) and data folder. */
  const restart = async (idp: IdentityProvider, dataDir: string) => start(dataDir, await stop(idp));
  const tempDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'platform-sim-idp-restart-'));
    dirs.push(dir);
    return join(dir, 'data');
  };
  const silent = (idp: IdentityProvider, jar: CookieJar) =>
    follow(jar, idp, authorizeUrl(idp, { state: 's-silent', nonce: 'n-silent', pkce: createPkce(), prompt: 'none' }));
  const refresh = (idp: IdentityProvider, refreshToken: string) =>
    tokenRequest(idp, { grant_type: 'refresh_token', refresh_token: refreshToken });
  const warnings = () => warn.mock.calls.map((args) => args.map(String).join(' '));

  it('keeps the sign-in session and the refresh token in the data folder', async () => {
    const dataDir = await tempDir();
    const before = await start(dataDir);
    const signedIn = await signIn(before, 'member@example.com');
    const tokens = await exchangeCode(before, signedIn);
    expect(tokens.refresh_token).toBeTruthy();

    const after = await restart(before, dataDir);
    expect(after.issuer).toBe(before.issuer);

    // The session cookie from before the restart still finds its session: prompt=none answers a code.
    const silentAnswer = await silent(after, signedIn.jar);
    expect(silentAnswer.status).toBe(303);
    const params = new URL(silentAnswer.headers.get('location') ?? '').searchParams;
    expect(params.get('error')).toBeNull();
    expect(params.get('code')).toBeTruthy();

    // The refresh token from before the restart still works, and gives a valid access token.
    const refreshed = await refresh(after, tokens.refresh_token ?? '');
    expect(refreshed.status).toBe(200);
    const renewed = (await refreshed.json()) as TokenSet;
    expect(renewed.refresh_token).toBeTruthy();
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    const { payload } = await jwtVerify(renewed.access_token, createLocalJWKSet(after.jwks), {
      issuer: after.issuer,
      audience: after.audience,
    });
    expect(payload.sub).toBeTruthy();

    expect(warnings().filter((line) => MEMORY_ADAPTER_WARNING.test(line))).toEqual([]);
  });

  it('keeps a consumed (rotated) refresh token consumed across a restart', async () => {
    const dataDir = await tempDir();
    const first = await start(dataDir);
    const tokens = await exchangeCode(first, await signIn(first, 'owner@example.com'));
    const rotated = await refresh(first, tokens.refresh_token ?? '');
    expect(rotated.status).toBe(200);

    const second = await restart(first, dataDir);
    const replayed = await refresh(second, tokens.refresh_token ?? '');
    expect(replayed.status).toBe(400);
    expect(((await replayed.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('has the session in idp.sqlite: without that file the same keys find no session', async () => {
    const dataDir = await tempDir();
    const first = await start(dataDir);
    const { jar } = await signIn(first, 'member@example.com');
    const port = await stop(first);
    expect(await readdir(dataDir)).toContain(IDP_DATABASE_FILE);
    for (const suffix of ['', '-wal', '-shm']) await rm(join(dataDir, IDP_DATABASE_FILE + suffix), { force: true });

    const second = await start(dataDir, port);
    const params = new URL((await silent(second, jar)).headers.get('location') ?? '').searchParams;
    expect(params.get('error')).toBe('login_required');
  });

  it('keeps everything in memory without a data folder, without the memory-adapter warning', async () => {
    const idp = await start();
    const tokens = await exchangeCode(idp, await signIn(idp, 'member@example.com'));
    expect((await refresh(idp, tokens.refresh_token ?? '')).status).toBe(200);
    expect(warnings().filter((line) => MEMORY_ADAPTER_WARNING.test(line))).toEqual([]);
  });
});
