import { describe, expect, it } from '@rstest/core';
import { hasCachedSession } from './cachedSession.ts';

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
