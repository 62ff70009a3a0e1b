import { describe, expect, it } from '@rstest/core';
import { loadSession, saveSession, SESSION_STORAGE_KEY, SESSION_TTL_MS, type SessionStorage } from './persistence.ts';
import { initialSessionState, type SessionState } from './sessionSlice.ts';

const DAY = 86_400_000;
const T0 = Date.parse('2025-03-01T00:00:00Z');

function memoryStorage(initial: Record<string, string> = {}): SessionStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const state: SessionState = {
  ...initialSessionState,
  spin: true,
  isAdmin: true,
  accountId: 'acc-1',
  accountName: 'Acme',
  accountLevel: 20,
  user: { id: 'auth0|alice', email: 'alice@example.com' },
};

describe('session persistence', () => {
  it('keeps a session saved 6 days ago, without the per-load flags', () => {
    const storage = memoryStorage();
    saveSession(state, storage, T0);
    const loaded = loadSession(storage, T0 + 6 * DAY, 'auth0|alice');
    expect(loaded?.accountId).toBe('acc-1');
    expect(loaded?.user).toEqual({ id: 'auth0|alice', email: 'alice@example.com' });
    expect(loaded).not.toHaveProperty('spin');
    expect(loaded).not.toHaveProperty('isAdmin');
  });

  it('drops a session saved 8 days ago', () => {
    const storage = memoryStorage();
    saveSession(state, storage, T0);
    expect(loadSession(storage, T0 + 8 * DAY, 'auth0|alice')).toBeNull();
    expect(storage.data.has(SESSION_STORAGE_KEY)).toBe(false);
    expect(SESSION_TTL_MS).toBe(604_800_000);
  });

  it('clears every console key, and only those, when another user signs in', () => {
    const storage = memoryStorage({ 'beacon.remote-overrides': '{}', '@@auth0spajs@@::client': 'tokens' });
    saveSession(state, storage, T0);
    expect(loadSession(storage, T0 + DAY, 'auth0|bob')).toBeNull();
    expect([...storage.data.keys()]).toEqual(['@@auth0spajs@@::client']);
  });

  it('ignores an unreadable stored session', () => {
    const storage = memoryStorage({ [SESSION_STORAGE_KEY]: '{not json' });
    expect(loadSession(storage, T0, 'auth0|alice')).toBeNull();
    expect(storage.data.size).toBe(0);
  });
});
