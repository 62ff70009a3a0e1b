import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createIdentityProvider } from './createIdp.ts';
import type { IdentityProvider } from './createIdp.ts';
import { createOutbox } from './outbox.ts';
import type { OutboxMessage } from './outbox.ts';
import { CLIENT_ID } from './settings.ts';
import { CONSOLE_ORIGIN, preflight } from './testSupport.ts';

describe('change password and the outbox', () => {
  const outbox = createOutbox();
  let idp: IdentityProvider;
  beforeAll(async () => {
    idp = await createIdentityProvider({ port: 0, outbox, outboxAccess: { open: true } });
  });
  afterAll(() => idp.close());

  const changePassword = (body: unknown) =>
    fetch(new URL('dbconnections/change_password', idp.issuer), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: CONSOLE_ORIGIN },
      body: JSON.stringify(body),
    });

  it('records a password-change mail and answers like Auth0', async () => {
    const response = await changePassword({
      client_id: CLIENT_ID,
      email: 'member@example.com',
      connection: 'Username-Password-Authentication',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(CONSOLE_ORIGIN);
    expect(await response.text()).toBe("We've just sent you an email to reset your password.");

    const listed = (await (await fetch(new URL('__outbox', idp.issuer))).json()) as OutboxMessage[];
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ to: 'member@example.com', kind: 'password-change' });
    expect(Number.isNaN(Date.parse(listed[0]?.at ?? ''))).toBe(false);
    expect(outbox.list()).toEqual(listed);
  });

  it('rejects a request without a valid email or client', async () => {
    expect((await changePassword({ client_id: CLIENT_ID, email: 'nope' })).status).toBe(400);
    expect((await changePassword({ client_id: 'other', email: 'member@example.com' })).status).toBe(400);
    expect(outbox.list()).toHaveLength(1);
  });

  it('answers the CORS preflight for the console origin', async () => {
    const response = await preflight(new URL('dbconnections/change_password', idp.issuer), 'content-type,auth0-client');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(CONSOLE_ORIGIN);
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type,auth0-client');
  });

  it('lets other code append to the outbox', async () => {
    outbox.record({ to: 'invitee@example.com', kind: 'invite', data: { network: 'Depot' } });
    const listed = (await (await fetch(new URL('__outbox', idp.issuer))).json()) as OutboxMessage[];
    expect(listed.map((m) => m.kind)).toEqual(['password-change', 'invite']);
  });
});
