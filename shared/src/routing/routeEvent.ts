import { INTEGRATION_ROUTE_HEADER } from './constants.ts';
import { eventKind, firstMatchOnly, matchesFilter, routingEventType } from './filters.ts';
import type { EventKind } from './filters.ts';
import { sortRoutes } from './order.ts';
import type { RouteLike } from './order.ts';

export interface RouteMatch<R extends RouteLike> {
  /** Position in the list sorted by order (0 is the highest priority). */
  readonly index: number;
  readonly route: R;
  /** The first matching route: the only one a device request reaches. */
  readonly first: boolean;
  /** Whether the event is delivered to this route under the routing rule. */
  readonly receives: boolean;
  /** The integration that created the route, from its integration header. */
  readonly integrationConfigId?: string;
}

export interface RoutingResult<R extends RouteLike> {
  /** The event type as routes see it (a bare network event name gets `network.`). */
  readonly eventType: string;
  readonly kind: EventKind;
  /** `first-matching` for device requests, `all-matching` for everything else. */
  readonly rule: 'first-matching' | 'all-matching';
  /** Every matching route in priority order, the first one marked. */
  readonly matches: ReadonlyArray<RouteMatch<R>>;
  /** The routes the event is delivered to, in priority order. */
  readonly receivers: readonly R[];
}

/** The config_id in a route's integration header (header names ignore case), if it has one. */
export function integrationConfigIdOf(route: RouteLike): string | undefined {
  for (const [name, value] of Object.entries(route.headers ?? {})) {
    if (name.toLowerCase() === INTEGRATION_ROUTE_HEADER && value !== '') return value;
  }
  return undefined;
}

/**
 * Which routes receive an event (customer-console.md §4): routes are taken in order (missing order
 * 999); network events, device messages and other kinds go to every matching route; device requests
 * go only to the first matching route.
 */
export function routeEvent<R extends RouteLike>(routes: readonly R[], eventType: string): RoutingResult<R> {
  const kind = eventKind(eventType);
  const onlyFirst = firstMatchOnly(kind);
  const matches: Array<RouteMatch<R>> = [];
  sortRoutes(routes).forEach((route, index) => {
    if (!matchesFilter(route.filter_events, eventType)) return;
    const first = matches.length === 0;
    const configId = integrationConfigIdOf(route);
    matches.push({
      index,
      route,
      first,
      receives: first || !onlyFirst,
      ...(configId === undefined ? {} : { integrationConfigId: configId }),
    });
  });
  return {
    eventType: routingEventType(eventType),
    kind,
    rule: onlyFirst ? 'first-matching' : 'all-matching',
    matches,
    receivers: matches.filter((m) => m.receives).map((m) => m.route),
  };
}

/** One match as the route tester answers it (the platform API's field names). */
export interface RouteTestMatchAnswer {
  readonly index: number;
  readonly filter_events: string;
  readonly url: string;
  readonly order?: number;
  readonly first: boolean;
  readonly receives: boolean;
  readonly integration_config_id?: string;
}

/** The route tester's answer (POST …/route-test, the contract's RouteTestResult). */
export interface RouteTestAnswer {
  readonly event_type: string;
  readonly kind: EventKind;
  readonly rule: RoutingResult<RouteLike>['rule'];
  readonly matches: RouteTestMatchAnswer[];
}

/** `routeEvent` as the route tester answers it: the same rules, in the API's field names. */
export function routeTestAnswer(routes: readonly RouteLike[], eventType: string): RouteTestAnswer {
  const result = routeEvent(routes, eventType);
  return {
    event_type: result.eventType,
    kind: result.kind,
    rule: result.rule,
    matches: result.matches.map((match) => ({
      index: match.index,
      filter_events: match.route.filter_events,
      url: match.route.url,
      ...(match.route.order === undefined ? {} : { order: match.route.order }),
      first: match.first,
      receives: match.receives,
      ...(match.integrationConfigId === undefined ? {} : { integration_config_id: match.integrationConfigId }),
    })),
  };
}
