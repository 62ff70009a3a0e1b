/**
 * What ends an access token before its `exp` (issue 26 point 4): its session logged out (`/v2/logout`;
 * the token's `sid` claim is the session's uid), or the token itself revoked at `/oauth/revoke` (its
 * `jti`). Both are kept in idp.sqlite (step 3) only as long as a token of theirs can still be valid.
 * The API asks `check` for every access token it accepts (main.ts hands it over).
 */
import type { JWTPayload } from 'jose';
import type { IdpStore } from './idpStore.ts';

export const SESSION_ENDED = 'Session ended';
export const TOKEN_REVOKED = 'Token revoked';

export interface AccessTokenChecks {
  /** Ends every access token of the session `sid`, for as long as one issued now could live. */
  endSession(sid: string): void;
  /** Revokes the access token `jti` until its `exp` (epoch seconds). */
  revoke(jti: string, exp: number): void;
  /** Why the token no longer works (the API's 401 detail), or undefined when it still does. */
  check(payload: JWTPayload): string | undefined;
}

export function createAccessTokenChecks(store: IdpStore, tokenTtlSeconds: number, toleranceSeconds: number) {
  const keepMs = (tokenTtlSeconds + toleranceSeconds) * 1000;
  return {
    endSession(sid) {
      store.run('INSERT OR REPLACE INTO ended_sessions (sid, expires_at) VALUES (?, ?)', [sid, store.now() + keepMs]);
    },
    revoke(jti, exp) {
      const until = (exp + toleranceSeconds) * 1000;
      store.run('INSERT OR REPLACE INTO revoked_access_tokens (jti, expires_at) VALUES (?, ?)', [jti, until]);
    },
    check(payload) {
      if (typeof payload.sid === 'string' && store.get('SELECT 1 FROM ended_sessions WHERE sid = ?', [payload.sid])) {
        return SESSION_ENDED;
      }
      if (typeof payload.jti === 'string') {
        if (store.get('SELECT 1 FROM revoked_access_tokens WHERE jti = ?', [payload.jti])) return TOKEN_REVOKED;
      }
      return undefined;
    },
  } satisfies AccessTokenChecks;
}
