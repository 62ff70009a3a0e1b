/**
 * Devices as platform staff see them (admin-and-hotspots.md §3 Admin device, §4.4, §7.4): the `devices`
 * row with its admin state (`device_admin`, defaults when it has no row); settings, and ending a session.
 */
import type { AdminDevice } from '@beacon/shared/contract';
import type { Row } from '../../db/database.ts';
import { Repository } from '../../db/repository.ts';
import { changeEntry, DEFAULT_DEVICE_ADMIN, parseData } from '../../records.ts';
import type { Actor, DeviceAdminRecord, DeviceRecord } from '../../records.ts';
import { decodeKeysetCursor, keysetPage } from './cursor.ts';

/** The settings staff may change (any subset). */
export type DeviceSettings = Partial<
  Pick<DeviceAdminRecord, 'suspended' | 'ap_lock' | 'internal' | 'request_connection'>
>;

/** How a session ends: `clear` drops it; `disconnect` also records that the device was connected until now. */
export type SessionEnd = 'clear' | 'disconnect';

const SELECT_DEVICE = `SELECT d.id, d.account_id, d.network_id, d.created, d.data, a.data AS admin,
  json_extract(n.data, '$.name') AS network_name
  FROM devices d LEFT JOIN device_admin a ON a.device_id = d.id JOIN networks n ON n.id = d.network_id`;

function toAdminDevice(row: Row): AdminDevice {
  const device = parseData<DeviceRecord>(row.data);
  const admin: DeviceAdminRecord = {
    ...DEFAULT_DEVICE_ADMIN,
    ...(row.admin === null || row.admin === undefined ? {} : parseData<DeviceAdminRecord>(row.admin)),
  };
  return {
    id: String(row.id),
    description: admin.description,
    suspended: admin.suspended,
    session: admin.session,
    last_seen: device.last_seen ?? null,
    created: Number(row.created),
    app: String(row.network_id),
    app_name: String(row.network_name),
    account: String(row.account_id),
    device_model: admin.device_model,
    internal: admin.internal,
    public_key: admin.public_key,
    ap_lock: admin.ap_lock,
    request_connection: admin.request_connection,
    last_updated: admin.last_updated ?? device.last_updated ?? null,
    last_connected: admin.last_connected,
    first_connected: device.first_connected ?? null,
    location: admin.location ?? device.last_location ?? null,
  };
}

export class AdminDeviceRepository extends Repository {
  /** One page of a network's devices, oldest first by (created, id). */
  page(
    networkId: string,
    pageSize: number,
    cursor: string | undefined,
  ): { devices: AdminDevice[]; cursor: string | null } {
    const after = decodeKeysetCursor(cursor);
    const rows = this.db.all(
      `${SELECT_DEVICE} WHERE d.network_id = ? ${after === undefined ? '' : 'AND (d.created, d.id) > (?, ?)'}
       ORDER BY d.created, d.id LIMIT ?`,
      after === undefined ? [networkId, pageSize + 1] : [networkId, after[0], after[1], pageSize + 1],
    );
    const { shown, cursor: next } = keysetPage(rows, pageSize);
    return { devices: shown.map(toAdminDevice), cursor: next };
  }

  /** A device by id (as stored, or in lower case: stored ids are lower-case hex). */
  get(deviceId: string): AdminDevice | undefined {
    const row =
      this.db.get(`${SELECT_DEVICE} WHERE d.id = ?`, [deviceId]) ??
      this.db.get(`${SELECT_DEVICE} WHERE d.id = ?`, [deviceId.toLowerCase()]);
    return row === undefined ? undefined : toAdminDevice(row);
  }

  #admin(deviceId: string): DeviceAdminRecord {
    const row = this.db.get('SELECT data FROM device_admin WHERE device_id = ?', [deviceId]);
    return { ...DEFAULT_DEVICE_ADMIN, ...(row === undefined ? {} : parseData<DeviceAdminRecord>(row.data)) };
  }

  #save(device: AdminDevice, before: DeviceAdminRecord, after: DeviceAdminRecord, code: string, actor: Actor): void {
    this.db.run(
      'INSERT INTO device_admin (device_id, data) VALUES (?, ?) ON CONFLICT (device_id) DO UPDATE SET data = excluded.data',
      [device.id, JSON.stringify(after)],
    );
    const keys = (Object.keys(after) as Array<keyof DeviceAdminRecord>).filter(
      (key) => key !== 'last_updated' && before[key] !== after[key],
    );
    this.log(
      device.account,
      changeEntry(
        actor,
        'device',
        code,
        device.id,
        Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
        Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
      ),
    );
  }

  /** Changes settings; logs it in the device's account. Undefined for an unknown device. */
  update(deviceId: string, settings: DeviceSettings, actor: Actor): AdminDevice | undefined {
    return this.db.transaction(() => {
      const device = this.get(deviceId);
      if (device === undefined) return undefined;
      const before = this.#admin(device.id);
      this.#save(device, before, { ...before, ...settings, last_updated: this.now() }, 'admin_update', actor);
      return this.get(device.id);
    });
  }

  /**
   * Ends the device's session. `disconnect` also records the end of the connection: `last_connected`
   * and the device's `last_seen` become now (its `location_age` grows by as much, as it counts back from
   * `last_seen`). Answers 'no-session' when it has none.
   */
  endSession(deviceId: string, how: SessionEnd, actor: Actor): 'ok' | 'not-found' | 'no-session' {
    return this.db.transaction(() => {
      const device = this.get(deviceId);
      if (device === undefined) return 'not-found';
      const before = this.#admin(device.id);
      if (before.session === null) return 'no-session';
      const now = this.now();
      const after: DeviceAdminRecord = { ...before, session: null, last_updated: now };
      if (how === 'disconnect') {
        after.last_connected = now;
        // The location's age counts back from last_seen, so it grows with it: the location keeps its time.
        this.db.run(
          `UPDATE devices SET data = json_set(data,
             '$.location_age', json_extract(data, '$.location_age') + ?1 - coalesce(json_extract(data, '$.last_seen'), ?1),
             '$.last_seen', ?1)
           WHERE id = ?2`,
          [now, device.id],
        );
      }
      this.#save(device, before, after, how === 'clear' ? 'clear_session' : 'disconnect', actor);
      return 'ok';
    });
  }
}
