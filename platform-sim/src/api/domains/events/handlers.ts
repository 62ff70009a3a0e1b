import type { Device } from '@beacon/shared/contract';
import { HttpError } from '../../errors.ts';
import type { NetworkEvent } from '../../records.ts';
import type { Handlers } from '../../router.ts';
import type { Store } from '../../store.ts';
import { DEVICE_NOT_FOUND } from '../devices/handlers.ts';
import { NETWORK_NOT_FOUND } from '../networks/handlers.ts';

const MAX_TEXT = 200;

function deviceOf(store: Store, accountId: string, deviceId: string): Device {
  const device = store.devices.get(accountId, deviceId);
  if (device === undefined) throw new HttpError(404, DEVICE_NOT_FOUND);
  return device;
}

const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

export const eventHandlers = {
  /** The event log of the account; filters, sort and paging are done in SQL. */
  exploreLog: ({ store, params, body }) => store.events.explore(params.account, body),

  /** The live tail: events after the cursor, oldest first (see the contract's tailLog). */
  tailLog: ({ store, params, body }) => store.events.tail(params.account, body),

  /** Devices of the account; an invalid sort field or order was already answered 400 by the contract. */
  exploreDevices: ({ store, params, body }) => store.events.exploreDevices(params.account, body),

  getStats: ({ store, params, query }) => {
    const key = query.type === 'device' ? query.type_key.trim().toLowerCase() : query.type_key.trim();
    const exists =
      query.type === 'network'
        ? store.networks.exists(params.account, key)
        : store.devices.get(params.account, key) !== undefined;
    if (!exists) throw new HttpError(404, query.type === 'network' ? NETWORK_NOT_FOUND : DEVICE_NOT_FOUND);
    return { stats: store.events.stats(params.account, query.type, key) };
  },

  /**
   * Any member: records `device.message.{namespace}.{method}` in the event log and answers at once; the
   * event is delivered to the matching routes in the background (see listDeliveries).
   */
  sendTestEvent: ({ store, params, body }) => {
    const device = deviceOf(store, params.account, params.deviceId);
    const eventType = `device.message.${body.namespace}.${body.method}`;
    const data: Record<string, unknown> = { namespace: body.namespace, method: body.method, test: true };
    let text = `Test message ${body.namespace}.${body.method}`;
    if (body.payload !== undefined && body.payload !== '') {
      data.payload = body.payload.toLowerCase();
      text += ` (${Math.floor(body.payload.length / 2)} bytes)`;
    } else if (body.text !== undefined && body.text !== '') {
      data.text = body.text;
      text += `: ${body.text}`;
    }
    if (body.location !== undefined) data.location = body.location;
    if (body.request_content_type !== undefined) data.request_content_type = body.request_content_type;
    const event: NetworkEvent = {
      timestamp: store.now(),
      device_id: device.device_id,
      network_id: device.network_id,
      event_type: eventType,
      type: 'INFO',
      text: clip(text),
      full_event: { type: eventType, data },
    };
    store.events.record(params.account, event);
    return { event_type: eventType };
  },

  /**
   * Any member: records `device_spotted` with the location in the event log; `network.device_spotted`
   * is delivered to the matching routes in the background.
   */
  sendTestSpottedEvent: ({ store, params, body }) => {
    const device = deviceOf(store, params.account, params.deviceId);
    const { lat, lon } = body.location;
    const event: NetworkEvent = {
      timestamp: store.now(),
      device_id: device.device_id,
      network_id: device.network_id,
      event_type: 'device_spotted',
      type: 'INFO',
      text: clip(`Spotted (test) at ${lat},${lon} by a ${body.gateway_type} gateway`),
      full_event: {
        type: 'device_spotted',
        data: { location: { lat, lon }, gateway_type: body.gateway_type, test: true },
      },
    };
    store.events.record(params.account, event);
    return { event_type: 'device_spotted' };
  },
} satisfies Handlers;
