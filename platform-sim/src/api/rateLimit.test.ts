/**
 * The API's rate limits: per user (a refreshed token does not reset the budget) and, for missing or invalid
 * tokens, per client address, without ever refusing a valid token from that address.
 */
import { describe, expect, it } from '@rstest/core';
import type { Account } from '@beacon/shared/contract';
import { call, createTestKeys, faultCall, startStoreAndApi } from './testSupport.ts';

describe('platform API: rate limit per user', () => {
  it('answers 429 with Retry-After and the message once a user passes the limit, whatever the token', async () => {
    const keys = await createTestKeys();
    const { api, close } = await startStoreAndApi(keys, { seed: false }, { rateLimit: { limit: 3, windowMs: 60_000 } });
    try {
      const first = await keys.sign('owner');
      for (let i = 0; i < 3; i += 1) expect((await call(api.url, 'GET', '/v1/accounts', first)).status).toBe(200);
      const limited = await call(api.url, 'GET', '/v1/accounts', first);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: 'Too many requests' });
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // A refreshed token (same user, new jti) does not reset the budget; another user has their own.
      expect((await call(api.url, 'GET', '/v1/accounts', await keys.sign('owner'))).status).toBe(429);
      expect((await call(api.url, 'GET', '/v1/accounts', await keys.sign('member'))).status).toBe(200);
      // /__faults does not exist unless the server is started for tests.
      expect((await faultCall(api.url, 'POST', { path: '/x', kind: '500' })).status).toBe(404);
    } finally {
      await close();
    }
  });

  it('limits answers to missing or invalid tokens per client address, and lets a valid token through', async () => {
    const keys = await createTestKeys();
    const { api, close } = await startStoreAndApi(
      keys,
      { seed: false },
      { invalidTokenLimit: { limit: 5, windowMs: 60_000 } },
    );
    try {
      for (let i = 0; i < 5; i += 1)
        expect((await call(api.url, 'GET', '/v1/accounts', `bogus.${i}`)).status).toBe(401);
      const flooded = await call(api.url, 'GET', '/v1/accounts', 'bogus.6');
      expect(flooded.status).toBe(429);
      expect(Number(flooded.headers.get('retry-after'))).toBeGreaterThan(0);
      // Garbage tokens do not lock out the valid ones from the same address (an API token's secret too)...
      expect((await call(api.url, 'GET', '/v1/accounts', await keys.token('owner'))).status).toBe(200);
      const owner = await keys.token('owner');
      const account = await call<Account>(api.url, 'POST', '/v1/accounts', owner, {
        name: 'Token Test',
        website: '',
        checked: true,
      });
      const tokens = `/v1/accounts/${account.body.account_id}/api-tokens`;
      const created = await call<{ token_id: string }>(api.url, 'POST', tokens, owner, { name: 'CI', user_level: 30 });
      const revealed = await call<{ secret_key: string }>(
        api.url,
        'POST',
        `${tokens}/${created.body.token_id}/secret`,
        owner,
      );
      const secret = revealed.body.secret_key;
      expect((await call(api.url, 'GET', `/v1/accounts/${account.body.account_id}/networks`, secret)).status).toBe(200);
      // ...while more garbage, and a missing token, still count against the address and get 429.
      expect((await call(api.url, 'GET', '/v1/accounts', 'bogus.7')).status).toBe(429);
      expect((await call(api.url, 'GET', '/v1/accounts', `${secret}x`)).status).toBe(429);
      expect((await call(api.url, 'GET', '/v1/accounts')).status).toBe(429);
    } finally {
      await close();
    }
  });
});
