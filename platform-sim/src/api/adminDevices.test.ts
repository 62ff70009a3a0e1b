import { describe, expect, it } from '@rstest/core';
import type {
  AdminDevice,
  AdminHotspot,
  Device,
  EndpointResponse,
  Endpoints,
  LogRecord,
} from '@beacon/shared/contract';
import { SEED_ACCESS_POINT_IDS, SEED_AP_WITHOUT_OS } from './seed/index.ts';
import { ACME, allPages, call, useTestApi } from './testSupport.ts';

type DevicePage = EndpointResponse<Endpoints['listAdminNetworkDevices']>;

describe('platform API: admin devices', () => {
  const api = useTestApi();
  const { token } = api;
  const staffCall = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
    call<T>(api.url, method, path, await token('staff'), body);
  const devicesPath = () =>
    `/admin/accounts/${ACME}/networks/${api.seededNetwork(ACME, 'Warehouse').network_id}/devices`;
  const devicePath = (id: string) => `/admin/devices/${encodeURIComponent(id)}`;

  /** A Warehouse device with (or without) a session, skipping the ones a test already used. */
  const used = new Set<string>();
  const pick = async (withSession: boolean): Promise<AdminDevice> => {
    const page = await staffCall<DevicePage>('GET', `${devicesPath()}?pagesize=100`);
    const found = page.body.devices.find((d) => (d.session !== null) === withSession && !used.has(d.id));
    if (found === undefined) throw new Error('no such seeded device');
    used.add(found.id);
    return found;
  };

  it("pages a network's devices 20 at a time with a cursor, with and without sessions on the first page", async () => {
    const first = await staffCall<DevicePage>('GET', devicesPath());
    expect(first.status).toBe(200);
    expect(first.body.devices).toHaveLength(20);
    expect(first.body.devices.some((d) => d.session !== null)).toBe(true);
    expect(first.body.devices.some((d) => d.session === null)).toBe(true);
    const network = api.seededNetwork(ACME, 'Warehouse');
    expect(first.body.devices[0]).toMatchObject({ app: network.network_id, app_name: 'Warehouse', account: ACME });
    const second = await staffCall<DevicePage>(
      'GET',
      `${devicesPath()}?cursor=${encodeURIComponent(first.body.cursor ?? '')}`,
    );
    expect(second.body.devices).toHaveLength(20);
    const firstIds = new Set(first.body.devices.map((d) => d.id));
    expect(second.body.devices.some((d) => firstIds.has(d.id))).toBe(false);
    const all = await allPages<AdminDevice>(api.url, `${devicesPath()}?pagesize=100`, await token('staff'), 'devices');
    expect(all).toMatchObject({ pages: 12 });
    expect(new Set(all.items.map((d) => d.id)).size).toBe(1200);
    expect((await staffCall('GET', `${devicesPath()}?pagesize=101`)).status).toBe(400);
    expect((await staffCall('GET', `${devicesPath()}?cursor=%%%`)).status).toBe(400);
    const otherAccount = await staffCall('GET', `/admin/accounts/owner-labs/networks/${network.network_id}/devices`);
    expect(otherAccount.status).toBe(404);
    expect(otherAccount.body).toEqual({ message: 'Network not found' });
  });

  it('answers one device by its URL-encoded id (defaults for one without admin state), 404 for an unknown one', async () => {
    const device = await pick(true);
    const got = await staffCall<AdminDevice>('GET', devicePath(device.id));
    expect(got.status).toBe(200);
    expect(got.body).toEqual(device);
    const missing = await staffCall('GET', devicePath('urn:dev:unknown'));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Device not found' });

    api.store.db.run('DELETE FROM device_admin WHERE device_id = ?', [device.id]);
    const plain = await staffCall<AdminDevice>('GET', devicePath(device.id));
    expect(plain.body).toMatchObject({
      id: device.id,
      suspended: false,
      session: null,
      ap_lock: '',
      internal: false,
      request_connection: false,
      public_key: null,
      device_model: null,
      description: null,
      last_connected: null,
    });
  });

  it('updates any subset of suspended, ap_lock, internal and request_connection, and logs it', async () => {
    const device = await pick(false);
    const updated = await staffCall<AdminDevice>('POST', devicePath(device.id), { suspended: true, ap_lock: 'any' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ suspended: true, ap_lock: 'any', internal: device.internal });
    const again = await staffCall<AdminDevice>('POST', devicePath(device.id), {
      internal: !device.internal,
      request_connection: true,
    });
    expect(again.body).toMatchObject({ suspended: true, internal: !device.internal, request_connection: true });
    expect((await staffCall<AdminDevice>('GET', devicePath(device.id))).body).toEqual(again.body);
    const log = await call<{ records: LogRecord[] }>(api.url, 'GET', `/v1/accounts/${ACME}/log`, await token('owner'));
    expect(log.body.records[1]).toMatchObject({
      object_type: 'device',
      code: 'admin_update',
      object: device.id,
      username: 'staff@example.com',
      after: { suspended: true, ap_lock: 'any' },
    });

    const empty = await staffCall('POST', devicePath(device.id), {});
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: 'Nothing to update' });
    expect((await staffCall('POST', devicePath(device.id), { session: null })).status).toBe(400);
    expect((await staffCall('POST', devicePath(device.id), { suspended: 'no' })).status).toBe(400);
    expect((await staffCall('POST', devicePath('urn:dev:unknown'), { suspended: true })).status).toBe(404);
  });

  it('clears a session: the session is gone, a second clear answers 409', async () => {
    const device = await pick(true);
    const cleared = await staffCall('POST', `${devicePath(device.id)}/clear-session`);
    expect(cleared.status).toBe(204);
    const after = await staffCall<AdminDevice>('GET', devicePath(device.id));
    expect(after.body.session).toBeNull();
    expect(after.body.last_connected).toBe(device.last_connected);
    const twice = await staffCall('POST', `${devicePath(device.id)}/clear-session`);
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ message: 'This device has no session' });
    const listed = await staffCall<DevicePage>('GET', `${devicesPath()}?pagesize=100`);
    expect(listed.body.devices.find((d) => d.id === device.id)?.session).toBeNull();
  });

  it('disconnects: the session ends, last_connected and last_seen become now, a second disconnect answers 409', async () => {
    const device = await pick(true);
    const before = Math.floor(Date.now() / 1000);
    const disconnected = await staffCall('POST', `${devicePath(device.id)}/disconnect`);
    expect(disconnected.status).toBe(204);
    const after = await staffCall<AdminDevice>('GET', devicePath(device.id));
    expect(after.body.session).toBeNull();
    expect(after.body.last_connected).toBeGreaterThanOrEqual(before);
    expect(after.body.last_seen).toBe(after.body.last_connected);
    const twice = await staffCall('POST', `${devicePath(device.id)}/disconnect`);
    expect(twice.status).toBe(409);
    const log = await call<{ records: LogRecord[] }>(api.url, 'GET', `/v1/accounts/${ACME}/log`, await token('owner'));
    expect(log.body.records[0]).toMatchObject({
      object_type: 'device',
      code: 'disconnect',
      object: device.id,
      before: { session: device.session },
      after: { session: null },
    });
    expect((await staffCall('POST', `${devicePath('urn:dev:unknown')}/disconnect`)).status).toBe(404);
    expect((await staffCall('POST', `${devicePath('urn:dev:unknown')}/clear-session`)).status).toBe(404);
  });

  it("disconnects a located device without moving its location's time (location_age counts back from last_seen)", async () => {
    const owner = await token('owner');
    const customerDevice = async (id: string) =>
      (await call<Device>(api.url, 'GET', `/v1/accounts/${ACME}/devices/${encodeURIComponent(id)}`, owner)).body;
    const page = await staffCall<DevicePage>('GET', `${devicesPath()}?pagesize=100`);
    let located: Device | undefined;
    for (const candidate of page.body.devices.filter((d) => d.session !== null && !used.has(d.id))) {
      const device = await customerDevice(candidate.id);
      if (device.location_age != null && device.last_seen) {
        located = device;
        break;
      }
    }
    if (located === undefined) throw new Error('no seeded located device with a session');
    used.add(located.device_id);
    const fixedAt = located.last_seen! - located.location_age!;

    expect((await staffCall('POST', `${devicePath(located.device_id)}/disconnect`)).status).toBe(204);
    const after = await customerDevice(located.device_id);
    expect(after.last_seen).toBeGreaterThan(located.last_seen!);
    expect(after.last_seen! - after.location_age!).toBe(fixedAt);
    expect(after.last_location).toBe(located.last_location);
  });
});

describe('platform API: admin hotspots', () => {
  const api = useTestApi();
  const staffGet = async <T = Record<string, unknown>>(path: string) =>
    call<T>(api.url, 'GET', path, await api.token('staff'));

  it('merges an access point with the hotspot an account monitors (AP+MonitoredHotspot)', async () => {
    const apRow = api.store.db.get(
      'SELECT a.hotspot_id FROM access_points a JOIN hotspots h ON h.id = a.hotspot_id ORDER BY a.rowid LIMIT 1',
    );
    const id = String(apRow?.hotspot_id);
    const hotspot = api.store.hotspots.record(ACME, id);
    const got = await staffGet<AdminHotspot>(`/admin/hotspots/${id}`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      hotspot_id: id,
      _hotspot_type: 'AP+MonitoredHotspot',
      _primary_source: 'monitored_hotspot',
      _has_ap_data: true,
      _has_monitored_data: true,
      account_id: ACME,
      alias: hotspot?.alias,
      group_id: hotspot?.group_id,
      group_name: expect.any(String) as string,
      site_id: hotspot?.site_id,
      current_status: hotspot?.status,
      ap_type: expect.any(String) as string,
      firmware_version: expect.any(String) as string,
      ip_address: expect.stringMatching(/^10\./) as string,
      uptime: expect.any(Number) as number,
      devices_connected: expect.any(Number) as number,
      config_profile: expect.any(String) as string,
    });
    const upper = await staffGet<AdminHotspot>(`/admin/hotspots/${id.toUpperCase()}`);
    expect(upper.body.hotspot_id).toBe(id);
  });

  it('answers a monitored hotspot without AP data, and an AP no account monitors', async () => {
    const row = api.store.db.get(
      'SELECT h.id FROM hotspots h LEFT JOIN access_points a ON a.hotspot_id = h.id WHERE a.hotspot_id IS NULL LIMIT 1',
    );
    const monitored = await staffGet<AdminHotspot>(`/admin/hotspots/${String(row?.id)}`);
    expect(monitored.body).toMatchObject({
      _hotspot_type: 'MonitoredHotspot',
      _has_ap_data: false,
      _has_monitored_data: true,
      account_id: ACME,
    });
    expect(monitored.body.ap_type ?? null).toBeNull();

    for (const id of SEED_ACCESS_POINT_IDS) {
      const ap = await staffGet<AdminHotspot>(`/admin/hotspots/${id}`);
      expect(ap.status).toBe(200);
      expect(ap.body).toMatchObject({
        hotspot_id: id,
        _hotspot_type: 'AP',
        _primary_source: 'access_point',
        _has_ap_data: true,
        _has_monitored_data: false,
        current_status: expect.stringMatching(/^(connected|disconnected|pending)$/) as string,
      });
      expect(ap.body.account_id ?? null).toBeNull();
    }
    const noOs = await staffGet<AdminHotspot>(`/admin/hotspots/${SEED_AP_WITHOUT_OS}`);
    expect(noOs.body.os ?? null).toBeNull();
    expect(noOs.body.os_version ?? null).toBeNull();
    const blendedNoOs = api.store.db.get(
      "SELECT a.hotspot_id FROM access_points a JOIN hotspots h ON h.id = a.hotspot_id WHERE json_extract(a.data, '$.os') IS NULL",
    );
    expect(blendedNoOs).toBeDefined();
  });

  it('answers 404 "Hotspot not found" when neither side knows the id', async () => {
    const missing = await staffGet('/admin/hotspots/a9000000-0000-4000-8000-000000000099');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Hotspot not found' });
  });
});
