/**
 * Event delivery: which routes receive a recorded event, the background sends (and their retries), the
 * delivery log (the newest attempts of each route key, in SQLite) and redelivery of a failed attempt.
 */
import { randomUUID } from 'node:crypto';
import type { Delivery, DeliveryHealthList, Route } from '@beacon/shared/contract';
import {
  DELIVERIES_KEPT_PER_ROUTE,
  MAX_ROUTES_PER_NETWORK,
  integrationConfigIdOf,
  routeEvent,
  routeKey,
  routingEventType,
} from '@beacon/shared/contract';
import type { SqliteDatabase } from '../../db/database.ts';
import type { OutboundPolicy } from '../../outbound/policy.ts';
import { DeliveryDispatcher } from './dispatcher.ts';
import type { DeliveryJob, DeliveryOutcome, DispatcherOptions } from './dispatcher.ts';
import { deliveryHealth, listDeliveries } from './deliveryQueries.ts';
import type { DeliveriesPage, DeliveriesQuery } from './deliveryQueries.ts';
import { parseData } from '../../records.ts';
import type { NetworkEvent, NetworkRecord } from '../../records.ts';

/**
 * Attempts kept per network, whatever their route key: room for the newest DELIVERIES_KEPT_PER_ROUTE of
 * as many routes as a network may have; only the attempts of routes changed or removed long ago go past it.
 */
export const DELIVERIES_KEPT_PER_NETWORK = DELIVERIES_KEPT_PER_ROUTE * MAX_ROUTES_PER_NETWORK;

/** What a redelivery came to. */
export type Redelivery =
  | { readonly kind: 'sent'; readonly delivery: Delivery }
  | { readonly kind: 'network-not-found' | 'not-found' | 'not-failed' | 'route-gone' | 'no-body' };

/** What a route's URL receives: a JSON array of one CloudEvent (as the platform delivers in batches). */
export function cloudEvents(accountId: string, event: NetworkEvent, id: string): string {
  return JSON.stringify([
    {
      specversion: '1.0',
      id,
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
  readonly #now: () => number;
  readonly #dispatcher: DeliveryDispatcher;

  constructor(db: SqliteDatabase, now: () => number, policy: OutboundPolicy, options: DispatcherOptions = {}) {
    this.#db = db;
    this.#now = now;
    this.#dispatcher = new DeliveryDispatcher(options, now, policy, (job, outcome) => !!this.#record(job, outcome));
    this.#keyLegacyRows();
  }

  /**
   * Sends a recorded event to the receiving routes of its network (customer-console.md §4: network
   * events, device messages and others to every matching route, device requests to the first). Returns
   * at once with the number of deliveries started; each attempt is recorded when it ends.
   */
  deliver(accountId: string, event: NetworkEvent): number {
    const routes = this.#routes(accountId, event.network_id);
    if (routes === undefined) return 0;
    const { receivers, eventType } = routeEvent(routes, event.event_type);
    if (receivers.length === 0) return 0;
    const eventId = randomUUID();
    const body = cloudEvents(accountId, event, eventId);
    for (const route of receivers) {
      this.#dispatcher.enqueue({
        accountId,
        networkId: event.network_id,
        route,
        eventType,
        deviceId: event.device_id,
        body,
        eventId,
        attempt: 1,
      });
    }
    return receivers.length;
  }

  /** A page of the network's attempts, newest first; undefined when the network is not in the account. */
  list(accountId: string, networkId: string, query: DeliveriesQuery): DeliveriesPage | undefined {
    if (this.#routes(accountId, networkId) === undefined) return undefined;
    return listDeliveries(this.#db, networkId, query);
  }

  /** How each route key and integration of the network has been delivering; undefined for a network not in the account. */
  health(accountId: string, networkId: string): DeliveryHealthList | undefined {
    if (this.#routes(accountId, networkId) === undefined) return undefined;
    return deliveryHealth(this.#db, networkId, this.#now());
  }

  /**
   * Sends a failed attempt's event again (the same body, so the same CloudEvent id) to its route's
   * current URL and headers, once, and records the outcome as a new attempt 1 that names the one it
   * redelivers. Resolves when the attempt has ended.
   */
  async redeliver(accountId: string, networkId: string, deliveryId: string): Promise<Redelivery> {
    const routes = this.#routes(accountId, networkId);
    if (routes === undefined) return { kind: 'network-not-found' };
    const row = this.#db.get('SELECT data, body, route_key FROM deliveries WHERE network_id = ? AND delivery_id = ?', [
      networkId,
      deliveryId,
    ]);
    if (row === undefined) return { kind: 'not-found' };
    const stored = parseData<Delivery>(row.data);
    if (stored.ok) return { kind: 'not-failed' };
    const route = routes.find((r) => routeKey(r) === row.route_key);
    if (route === undefined) return { kind: 'route-gone' };
    if (row.body === null) return { kind: 'no-body' };
    const job: DeliveryJob = {
      accountId,
      networkId,
      route,
      eventType: stored.event_type,
      ...(stored.device_id === undefined ? {} : { deviceId: stored.device_id }),
      body: String(row.body),
      eventId: stored.event_id,
      attempt: 1,
      redeliveryOf: stored.delivery_id,
    };
    const outcome = await this.#dispatcher.attempt(job);
    if (outcome === undefined) throw new Error('The platform is stopping');
    const delivery = this.#record(job, outcome);
    return delivery === undefined ? { kind: 'network-not-found' } : { kind: 'sent', delivery };
  }

  /** Resolves when no delivery is waiting, in flight or due to be retried. */
  idle(): Promise<void> {
    return this.#dispatcher.idle();
  }

  close(): void {
    this.#dispatcher.close();
  }

  /** The network's routes; undefined when it is not in the account. */
  #routes(accountId: string, networkId: string): Route[] | undefined {
    const row = this.#db.get('SELECT data FROM networks WHERE id = ? AND account_id = ?', [networkId, accountId]);
    return row === undefined ? undefined : parseData<NetworkRecord>(row.data).routes;
  }

  /**
   * Records a finished attempt, unless its network was deleted meanwhile (then undefined); keeps the
   * newest DELIVERIES_KEPT_PER_ROUTE of its route key, and DELIVERIES_KEPT_PER_NETWORK of its network.
   */
  #record(job: DeliveryJob, outcome: DeliveryOutcome): Delivery | undefined {
    const key = routeKey(job.route);
    const configId = integrationConfigIdOf(job.route);
    const delivery: Delivery = {
      delivery_id: `dlv-${randomUUID()}`,
      event_type: job.eventType,
      event_id: job.eventId,
      ...(job.deviceId === undefined ? {} : { device_id: job.deviceId }),
      route_key: key,
      route_url: job.route.url,
      filter_events: job.route.filter_events,
      ...(configId === undefined ? {} : { integration_config_id: configId }),
      attempt: job.attempt,
      status: outcome.status,
      ok: outcome.ok,
      ...(outcome.error === undefined ? {} : { error: outcome.error }),
      ...(outcome.errorKind === undefined ? {} : { error_kind: outcome.errorKind }),
      ...(outcome.excerpt === undefined ? {} : { response_excerpt: outcome.excerpt }),
      ...(job.redeliveryOf === undefined ? {} : { redelivery_of: job.redeliveryOf }),
      at: outcome.at,
      duration_ms: outcome.durationMs,
    };
    return this.#db.transaction(() => {
      if (this.#routes(job.accountId, job.networkId) === undefined) return undefined;
      this.#db.run(
        `INSERT INTO deliveries (account_id, network_id, at, data, delivery_id, route_key, integration_config_id, ok, body)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          job.accountId,
          job.networkId,
          outcome.at,
          JSON.stringify(delivery),
          delivery.delivery_id,
          key,
          configId ?? null,
          outcome.ok ? 1 : 0,
          job.body,
        ],
      );
      this.#db.run(
        `DELETE FROM deliveries WHERE network_id = ? AND route_key = ? AND seq <=
         (SELECT seq FROM deliveries WHERE network_id = ? AND route_key = ? ORDER BY seq DESC LIMIT 1 OFFSET ?)`,
        [job.networkId, key, job.networkId, key, DELIVERIES_KEPT_PER_ROUTE],
      );
      this.#db.run(
        `DELETE FROM deliveries WHERE network_id = ? AND seq <=
         (SELECT seq FROM deliveries WHERE network_id = ? ORDER BY seq DESC LIMIT 1 OFFSET ?)`,
        [job.networkId, job.networkId, DELIVERIES_KEPT_PER_NETWORK],
      );
      return delivery;
    });
  }

  /**
   * Gives the attempts recorded before the delivery log had route keys (schema step 8 could not compute
   * them in SQL) their key, and the fields they lacked: attempt 1, the delivery's own id for its event id
   * (the CloudEvent id was not kept). Their body was not kept either: they cannot be redelivered.
   */
  #keyLegacyRows(): void {
    const rows = this.#db.all('SELECT seq, data FROM deliveries WHERE route_key IS NULL');
    if (rows.length === 0) return;
    this.#db.transaction(() => {
      for (const row of rows) {
        const old = parseData<Omit<Delivery, 'route_key' | 'event_id' | 'attempt'>>(row.data);
        const key = routeKey({ filter_events: old.filter_events, url: old.route_url });
        const delivery: Delivery = { ...old, event_id: old.delivery_id, route_key: key, attempt: 1 };
        this.#db.run('UPDATE deliveries SET route_key = ?, data = ? WHERE seq = ?', [
          key,
          JSON.stringify(delivery),
          row.seq ?? null,
        ]);
      }
    });
  }
}
