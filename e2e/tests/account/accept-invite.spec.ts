import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';
import { newOwnAccount } from '../../support/accounts.ts';
import { api, uniqueName } from '../../support/platformApi.ts';
import { signInOnIdp } from '../../support/signIn.ts';
import { USERS } from '../../support/users.ts';
import { expectToast } from '../routes/routesApi.ts';
import { openedDialog } from '../../support/forms.ts';
import { readOutbox } from '../../support/outbox.ts';

async function inviteLink(request: APIRequestContext, to: string, accountId: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const outbox = await readOutbox<{ account?: string; link?: string }>(request);
      link = outbox.find((m) => m.to === to && m.kind === 'invite' && m.data?.account === accountId)?.data?.link;
      return link;
    })
    .toBeTruthy();
  return link ?? '';
}

/** A new account of the owner's (so the invitee joins nothing another test looks at), with one network. */
async function accountWithNetwork(page: Page, accountPrefix: string, networkPrefix: string) {
  const accountId = await newOwnAccount(page, accountPrefix);
  const networkName = uniqueName(networkPrefix);
  expect((await api(page, 'POST', `/v1/accounts/${accountId}/networks`, { name: networkName })).status).toBe(201);
  return { accountId, networkName };
}

/*
 * The whole flow from the outbox. The invitee is the social-login demo user, not the newcomer: the
 * newcomer's own flow (onboarding/newcomer.spec.ts) needs it without any account, and the suite runs
 * in parallel. The account is this test's own, so the invitee joins nothing another test looks at.
 */
test('the owner invites, the invitee signs in through the emailed link, accepts and sees the networks', async ({
  page,
  browser,
  request,
}) => {
  const { accountId, networkName } = await accountWithNetwork(page, 'E2E invite', 'Invited net');

  // The owner sends the invite from the Invites tab.
  await new ConsolePage(page).open(`/account/invites?account=${accountId}`, 'Invites');
  await page.getByRole('button', { name: /^(plus )?Send invite$/ }).click();
  const dialog = await openedDialog(page, 'Send invite');
  await dialog.getByLabel('Email').fill(USERS.social);
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expectToast(page, 'Invite sent');
  const link = await inviteLink(request, USERS.social, accountId);
  expect(new URL(link).pathname).toBe('/accept_invite');

  // The invitee, signed out, follows the link, signs in and lands back on it.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const invitee = await context.newPage();
  await invitee.goto(link);
  await signInOnIdp(invitee, USERS.social);
  await expect(
    invitee.locator('.ant-notification-notice').filter({ hasText: `You now have access to account ${accountId}` }),
  ).toHaveCount(1);
  await expect(invitee).toHaveURL((url) => url.pathname === '/');
  await expect(invitee.getByText(networkName)).toBeVisible();

  // The link works once.
  await invitee.goto(link);
  await expect(invitee.locator('.ant-notification-notice').filter({ hasText: /Error accepting invite: / })).toHaveCount(
    1,
  );
  await expect(invitee.getByText('The invite could not be accepted')).toBeVisible();
  await context.close();
});

/** The demo user with no account that only this test uses (platform-sim's IdP). */
const INVITEE = 'invitee@example.com';

test('a user with no account follows the link: never sent to create_account, joins and sees the networks', async ({
  page,
  browser,
  request,
}) => {
  const { accountId, networkName } = await accountWithNetwork(page, 'E2E first account', 'Invitee net');
  expect((await api(page, 'POST', `/v1/accounts/${accountId}/invites`, { user: INVITEE })).status).toBe(201);
  const link = await inviteLink(request, INVITEE, accountId);

  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const invitee = await context.newPage();
  const visited: string[] = [];
  invitee.on('framenavigated', (frame) => {
    if (frame === invitee.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await invitee.goto(link);
  await signInOnIdp(invitee, INVITEE);
  await expect(
    invitee.locator('.ant-notification-notice').filter({ hasText: `You now have access to account ${accountId}` }),
  ).toHaveCount(1);
  await expect(invitee).toHaveURL((url) => url.pathname === '/');
  await expect(invitee.getByText(networkName)).toBeVisible();
  expect(visited).not.toContain('/create_account');
  await context.close();
});
