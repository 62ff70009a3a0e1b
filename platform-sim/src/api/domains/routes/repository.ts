/**
 * A network's route list, saved whole. Every change bumps the list's revision (`routes_version`), which
 * the API answers as the network's ETag; a save that names an older revision (If-Match) is refused, so
 * two people editing the list at once cannot silently overwrite each other.
 */
import type { Route } from '@beacon/shared/contract';
import { integrationConfigIdOf, renumberRoutes, sortRoutes } from '@beacon/shared/contract';
import type { SqliteDatabase } from '../../db/database.ts';
import { Repository } from '../../db/repository.ts';
import { networkLogEntry } from '../../records.ts';
import type { Actor, AppendLog, NetworkRecord } from '../../records.ts';
import type { NetworkRepository, VersionedNetwork } from '../networks/repository.ts';

export type RoutesSave = { kind: 'saved'; network: VersionedNetwork } | { kind: 'not-found' } | { kind: 'conflict' };

export class RouteRepository extends Repository {
  readonly #networks: NetworkRepository;

  constructor(db: SqliteDatabase, now: () => number, log: AppendLog, networks: NetworkRepository) {
    super(db, now, log);
    this.#networks = networks;
  }

  /**
   * Replaces the whole list. With `expectedVersion` (from If-Match) the save happens only when the
   * stored list is still at that revision; the read and the write are one transaction.
   */
  save(
    accountId: string,
    networkId: string,
    routes: Route[],
    expectedVersion: number | undefined,
    actor: Actor,
  ): RoutesSave {
    return this.db.transaction((): RoutesSave => {
      const stored = this.#networks.record(accountId, networkId);
      if (stored === undefined) return { kind: 'not-found' };
      if (expectedVersion !== undefined && expectedVersion !== stored.routesVersion) return { kind: 'conflict' };
      const updated = { ...stored.record, routes, last_updated: this.now() };
      this.#write(networkId, updated);
      this.log(accountId, networkLogEntry(networkId, actor, stored.record, updated));
      const network = this.#networks.getVersioned(accountId, networkId);
      return network === undefined ? { kind: 'not-found' } : { kind: 'saved', network };
    });
  }

  /**
   * Re-saves the list with an integration's routes replaced: its old routes removed, its new ones
   * first, positions renumbered (the same rules as a route edit in the console). Untouched when
   * nothing changes. Runs inside the integration's transaction.
   */
  replaceOwned(accountId: string, networkId: string, configId: string, added: Route[]): void {
    const stored = this.#networks.record(accountId, networkId);
    if (stored === undefined) return;
    const current = stored.record.routes;
    const kept = sortRoutes(current).filter((route) => integrationConfigIdOf(route) !== configId);
    if (added.length === 0 && kept.length === current.length) return;
    this.#write(networkId, {
      ...stored.record,
      routes: renumberRoutes([...added, ...kept]),
      last_updated: this.now(),
    });
  }

  #write(networkId: string, record: NetworkRecord): void {
    this.db.run('UPDATE networks SET data = ?, routes_version = routes_version + 1 WHERE id = ?', [
      JSON.stringify(record),
      networkId,
    ]);
  }
}
