import { describe, expect, it } from '@rstest/core';
import type { InstalledIntegration, Network, RouteInput } from '@beacon/shared/contract';
import { INTEGRATION_ROUTE_HEADER } from '@beacon/shared/contract';
import { ACME, call, networkPath, saveRoutes, useTestApi } from './testSupport.ts';
import type { Nickname } from './testSupport.ts';

const ARN = 'arn:aws:iam::123456789012:role/beacon';
const WEBHOOK = {
  integration_type: 'webhook',
  name: 'Alerts webhook',
  config: { url: 'https://alerts.test/in', capture_network_all: true, headers: { 'x-token': 't1' } },
};

describe('platform API: integrations', () => {
  const api = useTestApi();
  const { token } = api;
  const list = async (networkId: string, nickname: Nickname = 'member') =>
    (
      await call<{ integrations: InstalledIntegration[] }>(
        api.url,
        'GET',
        `${networkPath(networkId)}/integrations`,
        await token(nickname),
      )
    ).body.integrations;
  const routesOf = async (networkId: string) =>
    (await call<Network>(api.url, 'GET', networkPath(networkId), await token('member'))).body.routes;
  const newNetwork = async (name: string, routes?: RouteInput[]) => (await api.newNetwork(name, { routes })).network_id;
  const create = async (networkId: string, body: unknown, nickname: Nickname = 'admin') =>
    call<InstalledIntegration & { message?: string }>(
      api.url,
      'POST',
      `${networkPath(networkId)}/integrations`,
      await token(nickname),
      body,
    );

  it('lists the seeded Warehouse integrations to any member: the built-in one first, both groups, no secrets', async () => {
    const warehouse = api.seededNetwork(ACME, 'Warehouse');
    const listed = await list(warehouse.network_id, 'installer');
    expect(listed.map((i) => [i.config_id, i.integration_type, i.category, i.configurable])).toEqual([
      ['beacon-util', 'beacon-util', 'platform-service', false],
      ['int-warehouse-ops', 'webhook', 'data', true],
      ['int-warehouse-memfault', 'network-memfault', 'platform-service', true],
      ['int-warehouse-archive', 'aws-s3', 'data', true],
    ]);
    expect(listed[0]).toMatchObject({
      config: { namespace: 'global:beacon-util' },
      events: ['device.request.global:beacon-util.*'],
      secret_set: false,
    });
    expect(listed[1]).toMatchObject({
      events: ['network.*'],
      destination: 'https://ops.example.com/beacon-events',
      config: { headers: { 'x-api-key': 'demo-key' } },
    });
    expect(listed[2]).toMatchObject({ config: { namespace: 'memfault' }, secret_set: true });
    expect(JSON.stringify(listed)).not.toContain('seed-memfault-project-key');
    expect(JSON.stringify(listed)).not.toContain('secret_key');
    const route = (await routesOf(warehouse.network_id)).find((r) => r.url === 'https://ops.example.com/beacon-events');
    expect(route?.headers?.[INTEGRATION_ROUTE_HEADER]).toBe('int-warehouse-ops');

    const elsewhere = api.seededNetwork('owner-labs');
    const res = await call(api.url, 'GET', `${networkPath(elsewhere.network_id)}/integrations`, await token('owner'));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Network not found' });
    const newcomer = await api.get(`${networkPath(warehouse.network_id)}/integrations`, 'social');
    expect(newcomer.status).toBe(403);
  });

  it('lets level ≤ 20 install a webhook whose routes go first with the integration header', async () => {
    const networkId = await newNetwork('Webhook net', [
      { filter_events: 'device.*', url: 'https://b.test', order: 1 },
      { filter_events: '*', url: 'https://c.test' },
      { filter_events: 'device.message.*', url: 'https://a.test', order: 0 },
    ]);
    for (const nickname of ['member', 'installer'] as const) {
      const denied = await create(networkId, WEBHOOK, nickname);
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual({ message: 'Insufficent permissions' });
    }
    const body = {
      ...WEBHOOK,
      config: { ...WEBHOOK.config, capture_device_namespace: 'sensor' },
    };
    const created = await create(networkId, body);
    expect(created.status).toBe(201);
    const id = created.body.config_id;
    expect(id).toMatch(/^int-[0-9a-f]{16}$/);
    expect(created.body).toMatchObject({
      integration_type: 'webhook',
      name: 'Alerts webhook',
      category: 'data',
      events: ['device.request.sensor.*', 'device.message.sensor.*', 'network.*'],
      destination: 'https://alerts.test/in',
      secret_set: false,
      configurable: true,
      config: { url: 'https://alerts.test/in', capture_device: false, capture_network_all: true },
    });
    const headers = { 'x-token': 't1', [INTEGRATION_ROUTE_HEADER]: id };
    expect(await routesOf(networkId)).toEqual([
      { filter_events: 'device.request.sensor.*', url: 'https://alerts.test/in', headers, order: 0 },
      { filter_events: 'device.message.sensor.*', url: 'https://alerts.test/in', headers, order: 1 },
      { filter_events: 'network.*', url: 'https://alerts.test/in', headers, order: 2 },
      { filter_events: 'device.message.*', url: 'https://a.test', order: 3 },
      { filter_events: 'device.*', url: 'https://b.test', order: 4 },
      { filter_events: '*', url: 'https://c.test', order: 5 },
    ]);
    expect(api.store.accounts.log(ACME)[0]).toMatchObject({
      object_type: 'integration',
      code: 'create',
      object: id,
      username: 'admin@example.com',
    });
    expect((await list(networkId)).map((i) => i.config_id)).toEqual(['beacon-util', id]);
  });

  it('answers 400 with a clear message for each type, the built-in type and unknown types', async () => {
    const networkId = await newNetwork('Validation net');
    const cases: Array<[unknown, string]> = [
      [{ ...WEBHOOK, config: { url: 'ftp://x.test', capture_device: true } }, 'Valid URL required'],
      [{ ...WEBHOOK, config: { url: 'https://x.test' } }, 'Choose at least one kind of event to capture'],
      [
        { ...WEBHOOK, config: { ...WEBHOOK.config, headers: { [INTEGRATION_ROUTE_HEADER]: 'forged' } } },
        `The header ${INTEGRATION_ROUTE_HEADER} is reserved`,
      ],
      [{ integration_type: 'network-memfault', name: 'M', config: { namespace: 'mf' } }, 'Secret key is required'],
      [
        {
          integration_type: 'aws-s3',
          name: 'S3',
          config: { role_arn: 'nope', bucket_name: 'b-1', region: 'eu-west-1' },
        },
        'Valid role ARN required',
      ],
      [
        { integration_type: 'aws-eventbridge', name: 'EB', config: { role_arn: ARN, region: 'eu-west-1' } },
        'Event bus name is required',
      ],
      [
        { integration_type: 'aws-sqs', name: 'Q', config: { role_arn: ARN, sqs_url: 'q', region: 'eu-west-1' } },
        'Valid URL required',
      ],
      [
        { integration_type: 'tago', name: 'T', config: { namespace: 'a b', region: 'us-e1', api_key: 'k' } },
        'Valid namespace required: letters, digits, _, - and : only',
      ],
      [
        { integration_type: 'tago', name: ' ', config: { namespace: 'tg', region: 'us-e1', api_key: 'k' } },
        'Name is required',
      ],
      [
        { integration_type: 'beacon-util', name: 'U', config: { namespace: 'global:beacon-util' } },
        'The built-in beacon-util integration cannot be added or configured',
      ],
      [
        { integration_type: 'ftp', name: 'F', config: {} },
        'Integration type must be one of webhook, network-memfault, aws-s3, aws-eventbridge, aws-sqs, tago',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await create(networkId, body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message });
    }
    expect(await list(networkId)).toHaveLength(1);
    expect(await routesOf(networkId)).toEqual([]);
  });

  it('keeps secrets write-only: never answered, kept when an update leaves them out, replaced when sent', async () => {
    const networkId = await newNetwork('Secrets net');
    const created = await create(networkId, {
      integration_type: 'tago',
      name: 'Tago',
      config: { namespace: 'tago', region: 'us-e1', api_key: 'first-secret' },
    });
    expect(created.status).toBe(201);
    const id = created.body.config_id;
    expect(created.body).toMatchObject({
      config: { namespace: 'tago', region: 'us-e1' },
      secret_set: true,
      category: 'data',
    });
    expect(JSON.stringify(created.body)).not.toContain('first-secret');
    expect(await routesOf(networkId)).toEqual([]);

    const path = `${networkPath(networkId)}/integrations/${id}`;
    const admin = await token('admin');
    const renamed = await call<InstalledIntegration>(api.url, 'POST', path, admin, {
      integration_type: 'tago',
      name: 'Tago renamed',
      config: { namespace: 'tago2', region: 'eu-w1' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      name: 'Tago renamed',
      config: { namespace: 'tago2', region: 'eu-w1' },
      secret_set: true,
    });
    expect(api.store.integrations.record(networkId, id)?.config).toEqual({
      namespace: 'tago2',
      region: 'eu-w1',
      api_key: 'first-secret',
    });
    const replaced = await call<InstalledIntegration>(api.url, 'POST', path, admin, {
      integration_type: 'tago',
      name: 'Tago renamed',
      config: { namespace: 'tago2', region: 'eu-w1', api_key: 'second-secret' },
    });
    expect(JSON.stringify(replaced.body)).not.toContain('second-secret');
    expect(api.store.integrations.record(networkId, id)?.config.api_key).toBe('second-secret');
    const listed = JSON.stringify(await list(networkId));
    expect(listed).not.toContain('second-secret');
    expect(listed).not.toContain('api_key');
  });

  it('replaces a webhook route on update (old removed, new first) and refuses type changes and the built-in one', async () => {
    const networkId = await newNetwork('Update net', [{ filter_events: '*', url: 'https://mine.test', order: 0 }]);
    const id = (await create(networkId, WEBHOOK)).body.config_id;
    const path = `${networkPath(networkId)}/integrations/${id}`;
    const admin = await token('admin');
    // The console moved the integration's route below the user's route; the header survives the re-save.
    const moved = [
      { filter_events: '*', url: 'https://mine.test', order: 0 },
      {
        filter_events: 'network.*',
        url: 'https://alerts.test/in',
        order: 1,
        headers: { 'x-token': 't1', [INTEGRATION_ROUTE_HEADER]: id },
      },
    ];
    expect((await saveRoutes(api.url, networkPath(networkId), admin, moved)).status).toBe(200);

    const updated = await call<InstalledIntegration>(api.url, 'POST', path, admin, {
      ...WEBHOOK,
      config: { url: 'https://alerts.test/v2', capture_device: true },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ events: ['device.*'], destination: 'https://alerts.test/v2' });
    expect(await routesOf(networkId)).toEqual([
      {
        filter_events: 'device.*',
        url: 'https://alerts.test/v2',
        headers: { [INTEGRATION_ROUTE_HEADER]: id },
        order: 0,
      },
      { filter_events: '*', url: 'https://mine.test', order: 1 },
    ]);

    const member = await call(api.url, 'POST', path, await token('member'), WEBHOOK);
    expect(member.status).toBe(403);
    const typeChange = await call(api.url, 'POST', path, admin, {
      integration_type: 'aws-s3',
      name: 'S3',
      config: { role_arn: ARN, bucket_name: 'bucket-1', region: 'eu-west-1' },
    });
    expect(typeChange.status).toBe(409);
    expect(typeChange.body).toEqual({
      message: 'The integration type cannot be changed (it is webhook); remove it and add a new one',
    });
    const util = await call(api.url, 'POST', `${networkPath(networkId)}/integrations/beacon-util`, admin, WEBHOOK);
    expect(util.status).toBe(409);
    expect(util.body).toEqual({ message: 'The built-in beacon-util integration cannot be configured' });
    const missing = await call(api.url, 'POST', `${networkPath(networkId)}/integrations/int-nope`, admin, WEBHOOK);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Integration not found' });
  });

  it('removes an integration with its routes for level ≤ 20, never the built-in one', async () => {
    const networkId = await newNetwork('Delete net', [
      { filter_events: 'device.*', url: 'https://keep.test', order: 0 },
    ]);
    const id = (await create(networkId, WEBHOOK)).body.config_id;
    const other = (await create(networkId, { ...WEBHOOK, name: 'Second' })).body.config_id;
    expect((await routesOf(networkId)).length).toBe(3);
    const path = `${networkPath(networkId)}/integrations/${id}`;
    for (const nickname of ['member', 'installer'] as const) {
      const denied = await call(api.url, 'DELETE', path, await token(nickname));
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual({ message: 'Insufficent permissions' });
    }
    const deleted = await call(api.url, 'DELETE', path, await token('admin'));
    expect(deleted.status).toBe(204);
    expect((await routesOf(networkId)).map((r) => [r.url, r.order, r.headers?.[INTEGRATION_ROUTE_HEADER]])).toEqual([
      ['https://alerts.test/in', 0, other],
      ['https://keep.test', 1, undefined],
    ]);
    expect((await list(networkId)).map((i) => i.config_id)).toEqual(['beacon-util', other]);
    expect((await call(api.url, 'DELETE', path, await token('admin'))).status).toBe(404);
    const util = await call(
      api.url,
      'DELETE',
      `${networkPath(networkId)}/integrations/beacon-util`,
      await token('owner'),
    );
    expect(util.status).toBe(409);
    expect(util.body).toEqual({ message: 'The built-in beacon-util integration cannot be removed' });
    expect(api.store.accounts.log(ACME)[0]).toMatchObject({ object_type: 'integration', code: 'delete', object: id });
  });

  it('removes the integrations and deliveries of a deleted network', async () => {
    const networkId = await newNetwork('Gone net');
    await create(networkId, WEBHOOK);
    api.store.db.run("INSERT INTO deliveries (account_id, network_id, at, data) VALUES (?, ?, 1, '{}')", [
      ACME,
      networkId,
    ]);
    expect(api.store.count('integrations', 'WHERE network_id = ?', [networkId])).toBe(1);
    expect((await call(api.url, 'DELETE', networkPath(networkId), await token('owner'))).status).toBe(204);
    expect(api.store.count('integrations', 'WHERE network_id = ?', [networkId])).toBe(0);
    expect(api.store.count('deliveries', 'WHERE network_id = ?', [networkId])).toBe(0);
    const res = await call(api.url, 'GET', `${networkPath(networkId)}/integrations`, await token('owner'));
    expect(res.status).toBe(404);
  });
});
