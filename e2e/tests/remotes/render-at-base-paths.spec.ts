import { expect, test } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';
import { BASE_PATH_ROUTES, WAREHOUSE_NETWORK_ID } from '../../support/routes.ts';
import { storageStateOf } from '../../support/users.ts';

test.describe('every remote renders at each of its base paths', () => {
  for (const route of BASE_PATH_ROUTES) {
    test.describe(() => {
      if (route.as) test.use({ storageState: storageStateOf(route.as) });
      test(`${route.path} shows the ${route.remote} screen "${route.title}"`, async ({ page }) => {
        const app = new ConsolePage(page);
        await app.goto(route.path);

        await expect(app.heading(route.title)).toBeVisible();
        await expect(page).toHaveURL((url) => url.pathname === (route.landsOn ?? route.path));
        await expect(app.notBuiltYet).toHaveCount(route.built ? 0 : 1);
        await expect(app.anyRemoteError).toHaveCount(0);
      });
    });
  }

  test('the devices tab of a network renders the component mf-devices exposes inside mf-networks', async ({ page }) => {
    const app = new ConsolePage(page);
    await app.open(`/networks/${WAREHOUSE_NETWORK_ID}/devices`, 'Devices · Warehouse');
    await expect(page.getByRole('tab', { name: 'Devices', selected: true })).toBeVisible();
    const composed = page.locator('[data-remote-component="mf-devices/NetworkDevices"]');
    await expect(composed).toBeVisible();
    await expect(composed).toHaveAccessibleName(`Devices of network ${WAREHOUSE_NETWORK_ID}`);
    // The devices table is mf-devices' code, rendered inside mf-networks' page.
    await expect(composed.getByRole('columnheader', { name: /Last Spotted/ })).toBeVisible();
    await expect(composed.getByText('This screen is not built yet')).toHaveCount(0);
    await expect(app.anyRemoteError).toHaveCount(0);
  });
});
