import { expect, type Page } from '@playwright/test';
import { randomBytes, randomUUID } from 'node:crypto';
import { api, openSignedIn as openConsoleSignedIn } from './platformApi.ts';

/** The account where staff (its owner, level 0) registers the monitoring page's hotspots and groups. */
export const STAFF_ACCOUNT = 'beacon-internal';

/** Seeded hotspot records (platform-sim's deterministic seed, docs/platform-sim.md). */
export const SEEDED_HOTSPOTS = {
  /** An access point no account monitors (`SEED_ACCESS_POINT_IDS[0]`). */
  accessPoint: 'a9000000-0000-4000-8000-000000000001',
  /** Monitored by acme-logistics and with AP data, but no OS reported (HS-0005). */
  blendedWithoutOs: 'c01d93f9-be8c-4280-aaca-c9efa27eb9af',
} as const;

/** Opens the console at `path` (the admin dashboard unless given) as the saved user, signed in (see platformApi.ts). */
export function openSignedIn(page: Page, path = '/admin'): Promise<void> {
  return openConsoleSignedIn(page, path);
}

/** Eight hex digits no other test uses: the first block of hotspot ids made with `hotspotIdWith`. */
export const uniqueIdPrefix = (): string => randomBytes(4).toString('hex');

/** A v4-shaped hotspot id starting with `prefix` (8 hex digits). */
export function hotspotIdWith(prefix: string): string {
  return `${prefix}${randomUUID().slice(8)}`;
}

/** Registers a hotspot in `account` through the customer API. */
export async function registerHotspotIn(
  page: Page,
  account: string,
  hotspotId: string,
  input: { alias?: string; group_id?: string } = {},
): Promise<void> {
  const answer = await api(page, 'POST', `/v1/accounts/${account}/hotspots`, { hotspot_id: hotspotId, ...input });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

/** Creates a hotspot group in `account` through the customer API (the caller must be level 20 or lower there). */
export async function createGroupIn(page: Page, account: string, name: string): Promise<string> {
  const answer = await api<{ group_id: string }>(page, 'POST', `/v1/accounts/${account}/hotspot-groups`, { name });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.group_id;
}

/** The account's hotspot summary as the admin API answers it now. */
export async function hotspotSummary(
  page: Page,
  account: string,
): Promise<{ total_hotspots: number; status_summary: { online: number; offline: number } }> {
  const answer = await api<{ total_hotspots: number; status_summary: { online: number; offline: number } }>(
    page,
    'GET',
    `/admin/accounts/${account}/hotspot-status`,
  );
  expect(answer.status).toBe(200);
  return answer.body;
}
