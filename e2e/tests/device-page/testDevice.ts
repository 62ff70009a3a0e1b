import { expect, type Locator, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { ConsolePage } from '../../support/consolePage.ts';
import { ACME, api, createNetwork, type RouteBody } from '../../support/platformApi.ts';
import { openedDialog } from '../routes/routesApi.ts';

/** A device registered for one test, with the MAC address the page shows for it. */
export interface TestDevice {
  id: string;
  mac: string;
  network: { id: string; name: string };
}

/** A MAC-style device id no account has: zeros, 8000, 8200, then 12 random hex digits. */
function newMacId(): { id: string; mac: string } {
  const hex = randomBytes(6).toString('hex');
  return { id: `00000000-0000-8000-8200-${hex}`, mac: hex.match(/../g)!.join(':') };
}

/** Registers a device to `networkId` in acme-logistics through the API. */
export async function registerDevice(page: Page, networkId: string): Promise<{ id: string; mac: string }> {
  const device = newMacId();
  const registered = await api(page, 'POST', `/v1/accounts/${ACME}/devices`, {
    device_id: device.id,
    network_id: networkId,
  });
  expect(registered.status).toBe(201);
  return device;
}

/**
 * A network of the test's own (deleted by `deleteCreatedNetworks`), holding `routes`, with one device
 * registered to it.
 */
export async function deviceOnNewNetwork(page: Page, prefix: string, routes?: RouteBody[]): Promise<TestDevice> {
  const network = await createNetwork(page, prefix, routes);
  return { ...(await registerDevice(page, network.id)), network };
}

/** Opens the device's page and waits for its heading. */
export async function openDevicePage(page: Page, device: { id: string; mac: string }): Promise<ConsolePage> {
  const app = new ConsolePage(page);
  await app.open(`/devices/${device.id}`, `Device ${device.mac}`);
  return app;
}

/** Send test event, once its dialog has opened. */
export async function openTestEventModal(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Send test event' }).click();
  return openedDialog(page, 'Send test event');
}
