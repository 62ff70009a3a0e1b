import { expect, test } from '@playwright/test';
import { createGroup, hotspotsPath, newHotspotId, registerHotspot } from '../../support/hotspots.ts';
import { api, openSignedIn, uniqueName } from '../../support/platformApi.ts';

test('Manage Hotspots imports a CSV: a malformed id and an unknown group are named per row; the rest is registered', async ({
  page,
}) => {
  await openSignedIn(page);
  const group = await createGroup(page, { name: uniqueName('Import group') });
  const existing = await registerHotspot(page);
  const [first, second] = [newHotspotId(), newHotspotId()];
  const missingGroup = uniqueName('No such group');
  const csv = [
    'hotspot id,alias,site id,group',
    `${first},Dock 1,site-7,${group.name}`,
    `urn:uuid:${second},,,`,
    'not-a-hotspot-id,Broken,,',
    `${newHotspotId()},Lost,,${missingGroup}`,
    `${existing.hotspot_id},,,`,
  ].join('\n');

  await page.goto('/hotspots/manage');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import hotspots' });
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'hotspots.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const table = dialog.getByRole('table', { name: 'Rows to import' });
  const row = (line: number) =>
    table.getByRole('row').filter({ has: page.getByRole('cell', { name: String(line), exact: true }) });
  await expect(row(2)).toContainText('Ready');
  await expect(row(3)).toContainText('Ready');
  await expect(row(4)).toContainText('Valid Hotspot ID required (a UUID)');
  await expect(row(5)).toContainText(`Group not found: ${missingGroup}`);
  await expect(row(6)).toContainText('Already registered, skipped');

  // Dropping the malformed row leaves it out of the import and of the failures.
  await dialog.getByRole('button', { name: 'Drop row 4' }).click();
  await expect(row(4)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
  const result = dialog.getByRole('group', { name: 'Import result' });
  await expect(result).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Download failures (1)' })).toBeVisible();

  const stored = await api<{ hotspot_id: string; alias?: string; site_id?: string; group_id: string }>(
    page,
    'GET',
    `${hotspotsPath}/${first}`,
  );
  expect(stored.body).toMatchObject({
    hotspot_id: first,
    alias: 'Dock 1',
    site_id: 'site-7',
    group_id: group.group_id,
  });
  expect((await api(page, 'GET', `${hotspotsPath}/${second}`)).status).toBe(200);
});
