import { expect, test } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';
import { expectSignInPage } from '../../support/signIn.ts';
import { storageStateOf, USERS } from '../../support/users.ts';
import { readOutbox } from '../../support/outbox.ts';

interface OutboxMessage {
  to: string;
  kind: string;
}

test('a password-database user sees Change Password, which sends the e-mail', async ({ page, request }) => {
  const app = new ConsolePage(page);
  await app.open('/profile', 'Profile');
  await expect(page.getByText(USERS.owner, { exact: true }).last()).toBeVisible();
  const before = (await readOutbox<OutboxMessage>(request)).length;

  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText("We've sent you an email to change your password.")).toBeVisible();
  const outbox = await readOutbox<OutboxMessage>(request);
  expect(outbox.slice(before)).toContainEqual(expect.objectContaining({ to: USERS.owner, kind: 'password-change' }));
});

test.describe('a social-login user', () => {
  test.use({ storageState: storageStateOf('social') });

  test('has no Change Password', async ({ page }) => {
    const app = new ConsolePage(page);
    await app.open('/profile', 'Profile');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change Password' })).toHaveCount(0);
  });
});

test.describe('signed in afresh', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('Logout on the profile signs out', async ({ page }) => {
    await new ConsolePage(page).signInAt('/profile', USERS.social, 'Profile');
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await expectSignInPage(page);
  });
});
