import { describe, expect, it } from '@rstest/core';
import { API_TOKEN_ROTATION_GRACE_SECONDS } from '@beacon/shared/contract';
import type { ApiToken, Invite, LogRecord, Member } from '@beacon/shared/contract';
import { createOutbox } from '../idp/outbox.ts';
import { ACME, call, createTestKeys, demoUser, startStoreAndApi, useTempDir, useTestApi } from './testSupport.ts';

const A = `/v1/accounts/${ACME}`;
const LABS = '/v1/accounts/owner-labs';

interface LogPage {
  records: LogRecord[];
  cursor: string | null;
  newer?: string | null;
}

describe('platform API: members', () => {
  const api = useTestApi();
  const { token } = api;

  it('lists members with email and level for any member, 403 for a stranger', async () => {
    const listed = await call<{ members: Member[] }>(api.url, 'GET', `${A}/members`, await token('installer'));
    expect(listed.status).toBe(200);
    expect(listed.body.members).toContainEqual({
      user: demoUser('admin').id,
      email: 'admin@example.com',
      user_level: 20,
    });
    expect(listed.body.members.map((m) => m.user_level)).toEqual([0, 20, 30, 30, 40]);
    const stranger = await call(api.url, 'GET', `${A}/members`, await token('newcomer'));
    expect(stranger.status).toBe(403);
  });

  it('changes a level (20, 30, 40 only) for level ≤ 20, never the owner’s or one’s own', async () => {
    const staff = demoUser('staff').id;
    const changed = await call<Member>(api.url, 'POST', `${A}/members/${staff}`, await token('admin'), {
      user_level: 40,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ user: staff, email: 'staff@example.com', user_level: 40 });
    const zero = await call(api.url, 'POST', `${A}/members/${staff}`, await token('owner'), { user_level: 0 });
    expect(zero.status).toBe(400);
    const owner = await call(api.url, 'POST', `${A}/members/${demoUser('owner').id}`, await token('admin'), {
      user_level: 20,
    });
    expect(owner.status).toBe(403);
    expect(owner.body).toEqual({ message: "The owner's level cannot be changed" });
    const own = await call(api.url, 'POST', `${A}/members/${demoUser('admin').id}`, await token('admin'), {
      user_level: 30,
    });
    expect(own.status).toBe(403);
    expect(own.body).toEqual({ message: 'You cannot change your own level' });
    const byMember = await call(api.url, 'POST', `${A}/members/${staff}`, await token('member'), { user_level: 30 });
    expect(byMember.status).toBe(403);
    expect(byMember.body).toEqual({ message: 'Insufficent permissions' });
    const missing = await call(api.url, 'POST', `${A}/members/nobody`, await token('owner'), { user_level: 30 });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Member not found' });
  });

  it('removes a member for level ≤ 20, never the owner, and logs it with before/after and actor', async () => {
    const owner = await call(api.url, 'DELETE', `${A}/members/${demoUser('owner').id}`, await token('admin'));
    expect(owner.status).toBe(403);
    expect(owner.body).toEqual({ message: 'The owner cannot be removed' });
    const installer = demoUser('installer').id;
    const byInstaller = await call(api.url, 'DELETE', `${A}/members/${installer}`, await token('installer'));
    expect(byInstaller.status).toBe(403);
    const removed = await call(api.url, 'DELETE', `${A}/members/${installer}`, await token('admin'));
    expect(removed.status).toBe(204);
    expect(api.store.accounts.memberLevel(ACME, installer)).toBeUndefined();
    const again = await call(api.url, 'DELETE', `${A}/members/${installer}`, await token('admin'));
    expect(again.status).toBe(404);
    const log = await call<LogPage>(api.url, 'GET', `${A}/log`, await token('admin'));
    expect(log.body.records[0]).toMatchObject({
      object_type: 'member',
      code: 'delete',
      object: installer,
      username: 'admin@example.com',
      actor: { kind: 'user', email: 'admin@example.com' },
      before: { user: installer, email: 'installer@example.com', user_level: 40 },
      after: null,
    });
  });
});

describe('platform API: invites and accepting them', () => {
  const outbox = createOutbox();
  const api = useTestApi({ outbox, consoleOrigin: 'http://console.test:3000' });
  const { token } = api;

  it('lists, creates (with an email in the outbox), resends and deletes invites', async () => {
    const listed = await call<{ invites: Invite[] }>(api.url, 'GET', `${A}/invites`, await token('member'));
    expect(listed.status).toBe(200);
    expect(listed.body.invites.map((i) => i.email)).toEqual(['new.hire@example.com', 'contractor@example.org']);

    const created = await call<Invite>(api.url, 'POST', `${A}/invites`, await token('admin'), {
      user: ' Friend@Example.com ',
    });
    expect(created.status).toBe(201);
    expect(created.body.email).toBe('friend@example.com');
    const { code } = created.body;
    const link = `http://console.test:3000/accept_invite?account=${ACME}&code=${code}`;
    expect(outbox.list().at(-1)).toMatchObject({ to: 'friend@example.com', kind: 'invite', data: { link } });

    const resent = await call(api.url, 'POST', `${A}/invites/${code}?action=resend`, await token('owner'));
    expect(resent.status).toBe(204);
    expect(outbox.list().filter((m) => m.to === 'friend@example.com')).toHaveLength(2);

    const twice = await call(api.url, 'POST', `${A}/invites`, await token('admin'), { user: 'friend@example.com' });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ message: 'This email address has already been invited' });
    const member = await call(api.url, 'POST', `${A}/invites`, await token('admin'), { user: 'member@example.com' });
    expect(member.status).toBe(409);

    const deleted = await call(api.url, 'DELETE', `${A}/invites/${code}`, await token('admin'));
    expect(deleted.status).toBe(204);
    const gone = await call(api.url, 'DELETE', `${A}/invites/${code}`, await token('admin'));
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: 'Invite not found' });
    const resendGone = await call(api.url, 'POST', `${A}/invites/${code}?action=resend`, await token('admin'));
    expect(resendGone.status).toBe(404);
  });

  it('answers 400 for an invalid email and 403 for level > 20', async () => {
    const invalid = await call(api.url, 'POST', `${A}/invites`, await token('admin'), { user: 'not-an-email' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ message: 'Invalid email address' });
    for (const user of ['<script>alert(1)</script>@x.com', `${'l'.repeat(300)}@x.com`, '<script>@x.com', 'a b@x.com']) {
      const refused = await call(api.url, 'POST', `${A}/invites`, await token('admin'), { user });
      expect({ user, status: refused.status, body: refused.body }).toMatchObject({
        user,
        status: 400,
        body: { message: 'Invalid email address' },
      });
    }
    for (const [method, path, body] of [
      ['POST', `${A}/invites`, { user: 'x@example.com' }],
      ['POST', `${A}/invites/inv-x?action=resend`, undefined],
      ['DELETE', `${A}/invites/inv-x`, undefined],
    ] as const) {
      const res = await call(api.url, method, path, await token('member'), body);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Insufficent permissions' });
    }
  });

  it('lets the invited user (with no account yet) accept once, at the invite’s level', async () => {
    const created = await call<Invite>(api.url, 'POST', `${A}/invites`, await token('owner'), {
      user: 'newcomer@example.com',
    });
    const { code } = created.body;
    const wrong = await call(api.url, 'POST', `${A}/accept-invite?code=${code}`, await token('social'));
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({
      message: 'This invite was sent to another email address; sign in with that address to accept it',
    });
    const accepted = await call(api.url, 'POST', `${A}/accept-invite?code=${code}`, await token('newcomer'));
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ account_id: ACME, user_level: 30 });
    expect(api.store.accounts.memberLevel(ACME, demoUser('newcomer').id)).toBe(30);
    const used = await call(api.url, 'POST', `${A}/accept-invite?code=${code}`, await token('newcomer'));
    expect(used.status).toBe(404);
    expect(used.body).toEqual({ message: 'This invite is no longer valid: it was already used or deleted' });
    const noCode = await call(api.url, 'POST', `${A}/accept-invite`, await token('newcomer'));
    expect(noCode.status).toBe(400);
  });
});

describe('platform API: API tokens', () => {
  let clock = 2_000_000_000;
  const api = useTestApi({}, { now: () => clock });
  const { token } = api;

  async function newToken(level: 20 | 30 | 40, name = `Token ${level}`) {
    const created = await call<{ token_id: string }>(api.url, 'POST', `${A}/api-tokens`, await token('owner'), {
      name,
      user_level: level,
    });
    expect(created.status).toBe(201);
    const secret = await call<{ secret_key: string }>(
      api.url,
      'POST',
      `${A}/api-tokens/${created.body.token_id}/secret`,
      await token('owner'),
    );
    expect(secret.status).toBe(200);
    return { id: created.body.token_id, secret: secret.body.secret_key };
  }

  it('creates, lists (without secrets), reveals the secret once, deletes', async () => {
    const { id, secret } = await newToken(30, 'Script');
    expect(secret).toMatch(/^bkn_[\w-]{20,}$/);
    const twice = await call(api.url, 'POST', `${A}/api-tokens/${id}/secret`, await token('owner'));
    expect(twice.status).toBe(409);
    const stored = JSON.stringify(api.store.db.all('SELECT * FROM api_tokens'));
    expect(stored).not.toContain(secret);
    const listed = await call<{ tokens: ApiToken[] }>(api.url, 'GET', `${A}/api-tokens`, await token('installer'));
    expect(listed.status).toBe(200);
    expect(listed.body.tokens.find((t) => t.token_id === id)).toEqual({
      token_id: id,
      name: 'Script',
      created: clock,
      expiration: null,
      user_level: 30,
      last_used: null,
      created_by: { email: demoUser('owner').email },
      creator_level: 0,
      effective_level: 30,
      status: 'active',
    });
    expect(JSON.stringify(listed.body)).not.toContain('bkn_');
    const deleted = await call(api.url, 'DELETE', `${A}/api-tokens/${id}`, await token('admin'));
    expect(deleted.status).toBe(204);
    const gone = await call(api.url, 'DELETE', `${A}/api-tokens/${id}`, await token('admin'));
    expect(gone.status).toBe(404);
    const unauthorised = await call(api.url, 'GET', `${A}/networks`, secret);
    expect(unauthorised.status).toBe(401);
  });

  it('answers 400 for a bad body, 403 for level > 20, 404 for unknown ids', async () => {
    const bad = await call(api.url, 'POST', `${A}/api-tokens`, await token('owner'), { name: '', user_level: 0 });
    expect(bad.status).toBe(400);
    const byMember = await call(api.url, 'POST', `${A}/api-tokens`, await token('member'), { name: 'x' });
    expect(byMember.status).toBe(403);
    for (const suffix of ['/secret', '/rotate']) {
      const missing = await call(api.url, 'POST', `${A}/api-tokens/nope${suffix}`, await token('owner'));
      expect(missing.status).toBe(404);
    }
  });

  it('accepts a token as bearer in its account at its level only, and records last use', async () => {
    const member = await newToken(30);
    const list = await call(api.url, 'GET', `${A}/networks`, member.secret);
    expect(list.status).toBe(200);
    const above = await call(api.url, 'POST', `${A}/invites`, member.secret, { user: 'x@example.com' });
    expect(above.status).toBe(403);
    expect(above.body).toEqual({ message: 'Insufficent permissions' });
    const other = await call(api.url, 'GET', `${LABS}/networks`, member.secret);
    expect(other.status).toBe(403);
    const accounts = await call(api.url, 'GET', '/v1/accounts', member.secret);
    expect(accounts.status).toBe(403);
    const admin = await call(api.url, 'GET', '/admin/accounts', member.secret);
    expect(admin.status).toBe(403);
    const listed = await call<{ tokens: ApiToken[] }>(api.url, 'GET', `${A}/api-tokens`, await token('owner'));
    expect(listed.body.tokens.find((t) => t.token_id === member.id)?.last_used).toBe(clock);

    const adminToken = await newToken(20, 'Automation');
    const invited = await call<Invite>(api.url, 'POST', `${A}/invites`, adminToken.secret, {
      user: 'bot-invite@example.com',
    });
    expect(invited.status).toBe(201);
    const log = await call<LogPage>(api.url, 'GET', `${A}/log`, adminToken.secret);
    expect(log.body.records[0]).toMatchObject({
      object_type: 'invite',
      code: 'create',
      actor: { kind: 'token', token_id: adminToken.id, name: 'Automation' },
      before: null,
      after: { email: 'bot-invite@example.com', user_level: 30 },
    });
    expect(JSON.stringify(log.body)).not.toContain('bkn_');
  });

  it('rotates: the new secret once, the old one working for the grace period only', async () => {
    const { id, secret: old } = await newToken(30, 'Rotating');
    const rotated = await call<{ secret_key: string; previous_valid_until: number }>(
      api.url,
      'POST',
      `${A}/api-tokens/${id}/rotate`,
      await token('admin'),
    );
    expect(rotated.status).toBe(200);
    expect(rotated.body.previous_valid_until).toBe(clock + API_TOKEN_ROTATION_GRACE_SECONDS);
    const fresh = rotated.body.secret_key;
    expect(fresh).not.toBe(old);
    expect((await call(api.url, 'GET', `${A}/networks`, old)).status).toBe(200);
    expect((await call(api.url, 'GET', `${A}/networks`, fresh)).status).toBe(200);
    clock += API_TOKEN_ROTATION_GRACE_SECONDS;
    expect((await call(api.url, 'GET', `${A}/networks`, old)).status).toBe(401);
    expect((await call(api.url, 'GET', `${A}/networks`, fresh)).status).toBe(200);
    const byMember = await call(api.url, 'POST', `${A}/api-tokens/${id}/rotate`, await token('member'));
    expect(byMember.status).toBe(403);
  });
});

describe('platform API: account log', () => {
  const api = useTestApi();
  const { token } = api;

  it('pages newest first, 30 a page, with older and newer cursors', async () => {
    const total = api.store.count('log_records', 'WHERE account_id = ?', [ACME]);
    expect(total).toBeGreaterThan(60);
    const latest = await call<LogPage>(api.url, 'GET', `${A}/log?pagesize=30`, await token('installer'));
    expect(latest.status).toBe(200);
    expect(latest.body.records).toHaveLength(30);
    expect(latest.body.newer).toBeNull();
    expect(latest.body.cursor).toEqual(expect.any(String));
    const times = latest.body.records.map((r) => r.timestamp);
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const older = await api.get<LogPage>(`${A}/log?pagesize=30&cursor=${latest.body.cursor ?? ''}`, 'installer');
    expect(older.body.records).toHaveLength(30);
    expect(older.body.records[0]?.timestamp).toBeLessThanOrEqual(latest.body.records[29]?.timestamp ?? 0);
    const back = await api.get<LogPage>(`${A}/log?pagesize=30&cursor=${older.body.newer ?? ''}`, 'installer');
    expect(back.body).toEqual(latest.body);

    let page = older.body;
    let seen = 60;
    while (page.cursor !== null) {
      const next = await call<LogPage>(api.url, 'GET', `${A}/log?cursor=${page.cursor}`, await token('owner'));
      page = next.body;
      seen += page.records.length;
    }
    expect(seen).toBe(total);
  });

  it('answers 400 for a bad cursor or page size, 403 for a stranger', async () => {
    expect((await call(api.url, 'GET', `${A}/log?cursor=zz`, await token('owner'))).status).toBe(400);
    expect((await call(api.url, 'GET', `${A}/log?pagesize=101`, await token('owner'))).status).toBe(400);
    expect((await call(api.url, 'GET', `${A}/log`, await token('newcomer'))).status).toBe(403);
  });

  it('keeps before and after of an account rename', async () => {
    const renamed = await call(api.url, 'POST', A, await token('admin'), { name: 'Acme Renamed' });
    expect(renamed.status).toBe(200);
    const log = await call<LogPage>(api.url, 'GET', `${A}/log?pagesize=1`, await token('admin'));
    expect(log.body.records[0]).toMatchObject({
      object_type: 'account',
      code: 'update',
      before: { name: 'Acme Logistics' },
      after: { name: 'Acme Renamed' },
      actor: { kind: 'user', email: 'admin@example.com' },
    });
  });
});

describe('platform API: log records of other changes', () => {
  const api = useTestApi();
  const { token } = api;

  it('keeps before and after of network and device changes, integrations without their config', async () => {
    const network = await api.newNetwork('Logged');
    const renamed = await call(api.url, 'POST', `${A}/networks/${network.network_id}`, await token('member'), {
      name: 'Logged 2',
    });
    expect(renamed.status).toBe(200);
    const log = await call<LogPage>(api.url, 'GET', `${A}/log?pagesize=2`, await token('member'));
    expect(log.body.records[0]).toMatchObject({
      object_type: 'network',
      code: 'update',
      actor: { kind: 'user', email: 'member@example.com' },
      before: { name: 'Logged', device_landing_page: null, routes: 0 },
      after: { name: 'Logged 2', device_landing_page: null, routes: 0 },
    });
    expect(log.body.records[1]).toMatchObject({ code: 'create', before: null, after: { name: 'Logged' } });
    const created = await call(api.url, 'POST', `${A}/devices`, await token('member'), {
      device_id: 'aa:bb:cc:00:11:22',
      network_id: network.network_id,
    });
    expect(created.status).toBe(201);
    const deviceLog = await call<LogPage>(api.url, 'GET', `${A}/log?pagesize=1`, await token('member'));
    expect(deviceLog.body.records[0]).toMatchObject({
      object_type: 'device',
      code: 'create',
      before: null,
      after: { network_id: network.network_id },
    });
  });
});

describe('platform API: account administration storage', () => {
  const dir = useTempDir('platform-sim-admin-');

  it('keeps invites across a restart of a data folder', async () => {
    const keys = await createTestKeys();
    const first = await startStoreAndApi(keys, { dataDir: dir });
    const created = await call<Invite>(first.api.url, 'POST', `${A}/invites`, await keys.token('owner'), {
      user: 'kept@example.com',
    });
    expect(created.status).toBe(201);
    await first.close();
    const second = await startStoreAndApi(keys, { dataDir: dir });
    const listed = await call<{ invites: Invite[] }>(second.api.url, 'GET', `${A}/invites`, await keys.token('owner'));
    expect(listed.body.invites.map((i) => i.email)).toContain('kept@example.com');
    await second.close();
  });
});
