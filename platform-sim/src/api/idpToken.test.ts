import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Account } from '@beacon/shared/contract';
import { createIdentityProvider } from '../idp/createIdp.ts';
import type { IdentityProvider } from '../idp/createIdp.ts';
import { exchangeCode, signIn } from '../idp/testSupport.ts';
import { createPlatformApi } from './createApi.ts';
import type { PlatformApi } from './createApi.ts';
import { Store } from './store.ts';
import { call } from './testSupport.ts';

describe('platform API with real IdP tokens', () => {
  let idp: IdentityProvider;
  let store: Store;
  let api: PlatformApi;
  const accessToken = async (email: string) => (await exchangeCode(idp, await signIn(idp, email))).access_token;

  beforeAll(async () => {
    idp = await createIdentityProvider({ port: 0, tokenTtlSeconds: 120 });
    store = await Store.open();
    // The JWKS URL, as main.ts would pass it; the in-process key set (idp.jwks) works too.
    api = await createPlatformApi({
      port: 0,
      jwks: idp.jwksUrl,
      issuer: idp.issuer,
      audience: idp.audience,
      store,
    });
  });
  afterAll(async () => {
    await api.close();
    await idp.close();
    store.close();
  });

  it("accepts the IdP's access token and answers the signed-in user's accounts", async () => {
    const token = await accessToken('owner@example.com');
    const res = await call<{ accounts: Account[] }>(api.url, 'GET', '/v1/accounts', token);
    expect(res.status).toBe(200);
    expect(res.body.accounts.map((a) => a.account_id)).toEqual(['acme-logistics', 'owner-labs']);
    expect((await call(api.url, 'GET', '/admin/features', token)).status).toBe(403);
    const created = await call<Account>(api.url, 'POST', '/v1/accounts', token, { name: 'Via IdP', checked: true });
    expect(created.status).toBe(201);
    expect(store.accounts.log(created.body.account_id)[0]?.username).toBe('owner@example.com');
  });

  it('lets IdP staff through /admin/*', async () => {
    const token = await accessToken('staff@example.com');
    expect((await call(api.url, 'GET', '/admin/features', token)).status).toBe(200);
  });
});
