import { expect, test } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';
import { IDP_ORIGIN, signInOnIdp } from '../../support/signIn.ts';

// These tests start signed out.
test.use({ storageState: { cookies: [], origins: [] } });

test('a signed-out visitor signs in and returns to the page they asked for', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.goto('/hotspots/groups?view=cards');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  await signInOnIdp(page, 'member@example.com', 'not-the-password');
  await expect(page.getByText('Wrong email or password.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('member@example.com');

  await signInOnIdp(page, 'member@example.com');
  await expect(page).toHaveURL(
    (url) => url.origin + url.pathname + url.search === 'http://localhost:3000/hotspots/groups?view=cards',
  );
  await expect(app.heading('Hotspot Groups')).toBeVisible();
  await expect(page.getByTestId('signed-in-user')).toHaveText('member@example.com');
});

test('a reload stays signed in without the sign-in page, and Logout signs out', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.signInAt('/hotspots/manage', 'installer@example.com', 'Manage Hotspots');

  const idpPages: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().startsWith(IDP_ORIGIN)) idpPages.push(frame.url());
  });
  await page.reload();
  await expect(app.heading('Manage Hotspots')).toBeVisible();
  expect(idpPages).toEqual([]);

  await app.chooseInAccountMenu('Logout');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.origin === IDP_ORIGIN);
  // Signed out for real: the console asks for sign-in again.
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('the not-found page needs no sign-in', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Resource not found in this account')).toBeVisible();
  await expect(page).toHaveURL('http://localhost:3000/no-such-page');
});
