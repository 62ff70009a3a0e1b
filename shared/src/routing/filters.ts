import { NETWORK_EVENT_NAMES } from './constants.ts';

/**
 * How an event is delivered (customer-console.md §4, event routing rule):
 * - `network-event` (`network.*`): to every matching route;
 * - `device-request` (`device.request.{namespace}.{method}`): to the first matching route only;
 * - `device-message` (`device.message.{namespace}.{method}`): to every matching route (the spec limits
 *   only device requests; one-way messages fan out like network events);
 * - `other` (any other type, e.g. `device.request_failed`): to every matching route.
 */
export type EventKind = 'network-event' | 'device-request' | 'device-message' | 'other';

const NETWORK_NAMES: ReadonlySet<string> = new Set(NETWORK_EVENT_NAMES);

/**
 * An event type (or filter) as routes see it: trimmed, and a bare network event name
 * (`device_spotted`, as the event log writes it) gets the `network.` prefix.
 */
export function routingEventType(eventType: string): string {
  const trimmed = eventType.trim();
  return NETWORK_NAMES.has(trimmed) ? `network.${trimmed}` : trimmed;
}

export function eventKind(eventType: string): EventKind {
  const type = routingEventType(eventType);
  if (type.startsWith('network.')) return 'network-event';
  if (type.startsWith('device.request.')) return 'device-request';
  if (type.startsWith('device.message.')) return 'device-message';
  return 'other';
}

/** Whether only the first matching route receives events of this kind. */
export function firstMatchOnly(kind: EventKind): boolean {
  return kind === 'device-request';
}

/**
 * Whether a route filter matches an event type. Filters are globs in which `*` stands for any run of
 * characters, dots included, and everything else is literal and case-sensitive. The forms of
 * customer-console.md §9 all follow from that: `*` (everything), `device.*`, `device.message.*`,
 * `network.*`, `device.request.{namespace}.{method}` (exact) and `device.request.{namespace}.*`.
 * A bare network event name is read as `network.{name}` on both sides, so the filter
 * `device_spotted` equals `network.device_spotted`. An empty filter or event type matches nothing.
 */
export function matchesFilter(filter: string, eventType: string): boolean {
  const pattern = routingEventType(filter);
  const type = routingEventType(eventType);
  if (pattern === '' || type === '') return false;
  const parts = pattern.split('*');
  if (parts.length === 1) return pattern === type;
  const head = parts[0] ?? '';
  const tail = parts[parts.length - 1] ?? '';
  if (type.length < head.length + tail.length || !type.startsWith(head) || !type.endsWith(tail)) return false;
  // The middle pieces must appear in order between head and tail; leftmost placement is always safe.
  const end = type.length - tail.length;
  let position = head.length;
  for (const piece of parts.slice(1, -1)) {
    const found = type.indexOf(piece, position);
    if (found < 0 || found + piece.length > end) return false;
    position = found + piece.length;
  }
  return true;
}
