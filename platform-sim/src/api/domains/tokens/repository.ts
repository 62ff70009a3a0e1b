/**
 * API tokens of an account. A secret (`bkn_…`) is made when it is first asked for and answered only
 * then; only its SHA-256 hash is kept. A rotation keeps the previous hash working for a grace period.
 */
import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_ROTATION_GRACE_SECONDS, API_TOKEN_SECRET_PREFIX } from '@beacon/shared/contract';
import type { AccountLevel, ApiToken, ApiTokenStatus, AssignableLevel } from '@beacon/shared/contract';
import type { Row } from '../../db/database.ts';
import { Repository } from '../../db/repository.ts';
import { changeEntry, newId, parseData } from '../../records.ts';
import type { Actor, ApiTokenRecord } from '../../records.ts';

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

const newSecret = () => `${API_TOKEN_SECRET_PREFIX}${randomBytes(24).toString('base64url')}`;

/** Where a token stands against its creator's current membership (computed per call: never stored). */
export interface CreatorStanding {
  readonly creator_level: AccountLevel | null;
  readonly effective_level: AssignableLevel | null;
  readonly status: ApiTokenStatus;
}

/** The lower of the token's level and its creator's (levels: the higher number is the lower level). */
export function creatorStanding(tokenLevel: AssignableLevel, creatorLevel: AccountLevel | undefined): CreatorStanding {
  if (creatorLevel === undefined) return { creator_level: null, effective_level: null, status: 'creator_removed' };
  const demoted = creatorLevel > tokenLevel;
  return {
    creator_level: creatorLevel,
    effective_level: demoted ? (creatorLevel as AssignableLevel) : tokenLevel,
    status: demoted ? 'creator_demoted' : 'active',
  };
}

function toToken(record: ApiTokenRecord, standing: CreatorStanding): ApiToken {
  return {
    token_id: record.token_id,
    name: record.name,
    created: record.created,
    expiration: record.expiration,
    user_level: record.user_level,
    last_used: record.last_used ?? null,
    created_by: { email: record.created_by },
    ...standing,
  };
}

/** What the log keeps of a token (never its secret). */
const logged = (record: ApiTokenRecord) => ({
  name: record.name,
  user_level: record.user_level,
  expiration: record.expiration,
});

/** A token a secret authenticated. */
export interface AuthenticatedToken {
  readonly account: string;
  readonly record: ApiTokenRecord;
  readonly standing: CreatorStanding;
}

export type SecretResult =
  { kind: 'secret'; secret: string; previousValidUntil: number } | { kind: 'not-found' } | { kind: 'revealed' };

/** How often `last_used` is written for one token (every call would write the database on every call). */
const LAST_USED_RESOLUTION_SECONDS = 60;

export class ApiTokenRepository extends Repository {
  #record(accountId: string, tokenId: string): ApiTokenRecord | undefined {
    const row = this.db.get('SELECT data FROM api_tokens WHERE account_id = ? AND id = ?', [accountId, tokenId]);
    return row === undefined ? undefined : parseData<ApiTokenRecord>(row.data);
  }

  /** The creator's current level in the account (members are matched by e-mail, as tokens record it). */
  #standing(accountId: string, record: ApiTokenRecord): CreatorStanding {
    const row = this.db.get('SELECT level FROM members WHERE account_id = ? AND lower(email) = lower(?)', [
      accountId,
      record.created_by,
    ]);
    return creatorStanding(record.user_level, row === undefined ? undefined : (Number(row.level) as AccountLevel));
  }

  list(accountId: string): ApiToken[] {
    return this.db
      .all('SELECT data FROM api_tokens WHERE account_id = ? ORDER BY rowid', [accountId])
      .map((row: Row) => {
        const record = parseData<ApiTokenRecord>(row.data);
        return toToken(record, this.#standing(accountId, record));
      });
  }

  create(
    accountId: string,
    input: { name: string; user_level: AssignableLevel; expiration?: number | undefined },
    actor: Actor,
  ): string {
    const id = `tok-${newId()}`;
    const record: ApiTokenRecord = {
      token_id: id,
      name: input.name,
      created: this.now(),
      expiration: input.expiration ?? null,
      user_level: input.user_level,
      created_by: actor.email,
      secret_revealed: false,
      last_used: null,
    };
    this.db.transaction(() => {
      this.db.run('INSERT INTO api_tokens (id, account_id, data) VALUES (?, ?, ?)', [
        id,
        accountId,
        JSON.stringify(record),
      ]);
      this.log(accountId, changeEntry(actor, 'api_token', 'create', id, null, logged(record)));
    });
    return id;
  }

  /**
   * A new secret: `reveal` makes the first one (refused once revealed), `rotate` replaces the current
   * one, which keeps working for the grace period.
   */
  newSecret(accountId: string, tokenId: string, mode: 'reveal' | 'rotate', actor: Actor): SecretResult {
    return this.db.transaction((): SecretResult => {
      const row = this.db.get('SELECT data, secret_hash FROM api_tokens WHERE account_id = ? AND id = ?', [
        accountId,
        tokenId,
      ]);
      if (row === undefined) return { kind: 'not-found' };
      const record = parseData<ApiTokenRecord>(row.data);
      if (mode === 'reveal' && (record.secret_revealed || row.secret_hash !== null)) return { kind: 'revealed' };
      const secret = newSecret();
      const previousValidUntil = this.now() + (mode === 'rotate' ? API_TOKEN_ROTATION_GRACE_SECONDS : 0);
      const updated: ApiTokenRecord = { ...record, secret_revealed: true };
      if (mode === 'rotate') updated.previous_valid_until = previousValidUntil;
      this.db.run('UPDATE api_tokens SET data = ?, secret_hash = ?, previous_hash = ? WHERE id = ?', [
        JSON.stringify(updated),
        hashSecret(secret),
        mode === 'rotate' ? (row.secret_hash as string | null) : null,
        tokenId,
      ]);
      if (mode === 'rotate') {
        this.log(accountId, changeEntry(actor, 'api_token', 'rotate', tokenId, logged(record), logged(updated)));
      }
      return { kind: 'secret', secret, previousValidUntil };
    });
  }

  delete(accountId: string, tokenId: string, actor: Actor): boolean {
    return this.db.transaction(() => {
      const record = this.#record(accountId, tokenId);
      if (record === undefined) return false;
      this.db.run('DELETE FROM api_tokens WHERE account_id = ? AND id = ?', [accountId, tokenId]);
      this.log(accountId, changeEntry(actor, 'api_token', 'delete', tokenId, logged(record), null));
      return true;
    });
  }

  /** The token a secret belongs to (current, or previous within its grace period, and not expired); records the use. */
  authenticate(secret: string): AuthenticatedToken | undefined {
    const hash = hashSecret(secret);
    const now = this.now();
    const row =
      this.db.get('SELECT id, account_id, data FROM api_tokens WHERE secret_hash = ?', [hash]) ??
      this.db.get('SELECT id, account_id, data FROM api_tokens WHERE previous_hash = ?', [hash]);
    if (row === undefined) return undefined;
    const record = parseData<ApiTokenRecord>(row.data);
    const current = this.db.get('SELECT 1 FROM api_tokens WHERE id = ? AND secret_hash = ?', [String(row.id), hash]);
    if (current === undefined && (record.previous_valid_until ?? 0) <= now) return undefined;
    if (record.expiration !== null && record.expiration <= now) return undefined;
    const account = String(row.account_id);
    const standing = this.#standing(account, record);
    if (standing.status !== 'creator_removed' && (record.last_used ?? 0) + LAST_USED_RESOLUTION_SECONDS <= now) {
      const updated: ApiTokenRecord = { ...record, last_used: now };
      this.db.transaction(() => {
        this.db.run('UPDATE api_tokens SET data = ? WHERE id = ?', [JSON.stringify(updated), String(row.id)]);
      });
      return { account, record: updated, standing };
    }
    return { account, record, standing };
  }
}
