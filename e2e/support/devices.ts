import { expect, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { ACME, api } from './platformApi.ts';

/** A MAC-style device id that no account has (zeros, 8000, 8200, then 12 random hex digits), and its MAC. */
export function newMacId(): { id: string; mac: string } {
  const hex = randomBytes(6).toString('hex');
  return { id: `00000000-0000-8000-8200-${hex}`, mac: hex.match(/../g)!.join(':') };
}

/** Registers a new device to `networkId` in acme-logistics through the API. */
export async function registerDevice(page: Page, networkId: string): Promise<{ id: string; mac: string }> {
  const device = newMacId();
  const registered = await api(page, 'POST', `/v1/accounts/${ACME}/devices`, {
    device_id: device.id,
    network_id: networkId,
  });
  expect(registered.status).toBe(201);
  return device;
}
