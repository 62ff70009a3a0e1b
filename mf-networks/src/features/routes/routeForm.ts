import {
  headerNameKey,
  headerNameProblem,
  headerValueProblem,
  isHttpUrl,
  isIntegrationHeader,
  MAX_HEADERS,
  MAX_ROUTE_FILTER_LENGTH,
  MAX_ROUTES_PER_NETWORK,
  MAX_URL_LENGTH,
  type HeaderValueProblem,
} from '@beacon/shared';
import type { Route } from '@beacon/shared/contract';
import { INTEGRATION_ROUTE_HEADER, integrationConfigIdOf, type RouteLike } from '@beacon/shared/routing';

/** Up to 3 header pairs are entered per route (customer-console.md §3, §9; the platform's cap). */
export const MAX_ROUTE_HEADERS = MAX_HEADERS;

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

/**
 * Why a route URL is refused, checked after trimming like the platform: "URL is required", "URL must be
 * at most 2000 characters" (`too-long`) / "Valid URL required".
 */
export function routeUrlProblem(value: unknown): 'required' | 'too-long' | 'invalid' | undefined {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (trimmed === '') return 'required';
  if (trimmed.length > MAX_URL_LENGTH) return 'too-long';
  return isHttpUrl(trimmed) ? undefined : 'invalid';
}

/** "Filter is required": a filter is needed once trimmed. */
export function isFilterMissing(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/** Why a filter is refused, after trimming: "Filter is required" / "Filter must be at most 500 characters". */
export function routeFilterProblem(value: unknown): 'required' | 'too-long' | undefined {
  if (isFilterMissing(value)) return 'required';
  return String(value).trim().length > MAX_ROUTE_FILTER_LENGTH ? 'too-long' : undefined;
}

/**
 * Why a header name is refused (an empty row is unused): not an HTTP token, e.g. with a colon or a
 * space (`invalid`), over 100 characters (`too-long`), the integration header in any case (`reserved`),
 * or a name given twice, ignoring case (`duplicate`).
 */
export function headerKeyProblem(
  key: string,
  keys: readonly string[],
): 'invalid' | 'too-long' | 'reserved' | 'duplicate' | undefined {
  if (key.trim() === '') return undefined;
  const problem = headerNameProblem(key);
  if (problem === 'invalid' || problem === 'too-long') return problem;
  if (isIntegrationHeader(key)) return 'reserved';
  const name = headerNameKey(key);
  return keys.filter((k) => headerNameKey(k) === name).length > 1 ? 'duplicate' : undefined;
}

/** Why a header value is refused: a CR, LF or NUL in it (`invalid`), or over 1000 characters (`too-long`). */
export function headerRowValueProblem(value: unknown): HeaderValueProblem | undefined {
  return headerValueProblem(typeof value === 'string' ? value : '');
}

/** Whether a route list is over the platform's 100 routes per network ("At most 100 routes per network"). */
export function isOverRouteLimit(routes: readonly unknown[]): boolean {
  return routes.length > MAX_ROUTES_PER_NETWORK;
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
