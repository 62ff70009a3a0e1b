import type { StatusRecord } from '../../components/statusExplorerApi.ts';
import type { ListSort, SortDirection } from './dashboardUrl.ts';

const STATUS_ORDER = { online: 0, offline: 1, unknown: 2 } as const;

/** The value a column sorts by; null (no uptime, never seen) sorts last in both directions. */
function sortValue(record: StatusRecord, sort: ListSort): string | number | null {
  switch (sort) {
    case 'alias':
      return (record.alias || record.hotspot_id).toLocaleLowerCase();
    case 'status':
      return STATUS_ORDER[record.status];
    case 'last_seen':
      return record.last_seen ?? null;
    case 'uptime_24h':
      return record.uptime_24h ?? null;
    case 'uptime_7d':
      return record.uptime_7d ?? null;
    case 'flapping':
      return record.flapping ? 1 : 0;
  }
}

/**
 * The Hotspot List's rows in the order of `sort` (all 1,000 at most are in the page, so the list sorts
 * them itself); ties keep the hotspot id order, and missing values go last. No sort: as answered.
 */
export function sortHotspots(
  records: readonly StatusRecord[],
  sort: ListSort | undefined,
  order: SortDirection,
): StatusRecord[] {
  if (!sort) return [...records];
  const direction = order === 'desc' ? -1 : 1;
  const keyed = records.map((record) => ({ record, value: sortValue(record, sort) }));
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) {
      if (a.value === b.value) return a.record.hotspot_id.localeCompare(b.record.hotspot_id);
      return a.value === null ? 1 : -1;
    }
    const compared =
      typeof a.value === 'string' && typeof b.value === 'string'
        ? a.value.localeCompare(b.value)
        : Number(a.value) - Number(b.value);
    return compared * direction || a.record.hotspot_id.localeCompare(b.record.hotspot_id);
  });
  return keyed.map(({ record }) => record);
}
