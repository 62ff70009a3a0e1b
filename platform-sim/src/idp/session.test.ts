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

  /** Signs the owner in, then calls /v2/logout with `returnTo`. */
  const logOutTo = async (returnTo: string) => {
    const { jar } = await signIn(idp, 'owner@example.com');
    const url = new URL('v2/logout', idp.issuer);
    url.searchParams.set('client_id', CLIENT_ID);
    url.searchParams.set('returnTo', returnTo);
    return { jar, response: await request(jar, url.href) };
  };

  it('ends the session on /v2/logout and redirects to an allowed returnTo', async () => {
    const { jar, response } = await logOutTo('http://localhost:3000');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://localhost:3000/');
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
    const { jar, response } = await logOutTo('https://evil.example/');
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('not on the allow-list');
    expect(redirectParams(await silent(jar)).get('code')).toBeTruthy();
  });

  const logoutUrl = (rawQuery: string) => `${new URL('v2/logout', idp.issuer).href}?client_id=${CLIENT_ID}&${rawQuery}`;

  it('refuses a returnTo with CR/LF or other control characters with 400 and keeps the session', async () => {
    const { jar } = await signIn(idp, 'owner@example.com');
    for (const rawQuery of [
      'returnTo=http://localhost:3000/%0d%0aSet-Cookie:x',
      'returnTo=http://localhost:3000/%00',
      'returnTo=%0d%0ahttp://localhost:3000/',
      'returnTo=http://localhost:3000/%C2%85',
    ]) {
      const response = await request(jar, logoutUrl(rawQuery));
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(await response.text()).toContain('not a valid URL');
    }
    expect(redirectParams(await silent(jar)).get('code')).toBeTruthy();
  });

  it('refuses a returnTo that does not parse with 400', async () => {
    for (const rawQuery of [
      'returnTo=',
      'returnTo=%FF',
      'returnTo=localhost:3000',
      'returnTo=http://localhost:99999/',
    ]) {
      const response = await request(new CookieJar(), logoutUrl(rawQuery));
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
    }
  });

  it('redirects to the normalised returnTo: non-ASCII percent-encoded, backslashes resolved', async () => {
    const cases: [rawQuery: string, location: string][] = [
      ['returnTo=http://localhost:3000/ü', 'http://localhost:3000/%C3%BC'],
      ['returnTo=http://localhost:3000/%C3%BC', 'http://localhost:3000/%C3%BC'],
      [`returnTo=${encodeURIComponent('http://localhost:3000/ü')}`, 'http://localhost:3000/%C3%BC'],
      [
        `returnTo=${encodeURIComponent('http://localhost:3000/€ 日本')}`,
        'http://localhost:3000/%E2%82%AC%20%E6%97%A5%E6%9C%AC',
      ],
      ['returnTo=http://localhost:3000/\\evil', 'http://localhost:3000//evil'],
      ['returnTo=http://localhost:3000%5C@evil.example/', 'http://localhost:3000/@evil.example/'],
      ['returnTo=http:%5C%5Clocalhost:3000%5Cpath', 'http://localhost:3000/path'],
      ['returnTo=HTTP://LOCALHOST:3000', 'http://localhost:3000/'],
    ];
    for (const [rawQuery, location] of cases) {
      const { jar } = await signIn(idp, 'member@example.com');
      const response = await request(jar, logoutUrl(rawQuery));
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(location);
      expect(response.headers.get('location')).toMatch(/^[\x21-\x5b\x5d-\x7e]+$/);
      expect(redirectParams(await silent(jar)).get('error')).toBe('login_required');
    }
  });

  it('refuses a normalised returnTo that leaves the allow-list', async () => {
    for (const rawQuery of [
      'returnTo=http://localhost:3000%40evil.example/',
      'returnTo=http://user:pass@localhost:3000/',
      // A Cyrillic "о": the host becomes punycode, another origin.
      `returnTo=${encodeURIComponent('http://l\u043ecalhost:3000/')}`,
    ]) {
      const response = await request(new CookieJar(), logoutUrl(rawQuery));
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
    }
  });

  it('signs out even when the session cookie cannot be decoded', async () => {
    const response = await fetch(logoutUrl('returnTo=http://localhost:3000/'), {
      headers: { cookie: '_session=%E0%A4%A; _session.sig=%' },
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://localhost:3000/');
  });
});
