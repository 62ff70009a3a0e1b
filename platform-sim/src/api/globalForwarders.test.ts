import { describe, expect, it } from '@rstest/core';
import type { GlobalForwarder } from '@beacon/shared/contract';
import { ACME, call, useTestApi } from './testSupport.ts';

const A = `/v1/accounts/${ACME}`;
const LABS = '/v1/accounts/owner-labs';

describe('platform API: global forwarders', () => {
  const api = useTestApi();
  const { token } = api;

  it('lists, creates and deletes the forwarders of an account with the feature', async () => {
    const lab = api.seededNetwork('owner-labs', 'Lab');
    const listed = await api.get<{ records: GlobalForwarder[] }>(`${LABS}/global-forwarders`, 'owner');
    expect(listed.status).toBe(200);
    expect(listed.body.records.map((r) => r.namespace)).toEqual(['global:cold-chain', 'global:fleet-tracker']);
    const created = await call<GlobalForwarder>(api.url, 'POST', `${LABS}/global-forwarders`, await token('owner'), {
      namespace: 'global:new-one',
      device_filter: '*',
      destination_network: lab.network_id,
      internal_only: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      namespace: 'global:new-one',
      domain: 'owner-labs',
      device_filter: '*',
      destination_network: lab.network_id,
      internal_only: true,
    });
    const twice = await call(api.url, 'POST', `${LABS}/global-forwarders`, await token('owner'), {
      namespace: 'global:new-one',
      device_filter: '*',
      destination_network: lab.network_id,
    });
    expect(twice.status).toBe(409);
    const query = 'namespace=global%3Anew-one&device_filter=*&domain=owner-labs';
    const deleted = await call(api.url, 'DELETE', `${LABS}/global-forwarders?${query}`, await token('owner'));
    expect(deleted.status).toBe(204);
    const gone = await call(api.url, 'DELETE', `${LABS}/global-forwarders?${query}`, await token('owner'));
    expect(gone.status).toBe(404);
  });

  it('checks the namespace, device filter and destination', async () => {
    const lab = api.seededNetwork('owner-labs', 'Lab');
    const post = async (body: Record<string, unknown>) =>
      call(api.url, 'POST', `${LABS}/global-forwarders`, await token('owner'), {
        namespace: 'global:checked',
        device_filter: '*',
        destination_network: lab.network_id,
        ...body,
      });
    const namespace = await post({ namespace: 'fleet' });
    expect(namespace.status).toBe(400);
    expect(namespace.body).toMatchObject({ message: "Namespace must begin with 'global:'" });
    for (const bad of ['global:<script>', 'global:a b', 'global:a.b']) {
      const characters = await post({ namespace: bad });
      expect(characters.status).toBe(400);
      expect(characters.body).toEqual({
        message: "After 'global:' use only letters, digits, _, - and :",
        field: 'body.namespace',
      });
    }
    const filter = await post({ device_filter: 'not a device id!' });
    expect(filter.status).toBe(400);
    expect(filter.body).toMatchObject({ message: 'Device filter must be a device id or * for all devices' });
    const destination = await post({ destination_network: api.seededNetwork(ACME).network_id });
    expect(destination.status).toBe(400);
    expect(destination.body).toMatchObject({ message: 'Destination network not found in this account' });
    const longNamespace = await post({ namespace: `global:${'n'.repeat(94)}` });
    expect(longNamespace.status).toBe(400);
    expect(longNamespace.body).toEqual({ message: 'At most 100 characters', field: 'body.namespace' });
    const hugeNamespace = await post({ namespace: `global:${'n'.repeat(50_000)}` });
    expect(hugeNamespace.body).toEqual({ message: 'At most 100 characters', field: 'body.namespace' });
    expect((await post({ namespace: `global:${'n'.repeat(93)}`, device_filter: 'aa:bb:cc:dd:ee:01' })).status).toBe(
      201,
    );
    const ok = await post({ device_filter: 'AA:BB:CC:DD:EE:FF' });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ device_filter: 'aa:bb:cc:dd:ee:ff' });
  });

  it('keeps a namespace to one account, and answers 403 without the feature', async () => {
    api.store.db.run(
      "UPDATE accounts SET data = json_set(data, '$.global_forwarders_enabled', json('true')) WHERE id = ?",
      [ACME],
    );
    const taken = await call(api.url, 'POST', `${A}/global-forwarders`, await token('owner'), {
      namespace: 'global:fleet-tracker',
      device_filter: '*',
      destination_network: api.seededNetwork(ACME).network_id,
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: 'This namespace is already used by another account' });
    const byMember = await call(api.url, 'POST', `${A}/global-forwarders`, await token('member'), {
      namespace: 'global:mine',
      device_filter: '*',
      destination_network: api.seededNetwork(ACME).network_id,
    });
    expect(byMember.status).toBe(403);
    api.store.db.run(
      "UPDATE accounts SET data = json_set(data, '$.global_forwarders_enabled', json('false')) WHERE id = ?",
      [ACME],
    );
    const off = await call(api.url, 'GET', `${A}/global-forwarders`, await token('owner'));
    expect(off.status).toBe(403);
    expect(off.body).toEqual({ message: 'Global forwarders are not enabled for this account' });
  });
});
