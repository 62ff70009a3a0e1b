/**
 * The test-only invite control (issue 26): `POST /__test/invites/{code}/age` with `{days}` moves the
 * invite's send time that many days back, so an e2e test can meet an expired invite. Mounted only with
 * fault injection, behind the same access check as `/__faults` (a console origin or the test secret).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { HttpError } from '../../errors.ts';
import { readTestBody } from '../../faults.ts';
import type { FaultAccess } from '../../faults.ts';
import type { Store } from '../../store.ts';
import { INVITE_NOT_FOUND } from './handlers.ts';

export const AGE_DAYS_MESSAGE = 'days must be a number from 0 to 3650';
const Body = z.object({ days: z.number().min(0).max(3650) });

export function inviteTestRoutes(store: Store, access: FaultAccess): Hono {
  const app = new Hono();
  app.post('/__test/invites/:code/age', async (c) => {
    const { days } = await readTestBody(c, access, Body, () => HttpError.invalid(AGE_DAYS_MESSAGE, 'days'));
    if (!store.members.ageInvite(c.req.param('code'), Math.round(days * 24 * 3600))) {
      throw new HttpError(404, INVITE_NOT_FOUND);
    }
    return c.body(null, 204);
  });
  return app;
}
