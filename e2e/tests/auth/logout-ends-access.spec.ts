import { expect, test } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';
import { API_ORIGIN } from '../../support/faults.ts';
import { nextAuthorization } from '../../support/platformApi.ts';

// This test signs in and out on its own.
test.use({ storageState: { cookies: [], origins: [] } });

/** GET /v1/accounts with an Authorization header, as a script holding a copied token would. */
async function accountsWith(authorization: string): Promise<number> {
  return (await fetch(`${API_ORIGIN}/v1/accounts`, { headers: { Authorization: authorization } })).status;
}

// Issue 26, point 4: after the IdP's logout, the access tokens of that session get 401.
test('Logout ends API access: the access token the console used gets 401 afterwards', async ({ page }) => {
  const app = new ConsolePage(page);
  const authorizationSent = nextAuthorization(page);
  await app.signInAt('/hotspots/manage', 'installer@example.com', 'Manage Hotspots');
  const authorization = await authorizationSent;
  expect(authorization).toMatch(/^Bearer \S+/);
  expect(await accountsWith(authorization)).toBe(200);

  await app.chooseInAccountMenu('Logout');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await accountsWith(authorization)).toBe(401);
});
