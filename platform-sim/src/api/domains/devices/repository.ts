/** Registered devices and scanner sessions. */
import { randomUUID } from 'node:crypto';
import type { Device } from '@beacon/shared/contract';
import type { SqliteDatabase } from '../../db/database.ts';
import { Repository } from '../../db/repository.ts';
import type { Actor, AppendLog, DeviceRecord, NetworkEvent } from '../../records.ts';
import type { DeliveryLog } from '../routes/deliveries.ts';
import { toDevice } from '../events/repository.ts';
import type { EventRepository } from '../events/repository.ts';
import { changeEntry } from '../../records.ts';

/** The INFO event of a device's registration or deregistration, without data. */
function lifecycleEvent(
  eventType: 'device_registered' | 'device_deregistered',
  text: string,
  timestamp: number,
  device: { device_id: string; network_id: string },
): NetworkEvent {
  return {
    timestamp,
    device_id: device.device_id,
    network_id: device.network_id,
    event_type: eventType,
    type: 'INFO',
    text,
    full_event: { type: eventType, data: {} },
  };
}

export class DeviceRepository extends Repository {
  readonly #events: EventRepository;
  readonly #deliveries: DeliveryLog;

  constructor(db: SqliteDatabase, now: () => number, log: AppendLog, events: EventRepository, deliveries: DeliveryLog) {
    super(db, now, log);
    this.#events = events;
    this.#deliveries = deliveries;
  }

  get(accountId: string, deviceId: string): Device | undefined {
    const row = this.db.get('SELECT id, network_id, created, data FROM devices WHERE id = ? AND account_id = ?', [
      deviceId,
      accountId,
    ]);
    return row === undefined ? undefined : toDevice(row);
  }

  /** The account's devices, newest first (one network's with `networkId`), at most `limit`. */
  list(accountId: string, networkId: string | undefined, limit: number): Device[] {
    const byNetwork = networkId === undefined ? '' : ' AND network_id = ?';
    return this.db
      .all(
        `SELECT id, network_id, created, data FROM devices WHERE account_id = ?${byNetwork} ORDER BY created DESC, id LIMIT ?`,
        networkId === undefined ? [accountId, limit] : [accountId, networkId, limit],
      )
      .map(toDevice);
  }

  /** The account a device is registered to, if any (device ids are unique across accounts). */
  owner(deviceId: string): string | undefined {
    const row = this.db.get('SELECT account_id FROM devices WHERE id = ?', [deviceId]);
    return row === undefined ? undefined : String(row.account_id);
  }

  /**
   * Registers a device (the caller checked that the network is in the account and the id is free),
   * records `device_registered` and delivers it to the receiving routes.
   */
  create(accountId: string, input: { device_id: string; network_id: string }, actor: Actor): Device {
    const now = this.now();
    const record: DeviceRecord = {
      last_updated: now,
      last_seen: null,
      last_request: null,
      first_connected: null,
      last_customer_request_ts: null,
      last_location: null,
      location_age: null,
      last_location_point: null,
    };
    const event = lifecycleEvent('device_registered', 'Device registered', now, input);
    this.db.transaction(() => {
      this.db.run('INSERT INTO devices (id, account_id, network_id, created, data) VALUES (?, ?, ?, ?, ?)', [
        input.device_id,
        accountId,
        input.network_id,
        now,
        JSON.stringify(record),
      ]);
      this.#events.insert(accountId, event);
      this.log(
        accountId,
        changeEntry(actor, 'device', 'create', input.device_id, null, {
          device_id: input.device_id,
          network_id: input.network_id,
        }),
      );
    });
    this.#deliveries.deliver(accountId, event);
    return { ...record, device_id: input.device_id, network_id: input.network_id, created: now };
  }

  /**
   * Deregisters a device, so another account can claim it: its statistics go with it, its events stay
   * in the log. Records `device_deregistered` and delivers it to the receiving routes. False when the
   * device is not in the account.
   */
  delete(accountId: string, deviceId: string, actor: Actor): boolean {
    const device = this.get(accountId, deviceId);
    if (device === undefined) return false;
    // The stored id (the request's may differ in case).
    const id = device.device_id;
    const event = lifecycleEvent('device_deregistered', 'Device deregistered', this.now(), {
      device_id: id,
      network_id: device.network_id,
    });
    this.db.transaction(() => {
      this.db.run("DELETE FROM stats WHERE type = 'device' AND type_key = ? AND account_id = ?", [id, accountId]);
      this.db.run('DELETE FROM devices WHERE id = ? AND account_id = ?', [id, accountId]);
      this.#events.insert(accountId, event);
      this.log(
        accountId,
        changeEntry(actor, 'device', 'delete', id, { device_id: id, network_id: device.network_id }, null),
      );
    });
    this.#deliveries.deliver(accountId, event);
    return true;
  }

  /** Records a scanner session for a network of the account and answers its scan id. */
  startScannerSession(accountId: string, networkId: string): string {
    const scanId = randomUUID();
    this.db.run('INSERT INTO scanner_sessions (id, account_id, network_id, created) VALUES (?, ?, ?, ?)', [
      scanId,
      accountId,
      networkId,
      this.now(),
    ]);
    return scanId;
  }
}
