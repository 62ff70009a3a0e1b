import type { Page } from '@playwright/test';

const EARTH_RADIUS = 6378137;
/** Metres per pixel at zoom 0 of the standard 256-pixel tile grid. */
const ZOOM_0_RESOLUTION = (2 * Math.PI * EARTH_RADIUS) / 256;

/** The device markers' colour: antd's primary blue, #1677ff. */
export const MARKER_RGB: [number, number, number] = [22, 119, 255];

function mercator(lon: number, lat: number): [number, number] {
  return [(EARTH_RADIUS * lon * Math.PI) / 180, EARTH_RADIUS * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))];
}

/** Where a lon/lat is drawn in a Web Mercator map of `width`×`height` pixels showing `centre` at `zoom`. */
export function pixelOf(
  point: { lon: number; lat: number },
  view: { centre: { lon: number; lat: number }; zoom: number },
  width: number,
  height: number,
): [number, number] {
  const resolution = ZOOM_0_RESOLUTION / 2 ** view.zoom;
  const [cx, cy] = mercator(view.centre.lon, view.centre.lat);
  const [x, y] = mercator(point.lon, point.lat);
  return [width / 2 + (x - cx) / resolution, height / 2 - (y - cy) / resolution];
}

/** The colour the map's canvases hold at a pixel of the map (topmost non-transparent layer). */
export async function canvasColourAt(
  page: Page,
  x: number,
  y: number,
  mapName = 'Map of device locations',
): Promise<[number, number, number] | null> {
  return page.getByRole('region', { name: mapName, exact: true }).evaluate(
    (map, [px, py]) => {
      const canvases = Array.from(map.querySelectorAll('canvas')).reverse();
      for (const canvas of canvases) {
        const ratio = canvas.width / canvas.getBoundingClientRect().width;
        const [r, g, b, a] = canvas.getContext('2d')?.getImageData(px * ratio, py * ratio, 1, 1).data ?? [];
        if (a) return [r ?? 0, g ?? 0, b ?? 0] as [number, number, number];
      }
      return null;
    },
    [x, y] as const,
  );
}
