import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createIdentityProvider } from './createIdp.ts';
import type { IdentityProvider } from './createIdp.ts';
import { CLIENT_ID } from './settings.ts';
import { authorizeUrl, CONSOLE_ORIGIN, createPkce, openSignInForm, preflight, request } from './testSupport.ts';

/** Odd requests get a 4xx, never the catch-all 500. */
describe('malformed requests', () => {
  let idp: IdentityProvider;
  beforeAll(async () => {
    idp = await createIdentityProvider({ port: 0 });
  });
  afterAll(() => idp.close());

  const tooLarge = JSON.stringify({ email: 'owner@example.com', padding: 'x'.repeat(70 * 1024) });

  it('answers a sign-in post with invalid JSON or a huge body with 400 and the form', async () => {
    const form = await openSignInForm(idp);
    const post = (body: string) =>
      request(form.jar, form.action, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const invalid = await post('{"email":');
    expect(invalid.status).toBe(400);
    const html = await invalid.text();
    expect(html).toContain('The body must be JSON.');
    expect(html).toContain('<form method="post"');

    const huge = await post(tooLarge);
    expect(huge.status).toBe(400);
    expect(await huge.text()).toContain('The request body is too large.');
  });

  it('answers change_password with invalid JSON or a huge body with 400', async () => {
    const post = (body: string) =>
      fetch(new URL('dbconnections/change_password', idp.issuer), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: CONSOLE_ORIGIN },
        body,
      });
    const invalid = await post(`{"client_id":"${CLIENT_ID}","email":`);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ error: 'invalid_body', error_description: 'The body must be JSON.' });
    const huge = await post(tooLarge);
    expect(huge.status).toBe(400);
    expect(await huge.json()).toMatchObject({ error_description: 'The request body is too large.' });
  });

  it('answers odd query strings to /authorize with 400', async () => {
    for (const query of [
      '%',
      'a=%E0%A4%A',
      'client_id=%FF',
      `client_id=${CLIENT_ID}&client_id=other`,
      `client_id=${CLIENT_ID}&redirect_uri=%0d%0a`,
    ]) {
      const response = await fetch(`${new URL('authorize', idp.issuer).href}?${query}`, { redirect: 'manual' });
      expect(response.status).toBe(400);
    }
  });

  it('sends an odd state back to the console percent-encoded', async () => {
    const url = authorizeUrl(idp, { state: '\r\nü\\', nonce: 'n', pkce: createPkce(), prompt: 'none' });
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/^http:\/\/localhost:3000\/\?[\x21-\x7e]+$/);
    expect(new URL(location).searchParams.get('state')).toBe('\r\nü\\');
  });

  it('answers a request target that is not a plain path with 404', async () => {
    const response = await fetch(`${idp.issuer}/`);
    expect(new URL(response.url).pathname).toBe('//');
    expect(response.status).toBe(404);
  });

  it('does not reflect preflight request headers that are not header names', async () => {
    const response = await preflight(new URL('dbconnections/change_password', idp.issuer), 'x\u00ffy');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type');
  });
});
