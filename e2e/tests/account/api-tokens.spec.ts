import { expect, test, type Page } from '@playwright/test';
import { API_ORIGIN, injectFault } from '../../support/faults.ts';
import { ACME, api, uniqueName } from '../../support/platformApi.ts';
import { storageStateOf } from '../../support/users.ts';
import { expectToast } from '../routes/routesApi.ts';
import { chooseOption, openedDialog } from '../../support/forms.ts';

const TOKENS_PAGE = `/account/apitokens?account=${ACME}`;
const tokensPath = `/v1/accounts/${ACME}/api-tokens`;

/** Calls the platform API with an API token's secret, the way a script would (`curl -H 'Authorization: Bearer …'`). */
async function callWithToken(secret: string, method: string, path: string, body?: unknown): Promise<number> {
  const response = await fetch(`${API_ORIGIN}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${secret}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.status;
}

/** Creates a token through the modal and answers its secret, read from the one-time dialog (then closed). */
async function createToken(page: Page, name: string, level: 'Administrator' | 'Member' | 'Installer'): Promise<string> {
  await page.getByRole('button', { name: 'Create Token' }).click();
  const modal = await openedDialog(page, 'Create API Token');
  await modal.getByLabel('Name').fill(name);
  if (level !== 'Member') {
    await modal.getByLabel('Level').click();
    await chooseOption(page, level);
  }
  await expect(modal.locator('.ant-select-content, .ant-select-selection-item').first()).toContainText(level);
  await modal.getByRole('button', { name: 'Create' }).click();

  const shown = await openedDialog(page, `Secret of token ${name}`);
  await expect(shown.getByText('Copy the secret now. It cannot be shown again.')).toBeVisible();
  const secret = (await shown.getByTestId('token-secret').innerText()).trim();
  expect(secret).toMatch(/^bkn_/);
  await expect(shown.getByText(`Authorization: Bearer ${secret}`)).toBeVisible();
  await shown.getByRole('button', { name: 'I have copied the secret' }).click();
  await expect(shown).toBeHidden();
  await expect(page.getByText(secret)).toHaveCount(0);
  return secret;
}

async function tokenId(page: Page, name: string): Promise<string> {
  const { body } = await api<{ tokens: Array<{ token_id: string; name: string }> }>(page, 'GET', tokensPath);
  const token = body.tokens.find((t) => t.name === name);
  if (!token) throw new Error(`no token ${name}`);
  return token.token_id;
}

async function deleteInUi(page: Page, name: string): Promise<void> {
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = await openedDialog(page, `Delete the token ${name}?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
}

test.describe('API tokens', () => {
  test('Escape on the secret dialog asks first; "Keep it open" keeps the secret', async ({ page }) => {
    await page.goto(TOKENS_PAGE);
    await expect(page.getByRole('heading', { level: 2, name: 'API Tokens' })).toBeVisible();
    const name = uniqueName('e2e escape');
    await page.getByRole('button', { name: 'Create Token' }).click();
    const modal = await openedDialog(page, 'Create API Token');
    await modal.getByLabel('Name').fill(name);
    await modal.getByRole('button', { name: 'Create' }).click();
    const shown = await openedDialog(page, `Secret of token ${name}`);
    await expect(shown.getByTestId('token-secret')).toBeVisible();

    await page.keyboard.press('Escape');
    const ask = await openedDialog(page, 'Close without copying the secret?');
    await expect(ask.getByText('The secret cannot be shown again.')).toBeVisible();
    await ask.getByRole('button', { name: 'Keep it open' }).click();
    await expect(ask).toBeHidden();
    await expect(shown.getByTestId('token-secret')).toBeVisible();

    await shown.getByRole('button', { name: 'I have copied the secret' }).click();
    await expect(shown).toBeHidden();
    await deleteInUi(page, name);
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });

  test('create shows the secret once; the token calls the API at its level only; delete ends it', async ({ page }) => {
    await page.goto(TOKENS_PAGE);
    await expect(page.getByRole('heading', { level: 2, name: 'API Tokens' })).toBeVisible();
    const name = uniqueName('e2e installer');
    const secret = await createToken(page, name, 'Installer');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Installer');
    await expect(row).toContainText('Never'); // last used

    // The secret is never answered twice.
    const id = await tokenId(page, name);
    expect((await api(page, 'POST', `${tokensPath}/${id}/secret`)).status).toBe(409);

    // Allowed in its account at its level; refused above it and in another account.
    expect(await callWithToken(secret, 'GET', `/v1/accounts/${ACME}/networks`)).toBe(200);
    expect(await callWithToken(secret, 'POST', `/v1/accounts/${ACME}/networks`, { name: uniqueName('no') })).toBe(403);
    expect([403, 404]).toContain(await callWithToken(secret, 'GET', '/v1/accounts/owner-labs/networks'));
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Just now'); // last used

    await deleteInUi(page, name);
    await expectToast(page, 'Token deleted');
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    expect(await callWithToken(secret, 'GET', `/v1/accounts/${ACME}/networks`)).toBe(401);
  });

  test('rotate shows a new secret once; the old one keeps working for the grace period', async ({ page }) => {
    await page.goto(TOKENS_PAGE);
    const name = uniqueName('e2e rotate');
    const first = await createToken(page, name, 'Member');
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: 'Rotate' }).click();
    const confirm = await openedDialog(page, `Rotate the secret of ${name}?`);
    await expect(confirm).toContainText('The old secret keeps working for 24 hours');
    await confirm.getByRole('button', { name: 'Rotate' }).click();
    const shown = await openedDialog(page, `Secret of token ${name}`);
    await expect(shown).toContainText('The old secret keeps working until');
    const second = (await shown.getByTestId('token-secret').innerText()).trim();
    expect(second).not.toBe(first);
    await shown.getByRole('button', { name: 'I have copied the secret' }).click();
    await expect(page.getByText(second)).toHaveCount(0);

    expect(await callWithToken(second, 'GET', `/v1/accounts/${ACME}/networks`)).toBe(200);
    expect(await callWithToken(first, 'GET', `/v1/accounts/${ACME}/networks`)).toBe(200);

    await deleteInUi(page, name);
    await expectToast(page, 'Token deleted');
  });

  test('a failed delete says "Error deleting token {id}: …" and keeps the token', async ({ page }) => {
    await page.goto(TOKENS_PAGE);
    const name = uniqueName('e2e fail');
    await createToken(page, name, 'Member');
    const id = await tokenId(page, name);
    await injectFault(page, { path: `${tokensPath}/${id}`, method: 'DELETE', kind: '500' });
    await deleteInUi(page, name);
    await expectToast(page, `Error deleting token ${id}: `);
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    await deleteInUi(page, name);
    await expectToast(page, 'Token deleted');
  });
});

test.describe('API tokens as a member', () => {
  test.use({ storageState: storageStateOf('member') });

  test('sees Create, Rotate and Delete disabled with the hint "Insufficent permissions"', async ({ page }) => {
    await page.goto(TOKENS_PAGE);
    const create = page.getByRole('button', { name: 'Create Token' });
    await expect(create).toBeDisabled();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    for (const button of await page.getByRole('button', { name: /^(Rotate|Delete)$/ }).all()) {
      await expect(button).toBeDisabled();
    }
    await create.hover({ force: true });
    await expect(page.getByRole('tooltip', { name: 'Insufficent permissions' })).toBeVisible();
  });
});
