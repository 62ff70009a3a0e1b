import { describe, expect, it } from '@rstest/core';
import { hotspotHealth } from '@beacon/shared/contract';
import { HISTORY_SECONDS, statusHistory } from './domains/hotspots/statusExplorer.ts';
import { Store } from './store.ts';
import { ACME } from './testSupport.ts';

/**
 * A page of the hotspot list reads the status history of its own hotspots only, and its health figures
 * (kept while the clock stays in the same second and nothing is written) are those of a fresh reading.
 */
describe('hotspot list health', () => {
  const NOW = 1_800_000_000;

  async function open(now: () => number) {
    return Store.open({ now });
  }

  /** The figures a page should carry, computed from the whole account's history. */
  function expected(store: Store, now: number) {
    const history = statusHistory(store.db, ACME, now - HISTORY_SECONDS);
    const records = store.hotspots.records(ACME);
    return new Map(records.map((r) => [r.hotspot_id, hotspotHealth(history.get(r.hotspot_id) ?? [], r.status, now)]));
  }

  it('every page carries the health a reading of the whole history gives', async () => {
    const store = await open(() => NOW);
    const want = expected(store, NOW);
    let cursor: string | undefined;
    let seen = 0;
    do {
      const page = store.hotspots.page(ACME, 50, cursor);
      for (const h of page.hotspots) {
        const { uptime_24h, uptime_7d, changes_1h, flapping } = h;
        expect({ uptime_24h, uptime_7d, changes_1h, flapping }).toEqual(want.get(h.hotspot_id));
        seen += 1;
      }
      cursor = page.cursor ?? undefined;
    } while (cursor !== undefined);
    expect(seen).toBe(want.size);
    store.close();
  });

  it('a status change shows at once, within the same second; the next second moves the windows', async () => {
    let now = NOW;
    const store = await open(() => now);
    const first = store.hotspots.page(ACME, 50, undefined).hotspots;
    const online = first.find((h) => h.status === 'online' && !h.flapping);
    expect(online).toBeDefined();
    const id = (online as { hotspot_id: string }).hotspot_id;
    expect(store.hotspots.page(ACME, 50, undefined).hotspots.find((h) => h.hotspot_id === id)?.changes_1h).toBe(
      online?.changes_1h,
    );

    store.hotspots.setStatus(ACME, id, 'offline', NOW - 10);
    const after = store.hotspots.page(ACME, 50, undefined).hotspots.find((h) => h.hotspot_id === id);
    expect(after?.status).toBe('offline');
    expect(after?.changes_1h).toBe((online?.changes_1h ?? 0) + 1);
    expect(after?.uptime_24h).toEqual(expected(store, now).get(id)?.uptime_24h);

    // An hour later the change has left the last hour: a new second is a new reading.
    now = NOW + 3_600;
    const later = store.hotspots.page(ACME, 50, undefined).hotspots.find((h) => h.hotspot_id === id);
    expect(later?.changes_1h).toBe(expected(store, now).get(id)?.changes_1h);
    expect(later?.changes_1h).toBe(0);
    store.close();
  });
});
