/**
 * Tier profiles and the feature definitions (admin-and-hotspots.md §3, §4.5, §5, §7.4): page-numbered
 * list with search, create or replace by tier_name, and delete (never a standard or an assigned tier).
 */
import { STANDARD_TIERS, isStandardTier, tierFeatureErrors } from '@beacon/shared/contract';
import type { FeatureDefinition, TierProfile } from '@beacon/shared/contract';
import type { SqliteDatabase } from '../../db/database.ts';
import { selectData } from '../../db/repository.ts';
import { parseData } from '../../records.ts';

export const TIER_NOT_FOUND = 'Tier not found';
export const STANDARD_TIER_NOT_DELETABLE = `The standard tiers (${STANDARD_TIERS.join(', ')}) cannot be deleted`;
export const tierAssigned = (count: number) =>
  `This tier is assigned to ${count} ${count === 1 ? 'account' : 'accounts'}; assign ${count === 1 ? 'it' : 'them'} another tier first`;

export type TierSave = { kind: 'ok'; tier: TierProfile } | { kind: 'invalid'; error: string };
export type TierDelete =
  { kind: 'ok' } | { kind: 'not-found' } | { kind: 'standard' } | { kind: 'assigned'; count: number };

/** Standard tiers first (free, pro, enterprise), then the custom ones by name. */
const TIER_ORDER = `CASE name ${STANDARD_TIERS.map((name, index) => `WHEN '${name}' THEN ${index}`).join(' ')} ELSE ${STANDARD_TIERS.length} END, name`;

export class TierRepository {
  readonly #db: SqliteDatabase;

  constructor(db: SqliteDatabase) {
    this.#db = db;
  }

  featureDefinitions(): FeatureDefinition[] {
    const row = this.#db.get("SELECT value FROM meta WHERE key = 'feature_definitions'");
    return row === undefined ? [] : parseData<FeatureDefinition[]>(row.value);
  }

  /** One page; `search` matches tier_name or profile_name, case-insensitively. */
  page(page: number, pageSize: number, search: string | undefined): { data: TierProfile[]; total: number } {
    const term = search?.trim().toLowerCase() ?? '';
    const where =
      term === '' ? '' : "WHERE instr(lower(name), ?) > 0 OR instr(lower(json_extract(data, '$.profile_name')), ?) > 0";
    const params = term === '' ? [] : [term, term];
    const total = Number(this.#db.get(`SELECT COUNT(*) AS n FROM tiers ${where}`, params)?.n ?? 0);
    const data = selectData<TierProfile>(
      this.#db,
      `SELECT data FROM tiers ${where} ORDER BY ${TIER_ORDER} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      params,
    );
    return { data, total };
  }

  get(tierName: string): TierProfile | undefined {
    const row = this.#db.get('SELECT data FROM tiers WHERE name = ?', [tierName]);
    return row === undefined ? undefined : parseData<TierProfile>(row.data);
  }

  /** The standard tiers, in their order. */
  standard(): TierProfile[] {
    return STANDARD_TIERS.map((name) => this.get(name)).filter((tier): tier is TierProfile => tier !== undefined);
  }

  /** Creates or replaces a tier; its features must pass the feature definitions. */
  save(tier: TierProfile): TierSave {
    const error = tierFeatureErrors(tier.features, this.featureDefinitions())[0];
    if (error !== undefined) return { kind: 'invalid', error };
    const stored: TierProfile = { tier_name: tier.tier_name, profile_name: tier.profile_name, features: tier.features };
    this.#db.run('INSERT INTO tiers (name, data) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET data = excluded.data', [
      tier.tier_name,
      JSON.stringify(stored),
    ]);
    return { kind: 'ok', tier: stored };
  }

  /** How many accounts have the tier. */
  assigned(tierName: string): number {
    const row = this.#db.get("SELECT COUNT(*) AS n FROM accounts WHERE json_extract(data, '$.tier_name') = ?", [
      tierName,
    ]);
    return Number(row?.n ?? 0);
  }

  delete(tierName: string): TierDelete {
    return this.#db.transaction((): TierDelete => {
      if (isStandardTier(tierName)) return { kind: 'standard' };
      if (this.get(tierName) === undefined) return { kind: 'not-found' };
      const count = this.assigned(tierName);
      if (count > 0) return { kind: 'assigned', count };
      this.#db.run('DELETE FROM tiers WHERE name = ?', [tierName]);
      return { kind: 'ok' };
    });
  }
}
