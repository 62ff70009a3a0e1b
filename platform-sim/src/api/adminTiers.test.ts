import { describe, expect, it } from '@rstest/core';
import { FEATURE_DEFINITIONS, STANDARD_TIERS } from '@beacon/shared/contract';
import type { FeatureDefinition, TierProfile } from '@beacon/shared/contract';
import { DELETABLE_SEED_TIER, SEED_TIERS } from './seed/index.ts';
import { call, createTestKeys, startStoreAndApi, useTempDir, useTestApi } from './testSupport.ts';

interface TierPage {
  data: TierProfile[];
  pagination: { page: number; page_size: number; total: number };
}

describe('platform API: admin tiers', () => {
  const api = useTestApi();
  const staffCall = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
    call<T>(api.url, method, path, await api.token('staff'), body);

  it('lists tier profiles page by page, standard tiers first, searching tier and display names case-insensitively', async () => {
    const all = await staffCall<TierPage>('GET', '/admin/tier-profiles');
    expect(all.status).toBe(200);
    expect(all.body.pagination).toEqual({ page: 1, page_size: 50, total: SEED_TIERS.length });
    expect(all.body.data.slice(0, 3).map((t) => t.tier_name)).toEqual([...STANDARD_TIERS]);
    const second = await staffCall<TierPage>('GET', '/admin/tier-profiles?page=2&page_size=3');
    expect(second.body.pagination).toEqual({ page: 2, page_size: 3, total: SEED_TIERS.length });
    expect(second.body.data.map((t) => t.tier_name)).toEqual(all.body.data.slice(3, 6).map((t) => t.tier_name));
    const byDisplayName = await staffCall<TierPage>('GET', '/admin/tier-profiles?search=STARTUP');
    expect(byDisplayName.body.data.map((t) => t.tier_name)).toEqual(['startup-plus']);
    const byName = await staffCall<TierPage>('GET', '/admin/tier-profiles?search=-bet');
    expect(byName.body).toMatchObject({ data: [{ profile_name: 'Partner Beta' }], pagination: { total: 1 } });
    const none = await staffCall<TierPage>('GET', '/admin/tier-profiles?search=%25');
    expect(none.body.data).toEqual([]);
    expect((await staffCall('GET', '/admin/tier-profiles?page_size=101')).status).toBe(400);
    expect((await staffCall('GET', '/admin/tier-profiles?page=0')).status).toBe(400);
  });

  it('answers one tier, 404 "Tier not found" for an unknown one', async () => {
    const pro = await staffCall<TierProfile>('GET', '/admin/tier-profiles/pro');
    expect(pro.body).toEqual(SEED_TIERS.find((t) => t.tier_name === 'pro'));
    const missing = await staffCall('GET', '/admin/tier-profiles/gold');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Tier not found' });
  });

  it('creates and replaces a tier by tier_name, checking features against their definitions', async () => {
    const tier = { tier_name: 'test-gold', profile_name: 'Gold', features: { max_devices: 500, support_tier: 'pro' } };
    const created = await staffCall<TierProfile>('POST', '/admin/tier-profiles', tier);
    expect(created.status).toBe(200);
    expect(created.body).toEqual(tier);
    const replaced = await staffCall<TierProfile>('POST', '/admin/tier-profiles', {
      ...tier,
      profile_name: 'Gold 2',
      features: { invoiced: true },
    });
    expect(replaced.body).toEqual({ ...tier, profile_name: 'Gold 2', features: { invoiced: true } });
    expect((await staffCall<TierProfile>('GET', '/admin/tier-profiles/test-gold')).body.profile_name).toBe('Gold 2');

    const reject = async (features: Record<string, unknown>, message: string) => {
      const res = await staffCall('POST', '/admin/tier-profiles', { ...tier, features });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, field: 'body.features' });
    };
    await reject({ max_members: 0 }, 'max_members must be at least 1');
    await reject({ max_devices: 1_000_001 }, 'max_devices must be at most 1000000');
    await reject({ max_devices: 1.5 }, 'max_devices must be an integer');
    await reject({ invoiced: 'yes' }, 'invoiced must be a boolean');
    await reject({ support_tier: 'platinum' }, 'support_tier must be one of community, standard, pro, enterprise');
    await reject({ shiny: true }, 'Unknown feature: shiny');
    const upper = await staffCall('POST', '/admin/tier-profiles', { ...tier, tier_name: 'Gold' });
    expect(upper.status).toBe(400);
    const noName = await staffCall('POST', '/admin/tier-profiles', { ...tier, profile_name: ' ' });
    expect(noName.body).toMatchObject({ message: 'Display name is required' });
    const longName = await staffCall('POST', '/admin/tier-profiles', { ...tier, profile_name: 'x'.repeat(101) });
    expect(longName.status).toBe(400);
    expect(longName.body).toEqual({ message: 'At most 100 characters', field: 'body.profile_name' });
    const justFits = await staffCall('POST', '/admin/tier-profiles', { ...tier, profile_name: 'x'.repeat(100) });
    expect(justFits.status).toBe(200);
  });

  it('refuses to delete a standard tier or an assigned one (409), 404 for an unknown one, deletes an unassigned custom tier', async () => {
    for (const name of STANDARD_TIERS) {
      const res = await staffCall('DELETE', `/admin/tier-profiles/${name}`);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'The standard tiers (free, pro, enterprise) cannot be deleted' });
    }
    const assigned = await staffCall('DELETE', '/admin/tier-profiles/acme-custom');
    expect(assigned.status).toBe(409);
    expect(assigned.body).toEqual({ message: 'This tier is assigned to 1 account; assign it another tier first' });
    const many = await staffCall<{ message: string }>('DELETE', '/admin/tier-profiles/startup-plus');
    expect(many.status).toBe(409);
    expect(many.body.message).toMatch(/^This tier is assigned to \d+ accounts; assign them another tier first$/);
    expect((await staffCall('DELETE', '/admin/tier-profiles/gold')).status).toBe(404);

    const deleted = await staffCall('DELETE', `/admin/tier-profiles/${DELETABLE_SEED_TIER}`);
    expect(deleted.status).toBe(204);
    expect((await staffCall('GET', `/admin/tier-profiles/${DELETABLE_SEED_TIER}`)).status).toBe(404);
    expect((await staffCall('DELETE', `/admin/tier-profiles/${DELETABLE_SEED_TIER}`)).status).toBe(404);
  });

  it('lists the standard tiers and the feature definitions with the example keys', async () => {
    const res = await staffCall<{ tiers: TierProfile[]; feature_definitions: FeatureDefinition[] }>(
      'GET',
      '/admin/standard-tiers',
    );
    expect(res.status).toBe(200);
    expect(res.body.tiers.map((t) => t.tier_name)).toEqual([...STANDARD_TIERS]);
    expect(res.body.feature_definitions).toEqual(FEATURE_DEFINITIONS);
    expect(res.body.feature_definitions.map((d) => d.key)).toEqual(
      expect.arrayContaining(['max_devices', 'max_networks', 'third_party_gateway_api', 'support_tier']),
    );
  });
});

describe('platform API: admin storage', () => {
  const dir = useTempDir('platform-sim-platform-admin-');

  it('keeps staff changes (suspension, device state, a new tier) across a restart of a data folder', async () => {
    const keys = await createTestKeys();
    const staff = await keys.token('staff');
    const first = await startStoreAndApi(keys, { dataDir: dir });
    const device = first.store.db.get(
      "SELECT device_id FROM device_admin WHERE json_extract(data, '$.session') IS NOT NULL LIMIT 1",
    );
    const deviceId = String(device?.device_id);
    const writes = [
      await call(first.api.url, 'POST', '/admin/accounts/social-ventures', staff, { suspended: true }),
      await call(first.api.url, 'POST', `/admin/devices/${deviceId}/disconnect`, staff),
      await call(first.api.url, 'POST', '/admin/tier-profiles', staff, {
        tier_name: 'kept-tier',
        profile_name: 'Kept',
        features: {},
      }),
    ];
    expect(writes.map((w) => w.status)).toEqual([200, 204, 200]);
    await first.close();

    const second = await startStoreAndApi(keys, { dataDir: dir });
    try {
      const account = await call<{ suspended: boolean }>(
        second.api.url,
        'GET',
        '/admin/accounts/social-ventures',
        staff,
      );
      expect(account.body.suspended).toBe(true);
      const after = await call<{ session: string | null }>(second.api.url, 'GET', `/admin/devices/${deviceId}`, staff);
      expect(after.body.session).toBeNull();
      expect((await call(second.api.url, 'GET', '/admin/tier-profiles/kept-tier', staff)).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
