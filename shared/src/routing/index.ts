/**
 * The event routing rules (customer-console.md §4 and §9), pure and dependency-free so that remotes
 * and platform-sim compute the same answers: filter matching, route ordering and who receives an event.
 */
export { INTEGRATION_ROUTE_HEADER, MISSING_ROUTE_ORDER, NETWORK_EVENT_NAMES } from './constants.ts';
export type { NetworkEventName } from './constants.ts';
export { eventKind, firstMatchOnly, matchesFilter, routingEventType } from './filters.ts';
export type { EventKind } from './filters.ts';
export {
  renumberRoutes,
  routeOrder,
  routesAfterAdd,
  routesAfterDelete,
  routesAfterEdit,
  routesAfterMove,
  sortRoutes,
} from './order.ts';
export type { MoveDirection, Ordered, RouteLike } from './order.ts';
export { integrationConfigIdOf, routeEvent } from './routeEvent.ts';
export type { RouteMatch, RoutingResult } from './routeEvent.ts';
