import { ANALYTICS_LINK_DAYS, isHttpUrl } from '@beacon/shared';

const DAY_MS = 86_400_000;

/**
 * The search dashboard's view of one hotspot over the last 15 days (§2.4, §9): the runtime config's
 * template with `{ap_id}` (the hotspot id), `{from}` (now − 15 days) and `{to}` (now) filled in, each
 * ISO 8601 and URL-encoded. Null when the config has no template or it is not an http(s) URL.
 */
export function hotspotAnalyticsUrl(template: string, hotspotId: string, nowMs: number): string | null {
  if (!template || !isHttpUrl(template)) return null;
  const to = new Date(nowMs);
  const from = new Date(nowMs - ANALYTICS_LINK_DAYS * DAY_MS);
  return template
    .replaceAll('{ap_id}', encodeURIComponent(hotspotId))
    .replaceAll('{from}', encodeURIComponent(from.toISOString()))
    .replaceAll('{to}', encodeURIComponent(to.toISOString()));
}
