import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@rstest/core';
import type { Hotspot, HotspotStatusRecord } from '@beacon/shared/contract';
import { ACME, call, createTestKeys, startStoreAndApi, useTestApi } from './testSupport.ts';

const A = `/v1/accounts/${ACME}`;

interface Explorer {
  status_counts: { online: number; offline: number };
  total: number;
  results: HotspotStatusRecord[];
}

describe('platform API: the hotspot status explorer', () => {
  const api = useTestApi();
  const { token } = api;

  it('explores status: summary, reports newest first with counts over all matches, filters, paging', async () => {
    const t = await token('member');
    const explore = (body: unknown, query = '') =>
      call<Explorer>(api.url, 'POST', `${A}/hotspot-status-explorer${query}`, t, body);
    const summary = await explore({}, '?summary=true');
    expect(summary.status).toBe(200);
    expect(summary.body.results).toEqual([]);
    expect(summary.body.total).toBeGreaterThanOrEqual(1000);
    const { online, offline } = summary.body.status_counts;
    expect(online).toBeGreaterThan(700);
    expect(offline).toBeGreaterThan(50);
    expect(online + offline).toBeLessThan(summary.body.total);

    const reports = await explore({ pagination: { page_size: 100, page: 1 } });
    expect(reports.body.results).toHaveLength(100);
    expect(reports.body.status_counts).toEqual(summary.body.status_counts);
    const seen = reports.body.results.map((r) => r.last_seen ?? 0);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    const report = reports.body.results[0] as HotspotStatusRecord;
    expect(report.bucket_start % 300).toBe(0);
    expect(report.bucket_start).toBeLessThanOrEqual(report.last_seen ?? 0);
    expect(['online', 'offline', 'unknown']).toContain(report.status);
    expect(report.group_id).not.toBe('');
    expect(typeof report.flapping).toBe('boolean');
    const page2 = await explore({ pagination: { page_size: 100, page: 2 } });
    expect(page2.body.results[0]?.hotspot_id).not.toBe(report.hotspot_id);

    const onlyOffline = await explore({ fields: [{ field: 'status', value: 'offline' }] });
    expect(onlyOffline.body.total).toBe(offline);
    expect(onlyOffline.body.results.every((r) => r.status === 'offline')).toBe(true);
    const part = report.hotspot_id.slice(3, 12).toUpperCase();
    const byId = await explore({ fields: [{ field: 'hotspot_id', value: part }] });
    expect(byId.body.results.map((r) => r.hotspot_id)).toContain(report.hotspot_id);
    expect(byId.body.results.every((r) => r.hotspot_id.includes(part.toLowerCase()))).toBe(true);
    const byGroup = await explore({ fields: [{ field: 'group_id', value: 'ungrouped' }] }, '?summary=1');
    expect(byGroup.body.total).toBeGreaterThan(100);
    expect(byGroup.body.total).toBeLessThan(summary.body.total);

    const bad = await explore({ pagination: { page_size: 1001, page: 1 } });
    expect(bad.status).toBe(400);
    const badPage = await explore({ pagination: { page_size: 10, page: 0 } });
    expect(badPage.status).toBe(400);
    const badField = await explore({ fields: [{ field: 'alias', value: 'x' }] });
    expect(badField.status).toBe(400);
  });
});

describe('platform API: hotspot status changes in the explorer', () => {
  it('answers the last 7 days of changes newest first, filtered by the new status', async () => {
    const keys = await createTestKeys();
    let now = Math.floor(Date.now() / 1000);
    const started = await startStoreAndApi(keys, { now: () => now });
    try {
      const t = await keys.token('owner');
      const created = await call<Hotspot>(started.api.url, 'POST', `${A}/hotspots`, t, {
        hotspot_id: randomUUID(),
        alias: 'Changes',
      });
      const id = created.body.hotspot_id;
      const { hotspots } = started.store;
      hotspots.setStatus(ACME, id, 'online', now - 8 * 86_400);
      hotspots.setStatus(ACME, id, 'offline', now - 3600);
      hotspots.setStatus(ACME, id, 'online', now - 1800);
      const changes = await call<Explorer>(
        started.api.url,
        'POST',
        `${A}/hotspot-status-explorer?status_changes=true`,
        t,
        {
          fields: [{ field: 'hotspot_id', value: id }],
        },
      );
      expect(changes.status).toBe(200);
      expect(changes.body.results).toEqual([
        {
          bucket_start: now - 1800,
          hotspot_id: id,
          alias: 'Changes',
          status: 'online',
          previous_status: 'offline',
          group_id: 'ungrouped',
          cellular_signal: 70,
          last_seen: now - 1800,
        },
        expect.objectContaining({ bucket_start: now - 3600, status: 'offline', previous_status: 'online' }),
      ]);
      const wentOffline = await call<Explorer>(
        started.api.url,
        'POST',
        `${A}/hotspot-status-explorer?status_changes=true`,
        t,
        {
          fields: [
            { field: 'hotspot_id', value: id },
            { field: 'status_change', value: 'offline' },
          ],
        },
      );
      expect(wentOffline.body.results.map((r) => r.status)).toEqual(['offline']);
      now += 60;
      const got = await call<Hotspot>(started.api.url, 'GET', `${A}/hotspots/${id}`, t);
      // Online for 7 days but the half hour offline: 23.5 h of the last 24 h online.
      expect(got.body.uptime_24h).toBeCloseTo((100 * (86_400 - 1800)) / 86_400, 1);
      expect(got.body.changes_1h).toBe(1);
      expect(got.body.flapping).toBe(false);
    } finally {
      await started.close();
    }
  });
});
