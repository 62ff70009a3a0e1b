import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectAccessibleInBothSchemes } from '../../support/a11y.ts';
import { newOwnAccount } from '../../support/accounts.ts';
import { newMacId, registerDevice } from '../../support/devices.ts';
import { ACME, api, createNetwork, deleteCreatedNetworks } from '../../support/platformApi.ts';

test.afterEach(async ({ page }) => deleteCreatedNetworks(page));

/** The import dialog once it has opened from the Devices tab's Import button. */
async function openImport(page: Page, networkId: string): Promise<Locator> {
  await page.goto(`/networks/${networkId}/devices`);
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page).toHaveURL(/[?&]import=1/);
  const dialog = page.getByRole('dialog', { name: 'Import devices' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Drops `csv` as `name` on the dialog's file input. */
async function chooseCsv(dialog: Locator, csv: string, name = 'devices.csv'): Promise<void> {
  await dialog.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

/** The value of the result's statistic titled `title`. */
function statistic(dialog: Locator, title: string): Locator {
  return dialog
    .getByRole('group', { name: 'Import result' })
    .locator('.ant-statistic')
    .filter({ has: dialog.page().getByText(title, { exact: true }) })
    .locator('.ant-statistic-content');
}

/** The account's devices in `networkId`, as the platform lists them. */
async function devicesIn(page: Page, networkId: string): Promise<string[]> {
  const listed = await api<{ devices: Array<{ device_id: string }> }>(
    page,
    'GET',
    `/v1/accounts/${ACME}/devices?network_id=${networkId}&pagesize=1000`,
  );
  return listed.body.devices.map((d) => d.device_id).sort();
}

test('a CSV with good, duplicate, foreign, registered and malformed rows: preview, fix in place, import, failures CSV, and again', async ({
  page,
}) => {
  // A device of another account (one of this user's own), and one already in acme-logistics.
  const elsewhere = await newOwnAccount(page, 'E2E import foreign');
  const foreignNetwork = await api<{ network_id: string }>(page, 'POST', `/v1/accounts/${elsewhere}/networks`, {
    name: 'Foreign',
  });
  const foreign = newMacId();
  expect(
    (
      await api(page, 'POST', `/v1/accounts/${elsewhere}/devices`, {
        device_id: foreign.id,
        network_id: foreignNetwork.body.network_id,
      })
    ).status,
  ).toBe(201);
  const network = await createNetwork(page, 'Import');
  const registered = await registerDevice(page, network.id);
  const [a, b, fixed] = [newMacId(), newMacId(), newMacId()];
  const csv = ['Device ID', a.mac, `urn:uuid:${b.id}`, a.mac, foreign.id, registered.id, 'zz:11:22:33:44:55'].join(
    '\n',
  );

  const dialog = await openImport(page, network.id);
  await chooseCsv(dialog, csv);
  const table = dialog.getByRole('table', { name: 'Rows to import' });
  const row = (line: number) =>
    table.getByRole('row').filter({ has: page.getByRole('cell', { name: String(line), exact: true }) });
  // Row numbers are the file's lines (the header is line 1).
  await expect(row(2)).toContainText('Ready');
  await expect(row(3)).toContainText('Ready');
  await expect(row(4)).toContainText('Duplicate of row 2, skipped');
  await expect(row(5)).toContainText('This device is registered to another account');
  await expect(row(6)).toContainText('Already registered, skipped');
  await expect(row(7)).toContainText('Malformed MAC address');
  await expectAccessibleInBothSchemes(page, 'import preview');

  // The malformed id fixed in place: checked again, then ready.
  await dialog.getByRole('button', { name: 'Edit the ID of row 7' }).click();
  const edit = dialog.getByRole('textbox', { name: 'ID of row 7' });
  await edit.fill(fixed.mac);
  await edit.press('Enter');
  await expect(row(7)).toContainText('Ready');

  await dialog.getByRole('button', { name: /^Import 3 rows$/ }).click();
  await expect(statistic(dialog, 'Created')).toHaveText('3');
  await expect(statistic(dialog, 'Skipped')).toHaveText('2');
  await expect(statistic(dialog, 'Failed')).toHaveText('1');
  expect(await devicesIn(page, network.id)).toEqual([a.id, b.id, fixed.id, registered.id].sort());

  // The failures, with the reason, ready to fix and import again.
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download failures (1)' }).click();
  const failures = await readFile(await (await download).path(), 'utf8');
  expect(failures.trim().split(/\r?\n/)).toEqual([
    'device_id,reason',
    `${foreign.id},This device is registered to another account`,
  ]);

  // The same file again creates nothing new.
  await dialog.getByRole('button', { name: 'Import another file' }).click();
  await chooseCsv(dialog, csv);
  await expect(row(2)).toContainText('Already registered, skipped');
  await expect(row(3)).toContainText('Already registered, skipped');
  await expect(dialog.getByRole('button', { name: /^Import \d+ rows?$/ })).toBeDisabled();
  expect(await devicesIn(page, network.id)).toHaveLength(4);

  // Closing the dialog takes ?import=1 off the URL; the devices tab lists the new devices.
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page).not.toHaveURL(/import=1/);
  await expect(page.getByText(a.mac).first()).toBeVisible();
});

test('Cancel stops after the batch in flight and keeps what was imported', async ({ page }) => {
  const network = await createNetwork(page, 'Import cancel');
  const ids = Array.from({ length: 1200 }, () => newMacId().id);
  const dialog = await openImport(page, network.id);

  // The second batch waits until the test has pressed Cancel.
  let batches = 0;
  let releaseSecond!: () => void;
  const secondHeld = new Promise<void>((resolve) => (releaseSecond = resolve));
  let secondArrived!: () => void;
  const secondStarted = new Promise<void>((resolve) => (secondArrived = resolve));
  await page.route('**/devices/batch', async (route) => {
    const body = route.request().postDataJSON() as { dry_run?: boolean };
    if (body.dry_run !== true && ++batches === 2) {
      secondArrived();
      await secondHeld;
    }
    await route.continue();
  });

  await chooseCsv(dialog, ['device_id', ...ids].join('\n'));
  const start = dialog.getByRole('button', { name: 'Import 1,200 rows' });
  await expect(start).toBeEnabled({ timeout: 30_000 });
  await start.click();
  await secondStarted;
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByText('Stopping after this batch…')).toBeVisible();
  releaseSecond();

  await expect(dialog.getByText('Import cancelled: what was imported stays imported.')).toBeVisible();
  await expect(statistic(dialog, 'Created')).toHaveText('1,000');
  await expect(statistic(dialog, 'Not imported')).toHaveText('200');
  expect(batches).toBe(2);
  expect(await devicesIn(page, network.id)).toHaveLength(1000);
});
