import { expect, test, type Locator, type Page } from '@playwright/test';
import { pageTitle, SHELL_URL } from '../../support/constants.ts';
import { injectFault } from '../../support/faults.ts';
import {
  api,
  createNetwork,
  expectToast,
  networkPath,
  RoutesTab,
  uniqueName,
  deleteCreatedNetworks,
  openedDialog,
} from '../routes/routesApi.ts';

const ROLE_ARN = 'arn:aws:iam::123456789012:role/beacon-e2e';

interface TypeCase {
  type: string;
  /** The card and tag label. */
  label: string;
  table: 'Data integrations' | 'Platform service integrations';
  fill: (form: Locator) => Promise<void>;
  /** What the row shows after adding: events and destination. */
  added: { events: string[]; destination: string };
  /** A change on the edit page (secrets start empty), and what the row shows then. */
  change: (form: Locator) => Promise<void>;
  changed: { events: string[]; destination: string };
}

test.afterEach(async ({ page }) => deleteCreatedNetworks(page));

const CASES: TypeCase[] = [
  {
    type: 'webhook',
    label: 'Webhook',
    table: 'Data integrations',
    fill: async (form) => {
      await form.getByLabel('URL').fill('https://hooks.example.com/integration');
      await form.getByLabel('Capture every network event (network.*)').check();
      await form.getByLabel('Header 1 name').fill('x-api-key');
      await form.getByLabel('Header 1 value').fill('key-1');
    },
    added: { events: ['network.*'], destination: 'https://hooks.example.com/integration' },
    change: async (form) => {
      await expect(form.getByLabel('Header 1 name')).toHaveValue('x-api-key');
      await form.getByLabel('Device namespace to capture').fill('sensor');
    },
    changed: {
      events: ['device.request.sensor.*', 'device.message.sensor.*', 'network.*'],
      destination: 'https://hooks.example.com/integration',
    },
  },
  {
    type: 'network-memfault',
    label: 'Memfault',
    table: 'Platform service integrations',
    fill: async (form) => {
      await form.getByLabel('Namespace').fill('memfault');
      await form.getByLabel('Secret key').fill('project-key-1');
    },
    added: { events: ['device.request.memfault.*'], destination: 'Memfault' },
    change: async (form) => {
      await expect(form.getByLabel('Secret key')).toHaveValue('');
      await expect(form.getByText('A value is stored and never shown; leave empty to keep it.')).toBeVisible();
      await form.getByLabel('Namespace').fill('mflt');
    },
    changed: { events: ['device.request.mflt.*'], destination: 'Memfault' },
  },
  {
    type: 'aws-s3',
    label: 'AWS S3',
    table: 'Data integrations',
    fill: async (form) => {
      await form.getByLabel('Role ARN').fill(ROLE_ARN);
      await form.getByLabel('Bucket name').fill('beacon-e2e-archive');
      await form.getByLabel('Region').fill('eu-west-1');
    },
    added: { events: ['*'], destination: 's3://beacon-e2e-archive' },
    change: async (form) => {
      await expect(form.getByLabel('Role ARN')).toHaveValue(ROLE_ARN);
      await form.getByLabel('Bucket name').fill('beacon-e2e-archive-2');
    },
    changed: { events: ['*'], destination: 's3://beacon-e2e-archive-2' },
  },
  {
    type: 'aws-eventbridge',
    label: 'AWS EventBridge',
    table: 'Data integrations',
    fill: async (form) => {
      await form.getByLabel('Role ARN').fill(ROLE_ARN);
      await form.getByLabel('Event bus name').fill('beacon-bus');
      await form.getByLabel('Region').fill('us-east-1');
    },
    added: { events: ['*'], destination: 'EventBridge beacon-bus (us-east-1)' },
    change: async (form) => {
      await form.getByLabel('Region').fill('eu-central-1');
    },
    changed: { events: ['*'], destination: 'EventBridge beacon-bus (eu-central-1)' },
  },
  {
    type: 'aws-sqs',
    label: 'AWS SQS',
    table: 'Data integrations',
    fill: async (form) => {
      await form.getByLabel('Role ARN').fill(ROLE_ARN);
      await form.getByLabel('SQS URL').fill('https://sqs.eu-west-1.amazonaws.com/123456789012/beacon');
      await form.getByLabel('Region').fill('eu-west-1');
    },
    added: { events: ['*'], destination: 'https://sqs.eu-west-1.amazonaws.com/123456789012/beacon' },
    change: async (form) => {
      await form.getByLabel('SQS URL').fill('https://sqs.eu-west-1.amazonaws.com/123456789012/beacon-2');
    },
    changed: { events: ['*'], destination: 'https://sqs.eu-west-1.amazonaws.com/123456789012/beacon-2' },
  },
  {
    type: 'tago',
    label: 'Tago',
    table: 'Data integrations',
    fill: async (form) => {
      await form.getByLabel('Namespace').fill('tago');
      await form.getByLabel('Region').fill('us-e1');
      await form.getByLabel('API key').fill('tago-key-1');
    },
    added: { events: ['device.request.tago.*', 'device.message.tago.*'], destination: 'TagoIO (us-e1)' },
    change: async (form) => {
      await expect(form.getByLabel('API key')).toHaveValue('');
      await form.getByLabel('Region').fill('eu-w1');
    },
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
    await expect(page.getByRole('heading', { level: 3, name: `Add a ${c.label} integration` })).toBeVisible();

    const form = page.locator('form');
    await page.getByRole('button', { name: 'Add integration' }).click();
    await expect(form.getByText('Name is required', { exact: true })).toBeVisible();
    const name = uniqueName(c.label);
    await form.getByLabel('Name', { exact: true }).fill(name);
    await c.fill(form);
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
    await c.change(form);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Integration updated');
    row = rowOf(page, c.table, renamed);
    await expectRow(row, c.changed);

    await row.getByRole('button', { name: 'Remove' }).click();
    const confirm = await openedDialog(page, `Remove the integration ${renamed}?`);
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
