/** Event delivery: which routes receive a recorded event, the background sends, and the delivery log. */
import { randomUUID } from 'node:crypto';
import type { Delivery } from '@beacon/shared/contract';
import { integrationConfigIdOf, routeEvent, routingEventType } from '@beacon/shared/contract';
import type { SqliteDatabase } from '../../db/database.ts';
import type { OutboundPolicy } from '../../outbound/policy.ts';
import { DeliveryDispatcher } from './dispatcher.ts';
import type { DeliveryJob, DeliveryOutcome, DispatcherOptions } from './dispatcher.ts';
import { parseData } from '../../records.ts';
import type { NetworkEvent, NetworkRecord } from '../../records.ts';

/** Deliveries kept per network; older ones are dropped. */
export const DELIVERIES_KEPT = 1000;

/** What a route's URL receives: a JSON array of one CloudEvent (as the platform delivers in batches). */
export function cloudEvents(accountId: string, event: NetworkEvent): string {
  return JSON.stringify([
    {
      specversion: '1.0',
      id: randomUUID(),
      source: 'beacon',
      type: routingEventType(event.event_type),
      time: new Date(event.timestamp * 1000).toISOString(),
      datacontenttype: 'application/json',
      data: {
        ...event.full_event.data,
        account_id: accountId,
        network_id: event.network_id,
        device_id: event.device_id,
      },
    },
  ]);
}

/** Sends recorded events to the receiving routes in the background, and keeps the delivery log. */
export class DeliveryLog {
  readonly #db: SqliteDatabase;
  readonly #dispatcher: DeliveryDispatcher;

  constructor(db: SqliteDatabase, now: () => number, policy: OutboundPolicy, options: DispatcherOptions = {}) {
    this.#db = db;
    this.#dispatcher = new DeliveryDispatcher(options, now, policy, (job, outcome) => this.#record(job, outcome));
  }

  /**
   * Sends a recorded event to the receiving routes of its network (customer-console.md §4: network
   * events, device messages and others to every matching route, device requests to the first). Returns
   * at once with the number of deliveries started; each is recorded when it ends.
   */
  deliver(accountId: string, event: NetworkEvent): number {
    const row = this.#db.get('SELECT data FROM networks WHERE id = ? AND account_id = ?', [
      event.network_id,
      accountId,
    ]);
    if (row === undefined) return 0;
    const { routes } = parseData<NetworkRecord>(row.data);
    const { receivers, eventType } = routeEvent(routes, event.event_type);
    if (receivers.length === 0) return 0;
    const body = cloudEvents(accountId, event);
    for (const route of receivers) {
      this.#dispatcher.enqueue({
        accountId,
        networkId: event.network_id,
        route,
        eventType,
        deviceId: event.device_id,
        body,
      });
    }
    return receivers.length;
  }

  /** Newest first; undefined when the network is not in the account. */
  list(accountId: string, networkId: string, limit: number): Delivery[] | undefined {
    if (
      this.#db.get('SELECT 1 AS x FROM networks WHERE id = ? AND account_id = ?', [networkId, accountId]) === undefined
    ) {
      return undefined;
    }
    return this.#db
      .all('SELECT data FROM deliveries WHERE network_id = ? ORDER BY seq DESC LIMIT ?', [networkId, limit])
      .map((r) => parseData<Delivery>(r.data));
  }

  /** Resolves when no delivery is waiting or in flight. */
  idle(): Promise<void> {
    return this.#dispatcher.idle();
  }

  close(): void {
    this.#dispatcher.close();
  }

  /** Records a finished delivery, unless its network was deleted meanwhile; keeps the newest 1000. */
  #record(job: DeliveryJob, outcome: DeliveryOutcome): void {
    const exists = this.#db.get('SELECT 1 AS x FROM networks WHERE id = ? AND account_id = ?', [
      job.networkId,
      job.accountId,
    ]);
    if (exists === undefined) return;
    const configId = integrationConfigIdOf(job.route);
    const delivery: Delivery = {
      delivery_id: `dlv-${randomUUID()}`,
      event_type: job.eventType,
      ...(job.deviceId === undefined ? {} : { device_id: job.deviceId }),
      route_url: job.route.url,
      filter_events: job.route.filter_events,
      ...(configId === undefined ? {} : { integration_config_id: configId }),
      status: outcome.status,
      ok: outcome.ok,
      ...(outcome.error === undefined ? {} : { error: outcome.error }),
      at: outcome.at,
      duration_ms: outcome.durationMs,
    };
    this.#db.transaction(() => {
      this.#db.run('INSERT INTO deliveries (account_id, network_id, at, data) VALUES (?, ?, ?, ?)', [
        job.accountId,
        job.networkId,
        outcome.at,
        JSON.stringify(delivery),
      ]);
      this.#db.run(
        `DELETE FROM deliveries WHERE network_id = ? AND seq <=
         (SELECT seq FROM deliveries WHERE network_id = ? ORDER BY seq DESC LIMIT 1 OFFSET ?)`,
        [job.networkId, job.networkId, DELIVERIES_KEPT],
      );
    });
  }
}
