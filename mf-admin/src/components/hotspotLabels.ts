/**
 * The admin views' status words and colours (admin-and-hotspots.md §4.3). The spec's tones map to
 * antd's readable preset colours (the console's theme lifts their text to 4.5:1 on their fill;
 * antd's `success` and `warning` text is not).
 */
export type StatusTone = 'success' | 'danger' | 'warning' | 'secondary';

/** The tag colour of each tone. */
export const TONE_COLORS: Record<StatusTone, string> = {
  success: 'green',
  danger: 'red',
  warning: 'gold',
  secondary: 'default',
};

/** Status badges: online and connected success, offline and disconnected danger, pending warning, else secondary. */
export function statusBadgeTone(status: string | null | undefined): StatusTone {
  switch (status?.trim().toLowerCase()) {
    case 'online':
    case 'connected':
      return 'success';
    case 'offline':
    case 'disconnected':
      return 'danger';
    case 'pending':
      return 'warning';
    default:
      return 'secondary';
  }
}

/** The monitoring list's colours: online success, offline danger, anything else warning. */
export function monitoringStatusTone(status: string | null | undefined): StatusTone {
  if (status === 'online') return 'success';
  if (status === 'offline') return 'danger';
  return 'warning';
}

/** The kinds of admin hotspot record (`_hotspot_type`), and 'unknown' for anything else. */
export type HotspotKind = 'monitored' | 'access-point' | 'blended' | 'unknown';

/** MonitoredHotspot, AP, AP+MonitoredHotspot (blended data), otherwise unknown. */
export function hotspotKind(type: string | null | undefined): HotspotKind {
  if (type === 'MonitoredHotspot') return 'monitored';
  if (type === 'AP') return 'access-point';
  if (type === 'AP+MonitoredHotspot') return 'blended';
  return 'unknown';
}
