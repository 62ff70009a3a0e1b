import { expect, test } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';
import { SHELL_URL } from '../../support/constants.ts';
import { injectFault } from '../../support/faults.ts';
import { signInOnIdp } from '../../support/signIn.ts';
import { USERS } from '../../support/users.ts';

// Signed out at the start: the newcomer's flow begins at sign-in. The newcomer gets an account
// here, so no other test may sign in as the newcomer.
test.use({ storageState: { cookies: [], origins: [] } });

test('a newcomer lands on create account, may request one instead, and after creating one sees the network list', async ({
  page,
}) => {
  const app = new ConsolePage(page);
  await app.goto('/');
  await signInOnIdp(page, USERS.newcomer);

  // Zero accounts: the shell sends the newcomer to /create_account…
  await expect(page).toHaveURL(`${SHELL_URL}/create_account`);
  await expect(app.heading('Create Account')).toBeVisible();

  // …but /request_account stays, with the marketing-forms service's embedded form.
  await app.open('/request_account', 'Request Account');
  const requestForm = page.getByRole('region', { name: 'Request an account form' });
  await expect(requestForm.getByLabel('Company')).toBeVisible();
  await expect(page).toHaveURL(`${SHELL_URL}/request_account`);

  // Back to create account through the page's own link.
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(app.heading('Create Account')).toBeVisible();
  const name = page.getByLabel('Account name');
  const website = page.getByLabel('Website');
  const terms = page.getByLabel('I agree to the terms of service');
  const submit = page.getByRole('button', { name: 'Create Account' });

  // Each validation message.
  await submit.click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await expect(page.getByText('You must agree to the terms of service')).toBeVisible();
  await name.fill('ab');
  await expect(page.getByText('The name must be 3 to 100 characters long')).toBeVisible();
  await expect(page.getByText('This field is required')).toHaveCount(0);
  await website.fill('newcomer.example.com');
  await expect(page.getByText('Please enter a valid URL starting with http:// or https://')).toBeVisible();

  const accountName = `Newcomer Co ${Date.now()}`;
  await name.fill(accountName);
  await website.fill('https://newcomer.example.com');
  await terms.check();
  await expect(page.getByText('The name must be 3 to 100 characters long')).toHaveCount(0);
  await expect(page.getByText('Please enter a valid URL starting with http:// or https://')).toHaveCount(0);
  await expect(page.getByText('You must agree to the terms of service')).toHaveCount(0);

  // The platform fails once: the spec's toast, and the form keeps what was typed.
  await injectFault(page, { path: '/v1/accounts', method: 'POST', kind: '500' });
  await submit.click();
  await expect(page.getByText(/^Error creating account: .+/)).toBeVisible();
  await expect(page).toHaveURL(`${SHELL_URL}/create_account`);
  await expect(name).toHaveValue(accountName);
  await expect(website).toHaveValue('https://newcomer.example.com');
  await expect(terms).toBeChecked();

  // Then it works: welcome, the network list, with the new account selected.
  await submit.click();
  await expect(page.getByText('Account created. Welcome!')).toBeVisible();
  await expect(page).toHaveURL(`${SHELL_URL}/`);
  await expect(app.heading('Networks')).toBeVisible();
  await expect(page.getByTestId('signed-in-user')).toHaveText(USERS.newcomer);
  const session = await page.evaluate(() => window.localStorage.getItem('beacon.session'));
  expect(JSON.parse(session ?? '{}')).toMatchObject({ session: { accountName, accountLevel: 0 } });

  // With an account, /create_account is no longer forced: the network list stays after a reload.
  await page.reload();
  await expect(app.heading('Networks')).toBeVisible();
  await expect(page).toHaveURL(`${SHELL_URL}/`);
});
