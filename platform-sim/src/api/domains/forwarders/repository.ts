/** Global forwarders: an account's devices' events forwarded under a platform-wide `global:` namespace. */
import type { GlobalForwarder } from '@beacon/shared/contract';
import { selectData, UnclockedRepository } from '../../db/repository.ts';
import { changeEntry, parseData } from '../../records.ts';
import type { Actor, GlobalForwarderRecord } from '../../records.ts';

export type ForwarderCreation =
  { kind: 'created'; forwarder: GlobalForwarder } | { kind: 'taken' } | { kind: 'exists' };

export class GlobalForwarderRepository extends UnclockedRepository {
  list(accountId: string): GlobalForwarder[] {
    return selectData<GlobalForwarderRecord>(
      this.db,
      'SELECT data FROM global_forwarders WHERE account_id = ? ORDER BY namespace, device_filter',
      [accountId],
    );
  }

  /**
   * Adds a forwarder; the domain is the account id. A namespace belongs to the account that used it
   * first (`taken` for any other account); one namespace and device filter only once (`exists`).
   */
  create(accountId: string, input: Omit<GlobalForwarder, 'domain'>, actor: Actor): ForwarderCreation {
    return this.db.transaction((): ForwarderCreation => {
      if (
        this.db.get('SELECT 1 FROM global_forwarders WHERE namespace = ? AND account_id <> ?', [
          input.namespace,
          accountId,
        ])
      ) {
        return { kind: 'taken' };
      }
      if (
        this.db.get('SELECT 1 FROM global_forwarders WHERE account_id = ? AND namespace = ? AND device_filter = ?', [
          accountId,
          input.namespace,
          input.device_filter,
        ])
      ) {
        return { kind: 'exists' };
      }
      const forwarder: GlobalForwarder = {
        namespace: input.namespace,
        domain: accountId,
        device_filter: input.device_filter,
        destination_network: input.destination_network,
        internal_only: input.internal_only,
      };
      this.db.run('INSERT INTO global_forwarders (account_id, namespace, device_filter, data) VALUES (?, ?, ?, ?)', [
        accountId,
        forwarder.namespace,
        forwarder.device_filter,
        JSON.stringify(forwarder),
      ]);
      this.log(
        accountId,
        changeEntry(actor, 'global_forwarder', 'create', `${forwarder.namespace} ${forwarder.device_filter}`, null, {
          ...forwarder,
        }),
      );
      return { kind: 'created', forwarder };
    });
  }

  delete(accountId: string, key: { namespace: string; device_filter: string; domain: string }, actor: Actor): boolean {
    return this.db.transaction(() => {
      const row = this.db.get(
        'SELECT data FROM global_forwarders WHERE account_id = ? AND namespace = ? AND device_filter = ?',
        [accountId, key.namespace, key.device_filter.trim().toLowerCase()],
      );
      if (row === undefined) return false;
      const forwarder = parseData<GlobalForwarderRecord>(row.data);
      if (forwarder.domain !== key.domain) return false;
      this.db.run('DELETE FROM global_forwarders WHERE account_id = ? AND namespace = ? AND device_filter = ?', [
        accountId,
        forwarder.namespace,
        forwarder.device_filter,
      ]);
      this.log(
        accountId,
        changeEntry(
          actor,
          'global_forwarder',
          'delete',
          `${forwarder.namespace} ${forwarder.device_filter}`,
          { ...forwarder },
          null,
        ),
      );
      return true;
    });
  }
}
