import { describe, expect, it } from '@rstest/core';
import { identityProviderOrigin, PASSWORD_CONNECTION, requestPasswordChange } from './changePassword.ts';

const AUTH0 = { domain: 'tenant.eu.auth0.com', clientId: 'client-1', audience: 'https://api' };

describe('requestPasswordChange', () => {
  it('posts client id, email and connection to the provider (https for a bare Auth0 domain)', async () => {
    const calls: Array<[string, RequestInit]> = [];
    const send = ((url: string, init: RequestInit) => {
      calls.push([url, init]);
      return Promise.resolve(new Response('"sent"', { status: 200 }));
    }) as unknown as typeof fetch;
    await requestPasswordChange(AUTH0, 'owner@example.com', send);
    const [url, init] = calls[0] as [string, RequestInit];
    expect(url).toBe('https://tenant.eu.auth0.com/dbconnections/change_password');
    expect(JSON.parse(init.body as string)).toEqual({
      client_id: 'client-1',
      email: 'owner@example.com',
      connection: PASSWORD_CONNECTION,
    });
    expect(identityProviderOrigin('http://localhost:4001/')).toBe('http://localhost:4001');
  });

  it("rejects with the provider's message", async () => {
    const send = (() =>
      Promise.resolve(
        new Response(JSON.stringify({ error: 'invalid_request', error_description: 'Unknown or missing client_id.' }), {
          status: 400,
        }),
      )) as unknown as typeof fetch;
    await expect(requestPasswordChange(AUTH0, 'a@b.c', send)).rejects.toThrow('Unknown or missing client_id.');
  });
});
