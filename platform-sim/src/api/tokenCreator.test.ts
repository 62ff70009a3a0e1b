/** issue 26 point 1: an API token never outranks the person who made it (docs/platform-sim.md). */
import { describe, expect, it } from '@rstest/core';
import { ENDPOINTS } from '@beacon/shared/contract';
import type { ApiToken, LogRecord } from '@beacon/shared/contract';
import { MESSAGES } from './errors.ts';
import { ACME, call, demoUser, useTestApi } from './testSupport.ts';

const tokens = `/v1/accounts/${ACME}/api-tokens`;
const memberPath = (nickname: 'admin' | 'member') => `/v1/accounts/${ACME}/members/${demoUser(nickname).id}`;

describe('API tokens are bounded by their creator', () => {
  const t = useTestApi();

  /** A token made by `nickname` at `level`, with its secret. */
  async function newToken(nickname: 'admin' | 'owner' | 'member', name: string, level: 20 | 30 | 40) {
    const bearer = await t.token(nickname);
    const created = await call<{ token_id: string }>(t.url, 'POST', tokens, bearer, { name, user_level: level });
    expect(created.status).toBe(201);
    const secret = await call<{ secret_key: string }>(
      t.url,
      'POST',
      `${tokens}/${created.body.token_id}/secret`,
      bearer,
    );
    expect(secret.status).toBe(200);
    return { id: created.body.token_id, secret: secret.body.secret_key };
  }

  const listed = async (id: string) => {
    const list = await call<{ tokens: ApiToken[] }>(t.url, 'GET', tokens, await t.token('owner'));
    return list.body.tokens.find((token) => token.token_id === id);
  };

  const setLevel = async (nickname: 'admin' | 'member', level: 20 | 30 | 40) => {
    const { method } = ENDPOINTS.updateMember;
    const res = await call(t.url, method, memberPath(nickname), await t.token('owner'), { user_level: level });
    expect(res.status).toBe(200);
  };

  it('lists the creator, their current level and the effective level', async () => {
    const token = await newToken('admin', 'Creator shown', 30);
    expect(await listed(token.id)).toMatchObject({
      created_by: { email: demoUser('admin').email },
      creator_level: 20,
      effective_level: 30,
      status: 'active',
    });
  });

  it('acts with the lower of its level and its creator’s current level, at once', async () => {
    const token = await newToken('admin', 'Demoted creator', 20);
    const networks = `/v1/accounts/${ACME}/networks`;
    const before = await call(t.url, 'POST', networks, token.secret, { name: 'Made by token' });
    expect(before.status).toBe(201);

    await setLevel('admin', 40);
    try {
      expect(await listed(token.id)).toMatchObject({
        creator_level: 40,
        effective_level: 40,
        status: 'creator_demoted',
      });
      const after = await call(t.url, 'POST', networks, token.secret, { name: 'Not any more' });
      expect(after.status).toBe(403);
      expect(after.body).toMatchObject({ message: MESSAGES.insufficient });
    } finally {
      await setLevel('admin', 20);
    }
    expect((await listed(token.id))?.status).toBe('active');
  });

  it('stops working at once when its creator is removed from the account', async () => {
    const bearer = await t.token('owner');
    await setLevel('member', 20);
    const leaver = await newToken('member', 'Leaver', 30);
    const works = await call(t.url, 'GET', `/v1/accounts/${ACME}/networks`, leaver.secret);
    expect(works.status).toBe(200);

    const removed = await call(t.url, 'DELETE', memberPath('member'), bearer);
    expect(removed.status).toBe(204);
    const refused = await call(t.url, 'GET', `/v1/accounts/${ACME}/networks`, leaver.secret);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ message: MESSAGES.unauthorized, detail: MESSAGES.tokenCreatorRemoved });
    expect(await listed(leaver.id)).toMatchObject({
      created_by: { email: demoUser('member').email },
      creator_level: null,
      effective_level: null,
      status: 'creator_removed',
    });
  });
});

describe('API tokens cannot manage API tokens', () => {
  const t = useTestApi();

  it('answers 403 to a token that creates, reveals or rotates tokens; the log names person and token', async () => {
    const owner = await t.token('owner');
    const created = await call<{ token_id: string }>(t.url, 'POST', tokens, owner, { name: 'Robot', user_level: 20 });
    const id = created.body.token_id;
    const secret = (await call<{ secret_key: string }>(t.url, 'POST', `${tokens}/${id}/secret`, owner)).body.secret_key;

    const attempts = [
      await call(t.url, 'POST', tokens, secret, { name: 'Child', user_level: 20 }),
      await call(t.url, 'POST', `${tokens}/${id}/rotate`, secret),
      await call(t.url, 'POST', `${tokens}/tok-ci/secret`, secret),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(403);
      expect(attempt.body).toMatchObject({ message: MESSAGES.tokenCannotManageTokens });
    }

    const network = await call<{ network_id: string }>(t.url, 'POST', `/v1/accounts/${ACME}/networks`, secret, {
      name: 'Logged by token',
    });
    expect(network.status).toBe(201);
    const log = await call<{ records: LogRecord[] }>(t.url, 'GET', `/v1/accounts/${ACME}/log`, owner);
    const entry = log.body.records.find((record) => record.object === network.body.network_id);
    expect(entry?.actor).toEqual({ kind: 'token', token_id: id, name: 'Robot', created_by: demoUser('owner').email });
  });
});
