import { MISSING_ROUTE_ORDER } from './constants.ts';

/** The fields the ordering and routing rules read; the contract's `Route` fits it. */
export interface RouteLike {
  readonly filter_events: string;
  readonly url: string;
  readonly order?: number | undefined;
  readonly headers?: Readonly<Record<string, string>> | undefined;
}

/** A route with its position written into `order`. */
export type Ordered<R extends RouteLike> = R & { order: number };

export type MoveDirection = 'up' | 'down';

/** A route's sort key: its order, or 999 when it has none. */
export function routeOrder(route: RouteLike): number {
  return typeof route.order === 'number' && Number.isFinite(route.order) ? route.order : MISSING_ROUTE_ORDER;
}

/** Routes by order, a missing order counting as 999; equal orders keep their list order (stable). */
export function sortRoutes<R extends RouteLike>(routes: readonly R[]): R[] {
  return [...routes].sort((a, b) => routeOrder(a) - routeOrder(b));
}

/**
 * Writes each route's position into `order` (0 is the highest priority). Every change re-saves the
 * whole list (customer-console.md §4), so the saved orders always equal the positions shown.
 */
export function renumberRoutes<R extends RouteLike>(routes: readonly R[]): Array<Ordered<R>> {
  return routes.map((route, index) => ({ ...route, order: index }));
}

/** The routes by order, checked to hold a route at position `index`: a RangeError otherwise. */
function sortedWithRouteAt<R extends RouteLike>(routes: readonly R[], index: number): R[] {
  const sorted = sortRoutes(routes);
  if (!Number.isInteger(index) || index < 0 || index >= sorted.length) {
    throw new RangeError(`No route at position ${index} (the list has ${sorted.length})`);
  }
  return sorted;
}

/** The routes by order without the one at position `index` (a RangeError for a position not in the list). */
function sortedWithout<R extends RouteLike>(routes: readonly R[], index: number): R[] {
  return sortedWithRouteAt(routes, index).filter((_, i) => i !== index);
}

/** The whole list after adding a route: new routes go first. */
export function routesAfterAdd<R extends RouteLike>(routes: readonly R[], added: R): Array<Ordered<R>> {
  return renumberRoutes([added, ...sortRoutes(routes)]);
}

/**
 * The whole list after editing the route at `index` (a position in the sorted list): the old entry is
 * removed and the edited one goes first. Throws a RangeError for a position not in the list.
 */
export function routesAfterEdit<R extends RouteLike>(
  routes: readonly R[],
  index: number,
  edited: R,
): Array<Ordered<R>> {
  return renumberRoutes([edited, ...sortedWithout(routes, index)]);
}

/** The whole list without the route at `index` (a position in the sorted list). */
export function routesAfterDelete<R extends RouteLike>(routes: readonly R[], index: number): Array<Ordered<R>> {
  return renumberRoutes(sortedWithout(routes, index));
}

/**
 * The whole list after moving the route at `index` one place up (towards the first) or down. Moving
 * the first route up or the last one down leaves the order as it is.
 */
export function routesAfterMove<R extends RouteLike>(
  routes: readonly R[],
  index: number,
  direction: MoveDirection,
): Array<Ordered<R>> {
  const sorted = sortedWithRouteAt(routes, index);
  const target = direction === 'up' ? index - 1 : index + 1;
  if (target >= 0 && target < sorted.length) {
    const moving = sorted[index] as R;
    sorted[index] = sorted[target] as R;
    sorted[target] = moving;
  }
  return renumberRoutes(sorted);
}
