/** Seeded hotspots of the default account: five groups (one the fixed `ungrouped`) and 1,000 hotspots. */
import { DAY, SEED_BASE_TIME, SEED_HOTSPOTS } from '../../seed/context.ts';
import type { SeedContext } from '../../seed/context.ts';
import { uuidV4 } from '../../seed/random.ts';
import { CITIES } from '../../seed/referenceData.ts';

/** The group for hotspots in no other group; its id is fixed. */
const UNGROUPED = 'ungrouped';

/** [name, description] of each group; the first is the ungrouped one, the fourth sends e-mail alerts. */
const GROUPS: ReadonlyArray<[string, string]> = [
  ['Ungrouped', 'Hotspots not assigned to any group'],
  ['Dock A', 'Loading dock A'],
  ['Dock B', 'Loading dock B'],
  ['Cold Storage', 'Refrigerated area'],
  ['Yard', 'Outdoor yard'],
];

/** Inserts the hotspot groups; answers their ids in the order of GROUPS. */
export function seedHotspotGroups(ctx: SeedContext, accountId: string): string[] {
  const ids: string[] = [];
  const rows: Array<[string, string, string]> = [];
  GROUPS.forEach(([name, description], index) => {
    const groupId = index === 0 ? UNGROUPED : `grp-${ctx.random.hex(8)}`;
    ids.push(groupId);
    const alerts = index === 3;
    const data = {
      group_id: groupId,
      name,
      description,
      alert_enabled: alerts,
      alerts_enabled: alerts,
      alert_target_type: alerts ? 'email' : null,
      alert_target_value: alerts ? 'coldchain@example.com' : null,
      alert_email: alerts ? 'coldchain@example.com' : null,
      alert_webhook: null,
    };
    rows.push([groupId, accountId, JSON.stringify(data)]);
  });
  ctx.db.runMany('INSERT INTO hotspot_groups (id, account_id, data) VALUES (?, ?, ?)', rows);
  return ids;
}

/** Inserts SEED_HOTSPOTS hotspots: every seventh ungrouped, the others spread over the four other groups. */
export function seedHotspots(ctx: SeedContext, accountId: string, groupIds: readonly string[]): void {
  const { random } = ctx;
  const rows: Array<[string, string, string, string]> = [];
  for (let i = 0; i < SEED_HOTSPOTS; i += 1) {
    const hotspotId = uuidV4(random);
    const groupId = i % 7 === 0 ? UNGROUPED : (groupIds[1 + (i % 4)] as string);
    const roll = random.next();
    const status = roll < 0.8 ? 'online' : roll < 0.95 ? 'offline' : 'unknown';
    const city = random.pick(CITIES);
    const data = {
      hotspot_id: hotspotId,
      alias: `HS-${String(i + 1).padStart(4, '0')}`,
      site_id: `site-${1 + (i % 12)}`,
      group_id: groupId,
      status,
      cellular_signal: status === 'unknown' ? null : random.int(5, 100),
      last_seen: SEED_BASE_TIME - (status === 'online' ? random.int(0, 600) : random.int(3600, 5 * DAY)),
      last_location: { lat: city[1] + (random.next() - 0.5) * 0.1, lon: city[2] + (random.next() - 0.5) * 0.1 },
    };
    rows.push([hotspotId, accountId, groupId, JSON.stringify(data)]);
  }
  ctx.db.runMany('INSERT INTO hotspots (id, account_id, group_id, data) VALUES (?, ?, ?, ?)', rows);
}
