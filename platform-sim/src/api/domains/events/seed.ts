/** Seeded events (the last three days) and statistics (the last 72 hours) of each network. */
import { NETWORK_EVENT_NAMES } from '@beacon/shared/contract';
import { DAY, HOUR, SEED_BASE_TIME } from '../../seed/context.ts';
import type { SeedContext, SeedNetwork } from '../../seed/context.ts';
import type { Random } from '../../seed/random.ts';
import { CITIES } from '../../seed/referenceData.ts';

const MESSAGE_NAMESPACES = ['sensor', 'telemetry', 'test'] as const;
const MESSAGE_METHODS = ['data', 'temperature', 'battery'] as const;
const REQUEST_KINDS = ['config.get', 'firmware.check', 'time.sync'] as const;
/** The network event names the seed uses: the spec's network events. */
export const NETWORK_EVENTS = NETWORK_EVENT_NAMES;

/** What an event is about, besides its device, network and time. */
interface DrawnEvent {
  eventType: string;
  type: 'INFO' | 'ERROR';
  text: string;
  data: Record<string, unknown>;
}

/**
 * Draws `count` events of the network's devices into `ctx.events` (inserted later, in time order):
 * 45% device messages, 25% device requests, the rest network events in turn.
 */
export function seedEvents(ctx: SeedContext, network: SeedNetwork, deviceIds: readonly string[], count: number): void {
  const { random } = ctx;
  for (let i = 0; i < count; i += 1) {
    const deviceId = random.pick(deviceIds);
    const timestamp = SEED_BASE_TIME - random.int(0, 3 * DAY);
    const roll = random.next();
    const { eventType, type, text, data } =
      roll < 0.45 ? messageEvent(random) : roll < 0.7 ? requestEvent(random) : networkEvent(random, i);
    const row = {
      timestamp,
      device_id: deviceId,
      network_id: network.id,
      event_type: eventType,
      type,
      text,
      full_event: { type: eventType, data },
    };
    ctx.events.push([network.accountId, network.id, deviceId, eventType, timestamp, JSON.stringify(row)]);
  }
}

function messageEvent(random: Random): DrawnEvent {
  const ns = random.pick(MESSAGE_NAMESPACES);
  const method = random.pick(MESSAGE_METHODS);
  const drawn = random.hex(random.int(4, 32));
  // Whole bytes (two hex digits each); the draw itself is kept, so the rest of the seed stays the same.
  const payload = drawn.slice(0, drawn.length - (drawn.length % 2));
  return {
    eventType: `device.message.${ns}.${method}`,
    type: 'INFO',
    text: `Message ${ns}.${method} (${payload.length / 2} bytes)`,
    data: { payload },
  };
}

function requestEvent(random: Random): DrawnEvent {
  const kind = random.pick(REQUEST_KINDS);
  const failed = random.next() < 0.1;
  return {
    eventType: `device.request.${kind}`,
    type: failed ? 'ERROR' : 'INFO',
    text: failed ? `Request ${kind} failed: upstream answered 502` : `Request ${kind} answered 200`,
    data: { status: failed ? 502 : 200 },
  };
}

/** The `index`-th event's network event, the kinds in turn; only a spotting draws (where, and by what). */
function networkEvent(random: Random, index: number): DrawnEvent {
  const eventType = NETWORK_EVENTS[index % NETWORK_EVENTS.length] as (typeof NETWORK_EVENTS)[number];
  switch (eventType) {
    case 'device_spotted': {
      const city = random.pick(CITIES);
      const location = { lat: city[1], lon: city[2] };
      const gatewayType = random.pick(['phone', 'hotspot', 'gateway']);
      const data = { location, gateway_type: gatewayType };
      return { eventType, type: 'INFO', text: `Spotted near ${city[0]}`, data };
    }
    case 'routing_failed': {
      const data = { url: 'https://hooks.example.com/warehouse' };
      return { eventType, type: 'ERROR', text: 'Routing failed: destination timed out', data };
    }
    case 'protocol_error':
      return { eventType, type: 'ERROR', text: 'Protocol error: malformed frame', data: {} };
    case 'device_registered':
      return { eventType, type: 'INFO', text: 'Device registered', data: {} };
    case 'device_deregistered':
      return { eventType, type: 'INFO', text: 'Device deregistered', data: {} };
  }
}

/** Inserts the drawn events in time order (a stable sort: equal times keep their drawing order). */
export function insertEvents(ctx: SeedContext): void {
  ctx.events.sort((a, b) => a[4] - b[4]);
  ctx.db.runMany(
    'INSERT INTO events (account_id, network_id, device_id, event_type, timestamp, data) VALUES (?, ?, ?, ?, ?, ?)',
    ctx.events,
  );
}

/** Inserts hourly statistics for the last 72 hours: the network's, then those of its first five devices. */
export function seedStats(
  ctx: SeedContext,
  network: SeedNetwork,
  deviceIds: readonly string[],
  registered: number,
): void {
  const keys: Array<['network' | 'device', string, number]> = [['network', network.id, registered]];
  for (const deviceId of deviceIds.slice(0, 5)) keys.push(['device', deviceId, 1]);
  const rows: Array<[string, string, string, number, string]> = [];
  for (const [type, key, scale] of keys) {
    for (let h = 72; h >= 1; h -= 1) {
      const timestamp = SEED_BASE_TIME - h * HOUR;
      rows.push([network.accountId, type, key, timestamp, JSON.stringify(statsPoint(ctx.random, timestamp, scale))]);
    }
  }
  ctx.db.runMany('INSERT INTO stats (account_id, type, type_key, timestamp, data) VALUES (?, ?, ?, ?, ?)', rows);
}

/** One hour's figures for `scale` registered devices, 40% to 90% of them active. */
function statsPoint(random: Random, timestamp: number, scale: number) {
  const active = Math.round(scale * (0.4 + random.next() * 0.5));
  return {
    timestamp,
    requests: random.int(0, 20) * Math.max(1, active),
    bytes_up: random.int(100, 4000) * Math.max(1, active),
    bytes_down: random.int(50, 1000) * Math.max(1, active),
    connected_time: random.int(0, 3600) * Math.max(1, active),
    connections: random.int(0, 4) * Math.max(1, active),
    active_devices: active,
    registered_devices: scale,
    seen_devices: Math.min(scale, active + random.int(0, Math.max(1, Math.round(scale * 0.1)))),
  };
}
