import { isHttpUrl } from '@beacon/shared';
import type { Route } from '@beacon/shared/contract';
import { INTEGRATION_ROUTE_HEADER, integrationConfigIdOf, type RouteLike } from '@beacon/shared/routing';

/** Up to 3 header pairs are entered per route (customer-console.md §3, §9). */
export const MAX_ROUTE_HEADERS = 3;

export interface HeaderPair {
  key: string;
  value: string;
}

/** What the route form holds: always 3 header rows; a row counts only when its key is filled. */
export interface RouteFormValues {
  filter_events: string;
  url: string;
  headers: HeaderPair[];
}

/** Why a route URL is refused ("URL is required" / "Valid URL required"), checked after trimming. */
export function routeUrlProblem(value: unknown): 'required' | 'invalid' | undefined {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (trimmed === '') return 'required';
  return isHttpUrl(trimmed) ? undefined : 'invalid';
}

/** "Filter is required": a filter is needed once trimmed. */
export function isFilterMissing(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/** Why a header name is refused: the integration header is reserved, and a name may appear once. */
export function headerKeyProblem(key: string, keys: readonly string[]): 'reserved' | 'duplicate' | undefined {
  const name = key.trim().toLowerCase();
  if (name === '') return undefined;
  if (name === INTEGRATION_ROUTE_HEADER) return 'reserved';
  return keys.filter((k) => k.trim().toLowerCase() === name).length > 1 ? 'duplicate' : undefined;
}

/** The form's starting values: the route's custom headers (never the integration header), padded to 3 rows. */
export function routeFormValues(route?: RouteLike): RouteFormValues {
  const custom = Object.entries(route?.headers ?? {})
    .filter(([name]) => name.toLowerCase() !== INTEGRATION_ROUTE_HEADER)
    .slice(0, MAX_ROUTE_HEADERS)
    .map(([key, value]) => ({ key, value }));
  while (custom.length < MAX_ROUTE_HEADERS) custom.push({ key: '', value: '' });
  return { filter_events: route?.filter_events ?? '', url: route?.url ?? '', headers: custom };
}

/**
 * The route to save: filter and URL trimmed, the header rows whose key is filled (key trimmed), and
 * the integration header of the route being edited kept, so the route stays its integration's.
 */
export function routeFromValues(values: RouteFormValues, editing?: RouteLike): Route {
  const headers: Record<string, string> = {};
  for (const { key, value } of values.headers.slice(0, MAX_ROUTE_HEADERS)) {
    const name = (key ?? '').trim();
    if (name !== '') headers[name] = value ?? '';
  }
  const owner = editing ? integrationConfigIdOf(editing) : undefined;
  if (owner !== undefined) headers[INTEGRATION_ROUTE_HEADER] = owner;
  return {
    filter_events: values.filter_events.trim(),
    url: values.url.trim(),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
  };
}

/** Only http(s) URLs from data become links; anything else is shown as text. */
export function linkableUrl(url: string): string | undefined {
  return isHttpUrl(url.trim()) ? url.trim() : undefined;
}
