import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@rstest/core';
import type {
  Account,
  CreateDevicesBatchBody,
  CreateDevicesBatchResponse,
  CreateHotspotsBatchBody,
  CreateHotspotsBatchResponse,
  EventLogRow,
  ExplorerResponse,
  Hotspot,
  HotspotGroup,
  Network,
} from '@beacon/shared/contract';
import { startReceiver } from './outboundTestSupport.ts';
import { ACME, call, networkPath, useTestApi, type Nickname } from './testSupport.ts';

const LABS = 'owner-labs';
const MAC_ID = '00000000-0000-8000-8200-a4c138000001';
const UUID_ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const IN_ACCOUNT = 'This device is already registered to your account';
const TABLES = ['devices', 'events', 'log_records', 'hotspots'] as const;

/** `count` MAC-style ids of a run of its own (`run` 0-255). */
const macIds = (run: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    device_id: `00000000-0000-8000-8200-bb${run.toString(16).padStart(2, '0')}${i.toString(16).padStart(8, '0')}`,
  }));

describe('platform API: bulk import (issue 28)', () => {
  const api = useTestApi();
  const { token } = api;

  /** A batch call of `kind` in `account` as the demo user. */
  const batch =
    <Body, Answer>(kind: 'devices' | 'hotspots') =>
    async (account: string, body: Body, nickname: Nickname = 'owner') =>
      call<Answer>(api.url, 'POST', `/v1/accounts/${account}/${kind}/batch`, await token(nickname), body);
  const devicesBatch = batch<CreateDevicesBatchBody, CreateDevicesBatchResponse>('devices');
  const hotspotsBatch = batch<CreateHotspotsBatchBody, CreateHotspotsBatchResponse>('hotspots');
  /** Row counts of the tables an import writes to. */
  const rows = () => TABLES.map((table) => api.store.count(table));

  /** A new account of the owner's on a tier of its own that allows `maxDevices` devices. */
  const limitedAccount = async (name: string, maxDevices: number) => {
    const created = await call<Account>(api.url, 'POST', '/v1/accounts', await token('owner'), { name, checked: true });
    expect(created.status).toBe(201);
    const staff = await token('staff');
    const tier = { tier_name: `batch-${maxDevices}`, profile_name: 'Batch', features: { max_devices: maxDevices } };
    expect((await call(api.url, 'POST', '/admin/tier-profiles', staff, tier)).status).toBe(200);
    const id = created.body.account_id;
    const applied = await call(api.url, 'POST', `/admin/accounts/${id}/apply-tier`, staff, {
      tier_name: tier.tier_name,
    });
    expect(applied.status).toBe(200);
    return id;
  };

  it('answers every row in body order: created, a duplicate in the body, registered, foreign, malformed, over the limit', async () => {
    const account = await limitedAccount('Batch Rows', 5);
    const network = await api.newNetwork('Import', { account });
    const other = await api.newNetwork('Other', { account });
    const owner = await token('owner');
    const registered = { device_id: 'dev-already', network_id: other.network_id };
    expect((await call(api.url, 'POST', `/v1/accounts/${account}/devices`, owner, registered)).status).toBe(201);
    const foreign = api.store.devices.list(ACME, undefined, 1)[0]?.device_id ?? '';
    const ids = ['A4:C1:38:00:00:01', MAC_ID.toUpperCase(), 'dev-already', foreign, '   ', 'x'.repeat(201)];
    ids.push(`urn:uuid:${UUID_ID.toUpperCase()}`, 'dev-3', 'dev-4', 'dev-5');
    const body = { network_id: network.network_id, devices: ids.map((device_id) => ({ device_id })) };

    const answer = await devicesBatch(account, body);
    expect(answer.status).toBe(200);
    const invalid = 'Valid Device ID required';
    expect(answer.body).toEqual({
      results: [
        { index: 0, device_id: MAC_ID, outcome: 'created' },
        { index: 1, device_id: MAC_ID, outcome: 'skipped', message: IN_ACCOUNT },
        { index: 2, device_id: 'dev-already', outcome: 'skipped', message: IN_ACCOUNT },
        { index: 3, device_id: foreign, outcome: 'failed', message: 'This device is registered to another account' },
        { index: 4, device_id: '   ', outcome: 'failed', message: invalid },
        { index: 5, device_id: 'x'.repeat(201), outcome: 'failed', message: invalid },
        { index: 6, device_id: UUID_ID, outcome: 'created' },
        { index: 7, device_id: 'dev-3', outcome: 'created' },
        { index: 8, device_id: 'dev-4', outcome: 'created' },
        {
          index: 9,
          device_id: 'dev-5',
          outcome: 'failed',
          message: "Device limit reached: this account's tier allows 5 devices",
        },
      ],
      created: 4,
      skipped: 2,
      failed: 4,
      device_count: 5,
      max_devices: 5,
    });

    // The created devices are registered as createDevice registers them.
    const got = await call<Network>(api.url, 'GET', networkPath(network.network_id, account), owner);
    expect(got.body.device_count).toBe(4);
    const events = await call<ExplorerResponse<EventLogRow>>(
      api.url,
      'POST',
      `/v1/accounts/${account}/log-explorer`,
      owner,
      {
        fields: [{ field: 'network_id', value: network.network_id }],
      },
    );
    expect(events.body.results.map((row) => [row.event_type, row.device_id]).sort()).toEqual(
      [MAC_ID, UUID_ID, 'dev-3', 'dev-4'].map((id) => ['device_registered', id]).sort(),
    );
    const logged = api.store.accounts
      .log(account)
      .filter((row) => row.object_type === 'device' && row.code === 'create');
    expect(logged.map((row) => row.object)).toEqual(['dev-4', 'dev-3', UUID_ID, MAC_ID, 'dev-already']);

    // createDevice keeps to the tier's limit too.
    const single = await call(api.url, 'POST', `/v1/accounts/${account}/devices`, owner, {
      device_id: 'dev-6',
      network_id: network.network_id,
    });
    expect(single.status).toBe(409);
    expect(single.body).toEqual({ message: "Device limit reached: this account's tier allows 5 devices" });
  });

  it('answers a dry run as the import would go and writes nothing; the import then answers the same', async () => {
    const network = await api.newNetwork('Dry run');
    const existing = api.store.devices.list(ACME, undefined, 1)[0]?.device_id ?? '';
    const body = { network_id: network.network_id, devices: [...macIds(1, 3), { device_id: existing }] };
    const before = rows();
    const dryRun = await devicesBatch(ACME, { ...body, dry_run: true }, 'member');
    expect(dryRun.status).toBe(200);
    expect(rows()).toEqual(before);
    expect(dryRun.body).toMatchObject({ created: 3, skipped: 1, failed: 0, max_devices: 50_000 });
    expect(dryRun.body.device_count).toBe(api.store.count('devices', 'WHERE account_id = ?', [ACME]) + 3);

    const imported = await devicesBatch(ACME, body);
    expect(imported.body).toEqual(dryRun.body);
    expect(api.store.count('devices', 'WHERE network_id = ?', [network.network_id])).toBe(3);
  });

  it('refuses 501 items; 500 are imported in one call, and the same file again creates nothing', async () => {
    const network = await api.newNetwork('Five hundred');
    const tooMany = await devicesBatch(ACME, { network_id: network.network_id, devices: macIds(2, 501) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ message: 'At most 500 items per call' });
    expect(api.store.count('devices', 'WHERE network_id = ?', [network.network_id])).toBe(0);

    const body = { network_id: network.network_id, devices: macIds(2, 500) };
    const first = await devicesBatch(ACME, body, 'installer');
    expect(first.body).toMatchObject({ created: 500, skipped: 0, failed: 0 });
    const again = await devicesBatch(ACME, body, 'installer');
    expect(again.body).toMatchObject({ created: 0, skipped: 500, failed: 0, device_count: first.body.device_count });
    expect(again.body.results.every((result) => result.outcome === 'skipped' && result.message === IN_ACCOUNT)).toBe(
      true,
    );
  });

  it("delivers each created device's device_registered event to the receiving routes, as createDevice does", async () => {
    const receiver = await startReceiver();
    try {
      const route = { filter_events: 'network.device_registered', url: `${receiver.url}/registered`, order: 0 };
      const network = await api.newNetwork('Delivered', { routes: [route] });
      const devices = [...macIds(4, 2), ...macIds(4, 1)];
      const answer = await devicesBatch(ACME, { network_id: network.network_id, devices });
      expect(answer.body).toMatchObject({ created: 2, skipped: 1 });
      await api.store.deliveries.idle();
      const delivered = receiver.at('/registered').map((request) => {
        const [event] = JSON.parse(request.body) as Array<{ type: string; data: { device_id: string } }>;
        return [event?.type, event?.data.device_id];
      });
      expect(delivered.sort()).toEqual(macIds(4, 2).map(({ device_id }) => ['network.device_registered', device_id]));
    } finally {
      await receiver.close();
    }
  });

  it('answers 404 for a network outside the account and 403 to an outsider', async () => {
    const labs = api.seededNetwork(LABS);
    const elsewhere = await devicesBatch(ACME, { network_id: labs.network_id, devices: macIds(3, 1) });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toEqual({ message: 'Network not found' });
    const network = await api.newNetwork('Outsider');
    const outsider = await devicesBatch(ACME, { network_id: network.network_id, devices: macIds(3, 1) }, 'social');
    expect(outsider.status).toBe(403);
    expect(api.store.count('devices', 'WHERE network_id = ?', [network.network_id])).toBe(0);
  });

  it('registers hotspots in a group named by name or id, or Ungrouped, and answers every other row', async () => {
    const owner = await token('owner');
    const groupCall = await call<HotspotGroup>(api.url, 'POST', `/v1/accounts/${LABS}/hotspot-groups`, owner, {
      name: 'Dock 7',
    });
    const group = groupCall.body;
    const byName = randomUUID();
    const byId = randomUUID();
    const ungrouped = randomUUID();
    const unknownGroup = randomUUID();
    const tooLong = randomUUID();
    const already = randomUUID();
    expect((await call(api.url, 'POST', `/v1/accounts/${LABS}/hotspots`, owner, { hotspot_id: already })).status).toBe(
      201,
    );
    const foreign = api.store.hotspots.records(ACME)[0]?.hotspot_id ?? '';
    const body: CreateHotspotsBatchBody = {
      hotspots: [
        { hotspot_id: `urn:uuid:${byName.toUpperCase()}`, alias: 'Door', group: ' dock 7 ' },
        { hotspot_id: byId, site_id: 'site-2', group: group.group_id },
        { hotspot_id: ungrouped, group: '' },
        { hotspot_id: unknownGroup, group: 'Nowhere' },
        { hotspot_id: byName },
        { hotspot_id: already },
        { hotspot_id: foreign },
        { hotspot_id: 'nope' },
        { hotspot_id: tooLong, alias: 'x'.repeat(101) },
      ],
    };
    const results = [
      { index: 0, hotspot_id: byName, outcome: 'created' },
      { index: 1, hotspot_id: byId, outcome: 'created' },
      { index: 2, hotspot_id: ungrouped, outcome: 'created' },
      { index: 3, hotspot_id: unknownGroup, outcome: 'failed', message: 'Group not found: Nowhere' },
      {
        index: 4,
        hotspot_id: byName,
        outcome: 'skipped',
        message: 'This hotspot is already registered to your account',
      },
      {
        index: 5,
        hotspot_id: already,
        outcome: 'skipped',
        message: 'This hotspot is already registered to your account',
      },
      { index: 6, hotspot_id: foreign, outcome: 'failed', message: 'Hotspot already registered' },
      { index: 7, hotspot_id: 'nope', outcome: 'failed', message: 'Valid Hotspot ID required' },
      { index: 8, hotspot_id: tooLong, outcome: 'failed', message: 'At most 100 characters' },
    ];

    const before = rows();
    const dryRun = await hotspotsBatch(LABS, { ...body, dry_run: true });
    expect(dryRun.body).toEqual({ results, created: 3, skipped: 2, failed: 4 });
    expect(rows()).toEqual(before);

    const imported = await hotspotsBatch(LABS, body);
    expect(imported.body).toEqual(dryRun.body);
    const hotspot = async (id: string) =>
      (await call<Hotspot>(api.url, 'GET', `/v1/accounts/${LABS}/hotspots/${id}`, owner)).body;
    expect(await hotspot(byName)).toMatchObject({ alias: 'Door', group_id: group.group_id, status: 'unknown' });
    expect(await hotspot(byId)).toMatchObject({ site_id: 'site-2', group_id: group.group_id });
    expect(await hotspot(ungrouped)).toMatchObject({ group_id: 'ungrouped' });

    const again = await hotspotsBatch(LABS, body);
    expect(again.body).toMatchObject({ created: 0, skipped: 5, failed: 4 });
    const outsider = await hotspotsBatch(LABS, body, 'social');
    expect(outsider.status).toBe(403);
    const installer = await hotspotsBatch(
      ACME,
      { dry_run: true, hotspots: [{ hotspot_id: randomUUID() }] },
      'installer',
    );
    expect(installer.body).toMatchObject({ created: 1, skipped: 0, failed: 0 });
    const tooMany = await hotspotsBatch(LABS, {
      hotspots: Array.from({ length: 501 }, () => ({ hotspot_id: byName })),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ message: 'At most 500 items per call' });
  });
});
