import type { Route, RouteTestResult } from '@beacon/shared/contract';
import { routeEvent } from '@beacon/shared/routing';

/** The example event types the tester offers (customer-console.md §9 forms). */
export const TESTER_EXAMPLES = ['device.message.test.data', 'device.request.sensor.read', 'network.device_spotted'];

/** The search parameter holding the event type under test, so a test can be shared as a link. */
export const TESTER_PARAM = 'test_event';

/**
 * Whether the platform's answer equals what the console's routing rules (`routeEvent`) compute from
 * the same saved routes: the same routes matched, in the same order, with the same first match and
 * receivers.
 */
export function agreesWithLocalRules(routes: readonly Route[], result: RouteTestResult): boolean {
  const local = routeEvent(routes, result.event_type);
  if (local.rule !== result.rule || local.kind !== result.kind) return false;
  const key = (m: { index: number; first: boolean; receives: boolean; filter_events: string; url: string }) =>
    `${m.index}|${m.first}|${m.receives}|${m.filter_events}|${m.url}`;
  const localKeys = local.matches.map((m) => key({ ...m, filter_events: m.route.filter_events, url: m.route.url }));
  const serverKeys = result.matches.map(key);
  return localKeys.length === serverKeys.length && localKeys.every((k, i) => k === serverKeys[i]);
}
