import { expect, test } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';
import { ACME, api, seededNetworkId } from '../../support/platformApi.ts';

/** A string OpenLayers' own code keeps in a production build (its viewport's class name). */
const OL_MARKER = 'ol-viewport';

test('the device page and the hotspot dashboard draw their maps with one copy of OpenLayers, loaded when a map shows', async ({
  page,
}) => {
  // Every script the page receives that carries OpenLayers.
  const olScripts: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    olScripts.push(
      response
        .text()
        .then((text) => (text.includes(OL_MARKER) ? response.url() : null))
        .catch(() => null),
    );
  });
  const found = async () => (await Promise.all(olScripts)).filter((url): url is string => url !== null);

  const networkId = await seededNetworkId(page, 'Warehouse');
  const { body } = await api<{ results: { device_id: string; last_location_point?: unknown }[] }>(
    page,
    'POST',
    `/v1/accounts/${ACME}/device-explorer`,
    {
      fields: [{ field: 'network_id', value: networkId }],
      sort: { field: 'created', order: 'asc' },
      pagination: { page_size: 100, page: 1 },
    },
  );
  const located = body.results.find((device) => device.last_location_point);
  if (!located) throw new Error('no located Warehouse device');

  const app = new ConsolePage(page);
  await app.goto('/');
  await expect(app.heading('Networks')).toBeVisible();
  expect(await found(), 'no map on the network list, so no OpenLayers').toEqual([]);

  await app.navigateClientSide(`/devices/${located.device_id}`);
  await expect(page.getByRole('region', { name: 'Map of device locations' })).toHaveAttribute('aria-busy', 'false');
  const afterDevicePage = await found();
  expect(afterDevicePage).toHaveLength(1);

  await app.clickHotspots();
  await expect(page.getByRole('region', { name: 'Map of hotspots' })).toHaveAttribute('aria-busy', 'false');
  // The dashboard's map (mf-hotspots) used the copy the device page (mf-devices) loaded.
  expect(await found()).toEqual(afterDevicePage);
});
