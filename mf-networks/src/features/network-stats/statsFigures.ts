import type { StatsPoint } from '@beacon/shared/contract';

/** "Today" figures use the last 24 points (customer-console.md §9). */
export const TODAY_POINTS = 24;

export interface TodayFigures {
  /** Active devices at the latest point. */
  activeDevices: number;
  requests: number;
  connections: number;
  /** Bytes up plus bytes down. */
  bytesTransferred: number;
}

/** The figures above the charts, from the last 24 points (oldest first); null without points. */
export function todayFigures(points: readonly StatsPoint[]): TodayFigures | null {
  const today = points.slice(-TODAY_POINTS);
  const latest = today.at(-1);
  if (!latest) return null;
  const sum = (value: (point: StatsPoint) => number) => today.reduce((total, point) => total + value(point), 0);
  return {
    activeDevices: latest.active_devices,
    requests: sum((point) => point.requests),
    connections: sum((point) => point.connections),
    bytesTransferred: sum((point) => point.bytes_up + point.bytes_down),
  };
}

/**
 * A device's sync figures (the device page's "sync stats"; see docs/decisions.md): its syncs with the
 * platform (connections), the requests they carried, the data moved and the time connected, over the
 * last 24 points, and when it last synced. Null without points.
 */
export interface SyncFigures {
  syncs: number;
  requests: number;
  bytesTransferred: number;
  connectedSeconds: number;
  /** The latest point with a connection (epoch seconds), or null when none of the points has one. */
  lastSync: number | null;
}

export function syncFigures(points: readonly StatsPoint[]): SyncFigures | null {
  const today = points.slice(-TODAY_POINTS);
  if (today.length === 0) return null;
  const sum = (value: (point: StatsPoint) => number) => today.reduce((total, point) => total + value(point), 0);
  const synced = points.filter((point) => point.connections > 0).at(-1);
  return {
    syncs: sum((point) => point.connections),
    requests: sum((point) => point.requests),
    bytesTransferred: sum((point) => point.bytes_up + point.bytes_down),
    connectedSeconds: sum((point) => point.connected_time),
    lastSync: synced?.timestamp ?? null,
  };
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Writes a number in the active language (`useDateFormat().number`). */
export type NumberFormatter = (value: number, options?: Intl.NumberFormatOptions) => string;

/** A byte count with a binary unit, in the language's digits: `512 B`, `1.5 KB` (German `1,5 KB`). */
export function formatBytes(bytes: number, number: NumberFormatter): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${number(value, { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${UNITS[unit]}`;
}

/** Points oldest first, whatever order the server sent them in. */
export function chronological(points: readonly StatsPoint[]): StatsPoint[] {
  return [...points].sort((a, b) => a.timestamp - b.timestamp);
}

/** Seconds as hours in the language's digits: `12.5 h` (German `12,5 h`). */
export function formatHours(seconds: number, number: NumberFormatter): string {
  const hours = Math.max(0, seconds) / 3600;
  return `${number(hours, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} h`;
}
