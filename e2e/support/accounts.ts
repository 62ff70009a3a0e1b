import { expect, type Browser, type Page } from '@playwright/test';
import { api, openSignedIn, uniqueName } from './platformApi.ts';
import { storageStateOf, USERS, type DemoRole } from './users.ts';

export interface AccountWithMember {
  accountId: string;
  /** A page signed in as the member (its own browser context). */
  member: Page;
  /** Closes the member's context. */
  close: () => Promise<void>;
}

/**
 * Opens the console (the API helper takes the signed-in user's token from it) and creates an account of
 * that user named `prefix` and a unique suffix, through the API; answers its id.
 */
export async function newOwnAccount(page: Page, prefix: string): Promise<string> {
  await openSignedIn(page);
  const created = await api<{ account_id: string }>(page, 'POST', '/v1/accounts', {
    name: uniqueName(prefix),
    checked: true,
  });
  expect(created.status).toBe(201);
  return created.body.account_id;
}

/**
 * An account of the test's own (the page's user, signed in, creates it) with `role`'s demo user as a
 * Member, who accepts the invite through the API: members no other test touches.
 */
export async function accountWithMember(
  page: Page,
  browser: Browser,
  role: Exclude<DemoRole, 'owner' | 'newcomer'>,
  prefix = 'E2E members',
): Promise<AccountWithMember> {
  const accountId = await newOwnAccount(page, prefix);
  const invite = await api<{ code: string }>(page, 'POST', `/v1/accounts/${accountId}/invites`, { user: USERS[role] });
  expect(invite.status).toBe(201);

  const context = await browser.newContext({ storageState: storageStateOf(role) });
  const member = await context.newPage();
  await member.goto('/');
  await expect(member.getByTestId('signed-in-user')).toBeVisible();
  const path = `/v1/accounts/${accountId}/accept-invite?code=${encodeURIComponent(invite.body.code)}`;
  expect((await api(member, 'POST', path)).status).toBe(200);
  return { accountId, member, close: () => context.close() };
}
