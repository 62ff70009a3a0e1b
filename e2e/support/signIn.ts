import { expect, type Page } from '@playwright/test';

/** The identity provider the console signs in with (platform-sim, started by the webServer). */
export const IDP_ORIGIN = 'http://localhost:4001';
export const DEMO_PASSWORD = 'demo';

/** Where the signed-in browser state of each demo user is kept between the setup and the tests. */
export function storageStatePath(email: string): string {
  return new URL(`../.auth/${email.replace(/[^a-z0-9]/gi, '_')}.json`, import.meta.url).pathname;
}

/** Fills platform-sim's sign-in page (Email, Password, Sign in). */
export async function signInOnIdp(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await expect(page).toHaveURL((url) => url.origin === IDP_ORIGIN);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The browser is on platform-sim's sign-in page: signed out. */
export async function expectSignInPage(page: Page): Promise<void> {
  await expect(page).toHaveURL((url) => url.origin === IDP_ORIGIN);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}
