// Helpers for bench-bundle.mjs: the server, the browser, download recording, the share scope, the
// table, what loads before a page's first content (resource timing, the longest request chain), and
// the attribution of a build's bytes to packages (source maps, esbuild). Sizes are bytes; 1 KB =
// 1,024 bytes throughout.
import { spawn } from 'node:child_process';
import { chromiumLaunchOptions } from './chromium.mjs';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { LAYOUT } from './serve.mjs';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const KB = 1024;

/** A card of the network list (mf-networks' NetworkCard: an article in main linking to its network). */
export const NETWORK_CARD = 'main article a[href^="/networks/"]';
/** The ports of the six bundles (remotes.json), for messages. */
const PORTS = [LAYOUT.shell.port, ...LAYOUT.remotes.map((r) => r.port)].join(', ');

/** Runs a command in the workspace root, inheriting stdio (and the environment, plus `env`); rejects on a non-zero exit. */
export function run(cmd, args, { env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Starts start-all.mjs and resolves once it says it is ready. Returns a stop() function. */
export function startServers() {
  const child = spawn(process.execPath, ['shared/build/start-all.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PLATFORM_SIM_DATA_DIR: ':memory:' },
  });
  let output = '';
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`start-all.mjs was not ready after 30 s:\n${output}`));
    }, 30_000);
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('Beacon Console is ready at')) {
        clearTimeout(timer);
        resolve(stop);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`start-all.mjs exited with ${code} (ports ${PORTS} in use?):\n${output}`));
    });
  });
}

/** playwright-core, found through the e2e package's @playwright/test (pnpm does not hoist it). */
export async function launchBrowser() {
  const fromE2e = createRequire(new URL('../../e2e/package.json', import.meta.url));
  const fromTest = createRequire(fromE2e.resolve('@playwright/test'));
  const playwright = await import(pathToFileURL(fromTest.resolve('playwright-core')).href);
  const { chromium } = playwright.default ?? playwright; // a CommonJS module
  return chromium.launch({ headless: true, ...chromiumLaunchOptions() });
}

/**
 * Signs in once on platform-sim's sign-in page (every route but the not-found page needs it) and
 * returns the browser state, so each measured context starts signed in but with an empty cache.
 */
export async function signedInState(browser, shellOrigin, email = 'owner@example.com') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${shellOrigin}/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('signed-in-user').waitFor({ timeout: 60_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

/** The kind of a download that counts: js, css, manifest (mf-manifest.json) or null. */
function kindOf(url, contentType = '') {
  const { pathname } = new URL(url);
  if (pathname.endsWith('mf-manifest.json')) return 'manifest';
  if (/\.m?js$/.test(pathname) || /javascript/.test(contentType)) return 'js';
  if (pathname.endsWith('.css') || /text\/css/.test(contentType)) return 'css';
  return null;
}

/**
 * Records every JS/CSS/manifest response a browser context receives: origin, path, raw bytes and
 * gzip -9 bytes of the body (what the browser actually downloaded, not what is on disk).
 * `files` is the list so far; `settle()` waits for bodies still being read.
 */
export function recordDownloads(context) {
  const files = [];
  const pending = new Set();
  context.on('response', (response) => {
    const kind = kindOf(response.url(), response.headers()['content-type']);
    if (!kind || response.status() >= 300) return;
    const read = response
      .body()
      .then((body) => {
        const url = new URL(response.url());
        files.push({
          origin: url.origin,
          path: url.pathname,
          kind,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          body,
        });
      })
      .catch(() => {}) // the page navigated away before the body was read
      .finally(() => pending.delete(read));
    pending.add(read);
  });
  return {
    files,
    reset: () => files.splice(0),
    settle: async () => {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}

/**
 * Waits for a remote's screen: code from its origin has run (a resource from `from` was loaded),
 * the title differs from `previousTitle` and the screen's heading has rendered; then network idle.
 */
export async function waitForScreen(page, { from, previousTitle = '' }) {
  await page.waitForFunction(
    ({ origin, before }) =>
      performance.getEntriesByType('resource').some((e) => e.name.startsWith(origin) && e.name.endsWith('.js')) &&
      document.title &&
      document.title !== before &&
      // The screen's frame (its heading) has rendered.
      document.querySelector('main h2') !== null,
    { origin: from, before: previousTitle },
    { timeout: 60_000 },
  );
  await page.waitForLoadState('networkidle'); // only meaningful for a full page load, so also:
  for (
    let count = -1, now;
    count !== (now = await page.evaluate(() => performance.getEntriesByType('resource').length));
    count = now
  ) {
    await page.waitForTimeout(500); // no new request for 500 ms
  }
}

/** JS and CSS totals (raw, gzip) of a list of recorded files. */
export function totals(files) {
  const sum = (kind, key) => files.filter((f) => f.kind === kind).reduce((n, f) => n + f[key], 0);
  return {
    js: { raw: sum('js', 'raw'), gzip: sum('js', 'gzip'), files: files.filter((f) => f.kind === 'js').length },
    css: { raw: sum('css', 'raw'), gzip: sum('css', 'gzip'), files: files.filter((f) => f.kind === 'css').length },
  };
}

/**
 * Loaded copies per shared library: the shell's own report (the one the Diagnostics page shows,
 * shared/src/remote-loading/sharedReport.ts), read from the page through `__BEACON_DIAGNOSTICS__`.
 */
export async function readShareScope(page) {
  const report = await page.evaluate(() => window.__BEACON_DIAGNOSTICS__?.sharedLibraries());
  if (!report) throw new Error('The shell does not expose __BEACON_DIAGNOSTICS__ (shell/src/bootstrap.tsx)');
  return report.map(({ loadedCopies, ...library }) => ({ ...library, copies: loadedCopies }));
}

/**
 * Which shared library each file of a build is: path → names, from the build's mf-manifest.json
 * (the manifest lists the chunks of every shared module the build can provide).
 */
export async function sharedAssets(origin) {
  const map = new Map();
  const response = await fetch(`${origin}/mf-manifest.json`).catch(() => undefined);
  if (!response?.ok) return map;
  const manifest = await response.json();
  for (const s of manifest.shared ?? []) {
    for (const file of [...s.assets.js.sync, ...s.assets.js.async, ...s.assets.css.sync, ...s.assets.css.async]) {
      const path = `/${file.replace(/^\//, '')}`;
      map.set(path, [...(map.get(path) ?? []), s.name]);
    }
  }
  return map;
}

/** Libraries bundled inside a chunk, by markers minified code keeps (string literals). */
const MARKERS = [
  ['rc-virtual-list', /rc-virtual-list/],
  ['antd QRCode+Tour+Watermark', /QRCode/, /Tour/, /watermark/],
  ['@ant-design/cssinjs', /data-rc-priority/],
  ['antd icons', /["']anticon["']/],
  ['dayjs', /isDayjsObject/],
  ['react-dom', /__reactFiber\$/],
  // Only the shell's chunk of @beacon/shared/router should hold it (e2e load-once.spec.ts).
  ['react-router', /may be used only in the context of a <Router> component/],
  ['federation runtime', /__FEDERATION__/],
  // OpenLayers: never in an initial chunk, only in the lazy chunk of a map (docs/structure.md).
  ['ol', /ol-viewport/],
];

/** What a downloaded file is: the shared modules it provides (manifest) and markers found in it. */
export function describe(file, assets) {
  const text = file.body.toString('utf8');
  return {
    shared: assets.get(file.origin)?.get(file.path) ?? [],
    markers: MARKERS.filter(([, ...res]) => res.every((re) => re.test(text))).map(([name]) => name),
  };
}

export const fmt = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** The q quantile (0–1) of some numbers by nearest rank: q = 0.5 is the median; undefined for none. */
export function percentile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** Prints rows (arrays of cells) as an aligned text table; numbers-looking cells align right. */
export function printTable(header, rows) {
  const all = [header, ...rows].map((r) => r.map(String));
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r) =>
    r
      .map((c, i) => (/^[\d.,]+ ?(KB)?$/.test(c) ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(line(all[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  all.slice(1).forEach((r) => console.log(line(r)));
}

// ---- Before the first content: what a page requests until its first content shows ----

/**
 * Opens `url` in a fresh context (empty cache; `storageState` signs it in) and waits for the first
 * content: an init script's MutationObserver records `performance.now()` when `selector` first
 * matches. Then it waits for the network to be quiet and returns that moment (`contentAt`, ms since
 * the navigation started), the page's navigation and resource timing entries (every origin: a
 * cross-origin entry still has its startTime and responseEnd) and the recorded downloads.
 */
export async function loadUntilContent(browser, url, selector, storageState) {
  const context = await browser.newContext({ storageState });
  await context.addInitScript((sel) => {
    if (window !== window.top) return;
    // The default buffer holds 250 entries: a cold console start makes more.
    performance.setResourceTimingBufferSize(100_000);
    const observer = new MutationObserver(() => {
      if (window.__beaconFirstContent === undefined && document.querySelector(sel)) {
        window.__beaconFirstContent = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  }, selector);
  const downloads = recordDownloads(context);
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page
      .waitForFunction(() => window.__beaconFirstContent !== undefined, null, { timeout: 60_000 })
      .catch((error) => {
        throw new Error(`${url}: "${selector}" did not match within 60 s (${error.message.split('\n')[0]})`);
      });
    // Requests that started before the content get their entry when they end: no new entry for 500 ms.
    for (
      let count = -1, now, waited = 0;
      waited < 15_000 && count !== (now = await page.evaluate(() => performance.getEntriesByType('resource').length));
      count = now, waited += 500
    ) {
      await page.waitForTimeout(500);
    }
    await downloads.settle();
    const { contentAt, entries } = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation');
      const entry = (e, initiatorType) => ({
        url: e.name,
        initiatorType,
        startTime: e.startTime,
        responseEnd: e.responseEnd,
      });
      return {
        contentAt: window.__beaconFirstContent,
        entries: [
          entry(navigation, 'navigation'),
          ...performance.getEntriesByType('resource').map((e) => entry(e, e.initiatorType)),
        ],
      };
    });
    return { contentAt, entries, files: downloads.files };
  } finally {
    await context.close();
  }
}

/**
 * What a load from `loadUntilContent` requested before its first content: the JS files whose request
 * started before it (with their downloaded sizes), and the sequential rounds to it: the longest chain
 * of requests r1…rn, r1 the document, each starting at or after the previous one's responseEnd, all
 * ended by the content's moment.
 */
export function beforeContent({ contentAt, entries, files }) {
  const byUrl = new Map(files.map((f) => [f.origin + f.path, f]));
  const js = [];
  for (const e of entries.filter((x) => x.startTime < contentAt)) {
    const { origin, pathname } = new URL(e.url);
    const file = byUrl.get(origin + pathname);
    if (file?.kind === 'js' && !js.some((f) => f.file === file))
      js.push({ url: origin + pathname, origin, path: pathname, raw: file.raw, gzip: file.gzip, file, ...e });
  }
  return { contentAt, js, chain: longestChain(entries, contentAt) };
}

/** The longest chain of requests from the document (`initiatorType` navigation) that all end by `until`. */
export function longestChain(entries, until) {
  const document = entries.find((e) => e.initiatorType === 'navigation');
  if (!document || document.responseEnd > until) return [];
  const best = new Map([[document, { length: 1, previous: undefined }]]);
  const ended = entries
    .filter((e) => e !== document && e.responseEnd <= until)
    .sort((a, b) => a.startTime - b.startTime || a.responseEnd - b.responseEnd);
  for (const e of ended) {
    let chosen;
    for (const [candidate, link] of best)
      if (candidate.responseEnd <= e.startTime && (!chosen || link.length > best.get(chosen).length))
        chosen = candidate;
    if (chosen) best.set(e, { length: best.get(chosen).length + 1, previous: chosen });
  }
  let last = document;
  for (const [e, link] of best) if (link.length > best.get(last).length) last = e;
  const chain = [];
  for (let e = last; e; e = best.get(e).previous) chain.unshift(e);
  return chain;
}

// ---- Attribution: which package each byte of a build comes from ----

/** The six builds: origin → the package folder whose dist/ it serves (serve.mjs LAYOUT). */
export const BUILDS = [
  { name: 'shell', origin: `http://localhost:${LAYOUT.shell.port}` },
  ...LAYOUT.remotes.map((r) => ({ name: r.name, origin: `http://localhost:${r.port}` })),
].map((b) => ({ ...b, dist: join(ROOT, b.name, 'dist') }));

/** The JS files of a build's dist/ (paths relative to it, `/static/js/…`), and which have a source map. */
export function distScripts(dist) {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
      d.isDirectory() ? walk(join(dir, d.name)) : d.name.endsWith('.js') ? [join(dir, d.name)] : [],
    );
  return existsSync(dist)
    ? walk(dist).map((file) => ({
        path: `/${relative(dist, file).split(sep).join('/')}`,
        hasMap: existsSync(`${file}.map`),
      }))
    : [];
}

const BASE64 = new Int8Array(128).fill(-1);
[...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].forEach((c, i) => {
  BASE64[c.charCodeAt(0)] = i;
});

/**
 * The bytes (UTF-8) of `code` each source of its source map `map` produced, by walking the map's
 * mappings (Base64 VLQ): a generated segment runs from its column to the next segment's (or the end of
 * its line). `bySource[i]` is for `map.sources[i]`; `unmapped` is the bytes no source claims (code
 * before a line's first segment, segments without a source, line breaks).
 */
export function bytesBySource(code, map) {
  const bySource = new Array(map.sources.length).fill(0);
  let unmapped = 0;
  const add = (source, bytes) => {
    if (source < 0) unmapped += bytes;
    else bySource[source] += bytes;
  };
  const { mappings } = map;
  const lines = code.split('\n');
  const fields = [0, 0, 0, 0, 0];
  let at = 0;
  let source = 0; // the source index is relative to the previous segment's across lines
  lines.forEach((line, index) => {
    const ascii = Buffer.byteLength(line) === line.length;
    const size = (from, to) => (ascii ? to - from : Buffer.byteLength(line.slice(from, to)));
    let column = 0;
    let start = 0;
    let current = -1;
    while (at < mappings.length && mappings[at] !== ';') {
      if (mappings[at] === ',') {
        at += 1;
        continue;
      }
      let count = 0;
      while (at < mappings.length && mappings[at] !== ',' && mappings[at] !== ';') {
        let value = 0;
        let shift = 0;
        let digit;
        do {
          digit = BASE64[mappings.charCodeAt(at++)];
          if (digit < 0) throw new Error(`Invalid character in source map mappings at ${at - 1}`);
          value += (digit & 31) * 2 ** shift;
          shift += 5;
        } while (digit & 32);
        fields[count++] = value % 2 ? -(value - 1) / 2 : value / 2;
      }
      column = Math.min(column + fields[0], line.length);
      let segmentSource = -1;
      if (count >= 4) {
        source += fields[1];
        segmentSource = source;
      }
      add(current, size(start, Math.max(start, column)));
      start = Math.max(start, column);
      current = segmentSource;
    }
    at += 1; // the ';'
    add(current, size(start, line.length));
    if (index < lines.length - 1) add(-1, 1);
  });
  return { bySource, unmapped };
}

const WORKSPACE = ['shell', 'shared', ...LAYOUT.remotes.map((r) => r.name)];

/**
 * What a source of a source map is: its package (the folder after the last node_modules/), a
 * workspace package (`@beacon/shared`, `shell`, `mf-networks`…) or "bundler runtime" (the bundler's
 * runtime modules, `webpack://webpack/…`, and code the federation plugin generates, which has no
 * file), and a key that names the same module in every build (`antd/es/button/index.js`,
 * `shared/src/…`, `webpack/runtime/…`).
 */
export function sourceOf(source, mapFile, sourceRoot = '') {
  if (/^[a-z]+:\/\//i.test(source)) return { pkg: 'bundler runtime', key: source.replace(/^[a-z]+:\/\//i, '') };
  const file = resolve(dirname(mapFile), sourceRoot, source);
  const nm = file.lastIndexOf(`${sep}node_modules${sep}`);
  if (nm >= 0) {
    const rest = file.slice(nm + `${sep}node_modules${sep}`.length).split(sep);
    const pkg = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    return { pkg, key: rest.join('/') };
  }
  const inRoot = relative(ROOT, file).split(sep);
  if (WORKSPACE.includes(inRoot[0]) && existsSync(file))
    return { pkg: inRoot[0] === 'shared' ? '@beacon/shared' : inRoot[0], key: inRoot.join('/') };
  return { pkg: 'bundler runtime', key: '(generated federation runtime code)' };
}

/**
 * A JS file of a build, by source: `{ raw, byPackage: Map, byModule: Map }` from its source map
 * (`<dist>/<path>.map`), or undefined without one. Unmapped bytes count as the package "unmapped".
 */
export function attributeScript(dist, path) {
  const file = join(dist, ...path.split('/'));
  if (!existsSync(`${file}.map`)) return undefined;
  const code = readFileSync(file, 'utf8');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  if (map.sections) throw new Error(`${file}.map is an index map (sections): not supported`);
  const { bySource, unmapped } = bytesBySource(code, map);
  const byPackage = new Map([['unmapped', unmapped]]);
  const byModule = new Map();
  map.sources.forEach((s, i) => {
    if (!bySource[i]) return;
    const { pkg, key } = sourceOf(s, `${file}.map`, map.sourceRoot);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + bySource[i]);
    const module = byModule.get(key) ?? { pkg, bytes: 0 };
    module.bytes += bySource[i];
    byModule.set(key, module);
  });
  return { raw: Buffer.byteLength(code), byPackage, byModule };
}

/**
 * The library families of the attribution, in the order they are reported. A package belongs to the
 * first family whose `match` names it; a package no family names belongs to the first family whose
 * `roots` depend on it (in node_modules/.pnpm), else to "other packages". `standalone`: the packages
 * whose imports make the family's standalone bundle (none: not bundled), `external`: left out of it.
 */
export const FAMILIES = [
  {
    name: 'antd family',
    match: /^(antd|@ant-design\/.+|@rc-component\/.+|rc-.+|@emotion\/.+|stylis|classnames|clsx)$/,
    roots: ['antd', '@ant-design/icons'],
    // The charts load lazily with the statistics screens, never with a first route.
    standalone: /^(antd|@ant-design\/(?!charts$).+|@rc-component\/.+|rc-.+|@emotion\/.+|stylis|classnames|clsx)$/,
    external: ['react', 'react-dom'],
  },
  {
    name: 'Sentry',
    match: /^@sentry(-internal)?\/.+$/,
    roots: ['@sentry/react'],
    standalone: /^@sentry\/.+$/,
    external: ['react', 'react-dom'],
  },
  {
    name: 'react + react-dom',
    match: /^(react|react-dom|scheduler)$/,
    roots: ['react', 'react-dom'],
    standalone: /^(react|react-dom)$/,
    external: [],
  },
  {
    name: '@auth0/*',
    match: /^@auth0\/.+$/,
    roots: ['@auth0/auth0-react'],
    standalone: /^@auth0\/.+$/,
    external: ['react', 'react-dom'],
  },
  {
    name: 'federation + bundler runtime',
    match: /^(@module-federation\/.+|bundler runtime)$/,
    roots: ['@module-federation/runtime', '@module-federation/enhanced'],
    standalone: /^@module-federation\/.+$/,
    external: ['react', 'react-dom'],
  },
  {
    name: 'RTK Query + react-redux',
    match: /^(@reduxjs\/toolkit|react-redux|reselect|immer|redux|redux-thunk)$/,
    roots: ['@reduxjs/toolkit', 'react-redux'],
    standalone: /^(@reduxjs\/toolkit|react-redux|reselect|immer|redux|redux-thunk)$/,
    external: ['react', 'react-dom'],
  },
  {
    name: 'react-router',
    match: /^react-router(-dom)?$/,
    roots: ['react-router'],
    standalone: /^react-router(-dom)?$/,
    external: ['react', 'react-dom'],
  },
  {
    name: 'i18next + react-i18next',
    match: /^(i18next|react-i18next)$/,
    roots: ['i18next', 'react-i18next'],
    standalone: /^(i18next|react-i18next)$/,
    external: ['react', 'react-dom'],
  },
  { name: 'dayjs', match: /^dayjs$/, roots: ['dayjs'], standalone: /^dayjs$/, external: ['react', 'react-dom'] },
  { name: "the console's own code", match: /^(@beacon\/.+|shell|mf-.+)$/, roots: [] },
  { name: 'unmapped', match: /^unmapped$/, roots: [] },
];
export const OTHER_FAMILY = 'other packages';

/** The package folder (real path) `name` resolves to from the workspace packages, or undefined. */
function packageDir(name, from = WORKSPACE.map((w) => join(ROOT, w, 'node_modules'))) {
  for (const dir of from) {
    const candidate = join(dir, ...name.split('/'));
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
  }
  return undefined;
}

/** A function package name → family name (see FAMILIES). */
export function familyResolver() {
  const byDependency = new Map();
  for (const family of FAMILIES) {
    const queue = family.roots.map((r) => packageDir(r)).filter(Boolean);
    const seen = new Set(queue);
    while (queue.length) {
      const dir = queue.shift();
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      if (!byDependency.has(manifest.name)) byDependency.set(manifest.name, family.name);
      // In node_modules/.pnpm a package's dependencies are its siblings.
      const siblings = dirname(manifest.name.startsWith('@') ? dirname(dir) : dir);
      for (const dep of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })) {
        const depDir = packageDir(dep, [siblings]);
        if (depDir && !seen.has(depDir)) {
          seen.add(depDir);
          queue.push(depDir);
        }
      }
    }
  }
  return (pkg) => FAMILIES.find((f) => f.match.test(pkg))?.name ?? byDependency.get(pkg) ?? OTHER_FAMILY;
}

/** The package an import specifier names: `antd/es/card` → `antd`, `@sentry/react` → `@sentry/react`. */
export const packageOfSpecifier = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * What the console's shipped code imports from packages: specifier → { names (imported names,
 * `default` included), namespace (`import * as`, `export *`, `import()`), bare (`import 'x'`) }, from
 * every src/ file of the workspace packages, tests and test helpers excluded, type-only imports too.
 */
export async function consoleImports() {
  const ts = (await import('typescript')).default;
  const isTest = (file) =>
    /\.(test|spec)\.[cm]?[jt]sx?$|\.d\.ts$|(^|[\\/])(testing|__tests__)[\\/]|[tT]estSupport\.[jt]sx?$|rstest/.test(
      file,
    );
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
      d.isDirectory() ? walk(join(dir, d.name)) : /\.[cm]?[jt]sx?$/.test(d.name) ? [join(dir, d.name)] : [],
    );
  const imports = new Map();
  const use = (specifier) => {
    if (!imports.has(specifier)) imports.set(specifier, { names: new Set(), namespace: false, bare: false });
    return imports.get(specifier);
  };
  const files = WORKSPACE.map((w) => join(ROOT, w, 'src'))
    .filter(existsSync)
    .flatMap(walk)
    .filter((f) => !isTest(relative(ROOT, f)));
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
    const visit = (node) => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const clause = node.importClause;
        const target = node.moduleSpecifier.text;
        if (!clause) use(target).bare = true;
        else if (!clause.isTypeOnly) {
          if (clause.name) use(target).names.add('default');
          const bindings = clause.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) use(target).namespace = true;
          if (bindings && ts.isNamedImports(bindings))
            for (const e of bindings.elements)
              if (!e.isTypeOnly) use(target).names.add((e.propertyName ?? e.name).text);
          if (bindings && ts.isNamedImports(bindings) && !bindings.elements.some((e) => !e.isTypeOnly) && !clause.name)
            use(target).bare = true; // `import {} from 'x'` still runs x
        }
      } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        const target = node.moduleSpecifier.text;
        if (!node.isTypeOnly) {
          if (!node.exportClause || ts.isNamespaceExport(node.exportClause)) use(target).namespace = true;
          else
            for (const e of node.exportClause.elements)
              if (!e.isTypeOnly) use(target).names.add((e.propertyName ?? e.name).text);
        }
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      ) {
        use(node.arguments[0].text).namespace = true;
      }
      ts.forEachChild(node, visit);
    };
    visit(tree);
  }
  // Relative and workspace imports are the console's own code.
  for (const specifier of imports.keys())
    if (specifier.startsWith('.') || specifier.startsWith('@beacon/')) imports.delete(specifier);
  // Every TSX file imports the automatic JSX runtime (tsconfig `jsx: react-jsx`) without saying so.
  for (const name of ['jsx', 'jsxs', 'Fragment']) use('react/jsx-runtime').names.add(name);
  return { imports, files: files.length };
}

/**
 * A family's standalone size: esbuild bundles an entry that imports exactly `imports` (the names the
 * console imports from the family's packages, re-exported so none is shaken off), minified, for the
 * browser, production mode, `external` left out; returns raw and gzip -9 bytes of the JS, and the entry.
 */
export async function standaloneSize(imports, external) {
  const esbuild = await import('esbuild');
  const lines = [];
  let n = 0;
  for (const [specifier, { names, namespace, bare }] of [...imports].sort(([a], [b]) => a.localeCompare(b))) {
    const from = JSON.stringify(specifier);
    if (namespace) lines.push(`export * as _${n++} from ${from};`);
    if (names.size) lines.push(`export { ${[...names].map((name) => `${name} as _${n++}`).join(', ')} } from ${from};`);
    if (bare && !namespace && !names.size) lines.push(`import ${from};`);
  }
  const entry = lines.join('\n');
  const result = await esbuild.build({
    stdin: { contents: entry, resolveDir: ROOT, sourcefile: 'standalone-entry.js', loader: 'js' },
    // The packages are in each workspace package's node_modules (pnpm does not hoist).
    nodePaths: WORKSPACE.map((w) => join(ROOT, w, 'node_modules')),
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: external.flatMap((e) => [e, `${e}/*`]),
    outdir: join(ROOT, 'node_modules', '.cache', 'bench-standalone'),
    write: false,
    logLevel: 'silent',
  });
  const js = Buffer.concat(
    result.outputFiles.filter((f) => f.path.endsWith('.js')).map((f) => Buffer.from(f.contents)),
  );
  return { raw: js.length, gzip: gzipSync(js, { level: 9 }).length, entry };
}
