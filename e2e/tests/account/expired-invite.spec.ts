import { expect, test } from '@playwright/test';
import { API_ORIGIN, faultSecretHeaders } from '../../support/faults.ts';
import { newOwnAccount } from '../../support/accounts.ts';
import { api } from '../../support/platformApi.ts';
import { signInOnIdp } from '../../support/signIn.ts';
import { USERS } from '../../support/users.ts';

/*
 * Invites expire 7 days after they were last sent (issue 26). The invite is aged through platform-sim's
 * test-only control; the account is this test's own, so the invitee joins nothing another test looks at.
 */
test('an expired invite says so on the accept page and how to get a new one; a resend makes the same link work', async ({
  page,
  browser,
}) => {
  const accountId = await newOwnAccount(page, 'E2E expired invite');
  const invite = await api<{ code: string }>(page, 'POST', `/v1/accounts/${accountId}/invites`, {
    user: USERS.social,
  });
  expect(invite.status).toBe(201);
  const { code } = invite.body;
  const aged = await page.request.post(`${API_ORIGIN}/__test/invites/${code}/age`, {
    data: { days: 8 },
    headers: faultSecretHeaders(),
  });
  expect(aged.status(), await aged.text()).toBe(204);

  const link = `/accept_invite?account=${accountId}&code=${code}`;
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const invitee = await context.newPage();
  await invitee.goto(link);
  await signInOnIdp(invitee, USERS.social);
  await expect(invitee.getByText('This invite has expired', { exact: true })).toBeVisible();
  await expect(
    invitee.getByText(
      `Invites are valid for 7 days. Ask the person who invited you, or an administrator of account ${accountId}, to resend it; then open this link again.`,
    ),
  ).toBeVisible();
  await expect(invitee.getByRole('link', { name: 'Go to the console' })).toBeVisible();

  // The owner resends it: the same link now works.
  expect((await api(page, 'POST', `/v1/accounts/${accountId}/invites/${code}?action=resend`)).status).toBe(204);
  await invitee.goto(link);
  await expect(
    invitee.locator('.ant-notification-notice').filter({ hasText: `You now have access to account ${accountId}` }),
  ).toHaveCount(1);
  await context.close();
});
