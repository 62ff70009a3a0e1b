/**
 * Invites expire INVITE_VALID_DAYS after they were last sent (issue 26): accepting an expired one
 * answers 410 with the contract's message, resending renews it, and the list says until when each is
 * valid. The test-only `POST /__test/invites/{code}/age` moves an invite's send time back (e2e).
 */
import { describe, expect, it } from '@rstest/core';
import { INVITE_EXPIRED_MESSAGE, INVITE_VALID_DAYS } from '@beacon/shared/contract';
import type { Invite } from '@beacon/shared/contract';
import { FAULT_SECRET_HEADER } from './faults.ts';
import { ACME, FAULT_TEST_SECRET, call, demoUser, useTestApi } from './testSupport.ts';

const A = `/v1/accounts/${ACME}`;
const DAY = 24 * 3600;

describe('platform API: invites expire', () => {
  let clock = 1_800_000_000;
  const api = useTestApi({ faults: { secret: FAULT_TEST_SECRET } }, { now: () => clock });
  const { token } = api;

  const invite = async (email: string) => {
    const created = await call<Invite>(api.url, 'POST', `${A}/invites`, await token('admin'), { user: email });
    expect(created.status).toBe(201);
    return created.body;
  };
  const listed = async (code: string) =>
    (await call<{ invites: Invite[] }>(api.url, 'GET', `${A}/invites`, await token('member'))).body.invites.find(
      (i) => i.code === code,
    );
  const accept = async (code: string) =>
    call(api.url, 'POST', `${A}/accept-invite?code=${code}`, await token('newcomer'));

  it(`states when an invite was sent and until when it is valid (${INVITE_VALID_DAYS} days)`, async () => {
    const created = await invite('dated@example.com');
    expect(created).toMatchObject({ sent: clock, expires: clock + INVITE_VALID_DAYS * DAY });
    expect(await listed(created.code)).toEqual(created);
  });

  it('refuses an expired invite with 410 and keeps it, until a resend renews it for another 7 days', async () => {
    const { code } = await invite('newcomer@example.com');
    clock += INVITE_VALID_DAYS * DAY + 1;
    const expired = await accept(code);
    expect(expired.status).toBe(410);
    expect(expired.body).toEqual({ message: INVITE_EXPIRED_MESSAGE });
    expect(api.store.accounts.memberLevel(ACME, demoUser('newcomer').id)).toBeUndefined();
    expect(await listed(code)).toMatchObject({ expires: clock - 1 });

    const resent = await call(api.url, 'POST', `${A}/invites/${code}?action=resend`, await token('admin'));
    expect(resent.status).toBe(204);
    expect(await listed(code)).toMatchObject({ sent: clock, expires: clock + INVITE_VALID_DAYS * DAY });
    const accepted = await accept(code);
    expect(accepted.status).toBe(200);
    expect(api.store.accounts.memberLevel(ACME, demoUser('newcomer').id)).toBe(30);
  });

  it('ages an invite through the test endpoint, only with the fault secret', async () => {
    const { code, sent } = await invite('aged@example.com');
    const age = (headers: Record<string, string>, days: unknown = 8) =>
      call(api.url, 'POST', `/__test/invites/${code}/age`, undefined, { days }, { headers });
    expect((await age({})).status).toBe(403);
    expect((await age({ [FAULT_SECRET_HEADER]: FAULT_TEST_SECRET }, -1)).status).toBe(400);
    expect(await listed(code)).toMatchObject({ sent });
    expect((await age({ [FAULT_SECRET_HEADER]: FAULT_TEST_SECRET })).status).toBe(204);
    expect(await listed(code)).toMatchObject({ sent: sent - 8 * DAY });
    const unknown = await call(
      api.url,
      'POST',
      '/__test/invites/inv-none/age',
      undefined,
      { days: 1 },
      {
        headers: { [FAULT_SECRET_HEADER]: FAULT_TEST_SECRET },
      },
    );
    expect(unknown.status).toBe(404);
  });
});
