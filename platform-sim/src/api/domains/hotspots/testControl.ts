/**
 * The test-only hotspot control (issue 15): `POST /__test/hotspots/{hotspotId}/status` with
 * `{status}` records a live status change now, as if the hotspot had reported it (status, last_seen
 * when online, a change row), and schedules its alert. Mounted only with fault injection, behind the
 * same access check as `/__faults` (a console origin or the test secret, a JSON body).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { HotspotStatusSchema, normalizeHotspotId } from '@beacon/shared/contract';
import { HttpError } from '../../errors.ts';
import { readTestBody } from '../../faults.ts';
import type { FaultAccess } from '../../faults.ts';
import type { Store } from '../../store.ts';
import { HOTSPOT_NOT_FOUND } from './repository.ts';

export const TEST_STATUS_MESSAGE = "status must be 'online', 'offline' or 'unknown'";
const Body = z.object({ status: HotspotStatusSchema });

export function hotspotTestRoutes(store: Store, access: FaultAccess): Hono {
  const app = new Hono();
  app.post('/__test/hotspots/:hotspotId/status', async (c) => {
    const { status } = await readTestBody(c, access, Body, () => HttpError.invalid(TEST_STATUS_MESSAGE, 'status'));
    const hotspotId = normalizeHotspotId(c.req.param('hotspotId'));
    const row = store.db.get('SELECT account_id FROM hotspots WHERE id = ?', [hotspotId]);
    if (row === undefined) throw new HttpError(404, HOTSPOT_NOT_FOUND);
    const accountId = String(row.account_id);
    const change = store.db.transaction(() => store.hotspots.setStatus(accountId, hotspotId, status, store.now()));
    if (change !== undefined) store.hotspotAlerts.changed(accountId, change);
    return c.body(null, 204);
  });
  return app;
}
