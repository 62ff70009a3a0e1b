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

/** The hotspot markers' colours (admin-and-hotspots.md §4.2): green #52c41a online, red #ff4d4f otherwise. */
export const ONLINE_RGB: [number, number, number] = [82, 196, 26];
export const OFFLINE_RGB: [number, number, number] = [255, 77, 79];
/** The body of a hotspot cluster (rgba(38, 38, 38, 0.85)), as the map's canvas holds it. */
export const CLUSTER_RGB: [number, number, number] = [38, 38, 38];

/**
 * The first pixel of the map (scanning rows every `step` pixels, `margin` clear of the edges and the
 * zoom buttons) whose topmost drawn colour is within `tolerance` of `rgb`; null when none is.
 */
export async function findCanvasColour(
  page: Page,
  rgb: [number, number, number],
  mapName: string,
  { step = 4, margin = 60, tolerance = 8 } = {},
): Promise<[number, number] | null> {
  return page.getByRole('region', { name: mapName, exact: true }).evaluate(
    (map, { rgb: [r0, g0, b0], step, margin, tolerance }) => {
      const { width, height } = map.getBoundingClientRect();
      const layers = Array.from(map.querySelectorAll('canvas'))
        .reverse()
        .map((canvas) => {
          const ratio = canvas.width / canvas.getBoundingClientRect().width;
          const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height);
          return { ratio, data, width: canvas.width };
        });
      for (let y = margin; y < height - margin; y += step) {
        for (let x = margin; x < width - margin; x += step) {
          for (const { ratio, data, width: w } of layers) {
            if (!data) continue;
            const i = (Math.round(y * ratio) * w + Math.round(x * ratio)) * 4;
            const [r = 0, g = 0, b = 0, a = 0] = [data.data[i], data.data[i + 1], data.data[i + 2], data.data[i + 3]];
            if (!a) continue;
            const near =
              Math.abs(r - r0) <= tolerance && Math.abs(g - g0) <= tolerance && Math.abs(b - b0) <= tolerance;
            if (near) return [x, y] as [number, number];
            break;
          }
        }
      }
      return null;
    },
    { rgb, step, margin, tolerance },
  );
}
