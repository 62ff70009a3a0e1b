import type { Locator, Page } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';
import { registerDevice } from '../../support/devices.ts';
import { createNetwork, type RouteBody } from '../../support/platformApi.ts';
import { openedDialog } from '../../support/forms.ts';

/** A device registered for one test, with the MAC address the page shows for it. */
export interface TestDevice {
  id: string;
  mac: string;
  network: { id: string; name: string };
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
