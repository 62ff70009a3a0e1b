import { expect, test } from '@playwright/test';
import { accountWithMember } from '../../support/accounts.ts';
import { ConsolePage } from '../../support/consolePage.ts';
import { API_ORIGIN } from '../../support/faults.ts';
import { api, uniqueName } from '../../support/platformApi.ts';
import { USERS } from '../../support/users.ts';

/** platform-sim's id of admin@example.com (platform-sim/src/idp/users.ts). */
const ADMIN_ID = 'auth0|5f1a00000000000000000002';

/** Creates a network with an API token's secret, as a script would: the HTTP status. */
async function createNetworkWithToken(secret: string, accountId: string): Promise<number> {
  const response = await fetch(`${API_ORIGIN}/v1/accounts/${accountId}/networks`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: uniqueName('By token') }),
  });
  return response.status;
}

// Issue 26, point 1: a token acts with the lower of its own level and its creator's current level.
test("a token follows its creator: demoted, it acts at the creator's level and says so; removed, it stops and says so", async ({
  page,
  browser,
}) => {
  const { accountId, member: admin, close } = await accountWithMember(page, browser, 'admin', 'E2E token creator');
  const memberPath = `/v1/accounts/${accountId}/members/${encodeURIComponent(ADMIN_ID)}`;
  expect((await api(page, 'POST', memberPath, { user_level: 20 })).status).toBe(200);

  // The admin makes an Administrator token; it may create networks.
  const name = uniqueName('Admin script');
  const created = await api<{ token_id: string }>(admin, 'POST', `/v1/accounts/${accountId}/api-tokens`, {
    name,
    user_level: 20,
  });
  expect(created.status).toBe(201);
  const secretPath = `/v1/accounts/${accountId}/api-tokens/${created.body.token_id}/secret`;
  const { body } = await api<{ secret_key: string }>(admin, 'POST', secretPath);
  expect(await createNetworkWithToken(body.secret_key, accountId)).toBe(201);
  await close();

  // The owner makes the admin an Installer: the token acts as an Installer, and the page says so.
  expect((await api(page, 'POST', memberPath, { user_level: 40 })).status).toBe(200);
  expect(await createNetworkWithToken(body.secret_key, accountId)).toBe(403);
  const app = new ConsolePage(page);
  await app.open(`/account/apitokens?account=${accountId}`, 'API Tokens');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(USERS.admin);
  await expect(row.getByText("Acts as Installer: creator's level is now Installer")).toBeVisible();

  // The owner removes the admin: the token stops at once, and the page says why.
  expect((await api(page, 'DELETE', memberPath)).status).toBe(204);
  expect(await createNetworkWithToken(body.secret_key, accountId)).toBe(401);
  await page.reload();
  await expect(row.getByText('No longer works: creator removed')).toBeVisible();
  await expect(row.getByText('Acts as Installer', { exact: false })).toHaveCount(0);
});
