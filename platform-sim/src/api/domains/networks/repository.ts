/** Networks: list, read, create, rename, delete (with everything in them). */
import type { Network } from '@beacon/shared/contract';
import { decodeCursor, encodeCursor } from '../../cursor.ts';
import type { Row } from '../../db/database.ts';
import { Repository } from '../../db/repository.ts';
import { changeEntry, networkLogEntry, newId, parseData } from '../../records.ts';
import type { Actor, NetworkRecord } from '../../records.ts';

/** A rename: an absent landing page keeps the stored one, `''` clears it. */
export interface NetworkRename {
  name: string;
  device_landing_page?: string | undefined;
}

export const INVALID_NETWORK_CURSOR = 'Invalid cursor';

/** A network as answered, with the revision of its route list (its ETag). */
export interface VersionedNetwork {
  network: Network;
  routesVersion: number;
}

const SELECT_NETWORK = `SELECT n.id, n.created, n.data, n.routes_version,
  (SELECT COUNT(*) FROM devices d WHERE d.network_id = n.id) AS device_count FROM networks n`;

function toNetwork(row: Row): Network {
  const record = parseData<NetworkRecord>(row.data);
  const network: Network = {
    network_id: String(row.id),
    name: record.name,
    created: Number(row.created),
    last_updated: record.last_updated,
    device_count: Number(row.device_count ?? 0),
    routes: record.routes,
  };
  if (record.device_landing_page !== undefined) network.device_landing_page = record.device_landing_page;
  return network;
}

export class NetworkRepository extends Repository {
  /** The account's networks, oldest first (the first `limit`). */
  list(accountId: string, limit = 1000): Network[] {
    return this.page(accountId, limit, undefined).networks;
  }

  /** A page of the account's networks, oldest first, after `cursor`; `cursor` of the next page or null. */
  page(accountId: string, limit: number, cursor: string | undefined): { networks: Network[]; cursor: string | null } {
    const after = decodeCursor(cursor, 2, INVALID_NETWORK_CURSOR);
    const rows = this.db.all(
      `${SELECT_NETWORK} WHERE n.account_id = ?${after === undefined ? '' : ' AND (n.created, n.id) > (?, ?)'}
       ORDER BY n.created, n.id LIMIT ?`,
      after === undefined ? [accountId, limit + 1] : [accountId, Number(after[0]), after[1] ?? '', limit + 1],
    );
    const networks = rows.slice(0, limit).map(toNetwork);
    const last = networks.at(-1);
    return {
      networks,
      cursor: rows.length > limit && last !== undefined ? encodeCursor([String(last.created), last.network_id]) : null,
    };
  }

  get(accountId: string, networkId: string): Network | undefined {
    return this.getVersioned(accountId, networkId)?.network;
  }

  getVersioned(accountId: string, networkId: string): VersionedNetwork | undefined {
    const row = this.db.get(`${SELECT_NETWORK} WHERE n.account_id = ? AND n.id = ?`, [accountId, networkId]);
    return row === undefined ? undefined : { network: toNetwork(row), routesVersion: Number(row.routes_version) };
  }

  exists(accountId: string, networkId: string): boolean {
    return (
      this.db.get('SELECT 1 AS x FROM networks WHERE id = ? AND account_id = ?', [networkId, accountId]) !== undefined
    );
  }

  /** The stored record and route revision (for the route list's repository). */
  record(accountId: string, networkId: string): { record: NetworkRecord; routesVersion: number } | undefined {
    const row = this.db.get('SELECT data, routes_version FROM networks WHERE id = ? AND account_id = ?', [
      networkId,
      accountId,
    ]);
    return row === undefined
      ? undefined
      : { record: parseData<NetworkRecord>(row.data), routesVersion: Number(row.routes_version) };
  }

  create(accountId: string, name: string, actor: Actor): Network {
    const id = newId();
    const now = this.now();
    const record: NetworkRecord = { name, last_updated: now, routes: [] };
    this.db.transaction(() => {
      this.db.run('INSERT INTO networks (id, account_id, created, data) VALUES (?, ?, ?, ?)', [
        id,
        accountId,
        now,
        JSON.stringify(record),
      ]);
      this.log(accountId, changeEntry(actor, 'network', 'create', id, null, { name }));
    });
    return { network_id: id, name, created: now, last_updated: now, device_count: 0, routes: [] };
  }

  /**
   * Renames and sets the landing page, moving the network's revision; undefined when the network is not in
   * the account, 'conflict' when `expectedVersion` (from If-Match) is not the stored revision.
   */
  rename(
    accountId: string,
    networkId: string,
    change: NetworkRename,
    expectedVersion: number | undefined,
    actor: Actor,
  ): VersionedNetwork | 'conflict' | undefined {
    return this.db.transaction(() => {
      const stored = this.record(accountId, networkId);
      if (stored === undefined) return undefined;
      if (expectedVersion !== undefined && expectedVersion !== stored.routesVersion) return 'conflict';
      const updated: NetworkRecord = { ...stored.record, name: change.name, last_updated: this.now() };
      if (change.device_landing_page === '') delete updated.device_landing_page;
      else if (change.device_landing_page !== undefined) updated.device_landing_page = change.device_landing_page;
      this.db.run('UPDATE networks SET data = ?, routes_version = routes_version + 1 WHERE id = ?', [
        JSON.stringify(updated),
        networkId,
      ]);
      this.log(accountId, networkLogEntry(networkId, actor, stored.record, updated));
      return this.getVersioned(accountId, networkId);
    });
  }

  /**
   * Deletes the network with everything in it: its devices (deregistered, so another account can claim
   * them), their statistics, its events, statistics, scanner sessions, integrations and deliveries.
   * False when not in the account.
   */
  delete(accountId: string, networkId: string, actor: Actor): boolean {
    return this.db.transaction(() => {
      const stored = this.record(accountId, networkId);
      if (stored === undefined) return false;
      this.db.run(
        `DELETE FROM stats WHERE type = 'device' AND account_id = ?
         AND type_key IN (SELECT id FROM devices WHERE network_id = ?)`,
        [accountId, networkId],
      );
      this.db.run("DELETE FROM stats WHERE type = 'network' AND type_key = ?", [networkId]);
      this.db.run('DELETE FROM events WHERE network_id = ?', [networkId]);
      this.db.run('DELETE FROM devices WHERE network_id = ?', [networkId]);
      this.db.run('DELETE FROM scanner_sessions WHERE network_id = ?', [networkId]);
      this.db.run('DELETE FROM integrations WHERE network_id = ? AND account_id = ?', [networkId, accountId]);
      this.db.run('DELETE FROM deliveries WHERE network_id = ? AND account_id = ?', [networkId, accountId]);
      this.db.run('DELETE FROM networks WHERE id = ? AND account_id = ?', [networkId, accountId]);
      this.log(accountId, networkLogEntry(networkId, actor, stored.record, null));
      return true;
    });
  }
}
