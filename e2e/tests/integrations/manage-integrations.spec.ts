import { expect, test, type Locator, type Page } from '@playwright/test';
import { pageTitle, SHELL_URL } from '../../support/constants.ts';
import { injectFault } from '../../support/faults.ts';
import { WAREHOUSE_NETWORK_ID } from '../../support/routes.ts';
import { storageStateOf } from '../../support/users.ts';
import { fillByLabel, openedDialog } from '../../support/forms.ts';
import { api, createNetwork, deleteCreatedNetworks, networkPath, uniqueName } from '../../support/platformApi.ts';
import { expectToast, RoutesTab } from '../routes/routesApi.ts';

const ROLE_ARN = 'arn:aws:iam::123456789012:role/beacon-e2e';
const SQS_QUEUE = 'https://sqs.eu-west-1.amazonaws.com/123456789012';

interface TypeCase {
  type: string;
  /** The card and tag label. */
  label: string;
  /** The add page's heading. */
  title: string;
  table: 'Data integrations' | 'Platform service integrations';
  /** The type's fields on the add page, by label (`true` checks the box). */
  fill: Record<string, string | true>;
  /** What the row shows after adding: events and destination. */
  added: { events: string[]; destination: string };
  /** What the edit page shows before the change (secrets start empty), and its note on stored secrets. */
  shown?: Record<string, string>;
  secretNote?: true;
  /** A change on the edit page, by label, and what the row shows then. */
  change: Record<string, string>;
  changed: { events: string[]; destination: string };
}

test.afterEach(async ({ page }) => deleteCreatedNetworks(page));

const CASES: TypeCase[] = [
  {
    type: 'webhook',
    label: 'Webhook',
    title: 'Add a Webhook integration',
    table: 'Data integrations',
    fill: {
      URL: 'https://hooks.example.com/integration',
      'Capture every network event (network.*)': true,
      'Header 1 name': 'x-api-key',
      'Header 1 value': 'key-1',
    },
    added: { events: ['network.*'], destination: 'https://hooks.example.com/integration' },
    shown: { 'Header 1 name': 'x-api-key' },
    change: { 'Device namespace to capture': 'sensor' },
    changed: {
      events: ['device.request.sensor.*', 'device.message.sensor.*', 'network.*'],
      destination: 'https://hooks.example.com/integration',
    },
  },
  {
    type: 'network-memfault',
    label: 'Memfault',
    title: 'Add a Memfault integration',
    table: 'Platform service integrations',
    fill: { Namespace: 'memfault', 'Secret key': 'project-key-1' },
    added: { events: ['device.request.memfault.*'], destination: 'Memfault' },
    shown: { 'Secret key': '' },
    secretNote: true,
    change: { Namespace: 'mflt' },
    changed: { events: ['device.request.mflt.*'], destination: 'Memfault' },
  },
  {
    type: 'aws-s3',
    label: 'AWS S3',
    title: 'Add an AWS S3 integration',
    table: 'Data integrations',
    fill: { 'Role ARN': ROLE_ARN, 'Bucket name': 'beacon-e2e-archive', Region: 'eu-west-1' },
    added: { events: ['*'], destination: 's3://beacon-e2e-archive' },
    shown: { 'Role ARN': ROLE_ARN },
    change: { 'Bucket name': 'beacon-e2e-archive-2' },
    changed: { events: ['*'], destination: 's3://beacon-e2e-archive-2' },
  },
  {
    type: 'aws-eventbridge',
    label: 'AWS EventBridge',
    title: 'Add an AWS EventBridge integration',
    table: 'Data integrations',
    fill: { 'Role ARN': ROLE_ARN, 'Event bus name': 'beacon-bus', Region: 'us-east-1' },
    added: { events: ['*'], destination: 'EventBridge beacon-bus (us-east-1)' },
    change: { Region: 'eu-central-1' },
    changed: { events: ['*'], destination: 'EventBridge beacon-bus (eu-central-1)' },
  },
  {
    type: 'aws-sqs',
    label: 'AWS SQS',
    title: 'Add an AWS SQS integration',
    table: 'Data integrations',
    fill: { 'Role ARN': ROLE_ARN, 'SQS URL': `${SQS_QUEUE}/beacon`, Region: 'eu-west-1' },
    added: { events: ['*'], destination: `${SQS_QUEUE}/beacon` },
    change: { 'SQS URL': `${SQS_QUEUE}/beacon-2` },
    changed: { events: ['*'], destination: `${SQS_QUEUE}/beacon-2` },
  },
  {
    type: 'tago',
    label: 'Tago',
    title: 'Add a Tago integration',
    table: 'Data integrations',
    fill: { Namespace: 'tago', Region: 'us-e1', 'API key': 'tago-key-1' },
    added: { events: ['device.request.tago.*', 'device.message.tago.*'], destination: 'TagoIO (us-e1)' },
    shown: { 'API key': '' },
    change: { Region: 'eu-w1' },
    changed: { events: ['device.request.tago.*', 'device.message.tago.*'], destination: 'TagoIO (eu-w1)' },
  },
];

async function openTab(page: Page, network: { id: string; name: string }) {
  await page.goto(`/networks/${network.id}/integrations`);
  await expect(page.getByRole('heading', { level: 2, name: `Integrations · ${network.name}` })).toBeVisible();
}

function rowOf(page: Page, table: string, name: string): Locator {
  return page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: name });
}

async function expectRow(row: Locator, expected: { events: string[]; destination: string }) {
  await expect(row.getByRole('cell').nth(1).locator('code')).toHaveText(expected.events);
  await expect(row.getByRole('cell').nth(2)).toHaveText(expected.destination);
}

for (const c of CASES) {
  test(`${c.label}: add, configure and remove`, async ({ page }) => {
    const network = await createNetwork(page, `Int ${c.type}`);
    await openTab(page, network);

    await page.getByRole('button', { name: 'Add New Integration' }).click();
    await (await openedDialog(page, 'Add New Integration')).getByRole('button', { name: `Add ${c.label}` }).click();
    await expect(page).toHaveURL(`${SHELL_URL}/networks/${network.id}/integrations/add/${c.type}`);
    await expect(page).toHaveTitle(pageTitle(`Add integration · ${network.name}`));
    await expect(page.getByRole('heading', { level: 3, name: c.title })).toBeVisible();

    const form = page.locator('form');
    await page.getByRole('button', { name: 'Add integration' }).click();
    await expect(form.getByText('Name is required', { exact: true })).toBeVisible();
    const name = uniqueName(c.label);
    await form.getByLabel('Name', { exact: true }).fill(name);
    await fillByLabel(form, c.fill);
    await page.getByRole('button', { name: 'Add integration' }).click();
    await expectToast(page, 'Integration added');
    await expect(page).toHaveURL(`${SHELL_URL}/networks/${network.id}/integrations`);
    let row = rowOf(page, c.table, name);
    await expectRow(row, c.added);
    await expect(row).toContainText(c.label);

    await row.getByRole('button', { name: 'Configure' }).click();
    await expect(page).toHaveURL(new RegExp(`/networks/${network.id}/integrations/edit/int-`));
    await expect(page).toHaveTitle(pageTitle(`Edit integration · ${network.name}`));
    await expect(page.getByRole('heading', { level: 3, name: `Configure ${name}` })).toBeVisible();
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue(name);
    const renamed = uniqueName(`${c.label} 2`);
    await form.getByLabel('Name', { exact: true }).fill(renamed);
    for (const [label, value] of Object.entries(c.shown ?? {})) await expect(form.getByLabel(label)).toHaveValue(value);
    if (c.secretNote) {
      await expect(form.getByText('A value is stored and never shown; leave empty to keep it.')).toBeVisible();
    }
    await fillByLabel(form, c.change);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Integration updated');
    row = rowOf(page, c.table, renamed);
    await expectRow(row, c.changed);

    await row.getByRole('button', { name: 'Remove' }).click();
    const confirm = await openedDialog(page, `Remove the integration ${renamed}?`);
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expectToast(page, 'Integration removed');
    await expect(rowOf(page, c.table, renamed)).toHaveCount(0);
  });
}

test('a webhook integration owns its routes: the routes list names it, and they go with it', async ({ page }) => {
  const network = await createNetwork(page, 'Int routes', [
    { filter_events: 'device.*', url: 'https://hooks.example.com/own', order: 0 },
  ]);
  const name = uniqueName('Ops hook');
  const created = await api<{ config_id: string }>(page, 'POST', `${networkPath(network.id)}/integrations`, {
    integration_type: 'webhook',
    name,
    config: { url: 'https://ops.example.com/in', capture_network_all: true, headers: { 'x-api-key': 'k' } },
  });
  expect(created.status).toBe(201);

  const tab = new RoutesTab(page);
  await tab.open(network.id, network.name);
  await tab.expectFilters(['network.*', 'device.*']);
  await expect(tab.row('network.*')).toContainText(`Integration: ${name}`);
  await expect(tab.row('network.*')).toContainText('Headers: x-api-key');
  await expect(tab.row('device.*')).not.toContainText('Integration:');

  // Re-saving the list (a move) keeps the route its integration's.
  await tab.row('device.*').getByRole('button', { name: 'Move up' }).click();
  await expectToast(page, 'Routes updated successfully');
  await tab.expectFilters(['device.*', 'network.*']);
  await expect(tab.row('network.*')).toContainText(`Integration: ${name}`);

  await openTab(page, network);
  await rowOf(page, 'Data integrations', name).getByRole('button', { name: 'Remove' }).click();
  await (await openedDialog(page, `Remove the integration ${name}?`)).getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, 'Integration removed');
  await tab.open(network.id, network.name);
  await tab.expectFilters(['device.*']);
  expect(created.body.config_id).toMatch(/^int-/);
});

test('the built-in integration is listed but cannot be configured or removed', async ({ page }) => {
  const network = await createNetwork(page, 'Int built-in');
  await openTab(page, network);
  const row = rowOf(page, 'Platform service integrations', 'Beacon utilities');
  await expect(row).toContainText('Built-in');
  await expect(row).toContainText('device.request.global:beacon-util.*');
  for (const name of ['Configure', 'Remove']) await expect(row.getByRole('button', { name })).toBeDisabled();
  await row.getByRole('button', { name: 'Remove' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Built in: it cannot be configured or removed');

  await page.goto(`/networks/${network.id}/integrations/edit/beacon-util`);
  await expect(page.getByText('The built-in integration Beacon utilities cannot be configured')).toBeVisible();
  await page.goto(`/networks/${network.id}/integrations/add/beacon-util`);
  await expect(page.getByText('There is no integration type beacon-util to add')).toBeVisible();
  // The server refuses it too.
  const removal = await api(page, 'DELETE', `${networkPath(network.id)}/integrations/beacon-util`);
  expect(removal.status).toBe(409);
});

test('Tago is hidden on a production console host name', async ({ page }) => {
  await page.route(`${SHELL_URL}/config.json`, async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, productionHostnames: ['localhost'] } });
  });
  const network = await createNetwork(page, 'Int production');
  await openTab(page, network);
  await page.getByRole('button', { name: 'Add New Integration' }).click();
  const dialog = await openedDialog(page, 'Add New Integration');
  await expect(dialog.getByRole('article')).toHaveText([/Webhook/, /Memfault/, /AWS S3/, /AWS EventBridge/, /AWS SQS/]);
  await expect(dialog.getByRole('article', { name: 'Tago' })).toHaveCount(0);
  await page.goto(`/networks/${network.id}/integrations/add/tago`);
  await expect(page.getByText('There is no integration type tago to add')).toBeVisible();
  await expect(page.getByLabel('API key')).toHaveCount(0);
});

test('a refused removal: "Error removing integration: …" and it stays', async ({ page }) => {
  const network = await createNetwork(page, 'Int remove fails');
  const name = uniqueName('Archive');
  const created = await api<{ config_id: string }>(page, 'POST', `${networkPath(network.id)}/integrations`, {
    integration_type: 'aws-s3',
    name,
    config: { role_arn: ROLE_ARN, bucket_name: 'beacon-e2e-kept', region: 'eu-west-1' },
  });
  expect(created.status).toBe(201);
  await openTab(page, network);
  await injectFault(page, {
    path: `${networkPath(network.id)}/integrations/${created.body.config_id}`,
    method: 'DELETE',
    kind: '500',
  });
  await rowOf(page, 'Data integrations', name).getByRole('button', { name: 'Remove' }).click();
  await (await openedDialog(page, `Remove the integration ${name}?`)).getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, 'Error removing integration: Internal server error');
  await expect(rowOf(page, 'Data integrations', name)).toHaveCount(1);
  await page.reload();
  await expect(rowOf(page, 'Data integrations', name)).toHaveCount(1);
});

for (const role of ['member', 'installer'] as const) {
  test.describe(`integrations as ${role}`, () => {
    test.use({ storageState: storageStateOf(role) });

    test('Add, Configure and Remove are disabled with the hint "Insufficent permissions"', async ({ page }) => {
      await openTab(page, { id: WAREHOUSE_NETWORK_ID, name: 'Warehouse' });
      const add = page.getByRole('button', { name: 'Add New Integration' });
      await expect(add).toBeDisabled();
      await add.hover();
      await expect(page.getByRole('tooltip')).toHaveText('Insufficent permissions');
      await page.getByRole('heading', { level: 2, name: 'Integrations · Warehouse' }).hover();
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      const rows = page
        .getByRole('table', { name: 'Data integrations' })
        .getByRole('row')
        .filter({
          has: page.getByRole('button', { name: 'Configure' }),
        });
      await expect(rows.first()).toBeVisible();
      for (const name of ['Configure', 'Remove']) {
        await expect(rows.first().getByRole('button', { name })).toBeDisabled();
      }
      await rows.first().getByRole('button', { name: 'Remove' }).hover();
      await expect(page.getByRole('tooltip')).toHaveText('Insufficent permissions');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
}
