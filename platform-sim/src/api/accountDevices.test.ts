/** `GET /v1/accounts/{account}/devices` (issue 26 point 8): the account's devices, newest first, for any member. */
import { beforeAll, describe, expect, it } from '@rstest/core';
import type { Device, Network } from '@beacon/shared/contract';
import { ACME, call, useTestApi } from './testSupport.ts';

const DEVICES = `/v1/accounts/${ACME}/devices`;

describe('platform API: the devices of an account', () => {
  const api = useTestApi();
  let network: Network;
  const ids = ['00000000-0000-8000-8200-00000a11d001', '00000000-0000-8000-8200-00000a11d002'];

  beforeAll(async () => {
    network = await api.newNetwork('Account devices');
    for (const device_id of ids) {
      const created = await call(api.url, 'POST', DEVICES, await api.token('owner'), {
        device_id,
        network_id: network.network_id,
      });
      expect(created.status).toBe(201);
    }
  });

  const list = async (query = '', nickname: 'owner' | 'installer' | 'newcomer' = 'installer') =>
    call<{ devices: Device[] }>(api.url, 'GET', `${DEVICES}${query}`, await api.token(nickname));

  it('answers every device of the account for any member, newest first, as the device call does', async () => {
    const answer = await list();
    expect(answer.status).toBe(200);
    const stored = api.store.count('devices', 'WHERE account_id = ?', [ACME]);
    expect(answer.body.devices).toHaveLength(Math.min(stored, 1000));
    const created = answer.body.devices.map((d) => d.created);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const one = await call<Device>(api.url, 'GET', `${DEVICES}/${ids[1]}`, await api.token('installer'));
    expect(answer.body.devices.find((d) => d.device_id === ids[1])).toEqual(one.body);
  });

  it('filters by network and honours pagesize', async () => {
    const inNetwork = await list(`?network_id=${network.network_id}`);
    expect(inNetwork.body.devices.map((d) => d.device_id).sort()).toEqual(ids);
    const paged = await list('?pagesize=1');
    expect(paged.body.devices).toHaveLength(1);
    expect((await list('?pagesize=0')).status).toBe(400);
    expect((await list('?network_id=not-in-this-account')).body.devices).toEqual([]);
  });

  it('refuses a non-member (403)', async () => {
    expect((await list('', 'newcomer')).status).toBe(403);
  });
});
