/** issue 26 point 7: IdP headers on every answer, and who may read `/__outbox`. */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { FAULT_SECRET_HEADER } from '../api/faults.ts';
import { createIdentityProvider } from './createIdp.ts';
import type { IdentityProvider } from './createIdp.ts';
import { createOutbox } from './outbox.ts';

describe('IdP security headers', () => {
  let idp: IdentityProvider;
  beforeAll(async () => {
    idp = await createIdentityProvider({ port: 0 });
  });
  afterAll(() => idp.close());

  it('sends nosniff and Referrer-Policy on provider, custom and error answers', async () => {
    for (const path of ['.well-known/openid-configuration', 'v2/logout', '__outbox', 'authorize', 'nowhere']) {
      const response = await fetch(new URL(path, idp.issuer), { redirect: 'manual' });
      expect({ path, nosniff: response.headers.get('x-content-type-options') }).toEqual({ path, nosniff: 'nosniff' });
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });
});

describe('IdP outbox gate', () => {
  const outbox = createOutbox();
  outbox.record({ to: 'invitee@example.com', kind: 'invite', data: { code: 'secret-code' } });
  const started: IdentityProvider[] = [];
  afterAll(async () => {
    await Promise.all(started.map((idp) => idp.close()));
  });
  const start = async (outboxAccess: { open?: boolean; secret?: string }) => {
    const idp = await createIdentityProvider({ port: 0, outbox, outboxAccess });
    started.push(idp);
    return idp;
  };
  const read = (idp: IdentityProvider, headers: Record<string, string> = {}) =>
    fetch(new URL('__outbox', idp.issuer), { headers });

  it('answers 404 without the secret, and the mail with it', async () => {
    const idp = await start({ secret: 'run-secret' });
    const anonymous = await read(idp);
    expect(anonymous.status).toBe(404);
    expect(await anonymous.text()).not.toContain('secret-code');
    expect((await read(idp, { [FAULT_SECRET_HEADER]: 'wrong' })).status).toBe(404);
    const allowed = await read(idp, { [FAULT_SECRET_HEADER]: 'run-secret' });
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toMatchObject([{ to: 'invitee@example.com', kind: 'invite' }]);
  });

  it('is closed by default and open to anyone only with the development flag', async () => {
    expect((await read(await start({}))).status).toBe(404);
    expect((await read(await start({ open: true }))).status).toBe(200);
  });
});
