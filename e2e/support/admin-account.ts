import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ACME, api } from './platformApi.ts';
import { readOutbox, type OutboxMessage } from './outbox.ts';

/** A device as the admin API answers it (the fields these tests read). */
export interface AdminDeviceRow {
  id: string;
  session: string | null;
  ap_lock: string;
  internal: boolean;
}

/** An account as the admin API lists it (the fields these tests read). */
interface ListedAccount {
  id: string;
  name: string;
  tier_name: string;
  suspended: boolean;
  internal_account: boolean;
}

/** The seed's demo accounts, which other tests use. */
const DEMO_ACCOUNTS = new Set([ACME, 'owner-labs', 'social-ventures', 'beacon-internal']);

/**
 * The `index`-th active, non-internal seeded filler account counted from the END of the first 100
 * (the dashboard's tests pick theirs from the start), so this spec's tier and invite changes never
 * touch an account another test changes.
 */
export async function lateFillerAccount(page: Page, index: number): Promise<ListedAccount> {
  const answer = await api<{ accounts: ListedAccount[] }>(page, 'GET', '/admin/accounts?pagesize=100');
  expect(answer.status).toBe(200);
  const fillers = answer.body.accounts.filter((a) => !DEMO_ACCOUNTS.has(a.id) && !a.suspended && !a.internal_account);
  const account = fillers[fillers.length - 1 - index];
  if (!account) throw new Error(`no active filler account #${index} from the end`);
  return account;
}

/** The id of acme-logistics' Warehouse network (platform-sim's seed). */
export async function warehouseId(page: Page): Promise<string> {
  const answer = await api<{ networks: Array<{ id: string; name: string }> }>(
    page,
    'GET',
    `/admin/accounts/${ACME}/networks`,
  );
  const warehouse = answer.body.networks.find((n) => n.name === 'Warehouse');
  if (!warehouse) throw new Error('no seeded Warehouse network');
  return warehouse.id;
}

/**
 * Positions in the Warehouse's device list (the seed's order never changes): 0 to 19 are the first
 * page (20 a page), 20 to 39 the second. The seed gives sessions to 2, 3, 4, 6, 7, 8, 9 and 18, and on
 * the second page to 20, 22, 24, 34, 36 and 38; each test that ends or could end a session owns its own
 * position, so the two workers never share a device.
 */
export const WAREHOUSE = {
  networkDevices: { clear: 2, disconnect: 3, failures: 4 },
  device: { clear: 6, disconnect: 7, failures: 8, update: 10, updateRefused: 11, show: 18 },
  phone: { clear: 9, disconnect: 20 },
} as const;

/** The Warehouse device at `position` in the list, of the first two pages (0 to 39). */
export async function warehouseDevice(page: Page, position: number): Promise<AdminDeviceRow> {
  const answer = await api<{ devices: AdminDeviceRow[] }>(
    page,
    'GET',
    `/admin/accounts/${ACME}/networks/${await warehouseId(page)}/devices?pagesize=40`,
  );
  expect(answer.status).toBe(200);
  const device = answer.body.devices[position];
  if (!device) throw new Error(`no Warehouse device at ${position}`);
  return device;
}

/** The device as the admin API answers it now. */
export async function adminDevice(page: Page, deviceId: string): Promise<AdminDeviceRow> {
  const answer = await api<AdminDeviceRow>(page, 'GET', `/admin/devices/${encodeURIComponent(deviceId)}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

interface InviteMail {
  account?: string;
  code?: string;
  link?: string;
}

/** The invite mails platform-sim's outbox holds for `address`. */
export async function invitesTo(request: APIRequestContext, address: string): Promise<OutboxMessage<InviteMail>[]> {
  const outbox = await readOutbox<InviteMail>(request);
  return outbox.filter((m) => m.to === address && m.kind === 'invite');
}

/** Whether the page scrolls sideways (its content wider than the viewport). */
export async function pageOverflows(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
