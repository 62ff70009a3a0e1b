/** Seeded devices: MAC-style ids, every fourth an SGTIN-96 one; most located near a European capital. */
import { DAY, SEED_BASE_TIME } from '../../seed/context.ts';
import type { SeedContext, SeedNetwork } from '../../seed/context.ts';
import { macDeviceId, sgtinDeviceId } from '../../seed/random.ts';
import type { Random } from '../../seed/random.ts';
import { CITIES } from '../../seed/referenceData.ts';

/** Inserts `count` devices into the network; answers their ids in creation order. */
export function seedDevices(ctx: SeedContext, network: SeedNetwork, count: number): string[] {
  const { random } = ctx;
  const ids: string[] = [];
  const rows: Array<[string, string, string, number, string]> = [];
  for (let i = 0; i < count; i += 1) {
    const id = i % 4 === 3 ? sgtinDeviceId(random) : macDeviceId(random);
    ids.push(id);
    const created = network.created + random.int(0, 200) * DAY;
    rows.push([id, network.accountId, network.id, created, JSON.stringify(deviceData(random, created))]);
  }
  ctx.db.runMany('INSERT INTO devices (id, account_id, network_id, created, data) VALUES (?, ?, ?, ?, ?)', rows);
  return ids;
}

/** A device's `data`: last seen within the week, 70% of them located (within ±0.1° of a capital). */
function deviceData(random: Random, created: number) {
  const lastSeen = SEED_BASE_TIME - random.int(0, 7 * DAY);
  const located = random.next() < 0.7;
  const city = random.pick(CITIES);
  const lat = Number((city[1] + (random.next() - 0.5) * 0.2).toFixed(5));
  const lon = Number((city[2] + (random.next() - 0.5) * 0.2).toFixed(5));
  return {
    created,
    last_updated: lastSeen,
    last_seen: lastSeen,
    last_request: random.next() < 0.6 ? lastSeen - random.int(0, DAY) : null,
    first_connected: created + random.int(60, DAY),
    last_customer_request_ts: random.next() < 0.3 ? lastSeen - random.int(0, 3 * DAY) : null,
    last_location: located ? `${lat},${lon}` : null,
    // Seconds before last_seen (docs/decisions.md, "Device location time"): fixed up to five days before it.
    location_age: located ? random.int(10, 5 * DAY) : null,
    last_location_point: located ? { lat, lon } : null,
  };
}
