import { describe, expect, it } from '@rstest/core';
import { ENDPOINTS } from '@beacon/shared/contract';
import type { Account, AdminAccount, AdminNetwork, HotspotSummary, LogRecord } from '@beacon/shared/contract';
import { createOutbox } from '../idp/outbox.ts';
import { ACME, allPages, call, demoUser, useTestApi } from './testSupport.ts';

/** Every /admin call of the contract, its params filled in, with an empty body where it takes one. */
const ADMIN_CALLS = Object.values(ENDPOINTS)
  .filter((endpoint) => endpoint.path.startsWith('/admin/'))
  .map((endpoint) => ({
    method: endpoint.method,
    path: endpoint.path.replace(/\{\w+\}/g, 'x'),
    body: endpoint.body === undefined ? undefined : {},
  }));

interface AccountPage {
  accounts: AdminAccount[];
  cursor: string | null;
}

describe('platform API: admin accounts', () => {
  const outbox = createOutbox();
  const api = useTestApi({ outbox });
  const { token } = api;

  const staffCall = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
    call<T>(api.url, method, path, await token('staff'), body);

  /** A new account of the owner's, so a test can change it without touching the seed's. */
  const ownAccount = async (name: string) => {
    const created = await call<Account>(api.url, 'POST', '/v1/accounts', await token('owner'), { name, checked: true });
    expect(created.status).toBe(201);
    return created.body.account_id;
  };

  it('pages every account at 50 (max 100) oldest first with an opaque cursor, hide_internal leaving internal ones out', async () => {
    const first = await staffCall<AccountPage>('GET', '/admin/accounts');
    expect(first.status).toBe(200);
    expect(first.body.accounts).toHaveLength(50);
    expect(first.body.accounts.slice(0, 4).map((a) => a.id)).toEqual([
      ACME,
      'owner-labs',
      'social-ventures',
      'beacon-internal',
    ]);
    expect(first.body.cursor).toEqual(expect.any(String));
    const all = await allPages<AdminAccount>(api.url, '/admin/accounts?pagesize=100', await token('staff'), 'accounts');
    expect(all.pages).toBe(2);
    const seen = new Set(all.items.map((a) => a.id));
    expect(seen.size).toBeGreaterThan(120);
    expect(seen.size).toBe(all.items.length);

    const { items: visible } = await allPages<AdminAccount>(
      api.url,
      '/admin/accounts?pagesize=100&hide_internal=true',
      await token('staff'),
      'accounts',
    );
    expect(visible.some((a) => a.internal_account)).toBe(false);
    expect(visible.map((a) => a.id)).not.toContain('beacon-internal');
    const internal = seen.size - visible.length;
    expect(internal).toBeGreaterThanOrEqual(10);

    expect((await staffCall('GET', '/admin/accounts?pagesize=101')).status).toBe(400);
    const bad = await staffCall('GET', '/admin/accounts?cursor=nonsense');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'Invalid cursor', field: 'query.cursor' });
  });

  it('answers an account with counts from the tables, limits from its tier, its owner and its members in the admin scale', async () => {
    const detail = await staffCall<{
      id: string;
      name: string;
      suspended: boolean;
      account: AdminAccount;
      acc_members: Array<{ username: string; email: string; level: number }>;
    }>('GET', `/admin/accounts/${ACME}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: ACME, name: 'Acme Logistics', suspended: false });
    const account = detail.body.account;
    expect(account).toMatchObject({
      id: ACME,
      tier_name: 'acme-custom',
      device_count: api.store.count('devices', 'WHERE account_id = ?', [ACME]),
      member_count: 5,
      net_count: api.store.count('networks', 'WHERE account_id = ?', [ACME]),
      max_devices: 50_000,
      max_networks: 200,
      max_members: null,
      owner_email: 'owner@example.com',
      internal_account: false,
      gw_enabled: true,
    });
    expect(detail.body.acc_members).toContainEqual({
      username: demoUser('owner').name,
      email: 'owner@example.com',
      level: 3,
    });
    expect(detail.body.acc_members.map((m) => m.level)).toEqual([3, 3, 2, 2, 1]);

    const filler = await staffCall<AccountPage>('GET', '/admin/accounts?pagesize=5');
    const withActivation = filler.body.accounts[4] as AdminAccount;
    expect(withActivation.activation_date).toEqual(expect.any(Number));
    expect(withActivation.owner_email).toMatch(/^owner@.+\.example$/);

    const missing = await staffCall('GET', '/admin/accounts/no-such-account');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Account not found' });
  });

  it('suspends and unsuspends an account, logging it with the staff user as the actor', async () => {
    const id = await ownAccount('Suspend me');
    const suspended = await staffCall<AdminAccount>('POST', `/admin/accounts/${id}`, { suspended: true });
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({ id, suspended: true });
    const log = await call<{ records: LogRecord[] }>(api.url, 'GET', `/v1/accounts/${id}/log`, await token('owner'));
    expect(log.body.records[0]).toMatchObject({
      object_type: 'account',
      code: 'update',
      object: id,
      username: 'staff@example.com',
      actor: { kind: 'user', email: 'staff@example.com' },
      before: { suspended: false },
      after: { suspended: true },
    });
    expect((await staffCall('POST', `/admin/accounts/${id}`, { suspended: 'yes' })).status).toBe(400);
    expect((await staffCall('POST', `/admin/accounts/${id}`, { suspended: false, name: 'x' })).status).toBe(400);
    expect((await staffCall('POST', '/admin/accounts/nope', { suspended: true })).status).toBe(404);
  });

  it("refuses a suspended account's users every change with a clear 403, allows reads, and unsuspending restores writes", async () => {
    const id = await ownAccount('Suspended Co');
    const owner = await token('owner');
    expect((await staffCall('POST', `/admin/accounts/${id}`, { suspended: true })).status).toBe(200);

    const refused = await call(api.url, 'POST', `/v1/accounts/${id}/networks`, owner, { name: 'Blocked' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'This account is suspended: changes are not allowed' });
    const rename = await call(api.url, 'POST', `/v1/accounts/${id}`, owner, { name: 'Renamed' });
    expect(rename.status).toBe(403);
    expect((await call(api.url, 'GET', `/v1/accounts/${id}/networks`, owner)).status).toBe(200);
    expect((await call(api.url, 'GET', `/v1/accounts/${id}`, owner)).status).toBe(200);
    const explorer = await call(api.url, 'POST', `/v1/accounts/${id}/hotspot-status-explorer?summary=true`, owner, {
      fields: [],
      pagination: { page_size: 1000, page: 1 },
    });
    expect(explorer.status).toBe(200);
    // Staff calls are not affected.
    expect((await staffCall('POST', `/admin/accounts/${id}/apply-tier`, { tier_name: 'pro' })).status).toBe(200);

    expect((await staffCall('POST', `/admin/accounts/${id}`, { suspended: false })).status).toBe(200);
    const allowed = await call(api.url, 'POST', `/v1/accounts/${id}/networks`, owner, { name: 'Allowed' });
    expect(allowed.status).toBe(201);
  });

  it('applies a tier (404 for an unknown tier or account) and answers the new limits', async () => {
    const id = await ownAccount('Tiered');
    const applied = await staffCall<AdminAccount>('POST', `/admin/accounts/${id}/apply-tier`, {
      tier_name: 'startup-plus',
    });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({
      tier_name: 'startup-plus',
      max_devices: 2500,
      max_networks: 10,
      max_members: 15,
    });
    const unknown = await staffCall('POST', `/admin/accounts/${id}/apply-tier`, { tier_name: 'gold' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Tier not found' });
    expect((await staffCall('POST', `/admin/accounts/${id}/apply-tier`, { tier_name: 'Not Lower' })).status).toBe(400);
    expect((await staffCall('POST', '/admin/accounts/nope/apply-tier', { tier_name: 'pro' })).status).toBe(404);
    const log = await call<{ records: LogRecord[] }>(api.url, 'GET', `/v1/accounts/${id}/log`, await token('owner'));
    expect(log.body.records[0]).toMatchObject({
      code: 'apply_tier',
      before: { tier_name: 'free' },
      after: { tier_name: 'startup-plus' },
      actor: { kind: 'user', email: 'staff@example.com' },
    });
  });

  it('sends an invite at level 30 with the same e-mail as the customer invite; 400 without an address', async () => {
    const id = await ownAccount('Inviting');
    const sent = await staffCall<{ code: string }>('POST', `/admin/accounts/${id}/invite`, {
      user: 'Support.Hire@Example.com',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.code).toMatch(/^inv-/);
    expect(api.store.db.get('SELECT email, level FROM invites WHERE code = ?', [sent.body.code])).toEqual({
      email: 'support.hire@example.com',
      level: 30,
    });
    const mail = outbox.list().find((m) => m.to === 'support.hire@example.com');
    expect(mail).toMatchObject({
      kind: 'invite',
      data: { account: id, account_name: 'Inviting', code: sent.body.code },
    });
    expect((mail?.data as { invited_by?: string }).invited_by).toBe('staff@example.com');

    const empty = await staffCall('POST', `/admin/accounts/${id}/invite`, { user: '' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: 'Please enter an email address' });
    for (const user of ['<script>alert(1)</script>@x.com', `${'l'.repeat(300)}@x.com`, '<script>@x.com', 'a b@x.com']) {
      const refused = await staffCall('POST', `/admin/accounts/${id}/invite`, { user });
      expect({ user, status: refused.status, body: refused.body }).toMatchObject({
        user,
        status: 400,
        body: { message: 'Invalid email address' },
      });
    }
    const twice = await staffCall('POST', `/admin/accounts/${id}/invite`, { user: 'support.hire@example.com' });
    expect(twice.status).toBe(409);
    expect((await staffCall('POST', '/admin/accounts/nope/invite', { user: 'a@example.com' })).status).toBe(404);
  });

  it("lists an account's networks with device counts", async () => {
    const listed = await staffCall<{ networks: AdminNetwork[] }>('GET', `/admin/accounts/${ACME}/networks`);
    expect(listed.status).toBe(200);
    const warehouse = listed.body.networks.find((n) => n.name === 'Warehouse');
    expect(warehouse).toMatchObject({ device_count: 1200, created: expect.any(Number) as number });
    expect((await staffCall('GET', '/admin/accounts/nope/networks')).status).toBe(404);
  });

  it("summarises an account's hotspots: totals, online and offline, each with its status and location", async () => {
    const summary = await staffCall<HotspotSummary>('GET', `/admin/accounts/${ACME}/hotspot-status`);
    expect(summary.status).toBe(200);
    expect(summary.body.total_hotspots).toBe(1000);
    expect(summary.body.hotspots).toHaveLength(1000);
    const online = summary.body.hotspots.filter((h) => h.current_status === 'online').length;
    const offline = summary.body.hotspots.filter((h) => h.current_status === 'offline').length;
    expect(summary.body.status_summary).toEqual({ online, offline });
    expect(online + offline).toBeLessThan(1000);
    expect(summary.body.hotspots.filter((h) => typeof h.location === 'string').length).toBe(250);
    expect(summary.body.hotspots[0]).toMatchObject({
      hotspot_id: expect.any(String) as string,
      group_id: expect.any(String) as string,
    });
    const none = await staffCall<HotspotSummary>('GET', '/admin/accounts/owner-labs/hotspot-status');
    expect(none.body).toEqual({ total_hotspots: 0, status_summary: { online: 0, offline: 0 }, hotspots: [] });
    expect((await staffCall('GET', '/admin/accounts/nope/hotspot-status')).status).toBe(404);
  });
});

describe('platform API: admin guard', () => {
  const api = useTestApi();
  const { token } = api;

  it('answers 403 to a non-staff user on every admin call, before validating anything', async () => {
    expect(ADMIN_CALLS.length).toBe(20); // §7.4 and the palette search (issue 17)
    for (const nickname of ['owner', 'member', 'newcomer'] as const) {
      for (const { method, path, body } of ADMIN_CALLS) {
        const res = await call(api.url, method, path, await token(nickname), body);
        expect({ nickname, method, path, status: res.status }).toEqual({ nickname, method, path, status: 403 });
        expect(res.body).toEqual({ message: 'Platform admin only' });
      }
    }
  });

  it('answers 403 to a non-staff user on unknown /admin paths, 404 to staff, 401 without a token', async () => {
    for (const path of ['/admin/nope', '/admin/accounts/x/nope', '/admin', '/admin/devices/x/y/z']) {
      const customer = await call(api.url, 'GET', path, await token('owner'));
      expect({ path, status: customer.status }).toEqual({ path, status: 403 });
      const staff = await call(api.url, 'GET', path, await token('staff'));
      expect({ path, status: staff.status }).toEqual({ path, status: 404 });
      expect((await call(api.url, 'GET', path)).status).toBe(401);
    }
    const wrongMethod = await call(api.url, 'DELETE', '/admin/accounts', await token('owner'));
    expect(wrongMethod.status).toBe(403);
    expect((await call(api.url, 'DELETE', '/admin/accounts', await token('staff'))).status).toBe(405);
  });
});
