// `pnpm bench:device [--no-build] [--no-serve] [--runs N]`: the device page and the export (issue
// "Device page, account devices list, live event tail and exports"). A benchmark: it prints figures
// and exits 0 whatever they are.
//
// 1. The device page: N runs (default 5, after one warm-up run that is not counted), each in a fresh
//    signed-in context (empty cache), open /devices/{id} for a seeded Warehouse device that has
//    statistics, and time from the navigation's start to the summary showing the device (its copyable
//    id), to the first row of its events (mf-networks' DeviceEvents) and to its sync stats (DeviceStats).
// 2. The export: on the Warehouse network's Events tab, filtered to one event type and then with no
//    filter (12,000 events), Export → CSV; the time from the click to the download, the JS heap
//    (Chromium's JSHeapUsedSize, sampled every 50 ms) before the click and at its peak during the
//    export, and the file's row count.
//   --no-build  measure the builds already in <pkg>/dist
//   --no-serve  measure a console already served on the usual ports (e.g. by `pnpm serve`)
//   --runs N    open the device page in N fresh contexts (default 5)
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { launchBrowser, percentile, printTable, run, signedInState, startServers } from './bench-lib.mjs';
import { LAYOUT } from './serve.mjs';

const WAREHOUSE = 'aec672cf5aee9078';
const ACCOUNT = 'acme-logistics';
const TIMEOUT = 120_000;
const argv = process.argv.slice(2);
const RUNS = argv.includes('--runs') ? Number(argv[argv.indexOf('--runs') + 1]) : 5;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs expects a whole number of at least 1');
const shellOrigin = `http://localhost:${LAYOUT.shell.port}`;

const MARKS = {
  summary: '.ant-descriptions .ant-typography-copy',
  events: '[aria-label^="Events of device"] .ant-table-row',
  stats: '[aria-label="Sync stats"] .ant-statistic',
};

if (!argv.includes('--no-build')) await run('pnpm', ['build']);
const stopServers = argv.includes('--no-serve') ? () => {} : await startServers();
const browser = await launchBrowser();

/** Init script: the first time (ms since the navigation started) each selector matches. */
function markProbe(marks) {
  if (window !== window.top) return;
  const seen = {};
  window.__benchDevice = seen;
  const check = () => {
    for (const [name, selector] of Object.entries(marks)) {
      if (seen[name] === undefined && document.querySelector(selector)) seen[name] = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
}

const fmtMs = (ms) => (ms === undefined ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
const fmtMb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

try {
  const state = await signedInState(browser, shellOrigin);
  // A Warehouse device with statistics (platform-sim seeds them for a network's first five devices),
  // asked of the API with the signed-in user's token (the Auth0 SDK's cache in local storage).
  const cached = state.origins
    .flatMap((origin) => origin.localStorage)
    .find((item) => item.name.startsWith('@@auth0spajs@@') && item.value.includes('access_token'));
  const token = JSON.parse(cached.value).body.access_token;
  const apiCall = async (method, path, body) => {
    const response = await fetch(`http://localhost:4000${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    });
    return response.json();
  };
  const { results } = await apiCall('POST', `/v1/accounts/${ACCOUNT}/device-explorer`, {
    fields: [{ field: 'network_id', value: WAREHOUSE }],
    sort: { field: 'created', order: 'asc' },
    pagination: { page: 1, page_size: 1000 },
  });
  let device = null;
  for (const candidate of results) {
    const { stats } = await apiCall('GET', `/v1/accounts/${ACCOUNT}/stats?type=device&type_key=${candidate.device_id}`);
    if (stats?.length) {
      device = candidate.device_id;
      break;
    }
  }
  if (!device) throw new Error('no Warehouse device has statistics');

  async function openDevicePage(id) {
    const context = await browser.newContext({ storageState: state });
    await context.addInitScript(markProbe, MARKS);
    const page = await context.newPage();
    await page.goto(`${shellOrigin}/devices/${id}`);
    await page.waitForFunction(
      (names) => names.every((name) => window.__benchDevice?.[name] !== undefined),
      Object.keys(MARKS),
      { timeout: TIMEOUT, polling: 100 },
    );
    const marks = await page.evaluate(() => window.__benchDevice);
    await context.close();
    return marks;
  }

  await openDevicePage(device); // warm-up, not counted
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await openDevicePage(device));
  const median = (name) =>
    percentile(
      runs.map((r) => r[name]),
      0.5,
    );
  console.log(
    `\nDevice page /devices/${device}, ${RUNS} cold runs (fresh context each), load ${loadavg()[0].toFixed(2)}`,
  );
  printTable(
    ['figure', 'median', 'min', 'max'],
    Object.keys(MARKS).map((name) => {
      const values = runs.map((r) => r[name]);
      return [`to ${name} visible`, fmtMs(median(name)), fmtMs(Math.min(...values)), fmtMs(Math.max(...values))];
    }),
  );

  /** One export of the Warehouse events tab at `search`, in a fresh context: rows, size, time, heap. */
  async function measureExport(search) {
    const context = await browser.newContext({ storageState: state, acceptDownloads: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`${shellOrigin}/networks/${WAREHOUSE}${search}`);
    await page.locator('.ant-table-row').first().waitFor({ timeout: TIMEOUT });
    const heap = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((m) => m.name === 'JSHeapUsedSize').value;
    };
    await cdp.send('HeapProfiler.collectGarbage');
    const before = await heap();
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await heap());
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await page.getByRole('button', { name: 'Export' }).click();
    const download = page.waitForEvent('download', { timeout: TIMEOUT });
    const started = Date.now();
    await page.getByRole('menuitem', { name: /CSV/ }).click();
    const file = await download;
    const elapsed = Date.now() - started;
    sampling = false;
    await sampler;
    const text = await readFile(await file.path(), 'utf8');
    await context.close();
    return { rows: text.split('\r\n').filter(Boolean).length - 1, size: text.length, elapsed, before, peak };
  }

  // A small selection, then all 12,000 events of the Warehouse network: the heap's growth should not
  // follow the number of rows.
  const exports = [
    ['device_registered events', await measureExport('?event_type=device_registered')],
    ['every event (no filter)', await measureExport('')],
  ];
  console.log('\nExport of the Warehouse events tab as CSV (every page the filter selects)');
  printTable(
    ['selection', 'rows in the file', 'size', 'click to download', 'JS heap before', 'peak', 'peak − before'],
    exports.map(([name, e]) => [
      name,
      String(e.rows),
      fmtMb(e.size),
      fmtMs(e.elapsed),
      fmtMb(e.before),
      fmtMb(e.peak),
      fmtMb(e.peak - e.before),
    ]),
  );
} finally {
  await browser.close();
  stopServers();
}
