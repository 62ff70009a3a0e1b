import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createIdentityProvider } from './createIdp.ts';
import type { IdentityProvider } from './createIdp.ts';
import { CLIENT_ID } from './settings.ts';
import { authorizeUrl, CookieJar, createPkce, follow, request, signIn } from './testSupport.ts';
import type { AuthorizeParams } from './testSupport.ts';

describe('silent authentication and logout', () => {
  let idp: IdentityProvider;
  beforeAll(async () => {
    idp = await createIdentityProvider({ port: 0 });
  });
  afterAll(() => idp.close());

  const silent = (jar: CookieJar, extra: Partial<AuthorizeParams> = {}) =>
    follow(
      jar,
      idp,
      authorizeUrl(idp, { state: 's-silent', nonce: 'n-silent', pkce: createPkce(), prompt: 'none', ...extra }),
    );

  const redirectParams = (response: Response) => {
    expect(response.status).toBe(303);
    return new URL(response.headers.get('location') ?? '').searchParams;
  };

  it('answers prompt=none without a session with login_required', async () => {
    const params = redirectParams(await silent(new CookieJar()));
    expect(params.get('error')).toBe('login_required');
    expect(params.get('state')).toBe('s-silent');
  });

  it('answers prompt=none with a session with a code', async () => {
    const { jar } = await signIn(idp, 'member@example.com');
    const params = redirectParams(await silent(jar));
    expect(params.get('code')).toBeTruthy();
    expect(params.get('state')).toBe('s-silent');
  });

  it('answers response_mode=web_message with a page that posts to the parent', async () => {
    const { jar } = await signIn(idp, 'member@example.com');
    const ok = await silent(jar, { responseMode: 'web_message' });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toContain('text/html');
    const html = await ok.text();
    expect(html).toContain("type: 'authorization_response'");
    expect(html).toContain('postMessage(authorization_response, origin)');
    expect(html).toMatch(/"code":"[^"]+"/);
    expect(html).toContain('"state":"s-silent"');

    const failed = await silent(new CookieJar(), { responseMode: 'web_message' });
    const failedHtml = await failed.text();
    expect(failedHtml).toContain('"error":"login_required"');
    expect(failedHtml).toContain('"state":"s-silent"');
  });

  it('ends the session on /v2/logout and redirects to an allowed returnTo', async () => {
    const { jar } = await signIn(idp, 'owner@example.com');
    const url = new URL('v2/logout', idp.issuer);
    url.searchParams.set('client_id', CLIENT_ID);
    url.searchParams.set('returnTo', 'http://localhost:3000');
    const response = await request(jar, url.href);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://localhost:3000');
    expect(redirectParams(await silent(jar)).get('error')).toBe('login_required');
  });

  it('ends the server-side session even when the old cookie is replayed', async () => {
    const { jar } = await signIn(idp, 'owner@example.com');
    const cookie = jar.header();
    await request(jar, new URL(`v2/logout?client_id=${CLIENT_ID}`, idp.issuer).href);
    const replayed = await fetch(authorizeUrl(idp, { state: 's', nonce: 'n', pkce: createPkce(), prompt: 'none' }), {
      headers: { cookie },
      redirect: 'manual',
    });
    expect(new URL(replayed.headers.get('location') ?? '').searchParams.get('error')).toBe('login_required');
  });

  it('refuses a returnTo that is not on the allow-list and keeps the session', async () => {
    const { jar } = await signIn(idp, 'owner@example.com');
    const url = new URL('v2/logout', idp.issuer);
    url.searchParams.set('client_id', CLIENT_ID);
    url.searchParams.set('returnTo', 'https://evil.example/');
    const response = await request(jar, url.href);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('not on the allow-list');
    expect(redirectParams(await silent(jar)).get('code')).toBeTruthy();
  });
});
