import { expect, test as setup } from '@playwright/test';
import { signInOnIdp, storageStatePath } from '../support/signIn.ts';

export const OWNER = 'owner@example.com';

setup('sign in as the owner once for the suites that need a signed-in user', async ({ page }) => {
  await page.goto('/');
  await signInOnIdp(page, OWNER);
  await expect(page.getByTestId('signed-in-user')).toHaveText(OWNER);
  await page.context().storageState({ path: storageStatePath(OWNER) });
});
