/** Registered devices and scanner sessions. */
import { randomUUID } from 'node:crypto';
import {
  DEVICE_IN_ACCOUNT_MESSAGE,
  DEVICE_IN_OTHER_ACCOUNT_MESSAGE,
  deviceLimitMessage,
  type BatchOutcome,
  type Device,
} from '@beacon/shared/contract';
import type { SqliteDatabase } from '../../db/database.ts';
import { Repository } from '../../db/repository.ts';
import type { Actor, AppendLog, DeviceRecord, NetworkEvent } from '../../records.ts';
import type { DeliveryLog } from '../routes/deliveries.ts';
import { accountTierLimit } from '../admin/accounts.ts';
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

/** A device's activity before it is first seen. */
const NEW_DEVICE = {
  last_seen: null,
  last_request: null,
  first_connected: null,
  last_customer_request_ts: null,
  last_location: null,
  location_age: null,
  last_location_point: null,
} as const satisfies Omit<DeviceRecord, 'last_updated'>;

/** An id to register as the caller checked it: with `message` when it is invalid (then as it was sent). */
export interface DeviceIdCheck {
  device_id: string;
  message?: string | undefined;
}

/** What became of one id (`device`: the one registered, unless a dry run). */
export interface DeviceRegistration {
  index: number;
  device_id: string;
  outcome: BatchOutcome;
  message?: string;
  device?: Device;
}

export interface DeviceRegistrations {
  results: DeviceRegistration[];
  /** The account's devices after the call (a dry run: as they would be). */
  device_count: number;
  max_devices: number | null;
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
   * Registers devices to a network of the account (the caller checked the network), one transaction for
   * all: createDevice registers one, createDevicesBatch up to `MAX_BATCH_ITEMS`. Each id in order: one the
   * caller found invalid fails with its message; one already in the account (any network) or registered
   * earlier in this call is skipped; one of another account fails; one past the tier's `max_devices` fails;
   * the others are registered, each recording `device_registered` and delivering it to the receiving
   * routes. `dryRun` answers the same and writes nothing.
   */
  register(
    accountId: string,
    networkId: string,
    ids: readonly DeviceIdCheck[],
    actor: Actor,
    { dryRun = false }: { dryRun?: boolean } = {},
  ): DeviceRegistrations {
    const registered: NetworkEvent[] = [];
    const answer = this.db.transaction(() => {
      const maxDevices = accountTierLimit(this.db, accountId, 'max_devices');
      let deviceCount = Number(this.db.get('SELECT COUNT(*) AS n FROM devices WHERE account_id = ?', [accountId])?.n);
      const now = this.now();
      const added = new Set<string>();
      const results = ids.map(({ device_id: id, message }, index): DeviceRegistration => {
        const full = maxDevices !== null && deviceCount >= maxDevices;
        const refusal =
          message === undefined
            ? this.#refusal(accountId, id, added, full ? maxDevices : null)
            : { outcome: 'failed' as const, message };
        if (refusal !== undefined) return { index, device_id: id, ...refusal };
        added.add(id);
        deviceCount += 1;
        if (dryRun) return { index, device_id: id, outcome: 'created' };
        const device = { device_id: id, network_id: networkId };
        registered.push(this.#insert(accountId, device, now, actor));
        const created = { ...NEW_DEVICE, ...device, last_updated: now, created: now };
        return { index, device_id: id, outcome: 'created', device: created };
      });
      return { results, device_count: deviceCount, max_devices: maxDevices };
    });
    for (const event of registered) this.#deliveries.deliver(accountId, event);
    return answer;
  }

  /**
   * Why a valid id is not registered: skipped when the account has it (or `added`, earlier in the call),
   * failed when another account has it or, with `limitReached` (the tier's max_devices), for the limit.
   */
  #refusal(
    accountId: string,
    id: string,
    added: ReadonlySet<string>,
    limitReached: number | null,
  ): { outcome: 'skipped' | 'failed'; message: string } | undefined {
    const owner = added.has(id) ? accountId : this.owner(id);
    if (owner === accountId) return { outcome: 'skipped', message: DEVICE_IN_ACCOUNT_MESSAGE };
    if (owner !== undefined) return { outcome: 'failed', message: DEVICE_IN_OTHER_ACCOUNT_MESSAGE };
    if (limitReached !== null) return { outcome: 'failed', message: deviceLimitMessage(limitReached) };
    return undefined;
  }

  /** Stores a new device with its `device_registered` event and account-log row; answers the event. */
  #insert(
    accountId: string,
    device: { device_id: string; network_id: string },
    now: number,
    actor: Actor,
  ): NetworkEvent {
    const record: DeviceRecord = { ...NEW_DEVICE, last_updated: now };
    this.db.run('INSERT INTO devices (id, account_id, network_id, created, data) VALUES (?, ?, ?, ?, ?)', [
      device.device_id,
      accountId,
      device.network_id,
      now,
      JSON.stringify(record),
    ]);
    const event = lifecycleEvent('device_registered', 'Device registered', now, device);
    this.#events.insert(accountId, event);
    this.log(accountId, changeEntry(actor, 'device', 'create', device.device_id, null, { ...device }));
    return event;
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
