import { expect, test } from '@playwright/test';
import { injectFault } from '../../support/faults.ts';
import { WAREHOUSE_NETWORK_ID } from '../../support/routes.ts';
import { storageStateOf } from '../../support/users.ts';
import { fillByLabel, openedDialog } from '../../support/forms.ts';
import { api, deleteCreatedNetworks, networkPath, type RouteBody } from '../../support/platformApi.ts';
import { expectToast, RoutesTab, storedRoutes } from './routesApi.ts';

/** Stored unsorted; one without an order (it sorts last, as 999). */
const SEEDED: RouteBody[] = [
  { filter_events: 'device.message.*', url: 'https://hooks.example.com/messages', order: 1 },
  { filter_events: 'device.*', url: 'https://hooks.example.com/catch-all' },
  { filter_events: 'device.request.config.*', url: 'https://hooks.example.com/config', order: 0 },
  { filter_events: 'network.*', url: 'https://hooks.example.com/alerts', order: 2, headers: { 'x-key': 'k' } },
];

const filtersOf = (routes: RouteBody[]) => routes.map((r) => [r.order, r.filter_events]);

test.describe('routes', () => {
  test.afterEach(async ({ page }) => deleteCreatedNetworks(page));

  test('add: every validation message, then the new route goes first and is saved with its headers', async ({
    page,
  }) => {
    const { network, tab } = await RoutesTab.ofNewNetwork(page, 'Routes add');
    await expect(page.getByText('No routes yet: events of this network go nowhere.')).toBeVisible();

    const dialog = await tab.openAddDialog();
    await dialog.getByRole('button', { name: 'Save route' }).click();
    await expect(dialog.getByText('Filter is required')).toBeVisible();
    await expect(dialog.getByText('URL is required')).toBeVisible();
    await dialog.getByLabel('Filter').fill('device.*');
    for (const invalid of ['hooks.example.com/in', 'ftp://hooks.example.com/in']) {
      await dialog.getByLabel('URL').fill(invalid);
      await dialog.getByRole('button', { name: 'Save route' }).click();
      await expect(dialog.getByText('Valid URL required')).toBeVisible();
    }
    await fillByLabel(dialog, {
      URL: '  https://hooks.example.com/in  ',
      'Header 1 name': 'x-api-key',
      'Header 1 value': 'secret-1',
      'Header 2 value': 'ignored: no name',
    });
    await dialog.getByRole('button', { name: 'Save route' }).click();
    await expectToast(page, 'Routes updated successfully');
    await expect(dialog).toHaveCount(0);
    await tab.expectFilters(['device.*']);
    await expect(tab.row('device.*')).toContainText('Headers: x-api-key');
    expect(await storedRoutes(page, network.id)).toEqual([
      {
        filter_events: 'device.*',
        url: 'https://hooks.example.com/in',
        order: 0,
        headers: { 'x-api-key': 'secret-1' },
      },
    ]);

    await tab.openAddDialog();
    await fillByLabel(dialog, { Filter: 'network.*', URL: 'https://hooks.example.com/alerts' });
    await dialog.getByRole('button', { name: 'Save route' }).click();
    await expectToast(page, 'Routes updated successfully');
    await tab.expectFilters(['network.*', 'device.*']);
    await page.reload();
    await tab.expectFilters(['network.*', 'device.*']);
  });

  test('sorted by order (missing = 999); edit puts the route first; move up and down; delete after confirmation', async ({
    page,
  }) => {
    // One flow through three saves, two validations and three confirmations: 20–30 s with two workers
    // on two cores, at the default 30 s limit (it timed out once at 31.7 s with every step passing).
    test.slow();
    const { network, tab } = await RoutesTab.ofNewNetwork(page, 'Routes order', SEEDED);
    await tab.expectFilters(['device.request.config.*', 'device.message.*', 'network.*', 'device.*']);

    // Edit: the old entry is removed, the edited one goes first; its header stays.
    await tab.row('network.*').getByRole('button', { name: 'Edit' }).click();
    const dialog = await openedDialog(page, 'Edit route');
    await expect(dialog.getByLabel('Filter')).toHaveValue('network.*');
    await expect(dialog.getByLabel('Header 1 name')).toHaveValue('x-key');
    await dialog.getByLabel('Filter').fill('');
    await dialog.getByLabel('URL').fill('');
    await dialog.getByRole('button', { name: 'Save route' }).click();
    await expect(dialog.getByText('Filter is required')).toBeVisible();
    await expect(dialog.getByText('URL is required')).toBeVisible();
    await dialog.getByLabel('Filter').fill('network.device_spotted');
    await dialog.getByLabel('URL').fill('not a url');
    await dialog.getByRole('button', { name: 'Save route' }).click();
    await expect(dialog.getByText('Valid URL required')).toBeVisible();
    await dialog.getByLabel('URL').fill('https://hooks.example.com/spotted');
    await dialog.getByRole('button', { name: 'Save route' }).click();
    await expectToast(page, 'Routes updated successfully');
    await tab.expectFilters(['network.device_spotted', 'device.request.config.*', 'device.message.*', 'device.*']);
    expect(await storedRoutes(page, network.id)).toEqual([
      {
        filter_events: 'network.device_spotted',
        url: 'https://hooks.example.com/spotted',
        order: 0,
        headers: { 'x-key': 'k' },
      },
      { filter_events: 'device.request.config.*', url: 'https://hooks.example.com/config', order: 1 },
      { filter_events: 'device.message.*', url: 'https://hooks.example.com/messages', order: 2 },
      { filter_events: 'device.*', url: 'https://hooks.example.com/catch-all', order: 3 },
    ]);

    // Reorder: the first cannot move up, the last cannot move down.
    await expect(tab.row('network.device_spotted').getByRole('button', { name: 'Move up' })).toBeDisabled();
    await expect(tab.row('device.*').getByRole('button', { name: 'Move down' })).toBeDisabled();
    await tab.row('network.device_spotted').getByRole('button', { name: 'Move down' }).click();
    await expectToast(page, 'Routes updated successfully');
    await tab.expectFilters(['device.request.config.*', 'network.device_spotted', 'device.message.*', 'device.*']);
    await tab.row('device.*').getByRole('button', { name: 'Move up' }).click();
    await expectToast(page, 'Routes updated successfully');
    await tab.expectFilters(['device.request.config.*', 'network.device_spotted', 'device.*', 'device.message.*']);
    expect(filtersOf(await storedRoutes(page, network.id))).toEqual([
      [0, 'device.request.config.*'],
      [1, 'network.device_spotted'],
      [2, 'device.*'],
      [3, 'device.message.*'],
    ]);

    // Delete asks first with Cancel focused: Enter keeps it, and so does Cancel.
    await tab.row('device.*').getByRole('button', { name: 'Delete' }).click();
    let confirm = await openedDialog(page, 'Delete the route for device.*?');
    await expect(confirm).toContainText('Requests will fail on this filter until replaced');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toHaveCount(0);
    await tab.row('device.*').getByRole('button', { name: 'Delete' }).click();
    confirm = await openedDialog(page, 'Delete the route for device.*?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await tab.row('device.*').getByRole('button', { name: 'Delete' }).click();
    confirm = await openedDialog(page, 'Delete the route for device.*?');
    await confirm.getByRole('button', { name: 'Delete route' }).click();
    await expectToast(page, 'Routes updated successfully');
    await tab.expectFilters(['device.request.config.*', 'network.device_spotted', 'device.message.*']);
    expect(filtersOf(await storedRoutes(page, network.id))).toEqual([
      [0, 'device.request.config.*'],
      [1, 'network.device_spotted'],
      [2, 'device.message.*'],
    ]);
  });

  test('a refused save: "Error updating routes: …", the list reloads from the server and the form keeps what was typed', async ({
    page,
  }) => {
    const { network, tab } = await RoutesTab.ofNewNetwork(page, 'Routes failure', SEEDED);
    await tab.expectFilters(['device.request.config.*', 'device.message.*', 'network.*', 'device.*']);
    const reloads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && request.url().endsWith(networkPath(network.id))) reloads.push(request.url());
    });

    await injectFault(page, { path: networkPath(network.id), method: 'POST', kind: '500' });
    await tab.row('device.request.config.*').getByRole('button', { name: 'Move down' }).click();
    await expectToast(page, 'Error updating routes: Internal server error');
    await expect.poll(() => reloads.length).toBeGreaterThan(0);
    await tab.expectFilters(['device.request.config.*', 'device.message.*', 'network.*', 'device.*']);

    await injectFault(page, { path: networkPath(network.id), method: 'POST', kind: '500' });
    const dialog = await tab.openAddDialog();
    await fillByLabel(dialog, { Filter: 'network.device_registered', URL: 'https://hooks.example.com/registered' });
    await dialog.getByRole('button', { name: 'Save route' }).click();
    await expectToast(page, 'Error updating routes: Internal server error');
    await expect(dialog.getByLabel('Filter')).toHaveValue('network.device_registered');
    await expect(dialog.getByLabel('URL')).toHaveValue('https://hooks.example.com/registered');
    await tab.expectFilters(['device.request.config.*', 'device.message.*', 'network.*', 'device.*']);
    expect((await storedRoutes(page, network.id)).length).toBe(4);

    await dialog.getByRole('button', { name: 'Save route' }).click();
    await expectToast(page, 'Routes updated successfully');
    await tab.expectFilters([
      'network.device_registered',
      'device.request.config.*',
      'device.message.*',
      'network.*',
      'device.*',
    ]);
  });

  test('a 3,000-character URL is refused by the form and by the server', async ({ page }) => {
    const { network, tab } = await RoutesTab.ofNewNetwork(page, 'Routes long URL');
    const url = `https://hooks.example.com/${'p'.repeat(3000 - 'https://hooks.example.com/'.length)}`;
    const dialog = await tab.openAddDialog();
    await fillByLabel(dialog, { Filter: 'device.*', URL: url });
    await dialog.getByRole('button', { name: 'Save route' }).click();
    await expect(dialog.getByText('URL must be at most 2,000 characters')).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(await storedRoutes(page, network.id)).toEqual([]);

    const refused = await api<{ message: string }>(page, 'POST', networkPath(network.id), {
      routes: [{ filter_events: 'device.*', url, order: 0 }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('URL must be at most 2000 characters');
  });

  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
  ]) {
    test(`a long stored URL wraps: Move, Edit and Delete stay in view at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const long = `https://hooks.example.com/${'p'.repeat(2000 - 'https://hooks.example.com/'.length)}`;
      const { tab } = await RoutesTab.ofNewNetwork(page, 'Routes wrap', [
        { filter_events: 'device.message.*', url: long, order: 0 },
        { filter_events: 'network.*', url: 'https://hooks.example.com/alerts', order: 1 },
      ]);
      const row = tab.row('device.message.*');
      await expect(row.getByRole('link', { name: /^https:\/\/hooks\.example\.com\/ppp/ })).toBeVisible();
      // Scrolled to vertically only: the buttons must be in view without any sideways scrolling.
      await row.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'start' }));
      for (const name of ['Move up', 'Move down', 'Edit', 'Delete']) {
        const button = row.getByRole('button', { name });
        await expect(button).toBeInViewport({ ratio: 1 });
        const box = await button.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
      }
      // The row stays a sensible height: the URL is clamped, its full text is its title.
      const rowBox = await row.boundingBox();
      expect(rowBox?.height ?? Infinity).toBeLessThan(200);
      await expect(row.getByRole('link', { name: /^https:\/\/hooks\.example\.com\/ppp/ })).toHaveAttribute(
        'title',
        long,
      );
    });
  }

  test('the filter-pattern examples', async ({ page }) => {
    await RoutesTab.ofNewNetwork(page, 'Routes examples');
    await page.getByRole('button', { name: 'Filter examples' }).click();
    const dialog = await openedDialog(page, 'Filter pattern examples');
    for (const pattern of [
      '*',
      'device.*',
      'device.message.*',
      'network.*',
      'device.request.{namespace}.{method}',
      'network.device_spotted',
      'network.device_registered',
      'network.device_deregistered',
      'network.routing_failed',
      'network.protocol_error',
    ]) {
      await expect(
        dialog.locator('code', { hasText: new RegExp(`^${pattern.replace(/[.*{}]/g, '\\$&')}$`) }),
      ).toBeVisible();
    }
  });
});

test.describe('routes as a member', () => {
  test.use({ storageState: storageStateOf('member') });

  test('add, edit, delete and move are disabled with the hint "Insufficent permissions"', async ({ page }) => {
    await page.goto(`/networks/${WAREHOUSE_NETWORK_ID}/routes`);
    await expect(page.getByRole('heading', { level: 2, name: 'Routes · Warehouse' })).toBeVisible();
    const tab = new RoutesTab(page);
    await expect(tab.row('device.message.*')).toBeVisible();
    const add = page.getByRole('button', { name: 'Add route' });
    await expect(add).toBeDisabled();
    await add.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Insufficent permissions');
    const row = tab.row('device.message.*');
    for (const name of ['Move up', 'Move down', 'Edit', 'Delete']) {
      await expect(row.getByRole('button', { name })).toBeDisabled();
    }
    // The first tooltip goes before the next one is asked for (two were seen at once while it faded).
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await row.getByRole('button', { name: 'Delete' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Insufficent permissions');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
