import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/a11y.ts';
import { invitesTo, lateFillerAccount, pageOverflows } from '../../support/admin-account.ts';
import { ConsolePage } from '../../support/consolePage.ts';
import { injectFault } from '../../support/faults.ts';
import { ACME, api } from '../../support/platformApi.ts';
import { storageStateOf, USERS } from '../../support/users.ts';
import { expectToast } from '../routes/routesApi.ts';
import { chooseOption, openedDialog } from '../../support/forms.ts';

test.use({ storageState: storageStateOf('staff') });

const accountPath = (id: string) => `/admin/accounts/${id}`;
/** The card titled `title`. */
const card = (page: Page, title: string) =>
  page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title').getByText(title, { exact: true }) });

/** The seeded account most tests look at. */
const ACME_ACCOUNT = { id: ACME, name: 'Acme Logistics' };

/**
 * Opens the console (so the API helper has a token), then the account page, titled with the account's
 * name once it has loaded (its id for an account that does not exist).
 */
async function openAccount(page: Page, { id, name }: { id: string; name: string }): Promise<ConsolePage> {
  const app = new ConsolePage(page);
  await app.open(accountPath(id), `Account ${name}`);
  return app;
}

test('shows the account data, members with their levels, networks to their devices, hotspots and the monitoring link', async ({
  page,
}) => {
  const app = await openAccount(page, ACME_ACCOUNT);
  const data = card(page, 'Account data');
  await expect(data.getByText(ACME, { exact: true })).toBeVisible();
  await expect(data.getByText(USERS.owner)).toBeVisible();
  await expect(data.getByText(/^\d+ \/ (\d[\d,]*|no limit)$/).first()).toBeVisible();
  const owner = page.getByRole('table', { name: 'Members' }).getByRole('row').filter({ hasText: USERS.owner });
  await expect(owner.getByRole('cell', { name: 'Admin', exact: true })).toBeVisible();
  // Online, offline and unknown (never reported) are counted apart, and add up to the whole: the
  // seed's 1,000 hotspots, or more when a test running beside this one has registered one.
  const summary = card(page, 'Hotspot status').getByText(
    /^\d{1,3}(,\d{3})* hotspots: \d+ online, \d+ offline, \d+ unknown$/,
  );
  await expect(summary).toBeVisible();
  const [total = '', online, offline, unknown] = ((await summary.textContent()) ?? '').match(
    /[\d,]+(?= (hotspots|online|offline|unknown))/g,
  )!;
  const whole = Number(total.replaceAll(',', ''));
  expect(whole).toBeGreaterThanOrEqual(1000);
  expect(Number(online) + Number(offline) + Number(unknown)).toBe(whole);
  await expect(page.getByRole('link', { name: 'Monitored hotspots' })).toHaveAttribute(
    'href',
    `/admin/hotspots-monitoring?account_id=${ACME}`,
  );
  await expectAccessible(page, 'admin account');

  await page.getByRole('table', { name: 'Networks' }).getByRole('link', { name: 'Warehouse', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/accounts\/acme-logistics\/networks\/[^/]+$/);
  await expect(app.heading('Network Warehouse devices')).toBeVisible();
});

test('applies a tier after its confirmation; "Failed to apply tier" when the server fails', async ({ page }) => {
  await openAccount(page, ACME_ACCOUNT);
  const account = await lateFillerAccount(page, 0);
  await openAccount(page, account);
  const tier = account.tier_name === 'enterprise' ? 'pro' : 'enterprise';
  const tierCard = card(page, 'Tier');
  const apply = tierCard.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();
  await tierCard.getByLabel('Tier profile').click();
  await chooseOption(page, `(${tier})`);

  await injectFault(page, { path: `/admin/accounts/${account.id}/apply-tier`, method: 'POST', kind: '500' });
  await apply.click();
  const dialog = await openedDialog(page, `Apply the tier ${tier} to ${account.name}?`);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expectToast(page, 'Failed to apply tier');

  await apply.click();
  await (
    await openedDialog(page, `Apply the tier ${tier} to ${account.name}?`)
  )
    .getByRole('button', { name: 'Apply' })
    .click();
  await expectToast(page, `Tier ${tier} applied`);
  await expect(card(page, 'Account data').getByText(tier, { exact: true })).toBeVisible();
  await expect(apply).toBeDisabled();
  expect(
    (await api<{ account: { tier_name: string } }>(page, 'GET', `/admin/accounts/${account.id}`)).body.account
      .tier_name,
  ).toBe(tier);
});

test('sends an invite: the address is checked, "Invite sent to …" with the code, the mail in the outbox; a failure keeps the address', async ({
  page,
  request,
}) => {
  await openAccount(page, ACME_ACCOUNT);
  const account = await lateFillerAccount(page, 1);
  await openAccount(page, account);
  const invite = card(page, 'Send an invite');
  const email = invite.getByLabel('Email address');
  const send = invite.getByRole('button', { name: /Send invite/ });

  await send.click();
  await expect(invite.getByText('Please enter an email address')).toBeVisible();
  await email.fill('not-an-address');
  await expect(invite.getByText('Invalid email address')).toBeVisible();

  const address = `e2e-admin-${randomUUID().slice(0, 8)}@example.net`;
  await email.fill(address);
  await injectFault(page, { path: `/admin/accounts/${account.id}/invite`, method: 'POST', kind: '500' });
  await send.click();
  await expectToast(page, 'Failed to send invite');
  await expect(email).toHaveValue(address);

  await send.click();
  await expectToast(page, `Invite sent to ${address}`);
  await expect(email).toHaveValue('');
  const [mail] = await invitesTo(request, address);
  expect(mail?.data?.account).toBe(account.id);
  await expect(invite.getByText(mail?.data?.code ?? 'no code in the mail', { exact: true })).toBeVisible();
});

test('"Failed to load networks" and "Failed to load hotspots" when those calls fail', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.goto('/');
  await injectFault(page, { path: `/admin/accounts/${ACME}/networks`, method: 'GET', kind: '500' });
  await injectFault(page, { path: `/admin/accounts/${ACME}/hotspot-status`, method: 'GET', kind: '500' });
  await app.open(accountPath(ACME), `Account ${ACME_ACCOUNT.name}`);
  await expect(card(page, 'Networks').getByText('Failed to load networks')).toBeVisible();
  await expect(card(page, 'Hotspot status').getByText('Failed to load hotspots')).toBeVisible();
  await card(page, 'Networks').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('table', { name: 'Networks' }).getByRole('link', { name: 'Warehouse' })).toBeVisible();
});

test('an unknown account: "Account Not Found"', async ({ page }) => {
  await openAccount(page, { id: 'no-such-account', name: 'no-such-account' });
  await expect(page.getByText('Account Not Found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the admin dashboard' })).toHaveAttribute('href', '/admin');
});

test.describe('on a 390 px screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the account page fits the width, and its invite and tier controls are reachable', async ({ page }) => {
    await openAccount(page, ACME_ACCOUNT);
    await expect(page.getByRole('table', { name: 'Members' })).toBeVisible();
    expect(await pageOverflows(page)).toBe(false);
    const send = card(page, 'Send an invite').getByRole('button', { name: /Send invite/ });
    await send.scrollIntoViewIfNeeded();
    const box = await send.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await expect(card(page, 'Tier').getByLabel('Tier profile')).toBeVisible();
  });
});
