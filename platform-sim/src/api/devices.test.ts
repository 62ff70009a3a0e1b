import { beforeAll, describe, expect, it } from '@rstest/core';
import type { Device, Network, ScannerSession } from '@beacon/shared/contract';
import { ACME, call, useTestApi } from './testSupport.ts';

const DEVICES = `/v1/accounts/${ACME}/devices`;

describe('platform API: scanner sessions, device registration and lookup', () => {
  const api = useTestApi();
  const { token } = api;
  let network: Network;

  beforeAll(async () => {
    network = await api.newNetwork('Registration');
  });
  /** Registers device `id` in the test network with `bearer`'s token. */
  const register = (id: string, bearer: string) =>
    call(api.url, 'POST', DEVICES, bearer, { device_id: id, network_id: network.network_id });

  it('answers 401 without a token', async () => {
    for (const [method, path, body] of [
      ['POST', `/v1/accounts/${ACME}/dscb`, { network_id: network.network_id }],
      ['POST', DEVICES, { device_id: 'x', network_id: network.network_id }],
      ['GET', `${DEVICES}/x`, undefined],
      ['GET', '/v1/public/devices/x', undefined],
    ] as const) {
      expect((await call(api.url, method, path, undefined, body)).status).toBe(401);
    }
  });

  it('starts a scanner session for any member on a network of the account', async () => {
    const installer = await token('installer');
    const started = await call<ScannerSession>(api.url, 'POST', `/v1/accounts/${ACME}/dscb`, installer, {
      network_id: network.network_id,
    });
    expect(started.status).toBe(201);
    expect(started.body.scan_id).toMatch(/^[0-9a-f-]{36}$/);
    const again = await call<ScannerSession>(api.url, 'POST', `/v1/accounts/${ACME}/dscb`, installer, {
      network_id: network.network_id,
    });
    expect(again.body.scan_id).not.toBe(started.body.scan_id);
    expect(api.store.count('scanner_sessions', 'WHERE network_id = ?', [network.network_id])).toBe(2);

    const missing = await call(api.url, 'POST', `/v1/accounts/${ACME}/dscb`, installer, { network_id: 'nope' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Network not found' });
    const empty = await call(api.url, 'POST', `/v1/accounts/${ACME}/dscb`, installer, {});
    expect(empty.status).toBe(400);
    const stranger = await call(api.url, 'POST', `/v1/accounts/${ACME}/dscb`, await token('social'), {
      network_id: network.network_id,
    });
    expect(stranger.status).toBe(403);
  });

  it('registers a device for any member, lowercased, and records it in the event log and account log', async () => {
    const created = await call<Device>(api.url, 'POST', DEVICES, await token('installer'), {
      device_id: '  00000000-0000-8000-8200-A4C1380000AA ',
      network_id: network.network_id,
    });
    expect(created.status).toBe(201);
    const id = '00000000-0000-8000-8200-a4c1380000aa';
    expect(created.body).toMatchObject({ device_id: id, network_id: network.network_id, last_seen: null });
    expect(created.body.created).toBeGreaterThan(0);

    const got = await call<Device>(api.url, 'GET', `${DEVICES}/${id.toUpperCase()}`, await token('member'));
    expect(got.status).toBe(200);
    expect(got.body).toEqual(created.body);
    const events = await api.eventLog('member', 'network_id', network.network_id);
    expect(events.results).toEqual([
      expect.objectContaining({ device_id: id, event_type: 'device_registered', type: 'INFO' }),
    ]);
    expect(api.store.accounts.log(ACME)[0]).toMatchObject({
      object_type: 'device',
      code: 'create',
      object: id,
      username: 'installer@example.com',
    });
    const networks = await api.get<Network>(`/v1/accounts/${ACME}/networks/${network.network_id}`, 'member');
    expect(networks.body.device_count).toBe(1);
  });

  it('answers 409 for an id already registered, saying whether it is in this account', async () => {
    const id = '00000000-0000-8000-8200-a4c1380000bb';
    const owner = await token('owner');
    expect((await register(id, owner)).status).toBe(201);
    const same = await register(id, owner);
    expect(same.status).toBe(409);
    expect(same.body).toEqual({ message: 'This device is already registered to your account' });

    const labNetwork = api.seededNetwork('owner-labs');
    const other = await call(api.url, 'POST', '/v1/accounts/owner-labs/devices', owner, {
      device_id: id.toUpperCase(),
      network_id: labNetwork.network_id,
    });
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ message: 'This device is registered to another account' });
  });

  it('validates the device id and the network', async () => {
    const t = await token('member');
    const empty = await call(api.url, 'POST', DEVICES, t, { device_id: '   ', network_id: network.network_id });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: 'Valid Device ID required' });
    const missing = await call(api.url, 'POST', DEVICES, t, { network_id: network.network_id });
    expect(missing.body).toMatchObject({ message: 'Valid Device ID required' });
    const labNetwork = api.seededNetwork('owner-labs');
    const foreign = await call(api.url, 'POST', DEVICES, await token('owner'), {
      device_id: '00000000-0000-8000-8200-a4c1380000cc',
      network_id: labNetwork.network_id,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: 'Network not found' });
  });

  it('gets a device only in its own account; the public lookup tells registered or not to anyone signed in', async () => {
    const seeded = api.store.db.get("SELECT id FROM devices WHERE account_id = 'owner-labs' LIMIT 1")?.id as string;
    const owner = await token('owner');
    const inAcme = await call(api.url, 'GET', `${DEVICES}/${seeded}`, owner);
    expect(inAcme.status).toBe(404);
    expect(inAcme.body).toEqual({ message: 'Device not found' });
    const inLabs = await call<Device>(api.url, 'GET', `/v1/accounts/owner-labs/devices/${seeded}`, owner);
    expect(inLabs.status).toBe(200);
    expect(inLabs.body.device_id).toBe(seeded);

    const newcomer = await token('newcomer');
    const registered = await call(api.url, 'GET', `/v1/public/devices/${seeded.toUpperCase()}`, newcomer);
    expect(registered.status).toBe(200);
    expect(registered.body).toEqual({ registered: true });
    const unknown = await call(api.url, 'GET', '/v1/public/devices/00000000-0000-8000-8200-ffffffffffff', newcomer);
    expect(unknown.body).toEqual({ registered: false });
  });

  it('deletes a device for levels 20 and below, so another account can claim it; its events stay', async () => {
    const id = '00000000-0000-8000-8200-a4c1380000dd';
    const owner = await token('owner');
    expect((await register(id, owner)).status).toBe(201);
    for (const role of ['member', 'installer'] as const) {
      const refused = await call(api.url, 'DELETE', `${DEVICES}/${id}`, await token(role));
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: 'Insufficent permissions' });
    }

    const deleted = await call(api.url, 'DELETE', `${DEVICES}/${id}`, await token('admin'));
    expect(deleted.status).toBe(204);
    expect((await call(api.url, 'GET', `${DEVICES}/${id}`, owner)).status).toBe(404);
    expect((await call(api.url, 'GET', `/v1/public/devices/${id}`, owner)).body).toEqual({ registered: false });
    expect(api.store.accounts.log(ACME)[0]).toMatchObject({ object_type: 'device', code: 'delete', object: id });
    const events = await api.eventLog('owner', 'device_id', id);
    expect(events.results.map((e) => e.event_type)).toEqual(['device_deregistered', 'device_registered']);

    const again = await call(api.url, 'DELETE', `${DEVICES}/${id}`, owner);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Device not found' });
    const elsewhere = await call(api.url, 'POST', '/v1/accounts/owner-labs/devices', owner, {
      device_id: id,
      network_id: api.store.db.get("SELECT id FROM networks WHERE account_id = 'owner-labs' LIMIT 1")?.id as string,
    });
    expect(elsewhere.status).toBe(201);
  });
});
