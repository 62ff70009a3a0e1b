/** The event log, the explorers over events and devices, and statistics. Filters and paging are SQL. */
import type {
  Device,
  EndpointParsedBody,
  Endpoints,
  EventLogRow,
  ExplorerResponse,
  StatsPoint,
} from '@beacon/shared/contract';
import type { Row, SqliteDatabase } from '../../db/database.ts';
import { selectData } from '../../db/repository.ts';
import { parseData } from '../../records.ts';
import type { DeviceRecord, NetworkEvent } from '../../records.ts';
import type { DeliveryLog } from '../routes/deliveries.ts';
import { direction, explorerWhere, limitOffset } from './explorerSql.ts';

export type LogExplorerQuery = EndpointParsedBody<Endpoints['exploreLog']>;
export type LogTailQuery = EndpointParsedBody<Endpoints['tailLog']>;
export type DeviceExplorerQuery = EndpointParsedBody<Endpoints['exploreDevices']>;

/**
 * SQL for each sortable and date-range device field. The JSON expressions match the expression
 * indexes in db/migrations.ts (devices_network_last_seen, …) character for character, so SQLite uses them.
 */
const DEVICE_FIELD_SQL = {
  created: 'created',
  last_seen: "json_extract(data, '$.last_seen')",
  last_request: "json_extract(data, '$.last_request')",
} as const satisfies Record<DeviceExplorerQuery['sort']['field'], string>;

export function toDevice(row: Row): Device {
  const record = parseData<DeviceRecord & { created?: number }>(row.data);
  return { ...record, device_id: String(row.id), network_id: String(row.network_id), created: Number(row.created) };
}

export class EventRepository {
  readonly #db: SqliteDatabase;
  readonly #deliveries: DeliveryLog;

  constructor(db: SqliteDatabase, deliveries: DeliveryLog) {
    this.#db = db;
    this.#deliveries = deliveries;
  }

  /** Adds an event to the log (joins the caller's transaction); nothing is delivered. */
  insert(accountId: string, event: NetworkEvent): void {
    this.#db.run(
      'INSERT INTO events (account_id, network_id, device_id, event_type, timestamp, data) VALUES (?, ?, ?, ?, ?, ?)',
      [accountId, event.network_id, event.device_id, event.event_type, event.timestamp, JSON.stringify(event)],
    );
  }

  /**
   * Records an event of a network's device and starts delivering it to the network's receiving routes
   * in the background. Returns the number of deliveries started.
   */
  record(accountId: string, event: NetworkEvent): number {
    this.insert(accountId, event);
    return this.#deliveries.deliver(accountId, event);
  }

  /** Event log rows, newest first by default. */
  explore(accountId: string, query: LogExplorerQuery): ExplorerResponse<EventLogRow> {
    const where = explorerWhere(accountId, query.fields, { device_id: 'device_id', event_type: 'event_type' });
    for (const range of query.date_ranges) where.add('timestamp BETWEEN ? AND ?', range.start, range.end);

    const total = Number(this.#db.get(`SELECT COUNT(*) AS n FROM events ${where.sql}`, where.params)?.n ?? 0);
    const dir = direction(query.sort.order);
    const rows = this.#db.all(
      `SELECT data FROM events ${where.sql} ORDER BY timestamp ${dir}, seq ${dir} LIMIT ? OFFSET ?`,
      [...where.params, ...limitOffset(query.pagination)],
    );
    return { results: rows.map((row) => parseData<EventLogRow>(row.data)), total, page: query.pagination.page };
  }

  /**
   * The live tail: events recorded after the cursor (the `seq` of the last one answered) that match
   * the filters, oldest first. Without a cursor: none, and the newest `seq` of the account's log.
   */
  tail(accountId: string, query: LogTailQuery): { results: EventLogRow[]; cursor: string; more: boolean } {
    if (query.after === undefined) {
      const newest = this.#db.get('SELECT MAX(seq) AS seq FROM events WHERE account_id = ?', [accountId]);
      return { results: [], cursor: String(Number(newest?.seq ?? 0)), more: false };
    }
    const after = Number(query.after);
    const where = explorerWhere(accountId, query.fields, { device_id: 'device_id', event_type: 'event_type' });
    for (const range of query.date_ranges) where.add('timestamp BETWEEN ? AND ?', range.start, range.end);
    where.add('seq > ?', after);
    const rows = this.#db.all(`SELECT seq, data FROM events ${where.sql} ORDER BY seq ASC LIMIT ?`, [
      ...where.params,
      query.limit + 1,
    ]);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      results: page.map((row) => parseData<EventLogRow>(row.data)),
      cursor: last === undefined ? String(after) : String(Number(last.seq)),
      more: rows.length > query.limit,
    };
  }

  /** Devices, newest created first by default; missing values sort last in both orders, then by id. */
  exploreDevices(accountId: string, query: DeviceExplorerQuery): ExplorerResponse<Device> {
    const where = explorerWhere(accountId, query.fields, { device_id: 'id' });
    for (const range of query.date_ranges) {
      where.add(`${DEVICE_FIELD_SQL[range.field]} BETWEEN ? AND ?`, range.start, range.end);
    }

    const total = Number(this.#db.get(`SELECT COUNT(*) AS n FROM devices ${where.sql}`, where.params)?.n ?? 0);
    const sort = `${DEVICE_FIELD_SQL[query.sort.field]} ${direction(query.sort.order)} NULLS LAST, id ASC`;
    const rows = this.#db.all(
      `SELECT id, network_id, created, data FROM devices ${where.sql} ORDER BY ${sort} LIMIT ? OFFSET ?`,
      [...where.params, ...limitOffset(query.pagination)],
    );
    return { results: rows.map(toDevice), total, page: query.pagination.page };
  }

  /** Stored statistics points of a network or device of the account, oldest first. */
  stats(accountId: string, type: 'network' | 'device', key: string): StatsPoint[] {
    return selectData<StatsPoint>(
      this.#db,
      'SELECT data FROM stats WHERE type = ? AND type_key = ? AND account_id = ? ORDER BY timestamp',
      [type, key, accountId],
    );
  }
}
