import { expect, test } from '@playwright/test';
import { SHELL_URL } from '../../support/constants.ts';
import { canvasColourAt, MARKER_RGB, pixelOf } from '../../support/map.ts';
import { DEVICE_EXPLORER_PATH } from '../../support/networkTabs.ts';
import { ACME, seededNetworkId, waitForApi } from '../../support/platformApi.ts';

/** The spec's list map view (customer-console.md §9): centre 51.5,-0.12, zoom 6, Web Mercator. */
const CENTRE = { lat: 51.5, lon: -0.12 };
const ZOOM = 6;
/** Marker radius plus the click tolerance, in pixels. */
const HIT_RADIUS = 9;
/** Keep clear of the zoom buttons and the edges. */
const MARGIN = 60;

interface Located {
  device_id: string;
  last_location_point?: { lat: number; lon: number } | null;
}

test('the map view draws a marker per located device without any tile server, and a click opens the device', async ({
  page,
}) => {
  // Office: 40 devices around thirty capitals, so some markers stand alone.
  const networkId = await seededNetworkId(page, 'Office');
  const call = waitForApi(page, 'POST', DEVICE_EXPLORER_PATH);
  await page.goto(`/networks/${networkId}/devices`);
  const devices = ((await (await call).json()) as { results: Located[] }).results;

  // Switching to the map loads its own chunk; the filters and the data stay.
  const mapChunk = page.waitForResponse((r) => /\/devices-map\.[0-9a-f]+\.js$/.test(r.url()));
  await page.getByRole('radiogroup', { name: 'View' }).getByText('Map', { exact: true }).click();
  await expect(page).toHaveURL(`${SHELL_URL}/networks/${networkId}/devices?view=map`);
  expect((await mapChunk).status()).toBe(200);
  const map = page.getByRole('region', { name: 'Map of device locations' });
  await expect(map).toHaveAttribute('aria-busy', 'false');
  await expect(map).toHaveAttribute('data-zoom', String(ZOOM));
  const located = devices.filter((d) => d.last_location_point);
  await expect(
    page.getByText(
      `${located.length.toLocaleString('en')} of ${devices.length.toLocaleString('en')} devices on this page have a location.`,
    ),
  ).toBeVisible();
  await expect(page.getByText('No map tiles are configured')).toBeVisible();

  // Pick a located device in view, away from the controls, with no other marker on top of it.
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  const markers = located.map((d) => {
    const point = d.last_location_point ?? { lat: 0, lon: 0 };
    const [x, y] = pixelOf(point, { centre: CENTRE, zoom: ZOOM }, box.width, box.height);
    return { id: d.device_id, x, y };
  });
  const target = markers.find(
    (m) =>
      m.x > MARGIN &&
      m.x < box.width - MARGIN &&
      m.y > MARGIN &&
      m.y < box.height - MARGIN &&
      markers.every((other) => other === m || Math.hypot(other.x - m.x, other.y - m.y) > 2 * HIT_RADIUS),
  );
  if (!target) throw new Error('no lone located device in the default view');

  // The marker is drawn there (antd's primary blue, #1677ff); an empty corner is not.
  expect(await canvasColourAt(page, target.x, target.y)).toEqual(MARKER_RGB);
  const emptyCorner = markers.every((m) => Math.hypot(m.x - 15, m.y - (box.height - 15)) > 20);
  if (emptyCorner) expect(await canvasColourAt(page, 15, box.height - 15)).not.toEqual(MARKER_RGB);

  await page.mouse.click(box.x + target.x, box.y + target.y);
  await expect(page).toHaveURL(`${SHELL_URL}/devices/${target.id}?account=${ACME}`);
});
