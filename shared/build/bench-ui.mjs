// `pnpm bench:ui [--no-build] [--no-serve] [--runs N]`: how smooth the big views are with 1,000 items —
// the devices table (1,000 rows, virtual) and the devices map (one marker per located device) of the
// seeded Warehouse network — and how much main-thread work a sort of that table does before its request
// leaves. In a real Chromium it scrolls the table and pans the map, and prints frame figures (rAF
// intervals). A benchmark: it prints figures and exits 0 whatever they are.
//
// After one warm-up run that is not counted (the browser's and the servers' first load of the tab is
// slower than any later one), each of the N runs (default 5) opens the devices tab in a fresh signed-in
// context, scrolls the table (frame figures; smooth = 95% of frames within 33 ms), then sorts it twice:
// by Last Spotted while scrolled down (where the scroll left it), then by Last Request at the top. Each
// sort is timed twice:
//   - in the page, from the click (event.timeStamp) to the console's fetch() of device-explorer (a
//     wrapper an init script puts around window.fetch), whether that fetch came in the click's own task
//     (before a message posted from the click ran), and from the click to the first frame whose first
//     data row shows another device than before the sort (the re-sorted rows);
//   - traced (Chromium's devtools.timeline): the main thread's busy time from the start of the task that
//     dispatched the click to the renderer's ResourceSendRequest of device-explorer — the main-thread
//     work before the request leaves.
// The map is measured once, after the runs.
// Then the hotspot dashboard map (issue 15, point 11) at 1,000 and at 5,000 hotspots: the explorer's
// answers (the summary and the reports) are N generated hotspots spread over Europe, 85% online, given
// by a `body` fault of platform-sim (this script starts it with fault injection on; with --no-serve the
// answers are replaced in the browser instead). For each N, in a fresh context: the time from the
// navigation to the markers drawn (the map's aria-busy false), then frame figures while panning and
// zooming (wheel) as for the devices map.
//   --no-build  measure the builds already in <pkg>/dist
//   --no-serve  measure a console already served on the usual ports (e.g. by `pnpm serve`)
//   --runs N    scroll and sort the table in N fresh contexts (default 5)
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { fmt, launchBrowser, percentile, printTable, run, signedInState, startServers } from './bench-lib.mjs';
import { LAYOUT } from './serve.mjs';

const WAREHOUSE = 'aec672cf5aee9078';
/** Smooth (issue 12, "Smooth tables"): 95% of frames within 33 ms (30 fps or better). */
const FRAME_BUDGET_MS = 33;
const SMOOTH_SHARE = 0.95;
/** Frames over this are counted on their own (long frames). */
const LONG_FRAME_MS = 50;
/** A sort's main-thread work before its request leaves, at most. */
const SORT_BUDGET_MS = 50;
const EXPLORER = '/device-explorer';
const TIMEOUT = 60_000;
const TAB = '[data-remote-component="mf-devices/NetworkDevices"]';
const ROWS = `${TAB} .ant-table-tbody-virtual-holder .ant-table-row`;
const argv = process.argv.slice(2);
const RUNS = argv.includes('--runs') ? Number(argv[argv.indexOf('--runs') + 1]) : 5;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs expects a whole number of at least 1');
const shellOrigin = `http://localhost:${LAYOUT.shell.port}`;

if (!argv.includes('--no-build')) await run('pnpm', ['build']);
// The hotspot map's N hotspots come through a `body` fault: platform-sim (started below) takes faults.
const SERVED_HERE = !argv.includes('--no-serve');
const FAULT_SECRET = randomUUID();
if (SERVED_HERE) Object.assign(process.env, { PLATFORM_SIM_FAULTS: 'on', PLATFORM_SIM_FAULTS_SECRET: FAULT_SECRET });
const stopServers = argv.includes('--no-serve') ? () => {} : await startServers();
const browser = await launchBrowser();

/**
 * Init script (each page, before the console's code): `window.__benchUi.arm(firstId)` times the next
 * click — its event.timeStamp, when a message posted from it ran (the next task), when the console
 * called fetch() for device-explorer, and the first frame whose first data row (aria-rowindex 2) links
 * to another device than `firstId`.
 */
function sortProbe({ rows, explorer }) {
  if (window !== window.top) return;
  const probe = { watch: null };
  window.__benchUi = probe;
  const firstId = () => document.querySelector(`${rows}[aria-rowindex="2"] a[title]`)?.getAttribute('title') ?? null;
  probe.arm = (before) => {
    probe.watch = { before, click: null, nextTask: null, sent: null, changed: null };
  };
  addEventListener(
    'click',
    (event) => {
      const watch = probe.watch;
      if (!watch || watch.click !== null) return;
      watch.click = event.timeStamp;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (watch.nextTask = performance.now());
      channel.port2.postMessage(null);
      const frame = (now) => {
        const id = firstId();
        if (id !== null && id !== watch.before) watch.changed = now;
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    true,
  );
  const originalFetch = window.fetch;
  window.fetch = function fetch(input, init) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const watch = probe.watch;
    if (watch?.click != null && watch.sent === null && url.includes(explorer)) watch.sent = performance.now();
    return originalFetch.call(window, input, init);
  };
}

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
    withinBudget: frames.length ? frames.filter((f) => f <= FRAME_BUDGET_MS).length / frames.length : 0,
    long: frames.filter((f) => f > LONG_FRAME_MS).length,
  };
}

const smooth = (stats) => stats.frames > 0 && stats.withinBudget >= SMOOTH_SHARE;
const ms = (value) => (value === null || value === undefined ? '—' : value.toFixed(1));
const share = (value) => `${(value * 100).toFixed(1)}%`;
const FRAME_HEADER = [
  'frames',
  'p50 ms',
  'p95 ms',
  'max ms',
  `≤${FRAME_BUDGET_MS} ms`,
  `>${LONG_FRAME_MS} ms`,
  'verdict',
];
/** The printed frame figures of `framesDuring`, in the order of FRAME_HEADER. */
const frameCells = (stats) => [
  String(stats.frames),
  ms(stats.p50),
  ms(stats.p95),
  ms(stats.max),
  share(stats.withinBudget),
  String(stats.long),
  smooth(stats) ? 'smooth' : 'NOT SMOOTH',
];

/** The next device-explorer answer. */
const nextAnswer = (page) =>
  page.waitForResponse((r) => r.url().includes(EXPLORER) && r.request().method() === 'POST', { timeout: TIMEOUT });

const header = (page, name) =>
  page
    .locator(TAB)
    .getByRole('columnheader')
    .filter({ hasText: new RegExp(`^${name}$`) });

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'];
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * Main-thread busy time from the start of the task that dispatched the click to the renderer's
 * ResourceSendRequest of device-explorer, and that span, from a Chromium trace; null when it lacks one.
 */
function busyBeforeRequest(traceEvents) {
  const click = traceEvents.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  if (!click) return null;
  const send = traceEvents.find(
    (e) => e.name === 'ResourceSendRequest' && e.ts >= click.ts && String(e.args?.data?.url).includes(EXPLORER),
  );
  if (!send) return null;
  const tasks = traceEvents
    .filter((e) => e.ph === 'X' && e.pid === click.pid && e.tid === click.tid && TASK_NAMES.has(e.name))
    .map((e) => [e.ts, e.ts + (e.dur ?? 0)])
    .sort((a, b) => a[0] - b[0]);
  const start = Math.min(click.ts, ...tasks.filter(([s, e]) => s <= click.ts && click.ts <= e).map(([s]) => s));
  // The union of the tasks (nested ones counted once), clipped to [start, send].
  let busy = 0;
  let covered = start;
  for (const [s, e] of tasks) {
    const to = Math.min(e, send.ts);
    if (to > Math.max(s, covered)) busy += to - Math.max(s, covered);
    covered = Math.max(covered, to);
  }
  return { busy: busy / 1000, span: (send.ts - start) / 1000 };
}

/** Clicks a column header, traced and timed in the page (see the header); answers the figures and the new first id. */
async function sort(page, column, firstId) {
  await page.evaluate((before) => window.__benchUi.arm(before), firstId);
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const answer = nextAnswer(page);
  await header(page, column).click();
  const body = await (await answer).json();
  const watch = await page
    .waitForFunction(() => window.__benchUi.watch.changed !== null && window.__benchUi.watch, null, {
      timeout: TIMEOUT,
      polling: 100,
    })
    .then((h) => h.jsonValue())
    .catch(() => page.evaluate(() => window.__benchUi.watch));
  const traced = busyBeforeRequest(JSON.parse((await browser.stopTracing()).toString('utf8')).traceEvents);
  return {
    firstId: body.results[0]?.device_id ?? null,
    sent: watch.sent === null ? null : watch.sent - watch.click,
    sameTask: watch.sent !== null && (watch.nextTask === null || watch.sent < watch.nextTask),
    changed: watch.changed === null ? null : watch.changed - watch.click,
    busy: traced?.busy ?? null,
    span: traced?.span ?? null,
  };
}

const API_ORIGIN = 'http://localhost:4000';
const HOTSPOT_EXPLORER = '/v1/accounts/acme-logistics/hotspot-status-explorer';
const HOTSPOT_MAP_SIZES = [1000, 5000];

/** N hotspots spread over Europe (deterministic), 85% online: the explorer's answer, summary included. */
function generatedHotspots(n) {
  const results = [];
  let online = 0;
  for (let i = 0; i < n; i += 1) {
    // A low-discrepancy spread (golden-ratio steps) over lat 36–70, lon -10–30.
    const lat = 36 + ((i * 0.618034) % 1) * 34;
    const lon = -10 + ((i * 0.414214) % 1) * 40;
    const status = i % 20 < 17 ? 'online' : 'offline';
    if (status === 'online') online += 1;
    results.push({
      bucket_start: 1_764_000_000,
      hotspot_id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      status,
      group_id: 'ungrouped',
      last_location: { lat: Math.round(lat * 1e4) / 1e4, lon: Math.round(lon * 1e4) / 1e4 },
    });
  }
  return { status_counts: { online, offline: n - online }, total: n, results };
}

/** The page's next two explorer calls (the summary and the reports) answer `body`. */
async function answerExplorerWith(page, body) {
  if (!SERVED_HERE) {
    let left = 2;
    await page.route(`**${HOTSPOT_EXPLORER}*`, (route) =>
      left-- > 0 ? route.fulfill({ json: body }) : route.continue(),
    );
    return;
  }
  const response = await fetch(`${API_ORIGIN}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-beacon-fault-secret': FAULT_SECRET },
    body: JSON.stringify({ path: HOTSPOT_EXPLORER, method: 'POST', kind: 'body', count: 2, body }),
  });
  if (!response.ok) throw new Error(`Could not inject the hotspots: ${response.status} ${await response.text()}`);
}

/** Pans (drags) and zooms (wheel, in and out) the map in `region`, recording frames. */
async function panAndZoom(page, region) {
  const box = await region.boundingBox();
  return framesDuring(page, async () => {
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let step = 0; step < 60; step += 1) {
      await page.mouse.move(x + (step % 20) * 10 - 100, y + (step % 15) * 8 - 60);
    }
    await page.mouse.up();
    for (let step = 0; step < 10; step += 1) {
      await page.mouse.wheel(0, step % 2 ? 300 : -300);
      await page.waitForTimeout(30);
    }
  });
}

/** The hotspot dashboard's map with `n` hotspots: time to markers drawn, then pan and zoom frames. */
async function measureHotspotMap(state, n) {
  const context = await browser.newContext({ storageState: state });
  const page = await context.newPage();
  await page.goto(`${shellOrigin}/hotspots/manage`); // signed in and the remote loaded, before the clock
  await answerExplorerWith(page, generatedHotspots(n));
  const started = Date.now();
  await page.goto(`${shellOrigin}/hotspots/dashboard`);
  const region = page.getByRole('region', { name: 'Map of hotspots', exact: true });
  await region.and(page.locator('[aria-busy="false"]')).waitFor({ timeout: TIMEOUT });
  const drawn = Date.now() - started;
  const summary = await page
    .getByText(/hotspots on the map/)
    .first()
    .textContent();
  await region.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  const frames = await panAndZoom(page, region);
  const heap = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? 0);
  await context.close();
  return { n, drawn, summary, frames, heap };
}

const tableRows = [];
const sortRows = [];
const scrolls = [];
const busyTimes = { scrolled: [], top: [] };
const loadBefore = loadavg()[0];
try {
  const state = await signedInState(browser, shellOrigin);
  let rowsAnswered = 0;
  let domRows = 0;
  // Run 0 warms up the browser and the servers; its figures are left out.
  for (let i = 0; i <= RUNS; i += 1) {
    const context = await browser.newContext({ storageState: state });
    await context.addInitScript(sortProbe, { rows: ROWS, explorer: EXPLORER });
    const page = await context.newPage();

    // Devices table: 1,000 rows in one page, virtual rows.
    const explorer = nextAnswer(page);
    const started = Date.now();
    await page.goto(`${shellOrigin}/networks/${WAREHOUSE}/devices`);
    const loaded = await (await explorer).json();
    rowsAnswered = loaded.results.length;
    const first = loaded.results[0]?.device_id ?? null;
    const table = page.locator(`${TAB} .ant-table-tbody-virtual-holder`);
    await table.waitFor({ timeout: TIMEOUT });
    await page.locator(ROWS).first().waitFor({ timeout: TIMEOUT });
    const ready = Date.now() - started;
    domRows = await page.locator(ROWS).count();
    await page.waitForTimeout(500); // let the load settle before measuring frames
    await table.hover();
    const scroll = await framesDuring(page, async () => {
      for (let step = 0; step < 60; step += 1) {
        await page.mouse.wheel(0, 600);
        await page.waitForTimeout(16);
      }
    });
    const counted = i > 0;
    if (counted) {
      scrolls.push(scroll);
      tableRows.push([String(i), `${ready} ms`, ...frameCells(scroll)]);
    }

    // Sort while scrolled down, then at the top (a sort shows the top of the table).
    let firstId = first;
    for (const [column, where] of [
      ['Last Spotted', 'scrolled'],
      ['Last Request', 'top'],
    ]) {
      await page.waitForTimeout(500);
      const figures = await sort(page, column, firstId);
      firstId = figures.firstId;
      if (!counted) continue;
      if (figures.busy !== null) busyTimes[where].push(figures.busy);
      sortRows.push([
        String(i),
        `${column} (${where})`,
        ms(figures.sent),
        figures.sent === null ? '—' : figures.sameTask ? 'yes' : 'no',
        ms(figures.busy),
        ms(figures.span),
        ms(figures.changed),
        figures.busy === null ? '—' : figures.busy < SORT_BUDGET_MS ? 'OK' : 'OVER',
      ]);
    }
    await context.close();
  }

  console.log(
    `\nDevices table on the Warehouse network: ${rowsAnswered} rows (${domRows} in the DOM), ${RUNS} runs after a warm-up` +
      ` (smooth = ${SMOOTH_SHARE * 100}% of frames ≤ ${FRAME_BUDGET_MS} ms)\n`,
  );
  printTable(['run', 'ready', ...FRAME_HEADER], tableRows);
  console.log(
    `\nSort (main-thread work before the request leaves < ${SORT_BUDGET_MS} ms): click → fetch() in the page and` +
      ' whether it ran in the click’s task; traced main-thread busy time and span from the click’s task to the' +
      ' request; click → first frame with the re-sorted first row.\n',
  );
  printTable(
    ['run', 'sort', 'click→fetch ms', 'same task', 'busy ms (trace)', 'span ms (trace)', 'click→rows ms', 'verdict'],
    sortRows,
  );

  // Devices map: one marker per located device, one vector layer, no tiles locally. The seed locates
  // about 70% of the devices; to measure 1,000 markers the benchmark gives the others a location
  // (spread over Europe, deterministic) in the device-explorer answer.
  const context = await browser.newContext({ storageState: state });
  const page = await context.newPage();
  let located = 0;
  let seeded = 0;
  await page.route(`**${EXPLORER}`, async (route) => {
    const response = await route.fetch();
    const answer = await response.json();
    seeded = answer.results.filter((d) => d.last_location_point || d.last_location).length;
    answer.results = answer.results.map((d, i) =>
      d.last_location_point || d.last_location
        ? d
        : { ...d, last_location_point: { lat: 40 + ((i * 7) % 200) / 10, lon: -8 + ((i * 13) % 300) / 10 } },
    );
    located = answer.results.length;
    await route.fulfill({ response, json: answer });
  });
  const started = Date.now();
  await page.goto(`${shellOrigin}/networks/${WAREHOUSE}/devices?view=map`);
  const map = page.getByLabel('Map of device locations');
  await map.and(page.locator('[aria-busy="false"]')).waitFor({ timeout: TIMEOUT });
  const mapReady = Date.now() - started;
  const pan = await panAndZoom(page, map);
  const heap = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? 0);
  await context.close();
  console.log(`\nDevices map (pan and zoom)\n`);
  printTable(
    ['view', 'ready', ...FRAME_HEADER],
    [[`map: ${located} markers (${seeded} seeded)`, `${mapReady} ms`, ...frameCells(pan)]],
  );
  if (heap) console.log(`\nJS heap after the map: ${fmt(heap)}`);

  // The hotspot dashboard map, clustered, at 1,000 and 5,000 hotspots (one warm-up load first).
  await measureHotspotMap(state, HOTSPOT_MAP_SIZES[0]);
  const hotspotMaps = [];
  for (const n of HOTSPOT_MAP_SIZES) hotspotMaps.push(await measureHotspotMap(state, n));
  console.log(`\nHotspot dashboard map, clustered (time to markers drawn; pan and zoom)\n`);
  printTable(
    ['hotspots', 'markers drawn', ...FRAME_HEADER, 'JS heap'],
    hotspotMaps.map((m) => [
      m.n.toLocaleString('en'),
      `${m.drawn} ms`,
      ...frameCells(m.frames),
      m.heap ? fmt(m.heap) : '—',
    ]),
  );
  for (const m of hotspotMaps)
    console.log(
      `  ${m.n}: "${/^[\d,]+ hotspots on the map, [^a-z]+ online, [\d,]+ offline/.exec(m.summary ?? '')?.[0] ?? '?'}"`,
    );

  const smoothRuns = scrolls.filter(smooth).length;
  const busy = Object.entries(busyTimes).map(([where, times]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return sorted.length
      ? `${where} median ${ms(percentile(sorted, 0.5))} ms, max ${ms(sorted.at(-1))} ms (${sorted.length} sorts)`
      : `${where} not traced`;
  });
  console.log(
    `\nSUMMARY: table smooth in ${smoothRuns} of ${RUNS} runs (≤${FRAME_BUDGET_MS} ms: ` +
      `${scrolls.map((s) => share(s.withinBudget)).join(', ')}); sort main-thread work before the request: ` +
      `${busy.join('; ')}; load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`,
  );
} finally {
  await browser.close();
  stopServers();
}
