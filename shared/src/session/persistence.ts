import type { SessionState } from './sessionSlice.ts';

/** Every key the console keeps in browser storage starts with this. */
export const CONSOLE_STORAGE_PREFIX = 'beacon.';
export const SESSION_STORAGE_KEY = `${CONSOLE_STORAGE_PREFIX}session`;
/** Persistence expires after 7 days (admin-and-hotspots.md §9). */
export const SESSION_TTL_MS = 604_800_000;

/** What survives a reload; the spin flag, initial-load flag and admin check are per page load. */
export type PersistedSession = Omit<SessionState, 'spin' | 'initialLoad' | 'isAdmin'>;

interface StoredSession {
  savedAt: number;
  session: PersistedSession;
}

/** The subset of `Storage` used here (so tests can pass a fake). */
export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Saves the session; the 7 days run from the last save. */
export function saveSession(state: SessionState, storage: SessionStorage, now: number): void {
  const { spin: _spin, initialLoad: _initialLoad, isAdmin: _isAdmin, ...session } = state;
  const stored: StoredSession = { savedAt: now, session };
  storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));
}

/**
 * Removes every console key (`beacon.*`), the session included. Not `storage.clear()`: Auth0's
 * token cache (`@@auth0spajs@@…`, `cacheLocation: 'localstorage'`) lives in the same storage, and
 * clearing it would sign the user who has just signed in out again.
 */
export function clearConsoleStorage(storage: SessionStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(CONSOLE_STORAGE_PREFIX)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
}

function parse(raw: string): StoredSession | null {
  try {
    const value = JSON.parse(raw) as Partial<StoredSession> | null;
    if (typeof value?.savedAt !== 'number' || typeof value.session !== 'object' || value.session === null) return null;
    return value as StoredSession;
  } catch {
    return null;
  }
}

/**
 * The saved session, or `null` when there is none, it is unreadable or older than 7 days (then it
 * is removed). If it belongs to another user than `currentUserId`, every console key is cleared
 * (customer-console.md §4: "If the signed-in user differs from the stored user, local storage is
 * cleared").
 */
export function loadSession(storage: SessionStorage, now: number, currentUserId: string): PersistedSession | null {
  const raw = storage.getItem(SESSION_STORAGE_KEY);
  if (raw === null) return null;
  const stored = parse(raw);
  if (stored === null || now - stored.savedAt >= SESSION_TTL_MS) {
    storage.removeItem(SESSION_STORAGE_KEY);
    return null;
  }
  if (stored.session.user?.id !== currentUserId) {
    clearConsoleStorage(storage);
    return null;
  }
  return stored.session;
}
