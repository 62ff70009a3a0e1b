import { expect, test, type Page } from '@playwright/test';
import { createGroup, groupsPath, registerHotspot, setHotspotStatus } from '../../support/hotspots.ts';
import { api, openSignedIn, uniqueName } from '../../support/platformApi.ts';
import { startReceiver, type Receiver } from '../../support/receiver.ts';
import { readOutbox } from '../../support/outbox.ts';

/*
 * Alerts that really alert (issue 15, docs/hotspot-alerts.md): platform-sim runs here with a 1 s hold
 * (PLATFORM_SIM_ALERT_HOLD_SECONDS in playwright.config.ts), and the test control sets the statuses.
 */

interface AlertBody {
  type: string;
  hotspot: { hotspot_id: string };
  status: string;
  previous_status: string;
  group: { group_id: string };
}

interface StoredAlert {
  hotspot_id: string;
  status: string;
  delivered: boolean;
  target_type: string;
}

const alertsFor = (receiver: Receiver, hotspotId: string) =>
  receiver.received
    .map((r) => r.body as AlertBody)
    .filter((body) => body.type === 'hotspot.status' && body.hotspot.hotspot_id === hotspotId);

async function groupAlerts(page: Page, groupId: string): Promise<StoredAlert[]> {
  const answer = await api<{ alerts: StoredAlert[] }>(page, 'GET', `${groupsPath}/${groupId}/alerts`);
  expect(answer.status).toBe(200);
  return answer.body.alerts;
}

let receiver: Receiver;
test.beforeEach(async () => {
  receiver = await startReceiver();
});
test.afterEach(async () => {
  await receiver.close();
});

test('a hotspot that goes offline alerts once, by webhook and by e-mail; the group lists both as delivered', async ({
  page,
  request,
}) => {
  await openSignedIn(page);
  const email = `noc-${Date.now()}@example.com`;
  const hooked = await createGroup(page, {
    name: uniqueName('E2E hook alerts'),
    alert_enabled: true,
    alert_target_type: 'webhook',
    alert_target_value: receiver.url,
  });
  const mailed = await createGroup(page, {
    name: uniqueName('E2E mail alerts'),
    alert_enabled: true,
    alert_target_type: 'email',
    alert_target_value: email,
  });
  const hookedHotspot = await registerHotspot(page, { group_id: hooked.group_id, alias: 'Hooked' });
  const mailedHotspot = await registerHotspot(page, { group_id: mailed.group_id, alias: 'Mailed' });

  for (const { hotspot_id } of [hookedHotspot, mailedHotspot]) {
    await setHotspotStatus(page, hotspot_id, 'online');
    await setHotspotStatus(page, hotspot_id, 'offline');
  }

  await expect.poll(() => alertsFor(receiver, hookedHotspot.hotspot_id).length).toBe(1);
  // Before it the hotspot was new (unknown) or, had `online` held for the hold time, online.
  const [alert] = alertsFor(receiver, hookedHotspot.hotspot_id);
  expect(alert).toMatchObject({ status: 'offline', group: { group_id: hooked.group_id } });
  expect(['unknown', 'online']).toContain(alert?.previous_status);
  expect(receiver.received[0]?.headers['content-type']).toBe('application/json');

  await expect
    .poll(async () => {
      const outbox = await readOutbox<Partial<AlertBody>>(request);
      return outbox.filter((m) => m.to === email && m.kind === 'hotspot-alert').map((m) => m.data?.status);
    })
    .toEqual(['offline']);

  await expect
    .poll(async () => (await groupAlerts(page, hooked.group_id)).map((a) => [a.hotspot_id, a.status, a.delivered]))
    .toEqual([[hookedHotspot.hotspot_id, 'offline', true]]);
  expect((await groupAlerts(page, mailed.group_id)).map((a) => [a.hotspot_id, a.target_type, a.delivered])).toEqual([
    [mailedHotspot.hotspot_id, 'email', true],
  ]);
});

test('a hotspot that flaps within the hold time sends nothing new', async ({ page }) => {
  await openSignedIn(page);
  const group = await createGroup(page, {
    name: uniqueName('E2E flap alerts'),
    alert_enabled: true,
    alert_target_type: 'webhook',
    alert_target_value: receiver.url,
  });
  const { hotspot_id } = await registerHotspot(page, { group_id: group.group_id });
  await setHotspotStatus(page, hotspot_id, 'online');
  await setHotspotStatus(page, hotspot_id, 'offline');
  await expect.poll(() => alertsFor(receiver, hotspot_id).map((b) => b.status)).toEqual(['offline']);

  // Back and down again at once: offline is what was alerted last, so nothing is sent.
  await setHotspotStatus(page, hotspot_id, 'online');
  await setHotspotStatus(page, hotspot_id, 'offline');
  // A second hotspot's alert, sent after the flap's hold time has passed, marks when to look.
  const marker = await registerHotspot(page, { group_id: group.group_id });
  await setHotspotStatus(page, marker.hotspot_id, 'online');
  await setHotspotStatus(page, marker.hotspot_id, 'offline');
  await expect.poll(() => alertsFor(receiver, marker.hotspot_id).length).toBe(1);
  expect(alertsFor(receiver, hotspot_id).map((b) => b.status)).toEqual(['offline']);
  await expect.poll(async () => (await groupAlerts(page, group.group_id)).length).toBe(2);
});
