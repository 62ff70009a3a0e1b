/**
 * The hotspot status simulator (issue 15): moves hotspots between online and offline over time,
 * deterministically, so the dashboard, the status changes, uptime and the alerts have life.
 *
 * Time runs in 5-minute ticks aligned to the epoch (tick k at k·300 s). For each tick a random sequence
 * seeded from (SIM_SEED, k) is drawn over every online or offline hotspot, in (account, id) order: an
 * online one goes offline with p = OFFLINE_PER_TICK, an offline one comes back with p = BACK_ONLINE_PER_TICK
 * (so about a tenth are offline at any time), and the seed's flappers flip on every tick (12 changes an
 * hour). Online hotspots are seen at the tick, with a slightly jittered signal. `unknown` ones are left
 * alone. The last simulated tick is kept in `meta`, so a restart goes on from there and never replays.
 *
 * Modes (PLATFORM_SIM_HOTSPOT_SIM): `live` (catch up at start, then every PLATFORM_SIM_HOTSPOT_TICK_MS the
 * ticks up to now, whose changes alert), `catch-up` (only the start-up catch-up: stable data for the e2e
 * suite), `off`. Catch-up looks back at most 7 days, runs in one transaction and never alerts.
 */
import type { SqliteDatabase } from '../../db/database.ts';
import { parseData } from '../../records.ts';
import { createRandom } from '../../seed/random.ts';
import type { HotspotAlerts } from './alerts.ts';
import type { HotspotRecord, StatusChange } from './repository.ts';

export const TICK_SECONDS = 300;
export const SIM_TICK_META_KEY = 'hotspot_sim_tick';
export const FLAPPERS_META_KEY = 'hotspot_sim_flappers';
/** Per tick: an online hotspot goes offline (about once in 7 days)… */
export const OFFLINE_PER_TICK = 0.0005;
/** …and an offline one comes back (after about 21 hours). */
export const BACK_ONLINE_PER_TICK = 0.004;
/** Catch-up looks back at most this many ticks (7 days). */
export const MAX_CATCH_UP_TICKS = (7 * 86_400) / TICK_SECONDS;
export const DEFAULT_TICK_MS = 30_000;
const SIM_SEED = 0x15ca7e;

export type SimulatorMode = 'live' | 'catch-up' | 'off';

export function simulatorModeFromEnv(env: NodeJS.ProcessEnv = process.env): SimulatorMode {
  const mode = env.PLATFORM_SIM_HOTSPOT_SIM;
  return mode === 'catch-up' || mode === 'off' ? mode : 'live';
}

export function tickMsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.PLATFORM_SIM_HOTSPOT_TICK_MS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_TICK_MS;
}

/** The seed of tick k's random sequence (a 32-bit mix of SIM_SEED and k). */
function tickSeed(tick: number): number {
  let h = Math.imul(SIM_SEED ^ tick, 0x9e3779b1);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A hotspot's typical signal (20–100), from its id: the simulator jitters around it. */
function baseSignal(hotspotId: string): number {
  return 20 + (Number.parseInt(hotspotId.slice(0, 8), 16) % 81);
}

export interface SimulatedChange extends StatusChange {
  readonly accountId: string;
  readonly record: HotspotRecord;
}

function readMeta(db: SqliteDatabase, key: string): string | undefined {
  const row = db.get('SELECT value FROM meta WHERE key = ?', [key]);
  return row === undefined ? undefined : String(row.value);
}

function writeMeta(db: SqliteDatabase, key: string, value: string): void {
  db.run('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value', [
    key,
    value,
  ]);
}

/** The last simulated tick (undefined: never simulated). */
export function lastSimulatedTick(db: SqliteDatabase): number | undefined {
  const value = readMeta(db, SIM_TICK_META_KEY);
  return value === undefined ? undefined : Number(value);
}

function flappers(db: SqliteDatabase): Set<string> {
  const value = readMeta(db, FLAPPERS_META_KEY);
  return new Set(value === undefined ? [] : (JSON.parse(value) as string[]));
}

/**
 * Simulates ticks `first` to `last` (inclusive) in one transaction; records the changes and the last
 * tick, and answers the changes in time order. Deterministic: the same hotspots and ticks give the
 * same changes.
 */
export function simulateTicks(db: SqliteDatabase, first: number, last: number): SimulatedChange[] {
  return db.transaction(() => {
    const changes: SimulatedChange[] = [];
    if (first <= last) {
      const flapping = flappers(db);
      const states = db
        .all(
          `SELECT account_id, id, data FROM hotspots
           WHERE json_extract(data, '$.status') IN ('online', 'offline') ORDER BY account_id, id`,
        )
        .map((row) => {
          const record = parseData<HotspotRecord>(row.data);
          return {
            accountId: String(row.account_id),
            record,
            flapper: flapping.has(record.hotspot_id),
            signal: baseSignal(record.hotspot_id),
          };
        });
      for (let tick = first; tick <= last; tick += 1) {
        const random = createRandom(tickSeed(tick));
        const at = tick * TICK_SECONDS;
        for (const state of states) {
          const roll = random.next();
          const jitter = random.next();
          const was = state.record.status;
          let next = was;
          if (state.flapper) next = was === 'online' ? 'offline' : 'online';
          else if (was === 'online' && roll < OFFLINE_PER_TICK) next = 'offline';
          else if (was === 'offline' && roll < BACK_ONLINE_PER_TICK) next = 'online';
          if (next === 'online') {
            state.record.last_seen = at;
            state.record.cellular_signal = Math.min(100, Math.max(5, state.signal + Math.round((jitter - 0.5) * 8)));
          }
          if (next !== was) {
            state.record.status = next;
            changes.push({
              accountId: state.accountId,
              hotspot_id: state.record.hotspot_id,
              at,
              status: next,
              previous_status: was,
              record: { ...state.record },
            });
          }
        }
      }
      for (const state of states) {
        db.run('UPDATE hotspots SET data = ? WHERE account_id = ? AND id = ?', [
          JSON.stringify(state.record),
          state.accountId,
          state.record.hotspot_id,
        ]);
      }
      for (const change of changes) {
        db.run(
          'INSERT INTO hotspot_status_changes (account_id, hotspot_id, at, status, previous_status) VALUES (?, ?, ?, ?, ?)',
          [change.accountId, change.hotspot_id, change.at, change.status, change.previous_status],
        );
      }
    }
    const previous = lastSimulatedTick(db);
    writeMeta(db, SIM_TICK_META_KEY, String(Math.max(last, previous ?? last)));
    return changes;
  });
}

/** Simulates the ticks after the last simulated one up to `now` (at most 7 days back). */
export function simulateUpTo(db: SqliteDatabase, now: number): SimulatedChange[] {
  const nowTick = Math.floor(now / TICK_SECONDS);
  const earliest = nowTick - MAX_CATCH_UP_TICKS + 1;
  const last = lastSimulatedTick(db);
  const first = Math.max(earliest, (last ?? earliest - 1) + 1);
  if (first > nowTick) return [];
  return simulateTicks(db, first, nowTick);
}

export interface SimulatorOptions {
  readonly mode: SimulatorMode;
  /** Live mode: how often (real ms) the ticks up to now are simulated. */
  readonly tickMs?: number;
  /** Epoch seconds; default the real time. */
  readonly now?: () => number;
}

/** Runs the simulator in a mode: catch-up at start, then (live) on an interval, its changes alerting. */
export class HotspotSimulator {
  readonly #db: SqliteDatabase;
  readonly #alerts: HotspotAlerts;
  readonly #options: SimulatorOptions;
  readonly #now: () => number;
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(db: SqliteDatabase, alerts: HotspotAlerts, options: SimulatorOptions) {
    this.#db = db;
    this.#alerts = alerts;
    this.#options = options;
    this.#now = options.now ?? (() => Math.floor(Date.now() / 1000));
  }

  /** Catches up (no alerts); in live mode then steps every tickMs. Answers the catch-up's changes. */
  start(): number {
    if (this.#options.mode === 'off') return 0;
    const caughtUp = simulateUpTo(this.#db, this.#now()).length;
    if (this.#options.mode === 'live') {
      this.#timer = setInterval(() => {
        try {
          this.step();
        } catch (error) {
          console.error('platform-sim: hotspot simulator tick failed', error);
        }
      }, this.#options.tickMs ?? DEFAULT_TICK_MS);
      this.#timer.unref();
    }
    return caughtUp;
  }

  /** A live step: the ticks up to now; their changes alert. */
  step(): SimulatedChange[] {
    const changes = simulateUpTo(this.#db, this.#now());
    for (const change of changes) this.#alerts.changed(change.accountId, change);
    return changes;
  }

  stop(): void {
    if (this.#timer !== undefined) clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
