// `pnpm bench:ui [--no-build] [--no-serve]`: how smooth the big views are with 1,000 items — the
// devices table (1,000 rows, virtual) and the devices map (one marker per located device) of the
// seeded Warehouse network. It scrolls the table and pans the map in a real Chromium and prints
// frame figures (rAF intervals). A benchmark: it prints figures and exits 0 whatever they are.
import { fmt, launchBrowser, percentile, printTable, run, signedInState, startServers } from './bench-lib.mjs';
import { LAYOUT } from './serve.mjs';

const WAREHOUSE = 'aec672cf5aee9078';
const SMOOTH_P95_MS = 50; // what "stays smooth" means here: 95% of frames within 50 ms (20 fps or better)
const argv = process.argv.slice(2);
const shellOrigin = `http://localhost:${LAYOUT.shell.port}`;

if (!argv.includes('--no-build')) await run('pnpm', ['build']);
const stopServers = argv.includes('--no-serve') ? () => {} : await startServers();
const browser = await launchBrowser();

/** Records rAF intervals while `drive` runs in the page; returns frame statistics. */
async function framesDuring(page, drive) {
  await page.evaluate(() => {
    const w = window;
    w.__frames = [];
    let last = performance.now();
    const tick = (now) => {
      w.__frames.push(now - last);
      last = now;
      if (w.__recording) requestAnimationFrame(tick);
    };
    w.__recording = true;
    requestAnimationFrame(tick);
  });
  await drive();
  const frames = await page.evaluate(() => {
    window.__recording = false;
    return window.__frames.slice(1);
  });
  frames.sort((a, b) => a - b);
  const at = (q) => percentile(frames, q) ?? 0;
  return {
    frames: frames.length,
    p50: at(0.5),
    p95: at(0.95),
    max: frames.at(-1) ?? 0,
    long: frames.filter((f) => f > 50).length,
  };
}

const rows = [];
const verdict = (stats) => (stats.p95 <= SMOOTH_P95_MS ? 'smooth' : 'NOT SMOOTH');
/** One row of the printed table: what was measured, how long until it was ready, its frame figures. */
const resultRow = (label, readyMs, stats) => [
  label,
  `${readyMs} ms`,
  String(stats.frames),
  stats.p50.toFixed(1),
  stats.p95.toFixed(1),
  stats.max.toFixed(1),
  String(stats.long),
  verdict(stats),
];
try {
  const context = await browser.newContext({ storageState: await signedInState(browser, shellOrigin) });
  const page = await context.newPage();

  // Devices table: 1,000 rows in one page, virtual rows.
  const explorer = page.waitForResponse((r) => r.url().includes('/device-explorer') && r.status() === 200);
  let started = Date.now();
  await page.goto(`${shellOrigin}/networks/${WAREHOUSE}/devices`);
  const body = await (await explorer).json();
  const table = page.locator('[data-remote-component="mf-devices/NetworkDevices"] .ant-table-tbody-virtual-holder');
  await table.waitFor({ timeout: 60_000 });
  const tableReady = Date.now() - started;
  const domRows = await page.locator('.ant-table-tbody-virtual-holder .ant-table-row').count();
  await table.hover();
  const scroll = await framesDuring(page, async () => {
    for (let i = 0; i < 60; i += 1) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(16);
    }
  });
  rows.push(resultRow(`table: ${body.results.length} rows (${domRows} in the DOM)`, tableReady, scroll));

  // Devices map: one marker per located device, one vector layer, no tiles locally. The seed locates
  // about 70% of the devices; to measure 1,000 markers the benchmark gives the others a location
  // (spread over Europe, deterministic) in the device-explorer answer.
  let located = 0;
  await page.route('**/device-explorer', async (route) => {
    const response = await route.fetch();
    const answer = await response.json();
    answer.results = answer.results.map((d, i) =>
      d.last_location_point || d.last_location
        ? d
        : { ...d, last_location_point: { lat: 40 + ((i * 7) % 200) / 10, lon: -8 + ((i * 13) % 300) / 10 } },
    );
    located = answer.results.length;
    await route.fulfill({ response, json: answer });
  });
  started = Date.now();
  await page.goto(`${shellOrigin}/networks/${WAREHOUSE}/devices?view=map`);
  const map = page.getByLabel('Map of device locations');
  await map.and(page.locator('[aria-busy="false"]')).waitFor({ timeout: 60_000 });
  const mapReady = Date.now() - started;
  const box = await map.boundingBox();
  const pan = await framesDuring(page, async () => {
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 0; i < 60; i += 1) await page.mouse.move(x + (i % 20) * 10 - 100, y + (i % 15) * 8 - 60);
    await page.mouse.up();
    for (let i = 0; i < 10; i += 1) {
      await page.mouse.wheel(0, i % 2 ? 300 : -300);
      await page.waitForTimeout(30);
    }
  });
  const seeded = body.results.filter((d) => d.last_location_point || d.last_location).length;
  rows.push(resultRow(`map: ${located} markers (${seeded} seeded)`, mapReady, pan));
  const heap = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? 0);
  await context.close();
  console.log(`\nUI smoothness on the Warehouse network (smooth = p95 frame ≤ ${SMOOTH_P95_MS} ms)\n`);
  printTable(['view', 'ready', 'frames', 'p50 ms', 'p95 ms', 'max ms', '>50 ms', 'verdict'], rows);
  if (heap) console.log(`\nJS heap after both views: ${fmt(heap)}`);
} finally {
  await browser.close();
  stopServers();
}
