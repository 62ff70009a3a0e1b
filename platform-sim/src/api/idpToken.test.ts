import { describe, expect, it } from '@rstest/core';
import type { Account } from '@beacon/shared/contract';
import { exchangeCode, signIn } from '../idp/testSupport.ts';
import { call, useIdpAndApi } from './testSupport.ts';

describe('platform API with real IdP tokens', () => {
  // The JWKS URL, as main.ts would pass it; the in-process key set (idp.jwks) works too.
  const sim = useIdpAndApi((idp) => ({ jwks: idp.jwksUrl }));
  const accessToken = async (email: string) =>
    (await exchangeCode(sim().idp, await signIn(sim().idp, email))).access_token;

  it("accepts the IdP's access token and answers the signed-in user's accounts", async () => {
    const token = await accessToken('owner@example.com');
    const res = await call<{ accounts: Account[] }>(sim().api.url, 'GET', '/v1/accounts', token);
    expect(res.status).toBe(200);
    expect(res.body.accounts.map((a) => a.account_id)).toEqual(['acme-logistics', 'owner-labs']);
    expect((await call(sim().api.url, 'GET', '/admin/features', token)).status).toBe(403);
    const created = await call<Account>(sim().api.url, 'POST', '/v1/accounts', token, {
      name: 'Via IdP',
      checked: true,
    });
    expect(created.status).toBe(201);
    expect(sim().store.accounts.log(created.body.account_id)[0]?.username).toBe('owner@example.com');
  });

  it('lets IdP staff through /admin/*', async () => {
    const token = await accessToken('staff@example.com');
    expect((await call(sim().api.url, 'GET', '/admin/features', token)).status).toBe(200);
  });
});
