/** Seeded hotspots of the default account: five groups (one the fixed `ungrouped`) and 1,000 hotspots. */
import { DAY, SEED_BASE_TIME, SEED_HOTSPOTS } from '../../seed/context.ts';
import type { SeedContext } from '../../seed/context.ts';
import { createRandom, uuidV4 } from '../../seed/random.ts';
import { CITIES } from '../../seed/referenceData.ts';
import type { SqliteDatabase } from '../../db/database.ts';
import { FLAPPERS_META_KEY, SIM_TICK_META_KEY, TICK_SECONDS } from './simulator.ts';

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

/**
 * Inserts SEED_HOTSPOTS hotspots: every seventh ungrouped, the others spread over the four other groups.
 * Answers what `seedHotspotHistory` needs (it runs last, so the rows seeded before it stay as they were).
 */
export function seedHotspots(ctx: SeedContext, accountId: string, groupIds: readonly string[]): SeededHotspot[] {
  const { random } = ctx;
  const rows: Array<[string, string, string, string]> = [];
  const seeded: SeededHotspot[] = [];
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
    seeded.push({ id: hotspotId, status, lastSeen: data.last_seen });
  }
  ctx.db.runMany('INSERT INTO hotspots (id, account_id, group_id, data) VALUES (?, ?, ?, ?)', rows);
  return seeded;
}

/** What the status history of a seeded hotspot is drawn from. */
export interface SeededHotspot {
  readonly id: string;
  readonly status: 'online' | 'offline' | 'unknown';
  readonly lastSeen: number;
}

/**
 * The status history draws from its own random sequence, so adding it left every other seeded row as
 * it was. Changing it changes only `hotspot_status_changes`.
 */
const HISTORY_SEED = 20261115;
/** How many seeded hotspots flap (the simulator flips them on every tick). */
export const SEED_FLAPPERS = 3;
/** Mean time a seeded hotspot stays online, and offline, in the history (about a tenth offline). */
const MEAN_ONLINE_SECONDS = 5 * DAY;
const MEAN_OFFLINE_SECONDS = 12 * 3600;

/**
 * Seven days of status changes before SEED_BASE_TIME, drawn backwards from each hotspot's seeded status
 * so that its last change is to that status: an offline hotspot went down just after it was last seen;
 * before each change it held the other status for a random (exponential) time. The first SEED_FLAPPERS
 * hotspots that are not `unknown` flap: they change on every 5-minute tick. Unknown ones have none.
 * Also records the flappers and the last simulated tick (SEED_BASE_TIME) for the simulator.
 */
export function seedHotspotHistory(db: SqliteDatabase, accountId: string, hotspots: readonly SeededHotspot[]): void {
  const random = createRandom(HISTORY_SEED);
  const from = SEED_BASE_TIME - 7 * DAY;
  const changes: Array<[string, string, number, string, string]> = [];
  const known = hotspots.filter((h) => h.status !== 'unknown');
  const flappers = known.slice(0, SEED_FLAPPERS).map((h) => h.id);
  const other = (status: 'online' | 'offline') => (status === 'online' ? 'offline' : 'online');
  for (const hotspot of known) {
    let status = hotspot.status as 'online' | 'offline';
    if (flappers.includes(hotspot.id)) {
      for (let at = SEED_BASE_TIME; at > from; at -= TICK_SECONDS) {
        changes.push([accountId, hotspot.id, at, status, other(status)]);
        status = other(status);
      }
      continue;
    }
    const exponential = (mean: number) => Math.max(TICK_SECONDS, Math.round(-Math.log(1 - random.next()) * mean));
    let at =
      status === 'offline'
        ? Math.ceil(hotspot.lastSeen / TICK_SECONDS) * TICK_SECONDS
        : SEED_BASE_TIME - exponential(MEAN_ONLINE_SECONDS);
    while (at > from) {
      changes.push([accountId, hotspot.id, at, status, other(status)]);
      status = other(status);
      at -= exponential(status === 'online' ? MEAN_ONLINE_SECONDS : MEAN_OFFLINE_SECONDS);
    }
  }
  changes.sort((a, b) => a[2] - b[2] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
  db.runMany(
    'INSERT INTO hotspot_status_changes (account_id, hotspot_id, at, status, previous_status) VALUES (?, ?, ?, ?, ?)',
    changes,
  );
  db.run('INSERT INTO meta (key, value) VALUES (?, ?)', [FLAPPERS_META_KEY, JSON.stringify(flappers)]);
  db.run('INSERT INTO meta (key, value) VALUES (?, ?)', [SIM_TICK_META_KEY, String(SEED_BASE_TIME / TICK_SECONDS)]);
}
