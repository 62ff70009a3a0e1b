import { MAX_ROUTES_PER_NETWORK } from '@beacon/shared';
import type { Route } from '@beacon/shared/contract';
import { INTEGRATION_ROUTE_HEADER, integrationConfigIdOf, type RouteLike } from '@beacon/shared/routing';
import { headerRowsOf, headersOfRows, type HeaderPair } from '../../components/headerRows.ts';

/** What the route form holds: always 3 header rows; a row counts only when its key is filled. */
export interface RouteFormValues {
  filter_events: string;
  url: string;
  headers: HeaderPair[];
}

/** Whether a route list is over the platform's 100 routes per network ("At most 100 routes per network"). */
export function isOverRouteLimit(routes: readonly unknown[]): boolean {
  return routes.length > MAX_ROUTES_PER_NETWORK;
}

/** The form's starting values: the route's custom headers (never the integration header), padded to 3 rows. */
export function routeFormValues(route?: RouteLike): RouteFormValues {
  return { filter_events: route?.filter_events ?? '', url: route?.url ?? '', headers: headerRowsOf(route?.headers) };
}

/**
 * The route to save: filter and URL trimmed, the header rows whose key is filled (key trimmed), and
 * the integration header of the route being edited kept, so the route stays its integration's.
 */
export function routeFromValues(values: RouteFormValues, editing?: RouteLike): Route {
  const headers = headersOfRows(values.headers) ?? {};
  const owner = editing ? integrationConfigIdOf(editing) : undefined;
  if (owner !== undefined) headers[INTEGRATION_ROUTE_HEADER] = owner;
  return {
    filter_events: values.filter_events.trim(),
    url: values.url.trim(),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
  };
}
