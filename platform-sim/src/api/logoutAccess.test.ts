/** issue 26 point 4: logging out at the IdP, or revoking an access token, ends its API access at once. */
import { describe, expect, it } from '@rstest/core';
import { decodeJwt } from 'jose';
import { CLIENT_ID } from '../idp/settings.ts';
import { exchangeCode, request, signIn } from '../idp/testSupport.ts';
import { MESSAGES } from './errors.ts';
import { call, useIdpAndApi } from './testSupport.ts';

describe('API access after logout and revocation', () => {
  const sim = useIdpAndApi((idp) => ({ jwks: idp.jwks, checkAccessToken: idp.checkAccessToken }));

  const accounts = (token: string) => call(sim().api.url, 'GET', '/v1/accounts', token);
  const revoke = (fields: Record<string, string>) =>
    fetch(new URL('oauth/revoke', sim().idp.issuer), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: CLIENT_ID, ...fields }).toString(),
    });

  it('puts the session id in access tokens and answers 401 once that session logged out', async () => {
    const signedIn = await signIn(sim().idp, 'owner@example.com');
    const tokens = await exchangeCode(sim().idp, signedIn);
    expect(typeof decodeJwt(tokens.access_token).sid).toBe('string');
    expect((await accounts(tokens.access_token)).status).toBe(200);

    const logout = await request(signedIn.jar, new URL(`v2/logout?client_id=${CLIENT_ID}`, sim().idp.issuer).href);
    expect(logout.status).toBe(200);

    const after = await accounts(tokens.access_token);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ message: MESSAGES.unauthorized, detail: 'Session ended' });

    // Signing in again gives a new session and a working token.
    const again = await exchangeCode(sim().idp, await signIn(sim().idp, 'owner@example.com'));
    expect(decodeJwt(again.access_token).sid).not.toBe(decodeJwt(tokens.access_token).sid);
    expect((await accounts(again.access_token)).status).toBe(200);
  });

  it('leaves the tokens of other sessions working', async () => {
    const other = await exchangeCode(sim().idp, await signIn(sim().idp, 'admin@example.com'));
    const leaving = await signIn(sim().idp, 'admin@example.com');
    await exchangeCode(sim().idp, leaving);
    await request(leaving.jar, new URL(`v2/logout?client_id=${CLIENT_ID}`, sim().idp.issuer).href);
    expect((await accounts(other.access_token)).status).toBe(200);
  });

  it('revokes a JWT access token at /oauth/revoke: the API answers 401 for it, not for its siblings', async () => {
    const signedIn = await signIn(sim().idp, 'member@example.com');
    const tokens = await exchangeCode(sim().idp, signedIn);
    expect(tokens.refresh_token).toBeDefined();
    expect((await accounts(tokens.access_token)).status).toBe(200);

    const revoked = await revoke({ token: tokens.access_token, token_type_hint: 'access_token' });
    expect(revoked.status).toBe(200);
    const after = await accounts(tokens.access_token);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ message: MESSAGES.unauthorized, detail: 'Token revoked' });

    // A refreshed access token of the same session still works.
    const refreshed = await fetch(new URL('oauth/token', sim().idp.issuer), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: CLIENT_ID,
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token ?? '',
      }).toString(),
    });
    expect(refreshed.status).toBe(200);
    const { access_token: fresh } = (await refreshed.json()) as { access_token: string };
    expect((await accounts(fresh)).status).toBe(200);
  });

  it('answers 200 to a revocation of a token it does not know, and revokes nothing for a foreign JWT', async () => {
    expect((await revoke({ token: 'not-a-token' })).status).toBe(200);
    const tokens = await exchangeCode(sim().idp, await signIn(sim().idp, 'installer@example.com'));
    const [header, , signature] = tokens.access_token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ jti: 'x' })).toString('base64url')}.${signature}`;
    expect((await revoke({ token: forged })).status).toBe(200);
    expect((await accounts(tokens.access_token)).status).toBe(200);
  });
});
