import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { createIdentityProvider } from './createIdp.ts';
import type { IdentityProvider } from './createIdp.ts';
import { CLIENT_ID } from './settings.ts';
import {
  authorizeUrl,
  CONSOLE_ORIGIN,
  CookieJar,
  createPkce,
  exchangeCode,
  follow,
  formAction,
  postForm,
  REDIRECT_URI,
  signIn,
  tokenRequest,
} from './testSupport.ts';
import type { TokenSet } from './testSupport.ts';

describe('authorization code + PKCE sign-in', () => {
  let idp: IdentityProvider;
  beforeAll(async () => {
    idp = await createIdentityProvider({ port: 0, tokenTtlSeconds: 120 });
  });
  afterAll(() => idp.close());

  it('shows the sign-in form, rejects a wrong password and keeps the email, then redirects with a code', async () => {
    const jar = new CookieJar();
    const pkce = createPkce();
    const page = await follow(jar, idp, authorizeUrl(idp, { state: 'st-1', nonce: 'n-1', pkce }));
    expect(page.status).toBe(200);
    expect(new URL(page.url).pathname).toMatch(/^\/interaction\//);
    const html = await page.text();
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('>Sign in</button>');

    const action = formAction(html, page.url);
    const wrong = await postForm(jar, action, { email: 'owner@example.com', password: 'nope' });
    expect(wrong.status).toBe(401);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain('Wrong email or password.');
    expect(wrongHtml).toContain('value="owner@example.com"');

    const unknown = await postForm(jar, action, { email: '"><script>x</script>', password: 'demo' });
    const unknownHtml = await unknown.text();
    expect(unknownHtml).toContain('Wrong email or password.');
    expect(unknownHtml).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');

    const right = await postForm(jar, action, { email: 'owner@example.com', password: 'demo' });
    expect(right.status).toBe(303);
    const back = await follow(jar, idp, new URL(right.headers.get('location') ?? '', action).href);
    const location = new URL(back.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${REDIRECT_URI}/`);
    expect(location.searchParams.get('state')).toBe('st-1');
    expect(location.searchParams.get('code')).toBeTruthy();
  });

  it('issues an RS256 access token for the API, an id_token with the nonce and a refresh token', async () => {
    const signedIn = await signIn(idp, 'owner@example.com');
    const tokens = await exchangeCode(idp, signedIn);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(120);
    expect(tokens.refresh_token).toBeTruthy();

    const jwks = createRemoteJWKSet(new URL(idp.jwksUrl));
    expect(decodeProtectedHeader(tokens.access_token).alg).toBe('RS256');
    const { payload: access } = await jwtVerify(tokens.access_token, jwks, {
      issuer: idp.issuer,
      audience: 'https://api.beacon.local',
      algorithms: ['RS256'],
    });
    expect(access.sub).toMatch(/^auth0\|/);
    expect(access.email).toBe('owner@example.com');
    expect(access.exp! - access.iat!).toBe(120);

    const { payload: id } = await jwtVerify(tokens.id_token, jwks, { issuer: idp.issuer, audience: CLIENT_ID });
    expect(id).toMatchObject({ nonce: signedIn.nonce, email: 'owner@example.com', email_verified: true });
    expect(id.name).toBeTruthy();
    expect(id.nickname).toBe('owner');
  });

  it('gives the social user a non-auth0 subject', async () => {
    const tokens = await exchangeCode(idp, await signIn(idp, 'social@example.com'));
    const { payload } = await jwtVerify(tokens.access_token, createRemoteJWKSet(new URL(idp.jwksUrl)));
    expect(payload.sub).toBe('google-oauth2|1029384756');
  });

  it('rejects a wrong code_verifier', async () => {
    const signedIn = await signIn(idp, 'member@example.com');
    const fields = { grant_type: 'authorization_code', code: signedIn.code, redirect_uri: REDIRECT_URI };
    const wrong = await tokenRequest(idp, { ...fields, code_verifier: createPkce().verifier });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('rotates refresh tokens and rejects the old one', async () => {
    const first = await exchangeCode(idp, await signIn(idp, 'admin@example.com'));
    const refreshed = await tokenRequest(idp, { grant_type: 'refresh_token', refresh_token: first.refresh_token! });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get('access-control-allow-origin')).toBe(CONSOLE_ORIGIN);
    const second = (await refreshed.json()) as TokenSet;
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const { payload } = await jwtVerify(second.access_token, createRemoteJWKSet(new URL(idp.jwksUrl)), {
      audience: 'https://api.beacon.local',
    });
    expect(payload.email).toBe('admin@example.com');

    const reused = await tokenRequest(idp, { grant_type: 'refresh_token', refresh_token: first.refresh_token! });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers CORS preflights for the token endpoint from the console only', async () => {
    const preflight = (origin: string) =>
      fetch(new URL('oauth/token', idp.issuer), {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const ok = await preflight(CONSOLE_ORIGIN);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(CONSOLE_ORIGIN);

    const signedIn = await signIn(idp, 'owner@example.com');
    const evil = await fetch(new URL('oauth/token', idp.issuer), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.example' },
      body: new URLSearchParams({
        client_id: CLIENT_ID,
        grant_type: 'authorization_code',
        code: signedIn.code,
        code_verifier: signedIn.pkce.verifier,
        redirect_uri: REDIRECT_URI,
      }),
    });
    expect(evil.status).toBe(400);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves /userinfo for the API access token', async () => {
    const tokens = await exchangeCode(idp, await signIn(idp, 'staff@example.com'));
    const response = await fetch(new URL('userinfo', idp.issuer), {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: 'staff@example.com', email_verified: true });
  });
});
