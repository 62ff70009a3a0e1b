// Helpers for bench-bundle.mjs: the server, the browser, download recording, the share scope and
// the table. Sizes are bytes; 1 KB = 1,024 bytes throughout.
import { spawn } from 'node:child_process';
import { chromiumLaunchOptions } from './chromium.mjs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { LAYOUT } from './serve.mjs';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const KB = 1024;
/** The ports of the six bundles (remotes.json), for messages. */
const PORTS = [LAYOUT.shell.port, ...LAYOUT.remotes.map((r) => r.port)].join(', ');

/** Runs a command in the workspace root, inheriting stdio; rejects on a non-zero exit. */
export function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit' });
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
