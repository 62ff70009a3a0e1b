import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { IdpStore } from './idpStore.ts';

/**
 * The models whose rows `revokeByGrantId` deletes: the tokens and codes issued under a grant, as in
 * oidc-provider's own memory adapter. The Grant itself (oidc-provider destroys it separately), the
 * Session and an Interaction that names the grant stay.
 */
const GRANTABLE: ReadonlySet<string> = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

/** oidc-provider's `epochTime()`: whole seconds. */
const epochSeconds = (ms: number) => Math.floor(ms / 1000);

/** A synchronous SQLite call as the promise the Adapter interface wants (a throw becomes a rejection). */
function settle<T>(fn: () => T): Promise<T> {
  try {
    return Promise.resolve(fn());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

const stringOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * oidc-provider's storage for one model (its name is the model's: `Session`, `Grant`, `RefreshToken`,
 * ...), as rows of the `oidc_models` table of an IdpStore (idpStore.ts), so that sign-in sessions,
 * grants, refresh tokens and interactions outlive the process. It keeps the semantics of oidc-provider's
 * development-only memory adapter: a row lives `expiresIn` seconds plus the provider's clock tolerance
 * (no `expiresIn`: until destroyed), expired rows are never answered, `consume` stamps `consumed`
 * (epoch seconds) into the stored payload, and `revokeByGrantId` deletes every token and code of the
 * grant, whichever model's adapter it is called on.
 */
export class SqliteAdapter implements Adapter {
  readonly model: string;
  readonly #store: IdpStore;
  readonly #clockToleranceMs: number;

  constructor(model: string, store: IdpStore, clockToleranceSeconds = 0) {
    this.model = model;
    this.#store = store;
    this.#clockToleranceMs = clockToleranceSeconds * 1000;
  }

  upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    return settle(() => {
      const now = this.#store.now();
      const expiresAt = typeof expiresIn === 'number' ? now + expiresIn * 1000 + this.#clockToleranceMs : null;
      const consumed: unknown = payload.consumed;
      this.#store.run(
        `INSERT INTO oidc_models (model, id, payload, grant_id, user_code, uid, expires_at, consumed)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
           user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at,
           consumed = excluded.consumed`,
        [
          this.model,
          id,
          JSON.stringify(payload),
          GRANTABLE.has(this.model) ? stringOrNull(payload.grantId) : null,
          stringOrNull(payload.userCode),
          this.model === 'Session' ? stringOrNull(payload.uid) : null,
          expiresAt,
          typeof consumed === 'number' ? consumed : null,
        ],
      );
      this.#store.sweepExpired();
    });
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return settle(() => this.#findBy('id', id));
  }

  /** The Session with this `uid` (oidc-provider looks sessions up by it from interactions and tokens). */
  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return settle(() => this.#findBy('uid', uid));
  }

  /** The DeviceCode with this user code (device flow; not enabled here, kept for the full interface). */
  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return settle(() => this.#findBy('user_code', userCode));
  }

  consume(id: string): Promise<void> {
    return settle(() => {
      const consumed = epochSeconds(this.#store.now());
      this.#store.run(
        `UPDATE oidc_models SET consumed = ?, payload = json_set(payload, '$.consumed', ?) WHERE model = ? AND id = ?`,
        [consumed, consumed, this.model, id],
      );
    });
  }

  destroy(id: string): Promise<void> {
    return settle(() => {
      this.#store.run('DELETE FROM oidc_models WHERE model = ? AND id = ?', [this.model, id]);
    });
  }

  revokeByGrantId(grantId: string): Promise<void> {
    return settle(() => {
      this.#store.run('DELETE FROM oidc_models WHERE grant_id = ?', [grantId]);
    });
  }

  #findBy(column: 'id' | 'uid' | 'user_code', value: string): AdapterPayload | undefined {
    const row = this.#store.get(
      `SELECT payload FROM oidc_models
       WHERE model = ? AND ${column} = ? AND (expires_at IS NULL OR expires_at > ?) LIMIT 1`,
      [this.model, value, this.#store.now()],
    );
    return typeof row?.payload === 'string' ? (JSON.parse(row.payload) as AdapterPayload) : undefined;
  }
}

/** The `adapter` of the provider's configuration: each model's SqliteAdapter on one IdpStore. */
export function sqliteAdapterFactory(store: IdpStore, clockToleranceSeconds: number): AdapterFactory {
  return (model) => new SqliteAdapter(model, store, clockToleranceSeconds);
}
