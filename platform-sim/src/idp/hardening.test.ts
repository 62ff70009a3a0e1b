/**
 * The IdP's hardening (issue 26 point 7): `nosniff` and a Referrer-Policy on every answer, and the outbox
 * (invite codes, password-change mail) readable only with the local test secret or when the development
 * flag opens it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { FAULT_SECRET_HEADER } from '../testSecret.ts';
import { createIdentityProvider } from './createIdp.ts';
import type { IdentityProvider } from './createIdp.ts';
import { createOutbox } from './outbox.ts';

const SECRET = 'outbox-test-secret';

describe('IdP answers', () => {
  let idp: IdentityProvider;
  beforeAll(async () => {
    idp = await createIdentityProvider({ port: 0, outboxAccess: { secret: SECRET } });
  });
  afterAll(() => idp.close());

  it.each(['.well-known/openid-configuration', 'authorize', '__outbox', 'v2/logout', 'nowhere'])(
    'sends nosniff and a Referrer-Policy on /%s',
    async (path) => {
      const response = await fetch(new URL(path, idp.issuer), { redirect: 'manual' });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
    },
  );
});

describe('the outbox', () => {
  const outbox = createOutbox();
  outbox.record({ to: 'invitee@example.com', kind: 'invite', data: { code: 'secret-code' } });

  it('is closed without the secret or the development flag', async () => {
    const idp = await createIdentityProvider({ port: 0, outbox, outboxAccess: { secret: SECRET } });
    try {
      const url = new URL('__outbox', idp.issuer);
      const anonymous = await fetch(url);
      expect(anonymous.status).toBe(403);
      expect(await anonymous.text()).not.toContain('secret-code');
      expect((await fetch(url, { headers: { [FAULT_SECRET_HEADER]: 'wrong' } })).status).toBe(403);
      expect((await fetch(url, { method: 'DELETE' })).status).toBe(403);
      expect(outbox.list()).toHaveLength(1);

      const withSecret = await fetch(url, { headers: { [FAULT_SECRET_HEADER]: SECRET } });
      expect(withSecret.status).toBe(200);
      expect(await withSecret.json()).toMatchObject([{ to: 'invitee@example.com', kind: 'invite' }]);
    } finally {
      await idp.close();
    }
  });

  it('is closed by default, with no secret configured at all', async () => {
    const idp = await createIdentityProvider({ port: 0, outbox });
    try {
      expect((await fetch(new URL('__outbox', idp.issuer))).status).toBe(403);
      expect((await fetch(new URL('__outbox', idp.issuer), { headers: { [FAULT_SECRET_HEADER]: '' } })).status).toBe(
        403,
      );
    } finally {
      await idp.close();
    }
  });

  it('is open to anyone on this machine with the development flag (PLATFORM_SIM_OUTBOX=on)', async () => {
    const idp = await createIdentityProvider({ port: 0, outbox, outboxAccess: { open: true } });
    try {
      const response = await fetch(new URL('__outbox', idp.issuer));
      expect(response.status).toBe(200);
      expect(await response.json()).toHaveLength(1);
    } finally {
      await idp.close();
    }
  });
});
