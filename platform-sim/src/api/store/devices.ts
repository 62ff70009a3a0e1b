/** Devices, their events and statistics: queries on the store's database. */
import type {
  Device,
  EndpointParsedBody,
  Endpoints,
  EventLogRow,
  ExplorerResponse,
  StatsPoint,
} from '@beacon/shared/contract';
import type { SqliteDatabase, Row } from './database.ts';
import { Where, addTextFilter, deviceIdFilterValue, direction, limitOffset } from './explorerSql.ts';

/** What `devices.data` holds: every device field besides id, network and created (which are columns). */
export type DeviceRecord = Omit<Device, 'device_id' | 'network_id' | 'created'>;

export type LogExplorerQuery = EndpointParsedBody<Endpoints['exploreLog']>;
export type DeviceExplorerQuery = EndpointParsedBody<Endpoints['exploreDevices']>;

/**
 * SQL for each sortable and date-range device field. The JSON expressions match the expression
 * indexes in database.ts (devices_network_last_seen, …) character for character, so SQLite uses them.
 */
const DEVICE_FIELD_SQL = {
  created: 'created',
  last_seen: "json_extract(data, '$.last_seen')",
  last_request: "json_extract(data, '$.last_request')",
} as const satisfies Record<DeviceExplorerQuery['sort']['field'], string>;

export function toDevice(row: Row): Device {
  const record = JSON.parse(String(row.data)) as DeviceRecord & { created?: number };
  return { ...record, device_id: String(row.id), network_id: String(row.network_id), created: Number(row.created) };
}

export function getDevice(db: SqliteDatabase, accountId: string, deviceId: string): Device | undefined {
  const row = db.get('SELECT id, network_id, created, data FROM devices WHERE id = ? AND account_id = ?', [
    deviceId,
    accountId,
  ]);
  return row === undefined ? undefined : toDevice(row);
}

/** The account a device is registered to, if any (device ids are unique across accounts). */
export function deviceOwner(db: SqliteDatabase, deviceId: string): string | undefined {
  const row = db.get('SELECT account_id FROM devices WHERE id = ?', [deviceId]);
  return row === undefined ? undefined : String(row.account_id);
}

/** Event log rows, newest first by default; filters and paging in SQL. */
export function exploreEvents(
  db: SqliteDatabase,
  accountId: string,
  query: LogExplorerQuery,
): ExplorerResponse<EventLogRow> {
  const where = new Where().add('account_id = ?', accountId);
  for (const { field, value } of query.fields) {
    const trimmed = value.trim();
    if (trimmed === '') continue;
    if (field === 'network_id') where.add('network_id = ?', trimmed);
    else if (field === 'device_id') addTextFilter(where, 'device_id', deviceIdFilterValue(trimmed));
    else addTextFilter(where, 'event_type', trimmed);
  }
  for (const range of query.date_ranges) where.add('timestamp BETWEEN ? AND ?', range.start, range.end);

  const total = Number(db.get(`SELECT COUNT(*) AS n FROM events ${where.sql}`, where.params)?.n ?? 0);
  const dir = direction(query.sort.order);
  const rows = db.all(`SELECT data FROM events ${where.sql} ORDER BY timestamp ${dir}, seq ${dir} LIMIT ? OFFSET ?`, [
    ...where.params,
    ...limitOffset(query.pagination),
  ]);
  return {
    results: rows.map((row) => JSON.parse(String(row.data)) as EventLogRow),
    total,
    page: query.pagination.page,
  };
}

/** Devices, newest created first by default; missing values sort last in both orders, then by id. */
export function exploreDevices(
  db: SqliteDatabase,
  accountId: string,
  query: DeviceExplorerQuery,
): ExplorerResponse<Device> {
  const where = new Where().add('account_id = ?', accountId);
  for (const { field, value } of query.fields) {
    const trimmed = value.trim();
    if (trimmed === '') continue;
    if (field === 'network_id') where.add('network_id = ?', trimmed);
    else addTextFilter(where, 'id', deviceIdFilterValue(trimmed));
  }
  for (const range of query.date_ranges) {
    where.add(`${DEVICE_FIELD_SQL[range.field]} BETWEEN ? AND ?`, range.start, range.end);
  }

  const total = Number(db.get(`SELECT COUNT(*) AS n FROM devices ${where.sql}`, where.params)?.n ?? 0);
  const sort = `${DEVICE_FIELD_SQL[query.sort.field]} ${direction(query.sort.order)} NULLS LAST, id ASC`;
  const rows = db.all(
    `SELECT id, network_id, created, data FROM devices ${where.sql} ORDER BY ${sort} LIMIT ? OFFSET ?`,
    [...where.params, ...limitOffset(query.pagination)],
  );
  return { results: rows.map(toDevice), total, page: query.pagination.page };
}

/** Stored statistics points of a network or device of the account, oldest first. */
export function statsPoints(
  db: SqliteDatabase,
  accountId: string,
  type: 'network' | 'device',
  key: string,
): StatsPoint[] {
  return db
    .all('SELECT data FROM stats WHERE type = ? AND type_key = ? AND account_id = ? ORDER BY timestamp', [
      type,
      key,
      accountId,
    ])
    .map((row) => JSON.parse(String(row.data)) as StatsPoint);
}
