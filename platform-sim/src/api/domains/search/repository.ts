/**
 * The command palette's search (issue 17): SQL narrows each kind to the rows that can match (LIKE on the
 * id columns and on the JSON text fields; every match of the shared ranking is a substring of an id or a
 * subsequence of a text), then the contract's `searchRanking` ranks them. Account searches read only
 * rows of that account.
 */
import {
  UNGROUPED_GROUP_ID,
  UNGROUPED_GROUP_NAME,
  macFilterDigits,
  matchDevice,
  matchRank,
  rankResults,
} from '@beacon/shared/contract';
import type { AdminSearchKind, SearchKind, SearchMatch, SearchResult } from '@beacon/shared/contract';
import type { Row, SqlValue, SqliteDatabase } from '../../db/database.ts';
import { selectData } from '../../db/repository.ts';
import { parseData } from '../../records.ts';
import type { HotspotGroupRecord, HotspotRecord } from '../hotspots/hotspotRecords.ts';

export interface SearchRequest<K extends string> {
  readonly q: string;
  readonly kinds: readonly K[];
  readonly limit: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** LIKE pattern: the text anywhere (SQLite's LIKE ignores ASCII case). */
const anywhere = (text: string) => `%${escapeLike(text)}%`;
/** LIKE pattern: the text's characters in order (what a fuzzy match needs). */
const inOrder = (text: string) => `%${[...text].map(escapeLike).join('%')}%`;
const LIKE = "LIKE ? ESCAPE '\\'";
/** The SGTIN URI of a 96-bit id is not stored: a query that may be part of one looks at every 96-bit id. */
const MAY_BE_SGTIN = /^(?:urn:|sgtin|[\d.]*\.[\d.]*$|\d{4,}$)/i;

const text = (value: SqlValue | undefined) => (value === null || value === undefined ? null : String(value));

type ResultFields = Partial<Omit<SearchResult, 'kind' | 'id' | 'title' | 'match'>>;

function result(
  kind: SearchResult['kind'],
  id: string,
  title: string,
  match: SearchMatch,
  fields: ResultFields = {},
): SearchResult {
  return {
    kind,
    id,
    title,
    subtitle: null,
    status: null,
    network_id: null,
    network_name: null,
    group_id: null,
    group_name: null,
    ...fields,
    match,
  };
}

/** The best `limit` of the rows that match, ranked. */
function best<T>(rows: readonly T[], limit: number, toResult: (row: T) => SearchResult | null): SearchResult[] {
  const found = rows.map(toResult).filter((r): r is SearchResult => r !== null);
  return rankResults(found).slice(0, limit);
}

/** A result when the match is not null. */
const matched = (match: SearchMatch | null, make: (match: SearchMatch) => SearchResult) =>
  match === null ? null : make(match);

export class SearchRepository {
  readonly #db: SqliteDatabase;

  constructor(db: SqliteDatabase) {
    this.#db = db;
  }

  /** The account's networks, devices, hotspots and groups that match, ranked, `limit` of each kind. */
  searchAccount(accountId: string, { q, kinds, limit }: SearchRequest<SearchKind>): SearchResult[] {
    const search: Record<SearchKind, () => SearchResult[]> = {
      network: () => this.#networks(accountId, q, limit),
      device: () => this.#devices(accountId, q, limit),
      hotspot: () => this.#hotspots(accountId, q, limit),
      group: () => this.#groups(accountId, q, limit),
    };
    return rankResults(kinds.flatMap((kind) => search[kind]()));
  }

  /** Every account and tier profile that matches, ranked, `limit` of each kind. */
  searchAdmin({ q, kinds, limit }: SearchRequest<AdminSearchKind>): SearchResult[] {
    const search: Record<AdminSearchKind, () => SearchResult[]> = {
      account: () => this.#accounts(q, limit),
      tier: () => this.#tiers(q, limit),
    };
    return rankResults(kinds.flatMap((kind) => search[kind]()));
  }

  #networks(accountId: string, q: string, limit: number): SearchResult[] {
    const rows = this.#db.all(
      `SELECT id, json_extract(data, '$.name') AS name FROM networks
       WHERE account_id = ? AND (json_extract(data, '$.name') ${LIKE} OR id ${LIKE})`,
      [accountId, inOrder(q), anywhere(q)],
    );
    return best(rows, limit, (row) => {
      const [id, name] = [String(row.id), String(row.name)];
      return matched(matchRank(q, [name], [id]), (match) =>
        result('network', id, name, match, { subtitle: id, network_id: id, network_name: name }),
      );
    });
  }

  #devices(accountId: string, q: string, limit: number): SearchResult[] {
    const digits = macFilterDigits(q);
    const conditions = [`d.id ${LIKE}`];
    const params = [accountId, anywhere(q)];
    if (digits !== null) {
      conditions.push(`d.id ${LIKE}`);
      params.push(anywhere(digits));
    }
    if (MAY_BE_SGTIN.test(q)) conditions.push("d.id LIKE '%-8000-8100-%'");
    const rows = this.#db.all(
      `SELECT d.id, d.network_id, json_extract(n.data, '$.name') AS network_name
       FROM devices d JOIN networks n ON n.id = d.network_id
       WHERE d.account_id = ? AND (${conditions.join(' OR ')})`,
      params,
    );
    return best(rows, limit, (row: Row) => {
      const id = String(row.id);
      const network = { network_id: text(row.network_id), network_name: text(row.network_name) };
      return matched(matchDevice(q, id), (match) =>
        result('device', id, id, match, { subtitle: network.network_name, ...network }),
      );
    });
  }

  /** The account's group names by group id (Ungrouped by its name also before its record exists). */
  #groupRecords(accountId: string): HotspotGroupRecord[] {
    return selectData<HotspotGroupRecord>(this.#db, 'SELECT data FROM hotspot_groups WHERE account_id = ?', [
      accountId,
    ]);
  }

  #hotspots(accountId: string, q: string, limit: number): SearchResult[] {
    const rows = this.#db.all(
      `SELECT data FROM hotspots WHERE account_id = ? AND (id ${LIKE}
         OR json_extract(data, '$.alias') ${LIKE} OR json_extract(data, '$.site_id') ${LIKE})`,
      [accountId, anywhere(q), inOrder(q), inOrder(q)],
    );
    const groupNames = new Map<string, string>([[UNGROUPED_GROUP_ID, UNGROUPED_GROUP_NAME]]);
    for (const group of this.#groupRecords(accountId)) groupNames.set(group.group_id, group.name);
    return best(rows, limit, (row) => {
      const hotspot = parseData<HotspotRecord>(row.data);
      const match = matchRank(q, [hotspot.alias, hotspot.site_id], [hotspot.hotspot_id]);
      return matched(match, (m) =>
        result('hotspot', hotspot.hotspot_id, hotspot.alias ?? hotspot.hotspot_id, m, {
          subtitle: hotspot.site_id ?? null,
          status: hotspot.status,
          group_id: hotspot.group_id,
          group_name: groupNames.get(hotspot.group_id) ?? null,
        }),
      );
    });
  }

  /** Groups are few per account: all of them are ranked. */
  #groups(accountId: string, q: string, limit: number): SearchResult[] {
    const groups = this.#groupRecords(accountId);
    if (!groups.some((group) => group.group_id === UNGROUPED_GROUP_ID)) {
      groups.push({ group_id: UNGROUPED_GROUP_ID, name: UNGROUPED_GROUP_NAME } as HotspotGroupRecord);
    }
    return best(groups, limit, (group) =>
      matched(matchRank(q, [group.name], [group.group_id]), (match) =>
        result('group', group.group_id, group.name, match, {
          subtitle: group.description ?? null,
          group_id: group.group_id,
          group_name: group.name,
        }),
      ),
    );
  }

  #accounts(q: string, limit: number): SearchResult[] {
    const rows = this.#db.all(
      `SELECT id, json_extract(data, '$.name') AS name, json_extract(data, '$.tier_name') AS tier_name,
         json_extract(data, '$.suspended') AS suspended
       FROM accounts WHERE id ${LIKE} OR json_extract(data, '$.name') ${LIKE}`,
      [anywhere(q), inOrder(q)],
    );
    return best(rows, limit, (row) => {
      const [id, name] = [String(row.id), String(row.name)];
      return matched(matchRank(q, [name], [id]), (match) =>
        result('account', id, name, match, {
          subtitle: text(row.tier_name),
          status: Number(row.suspended) === 1 ? 'suspended' : null,
        }),
      );
    });
  }

  #tiers(q: string, limit: number): SearchResult[] {
    const rows = this.#db.all(
      `SELECT name, json_extract(data, '$.profile_name') AS profile_name FROM tiers
       WHERE name ${LIKE} OR json_extract(data, '$.profile_name') ${LIKE}`,
      [anywhere(q), inOrder(q)],
    );
    return best(rows, limit, (row) => {
      const [tier, profile] = [String(row.name), String(row.profile_name)];
      return matched(matchRank(q, [profile], [tier]), (match) =>
        result('tier', tier, profile, match, { subtitle: tier }),
      );
    });
  }
}
