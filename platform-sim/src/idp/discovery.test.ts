import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createIdentityProvider } from './createIdp.ts';
import type { IdentityProvider } from './createIdp.ts';

describe('discovery and JWKS', () => {
  let idp: IdentityProvider;
  beforeAll(async () => {
    idp = await createIdentityProvider({ port: 0 });
  });
  afterAll(() => idp.close());

  it('has an issuer with a trailing slash on localhost', () => {
    expect(idp.issuer).toMatch(/^http:\/\/localhost:\d+\/$/);
    expect(idp.jwksUrl).toBe(`${idp.issuer}.well-known/jwks.json`);
  });

  it('lists the Auth0 endpoint paths', async () => {
    const response = await fetch(new URL('.well-known/openid-configuration', idp.issuer));
    expect(response.status).toBe(200);
    const doc = (await response.json()) as Record<string, unknown>;
    expect(doc).toMatchObject({
      issuer: idp.issuer,
      authorization_endpoint: `${idp.issuer}authorize`,
      token_endpoint: `${idp.issuer}oauth/token`,
      userinfo_endpoint: `${idp.issuer}userinfo`,
      jwks_uri: `${idp.issuer}.well-known/jwks.json`,
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['RS256'],
    });
    expect(doc.response_modes_supported).toEqual(expect.arrayContaining(['query', 'web_message']));
  });

  it('publishes an RS256 public key', async () => {
    const response = await fetch(idp.jwksUrl);
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
    expect(idp.jwks.keys[0]?.kid).toBe(keys[0]?.kid);
  });

  it('binds to loopback only', async () => {
    const port = new URL(idp.issuer).port;
    const response = await fetch(`http://127.0.0.1:${port}/.well-known/jwks.json`);
    expect(response.status).toBe(200);
  });
});
