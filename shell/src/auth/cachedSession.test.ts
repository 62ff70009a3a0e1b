import { describe, expect, it } from '@rstest/core';
import { cachedSignIn, hasCachedSession } from './cachedSession.ts';

function storageWith(keys: string[]): Pick<Storage, 'length' | 'key'> {
  return { length: keys.length, key: (i: number) => keys[i] ?? null };
}

describe('hasCachedSession', () => {
  it("is true when the sign-in SDK's token cache holds an entry", () => {
    expect(hasCachedSession(storageWith(['beacon.theme', '@@auth0spajs@@::client::audience::openid']))).toBe(true);
  });

  it('is false with only console keys, or none', () => {
    expect(hasCachedSession(storageWith(['beacon.theme', 'beacon.session']))).toBe(false);
    expect(hasCachedSession(storageWith([]))).toBe(false);
  });

  it('is false when the storage cannot be read', () => {
    const blocked = {
      get length(): number {
        throw new DOMException('blocked', 'SecurityError');
      },
      key: () => null,
    };
    expect(hasCachedSession(blocked)).toBe(false);
  });
});

describe('cachedSignIn', () => {
  const NOW = 1_800_000_000_000;
  const config = { clientId: 'beacon-console', audience: 'https://api.test' };
  const userKey = '@@auth0spajs@@::beacon-console::@@user@@';
  const tokenKey = '@@auth0spajs@@::beacon-console::https://api.test::openid profile email offline_access';
  const userEntry = (claims: object = {}) =>
    JSON.stringify({ id_token: 'x', decodedToken: { claims, user: { sub: 'auth0|1', email: 'o@example.com' } } });
  const tokenEntry = (expiresAt: number, token = 'access') =>
    JSON.stringify({ body: { access_token: token, audience: config.audience }, expiresAt });
  function storage(entries: Record<string, string>): Pick<Storage, 'length' | 'key' | 'getItem'> {
    const keys = Object.keys(entries);
    return { length: keys.length, key: (i) => keys[i] ?? null, getItem: (k) => entries[k] ?? null };
  }

  it('answers the user and a token valid for more than a minute, as the SDK would from its cache', () => {
    const s = storage({ [userKey]: userEntry(), [tokenKey]: tokenEntry(NOW / 1000 + 3600) });
    expect(cachedSignIn(s, config, NOW)).toEqual({
      user: { sub: 'auth0|1', email: 'o@example.com' },
      accessToken: 'access',
    });
  });

  it('does not answer with a token about to expire, of another audience or client, or without the user', () => {
    expect(
      cachedSignIn(storage({ [userKey]: userEntry(), [tokenKey]: tokenEntry(NOW / 1000 + 60) }), config, NOW),
    ).toBe(null);
    const otherAudience = tokenKey.replace('https://api.test', 'https://other');
    expect(
      cachedSignIn(storage({ [userKey]: userEntry(), [otherAudience]: tokenEntry(NOW / 1000 + 3600) }), config, NOW),
    ).toBe(null);
    expect(cachedSignIn(storage({ [tokenKey]: tokenEntry(NOW / 1000 + 3600) }), config, NOW)).toBe(null);
    expect(
      cachedSignIn(
        storage({ [userKey]: userEntry(), [tokenKey]: tokenEntry(NOW / 1000 + 3600) }),
        { ...config, clientId: 'x' },
        NOW,
      ),
    ).toBe(null);
  });

  it('does not answer past the session ceiling, or from entries it cannot read', () => {
    const ceiling = userEntry({ session_expiry: NOW / 1000 + 10 });
    expect(cachedSignIn(storage({ [userKey]: ceiling, [tokenKey]: tokenEntry(NOW / 1000 + 3600) }), config, NOW)).toBe(
      null,
    );
    expect(cachedSignIn(storage({ [userKey]: '{not json', [tokenKey]: 'nor this' }), config, NOW)).toBe(null);
  });
});
