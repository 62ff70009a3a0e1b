/**
 * Accounts as platform staff see them (admin-and-hotspots.md §3 Admin account, §7.4): counts from the
 * tables, limits from the account's tier, keyset-paged oldest first; suspending, tier assignment.
 */
import type { AdminAccount, AdminMember, FeatureValue, Member } from '@beacon/shared/contract';
import type { Row, SqliteDatabase, SqlValue } from '../../db/database.ts';
import { Repository } from '../../db/repository.ts';
import { changeEntry, parseData } from '../../records.ts';
import type { AccountRecord, Actor } from '../../records.ts';
import { findUserById } from '../../../idp/users.ts';
import { decodeKeysetCursor, keysetPage } from './cursor.ts';

/** Account levels in the admin view (§6): Owner and Admin → 3 Admin, Member → 2 Write, Installer → 1 Read. */
export function adminLevel(level: number): number {
  if (level <= 20) return 3;
  return level <= 30 ? 2 : 1;
}

/** A member as the admin view lists it: the user's name when the IdP knows it, else the user id. */
export const toAdminMember = (member: Member): AdminMember => ({
  username: findUserById(member.user)?.name ?? member.user,
  email: member.email,
  level: adminLevel(member.user_level),
});

const SELECT_ADMIN_ACCOUNT = `SELECT a.id, a.created, a.data,
  (SELECT COUNT(*) FROM devices d WHERE d.account_id = a.id) AS device_count,
  (SELECT COUNT(*) FROM members m WHERE m.account_id = a.id) AS member_count,
  (SELECT COUNT(*) FROM networks n WHERE n.account_id = a.id) AS net_count,
  (SELECT m.email FROM members m WHERE m.account_id = a.id AND m.level = 0 ORDER BY m.email LIMIT 1) AS owner_email
  FROM accounts a`;

/** An integer limit of a tier's features, or null when the tier has none. */
function limit(features: Readonly<Record<string, FeatureValue>> | undefined, key: string): number | null {
  const value = features?.[key];
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/**
 * A limit of the account's tier (`max_devices`, …): the tier's integer value, or null when the tier sets
 * none (or the account or its tier is unknown).
 */
export function accountTierLimit(db: SqliteDatabase, accountId: string, key: string): number | null {
  const row = db.get(
    "SELECT t.data FROM accounts a JOIN tiers t ON t.name = json_extract(a.data, '$.tier_name') WHERE a.id = ?",
    [accountId],
  );
  return row === undefined
    ? null
    : limit(parseData<{ features: Record<string, FeatureValue> }>(row.data).features, key);
}

export class AdminAccountRepository extends Repository {
  /** Every tier's features by tier name (for the limits of a page of accounts). */
  #tierFeatures(): Map<string, Record<string, FeatureValue>> {
    return new Map(
      this.db
        .all('SELECT name, data FROM tiers')
        .map((row) => [String(row.name), parseData<{ features: Record<string, FeatureValue> }>(row.data).features]),
    );
  }

  #toAdminAccount(row: Row, tiers: Map<string, Record<string, FeatureValue>>): AdminAccount {
    const record = parseData<AccountRecord>(row.data);
    const features = tiers.get(record.tier_name);
    return {
      id: String(row.id),
      name: record.name,
      tier_name: record.tier_name,
      suspended: record.suspended,
      device_count: Number(row.device_count),
      max_devices: limit(features, 'max_devices'),
      member_count: Number(row.member_count),
      max_members: limit(features, 'max_members'),
      net_count: Number(row.net_count),
      max_networks: limit(features, 'max_networks'),
      created: Number(row.created),
      last_updated: record.last_updated,
      activation_date: record.activation_date ?? null,
      activation_user_email: record.activation_user_email ?? null,
      internal_account: record.internal_account,
      gw_enabled: record.gw_enabled,
      hubspot_company_id: record.hubspot_company_id ?? null,
      owner_email: row.owner_email === null || row.owner_email === undefined ? null : String(row.owner_email),
    };
  }

  /** One page, oldest first by (created, id); `hideInternal` leaves internal accounts out. */
  page(
    pageSize: number,
    cursor: string | undefined,
    hideInternal: boolean,
  ): { accounts: AdminAccount[]; cursor: string | null } {
    const after = decodeKeysetCursor(cursor);
    const where: string[] = [];
    const params: SqlValue[] = [];
    if (hideInternal) where.push("json_extract(a.data, '$.internal_account') = 0");
    if (after !== undefined) {
      where.push('(a.created, a.id) > (?, ?)');
      params.push(after[0], after[1]);
    }
    const rows = this.db.all(
      `${SELECT_ADMIN_ACCOUNT} ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY a.created, a.id LIMIT ?`,
      [...params, pageSize + 1],
    );
    const { shown, cursor: next } = keysetPage(rows, pageSize);
    const tiers = this.#tierFeatures();
    return { accounts: shown.map((row) => this.#toAdminAccount(row, tiers)), cursor: next };
  }

  get(accountId: string): AdminAccount | undefined {
    const row = this.db.get(`${SELECT_ADMIN_ACCOUNT} WHERE a.id = ?`, [accountId]);
    return row === undefined ? undefined : this.#toAdminAccount(row, this.#tierFeatures());
  }

  /**
   * Changes stored account fields (suspended, tier_name) and logs the change in the account's log, by
   * the staff user. Undefined for an unknown account.
   */
  update(
    accountId: string,
    change: Partial<Pick<AccountRecord, 'suspended' | 'tier_name'>>,
    actor: Actor,
  ): AdminAccount | undefined {
    return this.db.transaction(() => {
      const row = this.db.get('SELECT data FROM accounts WHERE id = ?', [accountId]);
      if (row === undefined) return undefined;
      const before = parseData<AccountRecord>(row.data);
      const updated: AccountRecord = { ...before, ...change, last_updated: this.now() };
      this.db.run('UPDATE accounts SET data = ? WHERE id = ?', [JSON.stringify(updated), accountId]);
      const keys = Object.keys(change) as Array<keyof typeof change>;
      this.log(
        accountId,
        changeEntry(
          actor,
          'account',
          change.tier_name === undefined ? 'update' : 'apply_tier',
          accountId,
          Object.fromEntries(keys.map((key) => [key, before[key]])),
          Object.fromEntries(keys.map((key) => [key, updated[key]])),
        ),
      );
      return this.get(accountId);
    });
  }

  /** Whether the account exists and is suspended (its users may not write). */
  isSuspended(accountId: string): boolean {
    const row = this.db.get("SELECT json_extract(data, '$.suspended') AS suspended FROM accounts WHERE id = ?", [
      accountId,
    ]);
    return row !== undefined && Number(row.suspended) === 1;
  }

  exists(accountId: string): boolean {
    return this.db.get('SELECT 1 AS x FROM accounts WHERE id = ?', [accountId]) !== undefined;
  }
}
