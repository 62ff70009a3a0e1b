import { expect, type Locator, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { api } from './platformApi.ts';

/** An account as the admin API lists it (the fields these tests read). */
export interface ListedAccount {
  id: string;
  name: string;
  tier_name: string;
  suspended: boolean;
  internal_account: boolean;
}

/** The seed's demo accounts, which other tests use: never suspended by these tests. */
const DEMO_ACCOUNTS = new Set(['acme-logistics', 'owner-labs', 'social-ventures', 'beacon-internal']);

/** The first 100 accounts (oldest first: the seed's, before any a test creates). */
export async function seededAccounts(page: Page): Promise<ListedAccount[]> {
  const answer = await api<{ accounts: ListedAccount[] }>(page, 'GET', '/admin/accounts?pagesize=100');
  expect(answer.status).toBe(200);
  return answer.body.accounts;
}

/**
 * The `index`-th seeded filler account that is active and not internal (a deterministic pick, so tests
 * that suspend use distinct accounts and never a demo account).
 */
export async function activeFillerAccount(page: Page, index: number): Promise<ListedAccount> {
  const fillers = (await seededAccounts(page)).filter(
    (a) => !DEMO_ACCOUNTS.has(a.id) && !a.suspended && !a.internal_account,
  );
  const account = fillers[index];
  if (!account) throw new Error(`no active filler account #${index}`);
  return account;
}

/** The dashboard's account table. */
export const accountTable = (page: Page): Locator => page.getByRole('table', { name: 'Accounts' });

/** The account table's row of `accountId` (its id is shown under the name). */
export const accountRow = (page: Page, accountId: string): Locator =>
  accountTable(page)
    .locator('tbody tr.ant-table-row')
    .filter({ has: page.getByText(accountId, { exact: true }) });

/** A tier name no other test uses: `prefix-` and 8 hex digits. */
export const uniqueTierName = (prefix: string): string => `${prefix}-${randomBytes(4).toString('hex')}`;

/** Creates (or replaces) a tier profile through the admin API. */
export async function saveTier(
  page: Page,
  tier: { tier_name: string; profile_name: string; features?: Record<string, unknown> },
): Promise<void> {
  const answer = await api(page, 'POST', '/admin/tier-profiles', { features: {}, ...tier });
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
}
