import { expect, test as setup } from '@playwright/test';
import { signInOnIdp, storageStatePath } from '../support/signIn.ts';
import { SAVED_ROLES, USERS } from '../support/users.ts';

for (const role of SAVED_ROLES) {
  const email = USERS[role];
  setup(`sign in as ${role} once for the suites that need that user`, async ({ page }) => {
    await page.goto('/diagnostics');
    await signInOnIdp(page, email);
    await expect(page.getByTestId('signed-in-user')).toHaveText(email);
    await page.context().storageState({ path: storageStatePath(email) });
  });
}
