import { expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { API_ORIGIN, faultSecretHeaders } from './faults.ts';
import { ACME, api } from './platformApi.ts';

export const hotspotsPath = `/v1/accounts/${ACME}/hotspots`;
export const groupsPath = `/v1/accounts/${ACME}/hotspot-groups`;

export interface HotspotInput {
  alias?: string;
  site_id?: string;
  group_id?: string;
}

/** A hotspot id no account has (a v4 UUID). */
export const newHotspotId = (): string => randomUUID();

/** Registers a new hotspot in acme-logistics through the API (the page must be signed in on the console). */
export async function registerHotspot(page: Page, input: HotspotInput = {}): Promise<{ hotspot_id: string }> {
  const hotspotId = newHotspotId();
  const answer = await api<{ hotspot_id: string }>(page, 'POST', hotspotsPath, { hotspot_id: hotspotId, ...input });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

export interface GroupInput {
  name: string;
  description?: string;
  alert_enabled?: boolean;
  alert_target_type?: 'email' | 'webhook';
  alert_target_value?: string;
}

/** Creates a hotspot group in acme-logistics through the API. */
export async function createGroup(page: Page, input: GroupInput): Promise<{ group_id: string; name: string }> {
  const answer = await api<{ group_id: string; name: string }>(page, 'POST', groupsPath, input);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/**
 * Sets a hotspot's status through platform-sim's test-only control (`POST /__test/hotspots/{id}/status`,
 * mounted with fault injection and guarded by the run's secret): a live status change, as if the
 * hotspot had reported it, so changes, uptime and alerts follow.
 */
export async function setHotspotStatus(
  page: Page,
  hotspotId: string,
  status: 'online' | 'offline' | 'unknown',
): Promise<void> {
  const response = await page.request.post(`${API_ORIGIN}/__test/hotspots/${hotspotId}/status`, {
    data: { status },
    headers: faultSecretHeaders(),
  });
  expect(response.status(), await response.text()).toBe(204);
}
