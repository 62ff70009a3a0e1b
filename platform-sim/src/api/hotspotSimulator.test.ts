import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { SqliteDatabase } from './db/database.ts';
import { createOutbox } from '../idp/outbox.ts';
import {
  FLAPPERS_META_KEY,
  HotspotSimulator,
  TICK_SECONDS,
  lastSimulatedTick,
  simulateTicks,
  simulateUpTo,
} from './domains/hotspots/simulator.ts';
import { SEED_BASE_TIME, seedDatabase } from './seed/index.ts';
import { Store } from './store.ts';
import { ACME, useTempDir } from './testSupport.ts';

const BASE_TICK = SEED_BASE_TIME / TICK_SECONDS;
const DAY_TICKS = 86_400 / TICK_SECONDS;

function seeded(): SqliteDatabase {
  const db = SqliteDatabase.open();
  seedDatabase(db);
  return db;
}

function offlineShare(db: SqliteDatabase): number {
  const row = db.get(
    `SELECT SUM(json_extract(data, '$.status') = 'offline') AS offline,
            SUM(json_extract(data, '$.status') IN ('online', 'offline')) AS known FROM hotspots`,
  );
  return Number(row?.offline) / Number(row?.known);
}

describe('hotspot seed history', () => {
  let db: SqliteDatabase;
  beforeAll(() => {
    db = seeded();
  });
  afterAll(() => db.close());

  it('ends each hotspot’s 7 days of changes in its seeded status, none after the seed time', () => {
    const mismatched = db.get(
      `SELECT COUNT(*) AS n FROM hotspots h JOIN hotspot_status_changes c ON c.hotspot_id = h.id
       WHERE c.seq = (SELECT MAX(seq) FROM hotspot_status_changes WHERE hotspot_id = h.id)
         AND c.status <> json_extract(h.data, '$.status')`,
    );
    expect(Number(mismatched?.n)).toBe(0);
    const range = db.get('SELECT MIN(at) AS first, MAX(at) AS last, COUNT(*) AS n FROM hotspot_status_changes');
    expect(Number(range?.first)).toBeGreaterThan(SEED_BASE_TIME - 7 * 86_400);
    expect(Number(range?.last)).toBeLessThanOrEqual(SEED_BASE_TIME);
    expect(Number(range?.n)).toBeGreaterThan(1000);
    const unknown = db.get(
      `SELECT COUNT(*) AS n FROM hotspot_status_changes c JOIN hotspots h ON h.id = c.hotspot_id
       WHERE json_extract(h.data, '$.status') = 'unknown'`,
    );
    expect(Number(unknown?.n)).toBe(0);
    expect(JSON.parse(String(db.get('SELECT value FROM meta WHERE key = ?', [FLAPPERS_META_KEY])?.value))).toHaveLength(
      3,
    );
    expect(lastSimulatedTick(db)).toBe(BASE_TICK);
  });
});

describe('hotspot simulator', () => {
  let first: SqliteDatabase;
  let second: SqliteDatabase;
  beforeAll(() => {
    first = seeded();
    second = seeded();
  });
  afterAll(() => {
    first.close();
    second.close();
  });

  it('makes the same changes from the same data and ticks, whether run at once or in steps', () => {
    const atOnce = simulateTicks(first, BASE_TICK + 1, BASE_TICK + 2 * DAY_TICKS);
    const byTick = [];
    // Single ticks first, then two-hour runs (as live steps and catch-ups would).
    let tick = BASE_TICK + 1;
    for (; tick <= BASE_TICK + 6; tick += 1) byTick.push(...simulateTicks(second, tick, tick));
    for (; tick <= BASE_TICK + 2 * DAY_TICKS; tick += 24) {
      byTick.push(...simulateTicks(second, tick, Math.min(tick + 23, BASE_TICK + 2 * DAY_TICKS)));
    }
    expect(atOnce.length).toBeGreaterThan(100);
    expect(byTick).toEqual(atOnce);
    const dump = (db: SqliteDatabase) =>
      db.all('SELECT id, data FROM hotspots ORDER BY id').map((row) => `${String(row.id)}${String(row.data)}`);
    expect(dump(second)).toEqual(dump(first));
  });

  it('keeps the offline share between 5 % and 25 % over 7 days, with online hotspots seen at each tick', () => {
    let tick = BASE_TICK + 2 * DAY_TICKS;
    for (let day = 0; day < 7; day += 1) {
      simulateTicks(first, tick + 1, tick + DAY_TICKS);
      tick += DAY_TICKS;
      const share = offlineShare(first);
      expect(share).toBeGreaterThan(0.05);
      expect(share).toBeLessThan(0.25);
    }
    const stale = first.get(
      `SELECT COUNT(*) AS n FROM hotspots WHERE json_extract(data, '$.status') = 'online'
       AND json_extract(data, '$.last_seen') <> ?`,
      [tick * TICK_SECONDS],
    );
    expect(Number(stale?.n)).toBe(0);
    const unknownChanged = first.get(
      "SELECT COUNT(*) AS n FROM hotspot_status_changes WHERE status = 'unknown' OR previous_status = 'unknown'",
    );
    expect(Number(unknownChanged?.n)).toBe(0);
  });

  it('flips the flappers on every tick, so they are flapping', async () => {
    const end = (BASE_TICK + 9 * DAY_TICKS) * TICK_SECONDS;
    const store = await Store.open({ seed: true, now: () => end });
    try {
      simulateTicks(store.db, BASE_TICK + 1, BASE_TICK + 9 * DAY_TICKS);
      const flappers = JSON.parse(
        String(store.db.get('SELECT value FROM meta WHERE key = ?', [FLAPPERS_META_KEY])?.value),
      ) as string[];
      for (const id of flappers) {
        const hotspot = store.hotspots.get(ACME, id);
        expect(hotspot?.changes_1h).toBe(12);
        expect(hotspot?.flapping).toBe(true);
        expect(hotspot?.uptime_24h).toBeCloseTo(50, 0);
      }
      const steady = store.hotspots
        .page(ACME, 1000, undefined)
        .hotspots.filter((h) => !flappers.includes(h.hotspot_id));
      expect(steady.filter((h) => h.flapping)).toEqual([]);
    } finally {
      store.close();
    }
  });
});

describe('hotspot simulator restarts', () => {
  const dir = useTempDir('platform-sim-simulator-');

  it('catches up at most 7 days, in one go, and does not replay after a restart', async () => {
    const now = SEED_BASE_TIME + 30 * 86_400 + 123;
    const store = await Store.open({ dataDir: dir, now: () => now });
    const started = performance.now();
    const caughtUp = simulateUpTo(store.db, now);
    console.log(
      `hotspot simulator: 7 days caught up (${caughtUp.length} changes) in ${Math.round(performance.now() - started)} ms`,
    );
    expect(caughtUp.length).toBeGreaterThan(0);
    expect(Math.min(...caughtUp.map((c) => c.at))).toBeGreaterThan(now - 7 * 86_400);
    const count = store.count('hotspot_status_changes');
    store.close();

    const reopened = await Store.open({ dataDir: dir, now: () => now });
    try {
      expect(simulateUpTo(reopened.db, now)).toEqual([]);
      expect(reopened.count('hotspot_status_changes')).toBe(count);
      expect(lastSimulatedTick(reopened.db)).toBe(Math.floor(now / TICK_SECONDS));
      const next = simulateUpTo(reopened.db, now + TICK_SECONDS);
      expect(next.every((c) => c.at === (Math.floor(now / TICK_SECONDS) + 1) * TICK_SECONDS)).toBe(true);
    } finally {
      reopened.close();
    }
  });
});

describe('hotspot simulator alerts', () => {
  it('alerts live changes (never the catch-up’s), and holds back the flappers', async () => {
    let now = SEED_BASE_TIME + 30 * 86_400;
    const store = await Store.open({ now: () => now, hotspotAlerts: { holdSeconds: 60, sweepMs: 0 } });
    const outbox = createOutbox();
    store.hotspotAlerts.useOutbox(outbox);
    try {
      const catchUp = new HotspotSimulator(store.db, store.hotspotAlerts, { mode: 'catch-up', now: () => now });
      expect(catchUp.start()).toBeGreaterThan(0);
      expect(store.hotspotAlerts.pending).toBe(0);
      // Every hotspot into the seeded group with e-mail alerts.
      const cold = store.hotspots.listGroups(ACME).find((g) => g.name === 'Cold Storage');
      store.db.run("UPDATE hotspots SET group_id = ?, data = json_set(data, '$.group_id', ?)", [
        cold?.group_id ?? '',
        cold?.group_id ?? '',
      ]);
      const live = new HotspotSimulator(store.db, store.hotspotAlerts, { mode: 'live', now: () => now });
      now += 6 * 3600;
      const changes = live.step();
      const flappers = JSON.parse(
        String(store.db.get('SELECT value FROM meta WHERE key = ?', [FLAPPERS_META_KEY])?.value),
      ) as string[];
      expect(changes.some((c) => !flappers.includes(c.hotspot_id))).toBe(true);
      now += 61;
      await store.hotspotAlerts.sweep();
      const mail = outbox.list().filter((m) => m.kind === 'hotspot-alert');
      const alerted = mail.map((m) => (m.data as { hotspot: { hotspot_id: string } }).hotspot.hotspot_id);
      expect(alerted.length).toBeGreaterThan(0);
      expect(alerted.filter((id) => flappers.includes(id))).toEqual([]);
      for (const message of mail) {
        const data = message.data as { hotspot: { hotspot_id: string }; status: string; previous_status: string };
        expect(store.hotspots.record(ACME, data.hotspot.hotspot_id)?.status).toBe(data.status);
        expect(data.previous_status).not.toBe(data.status);
      }
      expect(store.hotspotAlerts.pending).toBe(flappers.length);
    } finally {
      store.close();
    }
  });
});
