/**
 * Hotspots as platform staff see them (admin-and-hotspots.md §3 Admin hotspot and Hotspot summary, §7.4):
 * a hotspot an account monitors (`hotspots`) merged with the access point's own record (`access_points`),
 * and an account's status summary.
 */
import type { AdminHotspot, HotspotSummary } from '@beacon/shared/contract';
import type { SqliteDatabase } from '../../db/database.ts';
import { parseData } from '../../records.ts';
import type { AccessPointRecord } from '../../records.ts';
import type { HotspotGroupRecord, HotspotRecord } from '../hotspots/repository.ts';

/** Where a merged record's fields come from first: the account's monitoring, or the access point. */
export const MONITORED_SOURCE = 'monitored_hotspot';
export const AP_SOURCE = 'access_point';

interface Monitored {
  accountId: string;
  record: HotspotRecord;
  groupName: string | null;
}

function apFields(ap: AccessPointRecord): Partial<AdminHotspot> {
  return {
    name: ap.name,
    ap_type: ap.ap_type,
    version: ap.version,
    firmware_version: ap.firmware_version,
    os: ap.os ?? null,
    os_version: ap.os_version ?? null,
    status: ap.status,
    current_status: ap.status,
    last_seen: ap.last_seen,
    connected_at: ap.connected_at,
    ip_address: ap.ip_address,
    location: ap.location,
    last_location: ap.last_location,
    config_profile: ap.config_profile,
    network_id: ap.network_id,
    devices_connected: ap.devices_connected,
    messages_sent: ap.messages_sent,
    messages_received: ap.messages_received,
    uptime: ap.uptime,
  };
}

/** The monitored side wins for status, last seen and position (the account's view is the live one). */
function monitoredFields(m: Monitored, ap: AccessPointRecord | undefined): Partial<AdminHotspot> {
  const { record } = m;
  return {
    name: ap?.name ?? record.alias ?? null,
    account_id: m.accountId,
    group_id: record.group_id,
    group_name: m.groupName,
    alias: record.alias ?? null,
    site_id: record.site_id ?? null,
    status: record.status,
    current_status: record.status,
    last_seen: record.last_seen ?? ap?.last_seen ?? null,
    last_location: record.last_location ?? ap?.last_location ?? null,
    monitoring_started: record.created ?? null,
  };
}

export class AdminHotspotRepository {
  readonly #db: SqliteDatabase;

  constructor(db: SqliteDatabase) {
    this.#db = db;
  }

  accessPoint(hotspotId: string): AccessPointRecord | undefined {
    const row = this.#db.get('SELECT data FROM access_points WHERE hotspot_id = ?', [hotspotId]);
    return row === undefined ? undefined : parseData<AccessPointRecord>(row.data);
  }

  #monitored(hotspotId: string): Monitored | undefined {
    const row = this.#db.get(
      `SELECT h.account_id, h.data, g.data AS group_data FROM hotspots h
       LEFT JOIN hotspot_groups g ON g.account_id = h.account_id AND json_extract(g.data, '$.group_id') = h.group_id
       WHERE h.id = ? ORDER BY h.rowid LIMIT 1`,
      [hotspotId],
    );
    if (row === undefined) return undefined;
    const group = row.group_data === null ? undefined : parseData<HotspotGroupRecord>(row.group_data);
    return {
      accountId: String(row.account_id),
      record: parseData<HotspotRecord>(row.data),
      groupName: group?.name ?? null,
    };
  }

  /** The merged record, or undefined when neither an account monitors it nor an access point reported it. */
  get(hotspotId: string): AdminHotspot | undefined {
    const id = hotspotId
      .trim()
      .toLowerCase()
      .replace(/^urn:uuid:/, '');
    const monitored = this.#monitored(id);
    const ap = this.accessPoint(id);
    if (monitored === undefined && ap === undefined) return undefined;
    const type = monitored === undefined ? 'AP' : ap === undefined ? 'MonitoredHotspot' : 'AP+MonitoredHotspot';
    return {
      hotspot_id: id,
      _hotspot_type: type,
      ...(ap === undefined ? {} : apFields(ap)),
      ...(monitored === undefined ? {} : monitoredFields(monitored, ap)),
      _primary_source: monitored === undefined ? AP_SOURCE : MONITORED_SOURCE,
      _has_ap_data: ap !== undefined,
      _has_monitored_data: monitored !== undefined,
    };
  }

  /** The account's hotspots with their status, and the online and offline counts. */
  summary(accountId: string): HotspotSummary {
    const rows = this.#db.all(
      `SELECT h.data, json_extract(a.data, '$.location') AS location FROM hotspots h
       LEFT JOIN access_points a ON a.hotspot_id = h.id WHERE h.account_id = ?
       ORDER BY ifnull(json_extract(h.data, '$.alias'), ''), h.id`,
      [accountId],
    );
    const hotspots = rows.map((row) => {
      const record = parseData<HotspotRecord>(row.data);
      return {
        hotspot_id: record.hotspot_id,
        alias: record.alias ?? null,
        current_status: record.status,
        group_id: record.group_id,
        last_seen: record.last_seen ?? null,
        location: row.location === null || row.location === undefined ? null : String(row.location),
        last_location: record.last_location ?? null,
      };
    });
    return {
      total_hotspots: hotspots.length,
      status_summary: {
        online: hotspots.filter((h) => h.current_status === 'online').length,
        offline: hotspots.filter((h) => h.current_status === 'offline').length,
      },
      hotspots,
    };
  }
}
