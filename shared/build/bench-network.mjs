// `pnpm bench:network [--no-build] [--no-serve] [--runs N] [--only …] [--waves]`: how the network list and the
// network page's data tabs load, and how the tabs respond with a big network against a small one, in a
// real Chromium. The network list (`/`, the account's six seeded networks) loads cold and warm: time to
// the first network card, LCP (and its element) and CLS. The devices tab and the Events
// tab (the network page's index) of the seeded Warehouse network (1,200 devices, 12,000 events) against
// the same tabs of the seeded Test Bench network of the same account (5 devices, 50 events). Each is
// loaded N times (default 5) cold — a fresh browser context, empty HTTP cache, signed in through
// `signedInState` — and warm: the same context loading the same URL again after that first full load.
// It prints the median and p95 (nearest rank) of each figure and the growth ratio big ÷ small of the
// medians. A benchmark: it exits 0 whatever the figures are, non-zero only when it fails itself.
//
// Timings are taken in the page, in ms since navigation start, by a requestAnimationFrame loop that an
// init script starts before the console's code: a figure is the first frame in which its condition
// holds (rAF runs just before that frame is painted). Test Bench's devices are all outside the map's
// default view, so its map has no marker pixel: its "markers drawn" is the map's own signal only.
//
// Round trips before the first row: from the request timeline (Playwright's `requestfinished`,
// `request.timing()`), requests that crossed the network only (a cache hit is no round trip, a 304
// revalidation is). In start order, a request opens a new wave when it starts after every request of
// the current wave has finished (it may depend on them), else it joins that wave. The figure is the
// number of waves before the wave of the first platform-API call for the rows (device-explorer,
// log-explorer); the document is wave 1. Playwright does not report CORS preflights: one falls inside
// the call it precedes.
//
// The LCP element is described as its tag and first class, its text (shortened) and the title of the
// card it is in, e.g. `dl.beacon-network-details "Last updated25 days agoNetwork IDe90003…" in card
// "Retail Store"`; each table is followed by the elements seen, most frequent first, with how many loads
// had each.
//   --no-build  measure the builds already in <pkg>/dist
//   --no-serve  measure a console already served on the usual ports (e.g. by `pnpm serve`)
//   --runs N    load each scenario N times cold and N times warm (default 5)
//   --only …    measure only some scenarios, comma-separated: list, devices, events (default all)
//   --waves     also list each wave's requests (URL, start–end ms) for the first cold and warm load
//
// The list scenario also loads the shell's own not-found page `/404` (no remote) in the same run, cold
// and warm, signed in: the floor, and the list's first card ÷ that floor (medians).
import {
  fmt,
  launchBrowser,
  NETWORK_CARD,
  percentile,
  printTable,
  recordDownloads,
  run,
  signedInState,
  startServers,
  totals,
} from './bench-lib.mjs';
import { LAYOUT, localRuntimeConfig } from './serve.mjs';

const WAREHOUSE = { id: 'aec672cf5aee9078', name: 'Warehouse' };
/** The small network: seeded in acme-logistics with the Warehouse (platform-sim's accounts seed). */
const SMALL_NAME = 'Test Bench';
const ACCOUNT = 'acme-logistics';
/** After the rows are visible: time for late layout shifts and a late LCP candidate. */
const SETTLE_MS = 500;
const TIMEOUT = 60_000;
/** A data row of the devices table (virtual rows) or of the events table. */
const ROWS = [
  'section[aria-label^="Devices of network "] .ant-table-tbody-virtual .ant-table-row',
  'section[aria-label^="Events of network "] .ant-table-tbody .ant-table-row',
].join(', ');
const MAP = '[role="region"][aria-label="Map of device locations"]';
/** A network card of the network list; the cards are plain markup since issue 31, no antd Card. */
const CARDS = NETWORK_CARD;
/** The shell's own not-found page's heading (NotFoundPage): the floor a route is compared with. */
const NOT_FOUND = '#beacon-not-found-text';

const argv = process.argv.slice(2);
const RUNS = argv.includes('--runs') ? Number(argv[argv.indexOf('--runs') + 1]) : 5;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs expects a whole number of at least 1');
const SCENARIOS = ['list', 'devices', 'events'];
const WAVE_FILES = argv.includes('--waves');
const ONLY = argv.includes('--only') ? (argv[argv.indexOf('--only') + 1] ?? '').split(',') : SCENARIOS;
if (!ONLY.length || ONLY.some((s) => !SCENARIOS.includes(s))) {
  throw new Error(`--only expects some of ${SCENARIOS.join(', ')}, comma-separated`);
}
const shellOrigin = `http://localhost:${LAYOUT.shell.port}`;
const apiOrigin = localRuntimeConfig().apiBaseUrl;

/** The two tabs (`name` as in their heading): URL, API call, a sortable column, the filter's submit (the e2e tests' selectors). */
const TABS = [
  {
    name: 'Devices',
    path: (id) => `/networks/${id}/devices`,
    call: `/v1/accounts/${ACCOUNT}/device-explorer`,
    column: 'Created',
    header: (tab) => tab.getByRole('columnheader').filter({ hasText: /^Created$/ }),
    submit: (tab) => tab.getByRole('button', { name: 'Search' }).click(),
    map: true,
  },
  {
    name: 'Events',
    path: (id) => `/networks/${id}`,
    call: `/v1/accounts/${ACCOUNT}/log-explorer`,
    column: 'Time (UTC)',
    header: (tab) => tab.getByRole('columnheader', { name: /Time \(UTC\)/ }),
    // Enter commits at once; typing alone would commit after a 400 ms pause.
    submit: (tab) => tab.getByLabel('Device ID').press('Enter'),
  },
];

/**
 * The init script (runs in each page before its own code). A rAF loop notes `cards`, the first frame
 * with a network card of the network list rendered with a box; `rows`, the first frame
 * with the first data row of a table rendered with a box (visible); `mapDrawn`, the first frame in which
 * the map says `aria-busy="false"` (OpenLayers' rendercomplete with the current markers), and `pixel`,
 * the first in which a map canvas holds a pixel of the marker colour #1677ff — the two checks of
 * e2e/tests/devices/map-marker.spec.ts. `arm()` times a sort or a filter: from the click or key press
 * (event.timeStamp) to the first frame whose first row differs from the one shown when armed.
 */
function pageProbe({ rows, map, cards, notFound: NOT_FOUND }) {
  if (window !== window.top) return;
  const probe = { cards: null, notFound: null, rows: null, mapDrawn: null, pixel: null, watch: null };
  window.__benchNetwork = probe;
  const firstRow = () => document.querySelector(rows);
  const isMarker = (d, i) => d[i] === 22 && d[i + 1] === 119 && d[i + 2] === 255 && d[i + 3] === 255;
  const markerDrawn = () =>
    [...document.querySelectorAll(`${map} canvas`)].some((canvas) => {
      if (!canvas.width || !canvas.height) return false;
      const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
      for (let i = 0; i < data.length; i += 4) if (isMarker(data, i)) return true;
      return false;
    });
  probe.arm = () => {
    probe.watch = { before: firstRow()?.textContent, start: null, at: null };
  };
  const onInput = (event) => {
    if (probe.watch) probe.watch.start ??= event.timeStamp;
  };
  addEventListener('click', onInput, true);
  addEventListener('keydown', onInput, true);
  const frame = (now) => {
    const row = firstRow();
    if (probe.cards === null && document.querySelector(cards)?.getBoundingClientRect().height > 0) probe.cards = now;
    if (probe.notFound === null && document.querySelector(NOT_FOUND)?.getBoundingClientRect().height > 0) {
      probe.notFound = now;
    }
    if (probe.rows === null && row && row.getBoundingClientRect().height > 0) probe.rows = now;
    if (probe.mapDrawn === null && document.querySelector(map)?.getAttribute('aria-busy') === 'false') {
      probe.mapDrawn = now;
    }
    // Looked for until 1 s after the map is drawn (no marker may be in the default view).
    if (probe.pixel === null && (probe.mapDrawn ?? now) > now - 1000 && markerDrawn()) probe.pixel = now;
    const watch = probe.watch;
    if (watch?.start != null && watch.at === null && row && row.textContent !== watch.before) watch.at = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * LCP, its element (see the header) and CLS, read in the page from buffered PerformanceObserver
 * entries.
 */
function readVitals() {
  const short = (text) => {
    const flat = (text ?? '').replace(/\s+/g, ' ').trim();
    return flat.length > 40 ? `${flat.slice(0, 39)}…` : flat;
  };
  const describe = (element) => {
    if (!element) return '(removed from the page)';
    const kind = [element.localName, [...element.classList].find((c) => !c.startsWith('css-'))].filter(Boolean);
    const card = element.closest('.ant-card')?.querySelector('.ant-card-head-title');
    const text = short(element.textContent);
    return [kind.join('.'), text && `"${text}"`, card && card !== element && `in card "${short(card.textContent)}"`]
      .filter(Boolean)
      .join(' ');
  };
  const entries = (type) =>
    new Promise((resolve) => {
      const seen = [];
      const observer = new PerformanceObserver((list) => seen.push(...list.getEntries()));
      observer.observe({ type, buffered: true });
      setTimeout(() => {
        seen.push(...observer.takeRecords());
        observer.disconnect();
        resolve(seen);
      }, 50);
    });
  return Promise.all([entries('largest-contentful-paint'), entries('layout-shift')]).then(([paints, shifts]) => {
    // CLS as web-vitals counts it: the largest session window (shifts < 1 s apart, ≤ 5 s in all),
    // shifts right after user input left out.
    let [cls, session, first, last] = [0, 0, 0, 0];
    for (const shift of shifts.filter((s) => !s.hadRecentInput)) {
      const joins = shift.startTime - last < 1000 && shift.startTime - first < 5000;
      session = joins ? session + shift.value : shift.value;
      if (!joins) first = shift.startTime;
      last = shift.startTime;
      cls = Math.max(cls, session);
    }
    const largest = paints.at(-1);
    return { lcp: largest?.startTime ?? null, lcpElement: largest ? describe(largest.element) : '(none)', cls };
  });
}

/**
 * What a browser context loads: every finished request's start and end (ms, wall clock) and whether
 * it crossed the network (Chromium reports 0 bytes received for an HTTP cache hit), plus the JS and
 * CSS bodies (recordDownloads).
 */
function recordNetwork(context) {
  const requests = [];
  context.on('requestfinished', (request) => {
    const entry = request.sizes().then(
      ({ responseBodySize, responseHeadersSize }) => {
        const { startTime, responseEnd } = request.timing();
        const url = new URL(request.url());
        return {
          file: url.origin + url.pathname,
          call: request.method() === 'POST' && url.origin === apiOrigin ? url.pathname : null,
          type: request.resourceType(),
          start: startTime,
          end: startTime + responseEnd,
          network: responseBodySize + responseHeadersSize > 0,
          downloaded: responseBodySize > 0,
        };
      },
      () => null, // the page navigated away first
    );
    requests.push(entry);
  });
  const downloads = recordDownloads(context);
  return {
    reset() {
      requests.splice(0);
      downloads.reset();
    },
    /** JS downloaded (gzip, every origin, cache hits left out) and the waves before the first call to `call`. */
    async read(since, call) {
      await downloads.settle();
      const all = (await Promise.all(requests)).filter((r) => r && r.start >= since);
      // From the navigation's document on: a request of the page before it may still have been sent.
      const doc = Math.min(...all.filter((r) => r.type === 'document').map((r) => r.start));
      const seen = all.filter((r) => r.start >= doc);
      const fetched = new Set(seen.filter((r) => r.downloaded).map((r) => r.file));
      const js = totals(downloads.files.filter((f) => fetched.has(f.origin + f.path))).js.gzip;
      const data = seen.filter((r) => r.call === call).sort((a, b) => a.start - b.start)[0];
      if (!data) throw new Error(`no ${call} call was seen`);
      const waves = [];
      let end = -Infinity;
      for (const r of seen.filter((x) => x.network && x.start <= data.start).sort((a, b) => a.start - b.start)) {
        if (r.start >= end) waves.push([]);
        end = r.start >= end ? r.end : Math.max(end, r.end);
        waves.at(-1).push(r);
      }
      return { js, waves: waves.slice(0, -1) }; // the last wave holds the call itself
    },
  };
}

/** A fresh context (empty cache), signed in, with the page probe and the network recorder. */
async function openContext(state) {
  const context = await browser.newContext({ storageState: state });
  await context.addInitScript(pageProbe, { rows: ROWS, map: MAP, cards: CARDS, notFound: NOT_FOUND });
  return { context, page: await context.newPage(), network: recordNetwork(context) };
}

/** Waits for a figure of the page probe; answers its value. */
const probed = (page, expression) =>
  page.waitForFunction(expression, null, { timeout: TIMEOUT, polling: 100 }).then((h) => h.jsonValue());

/** The next answer of the tab's API call. */
const nextAnswer = (page, tab) =>
  page
    .waitForResponse((r) => r.request().method() === 'POST' && r.url() === apiOrigin + tab.call, { timeout: TIMEOUT })
    .then((r) => r.json());

/** Arms the probe, runs `act`, answers the ms until the first row changed and the call's answer. */
async function untilFirstRowChanges(page, tab, act) {
  await page.evaluate(() => window.__benchNetwork.arm());
  const answer = nextAnswer(page, tab);
  await act();
  const ms = await probed(page, () => {
    const watch = window.__benchNetwork.watch;
    return watch.at !== null && watch.at - watch.start;
  });
  return { ms, answer: await answer };
}

/** One load of a tab: rows, LCP, CLS, JS, round trips; then a sort and a filter. */
async function visitTable({ page, network }, tab, net) {
  network.reset();
  const since = Date.now();
  const first = nextAnswer(page, tab);
  await page.goto(shellOrigin + tab.path(net.id));
  // Navigation → rows visible: navigation start to the first frame showing the first data row.
  const rows = await probed(page, () => window.__benchNetwork.rows);
  await page.getByRole('heading', { level: 2, name: `${tab.name} · ${net.name}` }).waitFor({ timeout: TIMEOUT });
  await page.waitForTimeout(SETTLE_MS);
  // LCP (the last largest-contentful-paint entry) and CLS, after the rows plus SETTLE_MS.
  const { lcp, lcpElement, cls } = await page.evaluate(readVitals);
  // JS downloaded up to then, and the round trips before the rows' call (see the header).
  const { js, waves } = await network.read(since, tab.call);
  const { total } = await first;
  const region = page.getByRole('region', { name: new RegExp(`^${tab.name} of network `) });
  // Sort: click a sortable column header; ms from the click to the first frame with another first row.
  const sorted = await untilFirstRowChanges(page, tab, () => tab.header(region).click());
  // Filter: type a device id that is not the first row's, then submit; ms from the submit to the
  // first frame with another first row (that device's).
  const other = sorted.answer.results.find((r) => r.device_id !== sorted.answer.results[0].device_id);
  await region.getByLabel('Device ID').fill(other.device_id);
  const filtered = await untilFirstRowChanges(page, tab, () => tab.submit(region));
  return {
    rows,
    lcp,
    lcpElement,
    cls,
    js,
    roundTrips: waves.length,
    waves,
    sort: sorted.ms,
    filter: filtered.ms,
    total,
  };
}

/** One load of the network list: navigation start to the first network card visible; LCP and its element, CLS. */
async function visitList({ page }) {
  await page.goto(`${shellOrigin}/`);
  const cards = await probed(page, () => window.__benchNetwork.cards);
  await page.getByRole('heading', { level: 2, name: 'Networks' }).waitFor({ timeout: TIMEOUT });
  await page.waitForTimeout(SETTLE_MS);
  return { cards, ...(await page.evaluate(readVitals)) };
}

/** One load of the shell's not-found page `/404` (no remote), signed in: navigation start to its heading visible. */
async function visitNotFound({ page }) {
  await page.goto(`${shellOrigin}/404`);
  return { notFound: await probed(page, () => window.__benchNetwork.notFound) };
}

/** One load of the devices tab's map view: navigation start to the markers drawn; the JS it downloaded. */
async function visitMap({ page, network }, net) {
  network.reset();
  const since = Date.now();
  await page.goto(`${shellOrigin}/networks/${net.id}/devices?view=map`);
  const markers = await probed(page, () => window.__benchNetwork.mapDrawn);
  await page.waitForTimeout(1000); // the pixel search's last second
  const pixel = await page.evaluate(() => window.__benchNetwork.pixel);
  const { js } = await network.read(since, TABS[0].call);
  return { markers, pixel, mapJs: js };
}

/** The id of a seeded network of the account, by name, asked of the platform API with the page's token (as e2e/support/platformApi.ts does). */
async function networkId(state, name) {
  const { context, page } = await openContext(state);
  await page.goto(`${shellOrigin}/`);
  await page.getByTestId('signed-in-user').waitFor({ timeout: TIMEOUT });
  const networks = await page.evaluate(async (url) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('@@auth0spajs@@') && !k.includes('@@user@@'));
    const token = JSON.parse(localStorage.getItem(key ?? '') ?? '{}').body?.access_token ?? '';
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    return (await response.json()).networks;
  }, `${apiOrigin}/v1/accounts/${ACCOUNT}/networks`);
  await context.close();
  const found = networks.find((n) => n.name === name);
  if (!found) throw new Error(`no network "${name}" in ${ACCOUNT} (platform-sim's seed)`);
  return found.network_id;
}

/** `span.x "…" ×4, div.y "…" ×1`: the LCP elements of some loads, most frequent first. */
const describeElements = (loads) => {
  const counts = new Map();
  for (const { lcpElement } of loads) counts.set(lcpElement, (counts.get(lcpElement) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([element, n]) => `${element} ×${n}`)
    .join(', ');
};

/** "document → script×12, stylesheet×2 → fetch": what each wave before the rows' call held. */
const describeWaves = (waves) =>
  waves
    .map((wave) => {
      const types = [...new Set(wave.map((r) => r.type))];
      return types.map((t) => [t, wave.filter((r) => r.type === t).length].join('×').replace(/×1$/, '')).join(', ');
    })
    .join(' → ');

if (!argv.includes('--no-build')) await run('pnpm', ['build']);
const stopServers = argv.includes('--no-serve') ? () => {} : await startServers();
const browser = await launchBrowser().catch((error) => {
  stopServers();
  throw error;
});

try {
  const state = await signedInState(browser, shellOrigin);
  const networks = [WAREHOUSE, { id: await networkId(state, SMALL_NAME), name: SMALL_NAME }];
  const tabs = TABS.filter((tab) => ONLY.includes(tab.name.toLowerCase()));
  /** samples[tab][network][cold|warm] = one result per run; list[cold|warm] likewise. */
  const samples = {};
  const list = { cold: [], warm: [] };
  const floor = { cold: [], warm: [] };
  for (let i = 0; i < RUNS; i += 1) {
    if (ONLY.includes('list')) {
      const open = await openContext(state);
      list.cold.push(await visitList(open));
      list.warm.push(await visitList(open));
      await open.context.close();
      // The floor in the same run: the shell's own page, cold (a fresh context) and warm.
      const bare = await openContext(state);
      floor.cold.push(await visitNotFound(bare));
      floor.warm.push(await visitNotFound(bare));
      await bare.context.close();
    }
    for (const tab of tabs) {
      for (const net of networks) {
        const cell = ((samples[tab.name] ??= {})[net.name] ??= { cold: [], warm: [] });
        const open = await openContext(state);
        const cold = await visitTable(open, tab, net);
        const warm = await visitTable(open, tab, net);
        await open.context.close();
        if (tab.map) {
          const map = await openContext(state);
          Object.assign(cold, await visitMap(map, net));
          Object.assign(warm, await visitMap(map, net));
          await map.context.close();
        }
        cell.cold.push(cold);
        cell.warm.push(warm);
      }
    }
    console.log(`run ${i + 1} of ${RUNS} done`);
  }

  const ms = (value) => String(Math.round(value));
  const stats = (loads, key) => {
    const values = loads.map((r) => r[key]).filter((v) => v !== null);
    return { median: percentile(values, 0.5), p95: percentile(values, 0.95) };
  };
  if (ONLY.includes('list')) {
    console.log(`\nNetwork list (/): ${RUNS} run${RUNS === 1 ? '' : 's'}, median and p95 (nearest rank)`);
    const cells = (state, key, show, loads = list) => {
      const { median, p95 } = stats(loads[state], key);
      return [median, p95].map((v) => (v === undefined ? '—' : show(v)));
    };
    const ratio = (state) => (stats(list[state], 'cards').median / stats(floor[state], 'notFound').median).toFixed(2);
    printTable(
      ['figure', 'cold', 'p95', 'warm', 'p95'],
      [
        ...[
          ['navigation → first network card visible (ms)', 'cards', ms],
          ['LCP (ms)', 'lcp', ms],
          ['CLS', 'cls', (v) => v.toFixed(3)],
        ].map(([label, key, show]) => [label, ...cells('cold', key, show), ...cells('warm', key, show)]),
        [
          'floor: /404 → its heading visible (ms)',
          ...cells('cold', 'notFound', ms, floor),
          ...cells('warm', 'notFound', ms, floor),
        ],
        ['first card ÷ floor, medians', ratio('cold'), '', ratio('warm'), ''],
      ],
    );
    console.log(`LCP element, cold: ${describeElements(list.cold)}`);
    console.log(`  … warm: ${describeElements(list.warm)}`);
  }
  for (const tab of tabs) {
    const [big, small] = networks.map((n) => samples[tab.name][n.name]);
    const mapOnly = (...rows) => (tab.map ? rows : []);
    const figures = [
      ['navigation → first row visible (ms)', 'rows', ms],
      ...mapOnly(['navigation → map markers drawn (ms)', 'markers', ms]),
      ...mapOnly(['navigation → marker pixel in view (ms)', 'pixel', ms]),
      [`sort by ${tab.column} → re-sorted first row (ms)`, 'sort', ms],
      ['filter by Device ID → filtered first row (ms)', 'filter', ms],
      ['LCP (ms)', 'lcp', ms],
      ['CLS', 'cls', (v) => v.toFixed(3)],
      ['JS downloaded, gzip', 'js', fmt],
      ...mapOnly(['JS downloaded, map view, gzip', 'mapJs', fmt]),
      ['round trips before the rows call', 'roundTrips', String],
    ];
    const cells = (state, key, show) => {
      const [b, s] = [stats(big[state], key), stats(small[state], key)];
      const ratio = s.median > 0 && b.median !== undefined ? (b.median / s.median).toFixed(2) : '—';
      const shown = (v) => (v === undefined ? '—' : show(v));
      return [shown(b.median), shown(b.p95), shown(s.median), shown(s.p95), ratio];
    };
    const unit = tab.name.toLowerCase();
    console.log(
      `\n${tab.name} tab: big = ${networks[0].name} (${big.cold[0].total.toLocaleString('en')} ${unit}), small = ${networks[1].name} (${small.cold[0].total.toLocaleString('en')} ${unit}); ${RUNS} run${RUNS === 1 ? '' : 's'}, median and p95 (nearest rank), ratio = big median ÷ small median`,
    );
    printTable(
      ['figure', 'big cold', 'p95', 'small cold', 'p95', 'ratio', 'big warm', 'p95', 'small warm', 'p95', 'ratio'],
      figures.map(([label, key, show]) => [label, ...cells('cold', key, show), ...cells('warm', key, show)]),
    );
    networks.forEach((net, n) => {
      const { cold, warm } = [big, small][n];
      console.log(`LCP element, ${net.name}, cold: ${describeElements(cold)}`);
      console.log(`  … warm: ${describeElements(warm)}`);
      console.log(`Waves before the rows call, ${net.name}, run 1 cold: ${describeWaves(cold[0].waves)}`);
      console.log(`  … warm: ${describeWaves(warm[0].waves) || 'none'}`);
      if (WAVE_FILES)
        for (const [state, runs] of [
          ['cold', cold],
          ['warm', warm],
        ])
          runs[0].waves.forEach((wave, w, all) => {
            const at = (t) => Math.round(t - all[0][0].start);
            const files = wave.map((r) => `${r.file} ${at(r.start)}–${at(r.end)} ms`);
            console.log(`    ${state} wave ${w + 1}: ${files.join(', ')}`);
          });
      const pixels = [...cold, ...warm].filter((r) => r.pixel != null).length;
      if (tab.map && pixels < 2 * RUNS)
        console.log(`  marker pixel in the map's default view: ${pixels} of ${2 * RUNS} loads`);
    });
  }
} finally {
  await browser.close();
  stopServers();
}
