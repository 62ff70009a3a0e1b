import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from '@rstest/core';
import type { AdapterPayload } from 'oidc-provider';
import { IDP_DATABASE_FILE, IdpStore } from './idpStore.ts';
import { SqliteAdapter, sqliteAdapterFactory } from './sqliteAdapter.ts';

const START = Date.parse('2026-11-01T00:00:00Z');

/** A clock that only moves when told to. */
function createClock(start = START) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('SQLite adapter for oidc-provider', () => {
  const stores: IdpStore[] = [];
  const dirs: string[] = [];
  afterEach(() => {
    for (const store of stores.splice(0)) store.close();
  });
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  const open = (options: { dataDir?: string } = {}) => {
    const clock = createClock();
    const store = IdpStore.open({ ...options, now: clock.now });
    stores.push(store);
    const adapter = sqliteAdapterFactory(store, 0);
    return { clock, store, adapter };
  };

  it('finds what it stored, per model, and replaces it on a second upsert', async () => {
    const { adapter } = open();
    const sessions = adapter('Session');
    const grants = adapter('Grant');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a' }, 60);
    await grants.upsert('s1', { accountId: 'b', clientId: 'c' }, 60);
    expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'a' });
    expect(await grants.find('s1')).toEqual({ accountId: 'b', clientId: 'c' });
    expect(await sessions.find('missing')).toBeUndefined();

    await sessions.upsert('s1', { uid: 'u2', accountId: 'a', loginTs: 5 }, 60);
    expect(await sessions.find('s1')).toEqual({ uid: 'u2', accountId: 'a', loginTs: 5 });
    expect(await sessions.findByUid('u1')).toBeUndefined();
    expect(await sessions.findByUid('u2')).toEqual({ uid: 'u2', accountId: 'a', loginTs: 5 });
  });

  it('stops answering a row once expiresIn (plus the clock tolerance) has passed, and sweeps it', async () => {
    const clock = createClock();
    const store = IdpStore.open({ now: clock.now });
    stores.push(store);
    const tokens = new SqliteAdapter('AccessToken', store, 15);
    const grants = new SqliteAdapter('Grant', store, 15);
    await tokens.upsert('t1', { accountId: 'a' }, 60);
    await grants.upsert('g1', { accountId: 'a' });
    clock.advance(75_000 - 1);
    expect(await tokens.find('t1')).toEqual({ accountId: 'a' });
    clock.advance(1);
    expect(await tokens.find('t1')).toBeUndefined();
    // No expiresIn: kept until destroyed.
    clock.advance(365 * 24 * 3600_000);
    expect(await grants.find('g1')).toEqual({ accountId: 'a' });

    store.sweepExpired(true);
    expect(store.get('SELECT count(*) AS n FROM oidc_models')).toEqual({ n: 1 });
  });

  it('consume stamps consumed (epoch seconds) into the stored payload', async () => {
    const { adapter, clock } = open();
    const codes = adapter('AuthorizationCode');
    await codes.upsert('c1', { accountId: 'a', grantId: 'g1' }, 60);
    clock.advance(1500);
    await codes.consume('c1');
    const consumed = Math.floor(clock.now() / 1000);
    expect(await codes.find('c1')).toEqual({ accountId: 'a', grantId: 'g1', consumed });
    await codes.consume('missing');
  });

  it('destroy removes one row of one model', async () => {
    const { adapter } = open();
    await adapter('RefreshToken').upsert('r1', { accountId: 'a' }, 60);
    await adapter('AccessToken').upsert('r1', { accountId: 'a' }, 60);
    await adapter('RefreshToken').destroy('r1');
    expect(await adapter('RefreshToken').find('r1')).toBeUndefined();
    expect(await adapter('AccessToken').find('r1')).toEqual({ accountId: 'a' });
  });

  it('revokeByGrantId removes every token and code of the grant, on whichever model it is called', async () => {
    const { adapter } = open();
    const grantable = ['AccessToken', 'RefreshToken', 'AuthorizationCode', 'DeviceCode'];
    for (const model of grantable) {
      await adapter(model).upsert(`${model}-1`, { grantId: 'g1' }, 60);
      await adapter(model).upsert(`${model}-2`, { grantId: 'g2' }, 60);
    }
    await adapter('Grant').upsert('g1', { accountId: 'a' }, 60);
    await adapter('Interaction').upsert('i1', { grantId: 'g1' }, 60);

    await adapter('AccessToken').revokeByGrantId('g1');
    for (const model of grantable) {
      expect(await adapter(model).find(`${model}-1`)).toBeUndefined();
      expect(await adapter(model).find(`${model}-2`)).toEqual({ grantId: 'g2' });
    }
    // As oidc-provider's own adapter: the Grant is destroyed by the provider itself, interactions stay.
    expect(await adapter('Grant').find('g1')).toEqual({ accountId: 'a' });
    expect(await adapter('Interaction').find('i1')).toEqual({ grantId: 'g1' });
  });

  it('finds a Session by uid and a DeviceCode by user code, until they expire or go', async () => {
    const { adapter, clock } = open();
    const sessions = adapter('Session');
    const devices = adapter('DeviceCode');
    await sessions.upsert('s1', { uid: 'uid-1', accountId: 'a' }, 60);
    await devices.upsert('d1', { userCode: 'ABCD-EFGH', grantId: 'g1' }, 30);
    expect(await sessions.findByUid('uid-1')).toEqual({ uid: 'uid-1', accountId: 'a' });
    expect(await sessions.findByUid('uid-2')).toBeUndefined();
    expect(await devices.findByUserCode('ABCD-EFGH')).toEqual({ userCode: 'ABCD-EFGH', grantId: 'g1' });
    expect(await devices.findByUserCode('ZZZZ-ZZZZ')).toBeUndefined();

    clock.advance(30_000);
    expect(await devices.findByUserCode('ABCD-EFGH')).toBeUndefined();
    await sessions.destroy('s1');
    expect(await sessions.findByUid('uid-1')).toBeUndefined();
  });

  it('keeps its rows in idp.sqlite in the data folder, readable after reopening', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'platform-sim-idp-store-'));
    dirs.push(dir);
    const first = open({ dataDir: dir });
    const payload: AdapterPayload = { uid: 'u1', accountId: 'a', authorizations: { c: { grantId: 'g1' } } };
    await first.adapter('Session').upsert('s1', payload, 60);
    await first.adapter('RefreshToken').upsert('r1', { grantId: 'g1' }, 60);
    await first.adapter('RefreshToken').consume('r1');
    first.store.close();

    const second = open({ dataDir: dir });
    expect(second.store.file).toBe(join(dir, IDP_DATABASE_FILE));
    expect(await second.adapter('Session').findByUid('u1')).toEqual(payload);
    expect(await second.adapter('RefreshToken').find('r1')).toEqual({ grantId: 'g1', consumed: START / 1000 });
    expect((await stat(join(dir, IDP_DATABASE_FILE))).mode & 0o777).toBe(0o600);
  });
});
