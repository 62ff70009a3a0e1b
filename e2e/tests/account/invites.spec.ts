import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';
import { injectFault } from '../../support/faults.ts';
import { ACME } from '../../support/platformApi.ts';
import { expectToast } from '../routes/routesApi.ts';
import { openedDialog } from '../../support/forms.ts';
import { readOutbox } from '../../support/outbox.ts';

/** An address no other test invites. */
const uniqueAddress = () => `e2e-${randomUUID().slice(0, 8)}@example.net`;

const invitesTo = async (request: APIRequestContext, address: string) =>
  (await readOutbox<{ account?: string; code?: string; link?: string }>(request)).filter(
    (m) => m.to === address && m.kind === 'invite',
  );

async function sendInvite(page: Page, address: string) {
  await page.getByRole('button', { name: /^(plus )?Send invite$/ }).click();
  const dialog = await openedDialog(page, 'Send invite');
  await dialog.getByLabel('Email').fill(address);
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  return dialog;
}

test.beforeEach(async ({ page }) => {
  await new ConsolePage(page).open(`/account/invites?account=${ACME}`, 'Invites');
});

test('sending an invite: "Invalid email address", then "Invite sent" and the email in the outbox', async ({
  page,
  request,
}) => {
  const address = uniqueAddress();
  const dialog = await sendInvite(page, 'not-an-address');
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await dialog.getByLabel('Email').fill(address);
  await expect(dialog.getByText('Invalid email address')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expectToast(page, 'Invite sent');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Invites' }).getByRole('row').filter({ hasText: address }),
  ).toBeVisible();

  const [email] = await invitesTo(request, address);
  expect(email?.data?.account).toBe(ACME);
  expect(email?.data?.link).toMatch(/\/accept_invite\?account=acme-logistics&code=/);
});

test('the invite dialog refuses <script>alert(1)</script>@x.com with "Invalid email address" and sends nothing', async ({
  page,
  request,
}) => {
  const address = '<script>alert(1)</script>@x.com';
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes(`/v1/accounts/${ACME}/invites`)) posts.push(r.url());
  });
  const dialog = await sendInvite(page, address);
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(posts).toEqual([]);
  expect(await invitesTo(request, address)).toEqual([]);
});

test('a failed send says "Failed to invite user. {message}"', async ({ page }) => {
  const address = uniqueAddress();
  await sendInvite(page, address);
  await expectToast(page, 'Invite sent');

  // The same address again: the server's message.
  let dialog = await sendInvite(page, address);
  await expectToast(page, 'Failed to invite user. This email address has already been invited');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // A server failure.
  await injectFault(page, { path: `/v1/accounts/${ACME}/invites`, method: 'POST', kind: '500' });
  dialog = await sendInvite(page, uniqueAddress());
  await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Failed to invite user. ' })).toHaveCount(1);
  await expect(dialog).toBeVisible();
});

test('resend and delete an invite: "Invite re-sent", "Invite deleted"', async ({ page, request }) => {
  const address = uniqueAddress();
  await sendInvite(page, address);
  await expectToast(page, 'Invite sent');
  const row = page.getByRole('table', { name: 'Invites' }).getByRole('row').filter({ hasText: address });

  await row.getByRole('button', { name: `Resend invite to ${address}` }).click();
  await expectToast(page, 'Invite re-sent');
  await expect.poll(async () => (await invitesTo(request, address)).length).toBe(2);

  await injectFault(page, { path: `/v1/accounts/${ACME}/invites/*`, method: 'DELETE', kind: '500' });
  await row.getByRole('button', { name: `Delete invite to ${address}` }).click();
  let dialog = await openedDialog(page, `Delete the invite to ${address}?`);
  await dialog.getByRole('button', { name: 'Delete invite' }).click();
  await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Error deleting invite: ' })).toHaveCount(1);
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Delete invite to ${address}` }).click();
  dialog = await openedDialog(page, `Delete the invite to ${address}?`);
  await dialog.getByRole('button', { name: 'Delete invite' }).click();
  await expectToast(page, 'Invite deleted');
  await expect(row).toHaveCount(0);
});
