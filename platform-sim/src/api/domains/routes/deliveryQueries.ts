/**
 * Reading the delivery log: a filtered page of attempts (newest first, cursor-paged through the newest
 * DELIVERIES_KEPT_PER_ROUTE that match) and the health of each route key and integration.
 */
import {
  DELIVERIES_CURSOR_MESSAGE,
  DELIVERIES_KEPT_PER_ROUTE,
  DELIVERY_FAILING_AFTER,
  DELIVERY_HEALTH_WINDOW_SECONDS,
} from '@beacon/shared/contract';
import type {
  Delivery,
  DeliveryHealth,
  DeliveryHealthList,
  EndpointParsedQuery,
  Endpoints,
} from '@beacon/shared/contract';
import { decodeCursor, encodeCursor } from '../../cursor.ts';
import type { BindParams, SqlValue, SqliteDatabase } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import { parseData } from '../../records.ts';

export type DeliveriesQuery = EndpointParsedQuery<Endpoints['listDeliveries']>;
export interface DeliveriesPage {
  readonly deliveries: Delivery[];
  readonly cursor: string | null;
}

/** Where the previous page ended: the last seq answered, and how many attempts were answered before. */
function pagePosition(cursor: string | undefined): { beforeSeq: number | undefined; answered: number } {
  const keys = decodeCursor(cursor, 2, DELIVERIES_CURSOR_MESSAGE);
  if (keys === undefined) return { beforeSeq: undefined, answered: 0 };
  const [seq, answered] = keys.map(Number) as [number, number];
  if (!Number.isSafeInteger(seq) || !Number.isSafeInteger(answered) || answered < 1) {
    throw HttpError.invalid(DELIVERIES_CURSOR_MESSAGE, 'query.cursor');
  }
  if (answered >= DELIVERIES_KEPT_PER_ROUTE) throw HttpError.invalid(DELIVERIES_CURSOR_MESSAGE, 'query.cursor');
  return { beforeSeq: seq, answered };
}

/** The network's attempts that match the query, newest first; the cursor stops after the newest 100. */
export function listDeliveries(db: SqliteDatabase, networkId: string, query: DeliveriesQuery): DeliveriesPage {
  const { beforeSeq, answered } = pagePosition(query.cursor);
  const take = Math.min(query.limit, DELIVERIES_KEPT_PER_ROUTE - answered);
  const where = ['network_id = ?'];
  const params: SqlValue[] = [networkId];
  if (query.route_key !== undefined) {
    where.push('route_key = ?');
    params.push(query.route_key);
  }
  if (query.integration_config_id !== undefined) {
    where.push('integration_config_id = ?');
    params.push(query.integration_config_id);
  }
  if (query.outcome !== undefined) where.push(query.outcome === 'success' ? 'ok = 1' : 'ok = 0');
  if (beforeSeq !== undefined) {
    where.push('seq < ?');
    params.push(beforeSeq);
  }
  const rows = db.all(`SELECT seq, data FROM deliveries WHERE ${where.join(' AND ')} ORDER BY seq DESC LIMIT ?`, [
    ...params,
    take + 1,
  ]);
  const page = rows.slice(0, take);
  const last = page.at(-1);
  const more = rows.length > take && answered + take < DELIVERIES_KEPT_PER_ROUTE && last !== undefined;
  return {
    deliveries: page.map((r) => parseData<Delivery>(r.data)),
    cursor: more ? encodeCursor([String(last.seq), String(answered + take)]) : null,
  };
}

/**
 * One health entry per value of `column` (route_key or integration_config_id) with attempts: the counts
 * of the window, whether the newest DELIVERY_FAILING_AFTER all failed, and when the newest started.
 */
function healthBy(
  db: SqliteDatabase,
  networkId: string,
  column: 'route_key' | 'integration_config_id',
  since: number,
): DeliveryHealth[] {
  const params: BindParams = [since, since, DELIVERY_FAILING_AFTER, DELIVERY_FAILING_AFTER, networkId];
  const rows = db.all(
    `SELECT k, SUM(at >= ?) AS total, SUM(at >= ? AND ok = 1) AS succeeded, MAX(at) AS last_at,
       SUM(recent <= ?) AS recent, SUM(recent <= ? AND ok = 0) AS recent_failed
     FROM (SELECT ${column} AS k, at, ok, ROW_NUMBER() OVER (PARTITION BY ${column} ORDER BY seq DESC) AS recent
           FROM deliveries WHERE network_id = ? AND ${column} IS NOT NULL)
     GROUP BY k ORDER BY k`,
    params,
  );
  return rows.map((row) => {
    const total = Number(row.total);
    const succeeded = Number(row.succeeded);
    return {
      [column]: String(row.k),
      total,
      succeeded,
      success_rate: total === 0 ? null : succeeded / total,
      failing: Number(row.recent) === DELIVERY_FAILING_AFTER && Number(row.recent_failed) === DELIVERY_FAILING_AFTER,
      last_at: row.last_at === null ? null : Number(row.last_at),
    };
  });
}

/** The health of the network's route keys and integrations at `now` (epoch seconds). */
export function deliveryHealth(db: SqliteDatabase, networkId: string, now: number): DeliveryHealthList {
  const since = now - DELIVERY_HEALTH_WINDOW_SECONDS;
  return {
    routes: healthBy(db, networkId, 'route_key', since),
    integrations: healthBy(db, networkId, 'integration_config_id', since),
  };
}
