import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@rstest/core';
import type { EndpointResponse, Endpoints, Hotspot, HotspotGroup, LogRecord } from '@beacon/shared/contract';
import { ACME, call, createTestKeys, startStoreAndApi, useTempDir, useTestApi } from './testSupport.ts';

const A = `/v1/accounts/${ACME}`;
const LABS = '/v1/accounts/owner-labs';

type Page = EndpointResponse<Endpoints['listHotspots']>;

describe('platform API: hotspots', () => {
  const api = useTestApi();
  const { token } = api;

  const register = async (body: Record<string, unknown>, account = A) => {
    const created = await call<Hotspot>(api.url, 'POST', `${account}/hotspots`, await token('owner'), body);
    expect(created.status).toBe(201);
    return created.body;
  };
  const newGroup = async (name: string, extra: Record<string, unknown> = {}) => {
    const created = await call<HotspotGroup>(api.url, 'POST', `${A}/hotspot-groups`, await token('owner'), {
      name,
      ...extra,
    });
    expect(created.status).toBe(201);
    return created.body;
  };

  it('pages the 1,000 seeded hotspots at 50 by alias, with health figures, and refuses a bad cursor', async () => {
    const t = await token('member');
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    let previous = '';
    do {
      const query: string = cursor === null ? '' : `?cursor=${encodeURIComponent(cursor)}`;
      const page: { status: number; body: Page } = await call<Page>(api.url, 'GET', `${A}/hotspots${query}`, t);
      expect(page.status).toBe(200);
      expect(page.body.hotspots.length).toBeLessThanOrEqual(50);
      for (const hotspot of page.body.hotspots) {
        const sortKey = `${hotspot.alias ?? ''}\u0000${hotspot.hotspot_id}`;
        expect(sortKey > previous).toBe(true);
        previous = sortKey;
        seen.add(hotspot.hotspot_id);
      }
      cursor = page.body.cursor;
      pages += 1;
    } while (cursor !== null && pages < 30);
    expect(pages).toBe(20);
    expect(seen.size).toBe(1000);
    const first = await call<Page>(api.url, 'GET', `${A}/hotspots?pagesize=1000`, t);
    expect(first.body.hotspots).toHaveLength(1000);
    expect(first.body.cursor).toBeNull();
    expect(first.body.hotspots[0]?.alias).toBe('HS-0001');
    expect(typeof first.body.hotspots[0]?.changes_1h).toBe('number');
    expect(typeof first.body.hotspots[0]?.flapping).toBe('boolean');
    const tooMany = await call(api.url, 'GET', `${A}/hotspots?pagesize=1001`, t);
    expect(tooMany.status).toBe(400);
    const bad = await call(api.url, 'GET', `${A}/hotspots?cursor=nonsense`, t);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'Invalid cursor' });
  });

  it('registers a hotspot (urn:uuid: accepted, unknown status), 409 when registered in any account, 400 for a bad id', async () => {
    const id = randomUUID();
    const created = await call<Hotspot>(api.url, 'POST', `${A}/hotspots`, await token('member'), {
      hotspot_id: `urn:uuid:${id.toUpperCase()}`,
      alias: 'Dock door',
      site_id: 'site-9',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      hotspot_id: id,
      alias: 'Dock door',
      site_id: 'site-9',
      group_id: 'ungrouped',
      status: 'unknown',
      cellular_signal: null,
      last_seen: null,
      last_location: null,
      uptime_24h: null,
      uptime_7d: null,
      changes_1h: 0,
      flapping: false,
    });
    const again = await call(api.url, 'POST', `${LABS}/hotspots`, await token('owner'), { hotspot_id: id });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Hotspot already registered' });
    const bad = await call(api.url, 'POST', `${A}/hotspots`, await token('owner'), { hotspot_id: 'not-a-uuid' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'Valid Hotspot ID required', field: 'body.hotspot_id' });
    const long = await call(api.url, 'POST', `${A}/hotspots`, await token('owner'), {
      hotspot_id: randomUUID(),
      alias: 'x'.repeat(101),
    });
    expect(long.status).toBe(400);
    const noGroup = await call(api.url, 'POST', `${A}/hotspots`, await token('owner'), {
      hotspot_id: randomUUID(),
      group_id: 'grp-nothing',
    });
    expect(noGroup.status).toBe(404);
    expect(noGroup.body).toEqual({ message: 'Group not found' });
    const badPath = await call(api.url, 'GET', `${A}/hotspots/nope`, await token('owner'));
    expect(badPath.status).toBe(400);
    expect(badPath.body).toMatchObject({ message: 'Valid Hotspot ID required' });
  });

  it('gets, updates and deletes a hotspot, 404 when missing, and logs each with the actor', async () => {
    const group = await newGroup('Update target');
    const hotspot = await register({ hotspot_id: randomUUID(), alias: 'Before' });
    const path = `${A}/hotspots/${hotspot.hotspot_id}`;
    const got = await api.get<Hotspot>(`${A}/hotspots/urn:uuid:${hotspot.hotspot_id}`, 'installer');
    expect(got.status).toBe(200);
    expect(got.body.alias).toBe('Before');
    const updated = await call<Hotspot>(api.url, 'POST', path, await token('member'), {
      alias: 'After',
      site_id: 'site-2',
      group_id: group.group_id,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ alias: 'After', site_id: 'site-2', group_id: group.group_id });
    const idChange = await call(api.url, 'POST', path, await token('member'), { hotspot_id: randomUUID() });
    expect(idChange.status).toBe(400);
    const wrongGroup = await call(api.url, 'POST', path, await token('member'), { group_id: 'grp-missing' });
    expect(wrongGroup.status).toBe(404);
    const deleted = await call(api.url, 'DELETE', path, await token('admin'));
    expect(deleted.status).toBe(204);
    for (const method of ['GET', 'DELETE']) {
      const missing = await call(api.url, method, path, await token('owner'));
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Hotspot not found' });
    }
    const missingUpdate = await call(api.url, 'POST', path, await token('owner'), { alias: 'x' });
    expect(missingUpdate.status).toBe(404);
    const log = api.store.accounts.log(ACME, 10).filter((r: LogRecord) => r.object === hotspot.hotspot_id);
    expect(log.map((r) => r.code)).toEqual(['delete', 'update', 'create']);
    expect(log[0]).toMatchObject({
      object_type: 'hotspot',
      username: 'admin@example.com',
      actor: { kind: 'user', email: 'admin@example.com' },
      before: { alias: 'After', group_id: group.group_id },
      after: null,
    });
    expect(log[1]).toMatchObject({
      actor: { kind: 'user', email: 'member@example.com' },
      before: { alias: 'Before', group_id: 'ungrouped' },
      after: { alias: 'After', site_id: 'site-2' },
    });
  });

  it('manages groups: both alert spellings, 409 for a duplicate name, validation 400s', async () => {
    const webhook = await newGroup('Webhook group', {
      description: 'Hooks',
      alert_enabled: true,
      alert_target_type: 'webhook',
      alert_target_value: 'https://example.com/hook',
    });
    expect(webhook.group_id).toMatch(/^grp-[0-9a-f]{16}$/);
    expect(webhook).toEqual({
      group_id: webhook.group_id,
      name: 'Webhook group',
      description: 'Hooks',
      alert_enabled: true,
      alerts_enabled: true,
      alert_target_type: 'webhook',
      alert_target_value: 'https://example.com/hook',
      alert_email: null,
      alert_webhook: 'https://example.com/hook',
    });
    const duplicate = await call(api.url, 'POST', `${A}/hotspot-groups`, await token('owner'), {
      name: ' webhook GROUP ',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ message: 'A group with this name already exists' });
    const noName = await call(api.url, 'POST', `${A}/hotspot-groups`, await token('owner'), { name: ' ' });
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({ message: 'Group name is required' });
    const badEmail = await call(api.url, 'POST', `${A}/hotspot-groups`, await token('owner'), {
      name: 'Bad email',
      alert_enabled: true,
      alert_target_type: 'email',
      alert_target_value: 'nope',
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toMatchObject({ message: 'Valid email required' });
    for (const target of ['<script>@x.com', '<script>alert(1)</script>@x.com', `${'l'.repeat(65)}@x.com`]) {
      const refused = await call(api.url, 'POST', `${A}/hotspot-groups`, await token('owner'), {
        name: 'Bad email',
        alert_enabled: true,
        alert_target_type: 'email',
        alert_target_value: target,
      });
      expect({ target, status: refused.status, body: refused.body }).toMatchObject({
        target,
        status: 400,
        body: { message: 'Valid email required' },
      });
    }

    const path = `${A}/hotspot-groups/${webhook.group_id}`;
    const updated = await call<HotspotGroup>(api.url, 'POST', path, await token('admin'), {
      name: 'Mail group',
      alert_enabled: true,
      alert_target_type: 'email',
      alert_target_value: 'ops@example.com',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: 'Mail group',
      description: 'Hooks',
      alert_email: 'ops@example.com',
      alert_webhook: null,
      alerts_enabled: true,
    });
    const badUpdate = await call(api.url, 'POST', path, await token('admin'), {
      name: 'Mail group',
      alert_enabled: true,
      alert_target_type: 'email',
      alert_target_value: '<script>@x.com',
    });
    expect(badUpdate.status).toBe(400);
    expect(badUpdate.body).toMatchObject({ message: 'Valid email required' });
    const got = await call<HotspotGroup>(api.url, 'GET', path, await token('installer'));
    expect(got.body).toEqual(updated.body);
    const clash = await call(api.url, 'POST', path, await token('owner'), { name: 'Dock A' });
    expect(clash.status).toBe(409);
    const missing = await call(api.url, 'GET', `${A}/hotspot-groups/grp-none`, await token('owner'));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Group not found' });
    const log = api.store.accounts.log(ACME, 5).filter((r) => r.object === webhook.group_id);
    expect(log.map((r) => [r.object_type, r.code])).toEqual([
      ['hotspot_group', 'update'],
      ['hotspot_group', 'create'],
    ]);
    expect(log[0]).toMatchObject({
      actor: { kind: 'user', email: 'admin@example.com' },
      before: { name: 'Webhook group', alert_target_type: 'webhook' },
      after: { name: 'Mail group', alert_target_value: 'ops@example.com' },
    });
  });

  it('deletes a group and moves its hotspots to Ungrouped; Ungrouped cannot be deleted', async () => {
    const group = await newGroup('Short lived');
    const hotspot = await register({ hotspot_id: randomUUID(), group_id: group.group_id });
    const inGroup = await api.get<Page>(`${A}/hotspot-groups/${group.group_id}/hotspots`, 'member');
    expect(inGroup.body.hotspots.map((h) => h.hotspot_id)).toEqual([hotspot.hotspot_id]);
    const path = `${A}/hotspot-groups/${group.group_id}`;
    expect((await call(api.url, 'DELETE', path, await token('owner'))).status).toBe(204);
    expect((await call(api.url, 'DELETE', path, await token('owner'))).status).toBe(404);
    const moved = await call<Hotspot>(api.url, 'GET', `${A}/hotspots/${hotspot.hotspot_id}`, await token('owner'));
    expect(moved.body.group_id).toBe('ungrouped');
    const ungrouped = await call(api.url, 'DELETE', `${A}/hotspot-groups/ungrouped`, await token('owner'));
    expect(ungrouped.status).toBe(409);
    expect(ungrouped.body).toEqual({ message: 'The Ungrouped group cannot be deleted' });
    const gone = await call(api.url, 'GET', `${A}/hotspot-groups/${group.group_id}/hotspots`, await token('owner'));
    expect(gone.status).toBe(404);
    expect(api.store.accounts.log(ACME, 5).find((r) => r.object === group.group_id)).toMatchObject({
      object_type: 'hotspot_group',
      code: 'delete',
      before: { name: 'Short lived', hotspots_moved_to_ungrouped: 1 },
      after: null,
    });
  });

  // admin-and-hotspots.md §6: hotspot pages need only a signed-in user (issue 30, item 1).
  it.each(['member', 'installer'] as const)(
    'lets a %s create, update and delete a group and delete a hotspot',
    async (who) => {
      const created = await call<HotspotGroup>(api.url, 'POST', `${A}/hotspot-groups`, await token(who), {
        name: `By ${who}`,
      });
      expect(created.status).toBe(201);
      const path = `${A}/hotspot-groups/${created.body.group_id}`;
      const updated = await call<HotspotGroup>(api.url, 'POST', path, await token(who), { name: `Renamed by ${who}` });
      expect(updated.status).toBe(200);
      expect(updated.body.name).toBe(`Renamed by ${who}`);
      expect((await call(api.url, 'DELETE', path, await token(who))).status).toBe(204);
      const hotspot = await register({ hotspot_id: randomUUID() });
      const removed = await call(api.url, 'DELETE', `${A}/hotspots/${hotspot.hotspot_id}`, await token(who));
      expect(removed.status).toBe(204);
    },
  );

  it('creates the Ungrouped group when an account has none, and pages a group’s hotspots', async () => {
    const groups = await api.get<{ hotspot_groups: HotspotGroup[] }>(`${LABS}/hotspot-groups`, 'owner');
    expect(groups.status).toBe(200);
    expect(groups.body.hotspot_groups).toEqual([
      {
        group_id: 'ungrouped',
        name: 'Ungrouped',
        description: 'Hotspots not assigned to any group',
        alert_enabled: false,
        alerts_enabled: false,
        alert_target_type: null,
        alert_target_value: null,
        alert_email: null,
        alert_webhook: null,
      },
    ]);
    const labsHotspot = await register({ hotspot_id: randomUUID() }, LABS);
    expect(labsHotspot.group_id).toBe('ungrouped');
    const acmeGroups = await api.get<{ hotspot_groups: HotspotGroup[] }>(`${A}/hotspot-groups`, 'member');
    expect(acmeGroups.body.hotspot_groups[0]?.group_id).toBe('ungrouped');
    expect(acmeGroups.body.hotspot_groups.map((g) => g.name)).toEqual(expect.arrayContaining(['Dock A', 'Yard']));
    const labsUngrouped = await api.get<Page>(`${LABS}/hotspot-groups/ungrouped/hotspots`, 'owner');
    expect(labsUngrouped.body.hotspots.map((h) => h.hotspot_id)).toEqual([labsHotspot.hotspot_id]);
    const dockA = acmeGroups.body.hotspot_groups.find((g) => g.name === 'Dock A') as HotspotGroup;
    const first = await api.get<Page>(`${A}/hotspot-groups/${dockA.group_id}/hotspots?pagesize=100`, 'owner');
    expect(first.body.hotspots).toHaveLength(100);
    expect(first.body.hotspots.every((h) => h.group_id === dockA.group_id)).toBe(true);
    const second = await api.get<Page>(
      `${A}/hotspot-groups/${dockA.group_id}/hotspots?pagesize=100&cursor=${first.body.cursor ?? ''}`,
      'owner',
    );
    expect(second.body.hotspots[0]?.hotspot_id).not.toBe(first.body.hotspots[0]?.hotspot_id);
    const stranger = await call(api.url, 'GET', `${A}/hotspot-groups`, await token('newcomer'));
    expect(stranger.status).toBe(403);
  });
});

describe('platform API: hotspots persist', () => {
  const dir = useTempDir('platform-sim-hotspots-');

  it('keeps registered hotspots, groups and changes across a restart', async () => {
    const keys = await createTestKeys();
    const t = await keys.token('owner');
    const first = await startStoreAndApi(keys, { dataDir: dir });
    const group = await call<HotspotGroup>(first.api.url, 'POST', `${A}/hotspot-groups`, t, { name: 'Durable' });
    const id = randomUUID();
    await call(first.api.url, 'POST', `${A}/hotspots`, t, { hotspot_id: id, group_id: group.body.group_id });
    first.store.hotspots.setStatus(ACME, id, 'online', Math.floor(Date.now() / 1000) - 60);
    await first.close();
    const second = await startStoreAndApi(keys, { dataDir: dir });
    try {
      const got = await call<Hotspot>(second.api.url, 'GET', `${A}/hotspots/${id}`, t);
      expect(got.body).toMatchObject({ group_id: group.body.group_id, status: 'online', changes_1h: 1 });
      const groupGot = await call<HotspotGroup>(second.api.url, 'GET', `${A}/hotspot-groups/${group.body.group_id}`, t);
      expect(groupGot.body.name).toBe('Durable');
    } finally {
      await second.close();
    }
  });
});
