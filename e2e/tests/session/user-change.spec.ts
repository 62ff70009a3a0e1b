import { expect, test, type Page } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';
import { signInOnIdp } from '../../support/signIn.ts';
import { USERS } from '../../support/users.ts';

test.use({ storageState: { cookies: [], origins: [] } });

interface SavedSession {
  user: { id: string; email: string } | null;
  accountId: string | null;
}

async function savedSession(page: Page): Promise<SavedSession | null> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('beacon.session');
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { session?: SavedSession } & SavedSession;
    return parsed.session ?? parsed;
  });
}

test('a different user signing in clears what the previous user left in the browser', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.goto('/hotspots/manage?account=owner-labs');
  await signInOnIdp(page, USERS.owner);
  await expect(app.heading('Manage Hotspots')).toBeVisible();
  await expect.poll(async () => (await savedSession(page))?.accountId).toBe('owner-labs');
  // Something else the console keeps for the user (e.g. a table setting).
  await page.evaluate(() => window.localStorage.setItem('beacon.owner-setting', 'kept for the owner'));

  await app.chooseInAccountMenu('Logout');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  await app.goto('/hotspots/manage');
  await signInOnIdp(page, USERS.member);
  await expect(app.heading('Manage Hotspots')).toBeVisible();
  await expect(page.getByTestId('signed-in-user')).toHaveText(USERS.member);
  await expect.poll(async () => (await savedSession(page))?.user?.email).toBe(USERS.member);
  expect((await savedSession(page))?.accountId).toBe('acme-logistics');
  expect(await page.evaluate(() => window.localStorage.getItem('beacon.owner-setting'))).toBeNull();
});
