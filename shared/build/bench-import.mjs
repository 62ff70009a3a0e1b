// `pnpm bench:import [--rows N] [--no-browser] [--no-build]`: bulk import of devices (issue 28) end to
// end, first without a browser: a CSV file of N rows (default 10,000) parsed with papaparse, its ids
// checked with the contract's rule, then a dry run and the import in calls of MAX_BATCH_ITEMS (500) to createDevicesBatch, one after
// another as the console sends them; then the same file once more, which must create nothing.
//
// platform-sim runs in a child process as `pnpm start` runs it, but in memory (PLATFORM_SIM_DATA_DIR
// =:memory:, a fresh seed) with its API and IdP on free loopback ports and the hotspot simulator off.
// The bench signs in as owner@example.com (password demo) through the IdP's own sign-in form
// (authorization code + PKCE, as the console does) and imports into a new network of the seeded
// account owner-labs: its owner is owner@example.com and its tier, enterprise, allows 1,000,000
// devices (acme-logistics' acme-custom allows 50,000 and already holds 1,300 or so; a new account
// would be on free, 100). The dry run answers max_devices and the count the import would reach, and
// the bench prints them.
//
// The file: a header `device_id,label`, then MAC addresses (AA:BB:…), MAC-style ids, UUIDs and
// urn:uuid: UUIDs in turn; every 500 rows a row repeats the id before it in another form (upper case:
// skipped by the platform as earlier in the call), and every 500 rows an id the contract refuses
// (empty, blank, 201 characters, a bare urn:uuid:), which is counted as failed and never sent.
//
// It prints the rows, parse, validate, dry-run and import times, the total, and created / skipped /
// failed. Then, unless --no-browser, the same file in the console as a user gets it (headless Chromium,
// the production builds served as `pnpm start` serves them, built first unless --no-build, platform-sim
// in memory): signed in as the owner, the file is chosen in the Import devices dialog of a new network
// of acme-logistics (the owner's first account; its tier allows 50,000 devices), and the bench prints
// when the preview's first rows showed, when every row was checked (the dry runs), when the import's
// summary showed, and the page's long tasks (over 50 ms, from the Long Tasks API) in each phase: the
// longest one and the total blocking time, i.e. how long the page could not answer a click.
//
// A benchmark: it exits 0 whatever the figures are, non-zero only on a real error (platform-sim does
// not start, sign-in or a call fails, the console's servers do not start, or the second run creates a
// device).
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { launchBrowser, percentile, printTable, run, signedInState, startServers } from './bench-lib.mjs';
import { assertSupportedNode } from './node-version.mjs';

assertSupportedNode();
// The contract's zod-free rules, loaded as TypeScript (Node.js 24 strips the types).
const { DEVICE_ID_RULE, MAX_BATCH_ITEMS, textRuleProblem } = await import('../src/api/contract/rules.ts');
const { deviceIdFromInput } = await import('../src/api/contract/deviceId.ts');

const ACCOUNT = 'owner-labs';
const EMAIL = 'owner@example.com';
const CONSOLE = 'http://localhost:3000';
const argv = process.argv.slice(2);
const ROWS = argv.includes('--rows') ? Number(argv[argv.indexOf('--rows') + 1]) : 10_000;
if (!Number.isInteger(ROWS) || ROWS < 1) throw new Error('--rows expects a whole number of at least 1');

// ---- platform-sim in a child process ----

/** Starts platform-sim in memory on free ports; resolves with its API and IdP URLs and stop(). */
function startPlatformSim() {
  const cwd = fileURLToPath(new URL('../../platform-sim/', import.meta.url));
  const tsx = createRequire(`${cwd}package.json`).resolve('tsx/cli');
  const env = {
    ...process.env,
    PLATFORM_SIM_DATA_DIR: ':memory:',
    PLATFORM_SIM_API_PORT: '0',
    PLATFORM_SIM_IDP_PORT: '0',
    PLATFORM_SIM_HOTSPOT_SIM: 'off',
  };
  const child = spawn(process.execPath, [tsx, 'src/main.ts'], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`platform-sim was not ready after 60 s:\n${output}`));
    }, 60_000);
    const onData = (chunk) => {
      output += chunk;
      const idp = /platform-sim IdP (\S+)/.exec(output)?.[1];
      const api = /platform-sim API (\S+)/.exec(output)?.[1];
      if (idp && api) {
        clearTimeout(timer);
        resolve({ idp: idp.replace(/\/?$/, '/'), api, stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`platform-sim exited with ${code}:\n${output}`));
    });
  });
}

// ---- sign-in: the IdP's form, then the code for a token ----

/** Requests that keep the IdP's cookies and never follow redirects. */
function cookieFetch() {
  const cookies = new Map();
  return async (url, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return response;
  };
}

/** Follows redirects while they stay on the IdP; answers the first response that leaves it or is no redirect. */
async function followOnIdp(request, idp, url) {
  let response = await request(url);
  for (let hops = 0; hops < 10; hops += 1) {
    const location = response.headers.get('location');
    if (!location || response.status < 300 || response.status >= 400) return { response, url };
    const next = new URL(location, url).href;
    if (!next.startsWith(idp)) return { response, url };
    url = next;
    response = await request(url);
  }
  throw new Error('sign-in: too many redirects');
}

/** An access token for the API: the sign-in form filled in, the code exchanged with its PKCE verifier. */
async function signIn(idp, email, password = 'demo') {
  const request = cookieFetch();
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL('authorize', idp);
  const params = {
    client_id: 'beacon-console',
    redirect_uri: CONSOLE,
    response_type: 'code',
    scope: 'openid profile email',
    audience: 'https://api.beacon.local',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  };
  for (const [name, value] of Object.entries(params)) authorize.searchParams.set(name, value);
  const form = await followOnIdp(request, idp, authorize.href);
  const action = /<form[^>]*action="([^"]+)"/.exec(await form.response.text())?.[1];
  if (!action) throw new Error(`sign-in: no form (HTTP ${form.response.status})`);
  const actionUrl = new URL(action.replaceAll('&amp;', '&'), form.url).href;
  const posted = await request(actionUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  if (posted.status !== 303) throw new Error(`sign-in: ${email} refused (HTTP ${posted.status})`);
  const back = await followOnIdp(request, idp, new URL(posted.headers.get('location') ?? '', actionUrl).href);
  const code = new URL(back.response.headers.get('location') ?? '', CONSOLE).searchParams.get('code');
  if (!code) throw new Error('sign-in: no code in the redirect back to the console');
  const token = await fetch(new URL('oauth/token', idp), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: CONSOLE },
    body: new URLSearchParams({
      client_id: 'beacon-console',
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: CONSOLE,
    }).toString(),
  });
  if (token.status !== 200) throw new Error(`sign-in: token HTTP ${token.status} ${await token.text()}`);
  return (await token.json()).access_token;
}

// ---- the file ----

/** A small seeded generator (mulberry32), so every run imports the same file. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MALFORMED = ['', '   ', 'x'.repeat(201), 'urn:uuid:'];

/** The CSV text of `rows` rows and what it holds: `malformed` ids the contract refuses, `repeated` ids. */
function deviceFile(rows) {
  const next = random(28);
  const hex = (digits) => Array.from({ length: digits }, () => Math.floor(next() * 16).toString(16)).join('');
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(next() * 4)]}${hex(3)}-${hex(12)}`;
  const serial = (i) => i.toString(16).padStart(8, '0');
  const forms = [
    (i) => `02:be:${serial(i).replace(/(..)(?!$)/g, '$1:')}`.toUpperCase(),
    (i) => `00000000-0000-8000-8200-03be${serial(i)}`,
    () => uuid(),
    () => `urn:uuid:${uuid().toUpperCase()}`,
  ];
  const ids = [];
  let malformed = 0;
  let repeated = 0;
  for (let i = 0; i < rows; i += 1) {
    if (i % 500 === 450) {
      ids.push(MALFORMED[malformed % MALFORMED.length]);
      malformed += 1;
    } else if (i % 500 === 100 || i % 500 === 300) {
      // The row before in upper case, in the same call as it: the refused rows, left out, move a row back
      // by one per 500 rows before it, far from a call's first place.
      ids.push((ids[i - 1] ?? '').toUpperCase());
      repeated += 1;
    } else {
      ids.push(forms[i % forms.length](i));
    }
  }
  const quote = (text) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  const text = ['device_id,label', ...ids.map((id, i) => `${quote(id)},Device ${i + 1}`)].join('\n');
  return { text, malformed, repeated };
}

// ---- the import ----

async function api(base, token, path, body) {
  const response = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`POST ${path}: HTTP ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** Sends the valid rows in calls of MAX_BATCH_ITEMS; answers the summed counts, the last answer's device figures and each call's time. */
async function sendBatches(base, token, networkId, ids, dryRun) {
  const totals = { created: 0, skipped: 0, failed: 0, device_count: 0, max_devices: null };
  const calls = [];
  for (let start = 0; start < ids.length; start += MAX_BATCH_ITEMS) {
    const devices = ids.slice(start, start + MAX_BATCH_ITEMS).map((device_id) => ({ device_id }));
    const started = performance.now();
    const answer = await api(base, token, `/v1/accounts/${ACCOUNT}/devices/batch`, {
      network_id: networkId,
      dry_run: dryRun,
      devices,
    });
    calls.push(performance.now() - started);
    for (const key of ['created', 'skipped', 'failed']) totals[key] += answer[key];
    totals.device_count = answer.device_count;
    totals.max_devices = answer.max_devices;
  }
  return { ...totals, calls };
}

/** One run of the file: parse, validate, dry run, import; answers its figures. */
async function importFile(base, token, networkId, text) {
  const started = performance.now();
  const parsed = Papa.parse(text, { header: true, skipEmptyLines: true });
  if (parsed.errors.length > 0) throw new Error(`CSV: ${parsed.errors[0].message} (row ${parsed.errors[0].row})`);
  const parsedAt = performance.now();
  const valid = parsed.data
    .map((row) => row.device_id ?? '')
    .filter((raw) => textRuleProblem(DEVICE_ID_RULE, deviceIdFromInput(raw)) === undefined);
  const validatedAt = performance.now();
  const dryRun = await sendBatches(base, token, networkId, valid, true);
  const dryRunAt = performance.now();
  const imported = await sendBatches(base, token, networkId, valid, false);
  const done = performance.now();
  return {
    rows: parsed.data.length,
    valid: valid.length,
    refused: parsed.data.length - valid.length,
    parseMs: parsedAt - started,
    validateMs: validatedAt - parsedAt,
    dryRunMs: dryRunAt - validatedAt,
    importMs: done - dryRunAt,
    totalMs: done - started,
    dryRun,
    imported,
  };
}

const ms = (value) => `${Math.round(value)} ms`;
const count = (value) => value.toLocaleString('en');

function report(title, run) {
  const { dryRun, imported } = run;
  const failed = (answer) => count(answer.failed + run.refused);
  console.log(`\n${title}`);
  printTable(
    ['figure', 'value'],
    [
      ['rows', count(run.rows)],
      ['refused by the contract rule (not sent)', count(run.refused)],
      ['parse (papaparse)', ms(run.parseMs)],
      ['validate (DEVICE_ID_RULE)', ms(run.validateMs)],
      [`dry run (${dryRun.calls.length} calls)`, ms(run.dryRunMs)],
      [`import (${imported.calls.length} calls)`, ms(run.importMs)],
      [
        '  one import call, median / max',
        `${ms(percentile(imported.calls, 0.5))} / ${ms(Math.max(...imported.calls))}`,
      ],
      ['total', ms(run.totalMs)],
      [
        'dry run: created / skipped / failed',
        `${count(dryRun.created)} / ${count(dryRun.skipped)} / ${failed(dryRun)}`,
      ],
      [
        'import: created / skipped / failed',
        `${count(imported.created)} / ${count(imported.skipped)} / ${failed(imported)}`,
      ],
      [
        'devices in the account / tier max_devices',
        `${count(imported.device_count)} / ${imported.max_devices === null ? 'no limit' : count(imported.max_devices)}`,
      ],
    ],
  );
}

const file = deviceFile(ROWS);
const sim = await startPlatformSim();
try {
  const token = await signIn(sim.idp, EMAIL);
  const network = await api(sim.api, token, `/v1/accounts/${ACCOUNT}/networks`, { name: 'Bulk import bench' });
  console.log(
    `Bulk import of ${count(ROWS)} device rows (${file.malformed} malformed, ${file.repeated} repeated) ` +
      `into ${ACCOUNT} / ${network.name} (${network.network_id}), platform-sim in memory at ${sim.api}`,
  );
  const first = await importFile(sim.api, token, network.network_id, file.text);
  report('First run', first);
  const second = await importFile(sim.api, token, network.network_id, file.text);
  report('Second run, the same file', second);
  if (second.imported.created > 0) throw new Error(`the second run created ${second.imported.created} devices`);
  console.log(`\nThe second run created nothing: all ${count(second.imported.skipped)} ids sent were skipped.`);
} finally {
  sim.stop();
}

// ---- the same file in the console ----

/** Long tasks from `from` to `to` (page milliseconds): how many, the longest, and the total blocking time. */
function blocking(tasks, from, to) {
  const inside = tasks.filter(([start]) => start >= from && start < to).map(([, duration]) => duration);
  return {
    count: inside.length,
    longest: Math.max(0, ...inside),
    blockingMs: inside.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
  };
}

async function inBrowser(text) {
  if (!argv.includes('--no-build')) await run('pnpm', ['build']);
  const stopServers = await startServers();
  const browser = await launchBrowser();
  try {
    const state = await signedInState(browser, CONSOLE, EMAIL);
    const context = await browser.newContext({ storageState: state, viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    await page.goto(`${CONSOLE}/`);
    await page.getByTestId('signed-in-user').waitFor({ timeout: 60_000 });
    const network = await page.evaluate(async (account) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('@@auth0spajs@@') && !k.includes('@@user@@'));
      const token = JSON.parse(localStorage.getItem(key ?? '') ?? '{}').body?.access_token ?? '';
      const response = await fetch(`http://localhost:4000/v1/accounts/${account}/networks`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Bulk import bench (browser)' }),
      });
      if (!response.ok) throw new Error(`create network: ${response.status} ${await response.text()}`);
      return response.json();
    }, 'acme-logistics');
    await page.goto(`${CONSOLE}/networks/${network.network_id}/devices?import=1`);
    const dialog = page.getByRole('dialog', { name: 'Import devices' });
    await dialog.locator('input[type=file]').waitFor({ state: 'attached', timeout: 60_000 });
    const now = () => page.evaluate(() => performance.now());

    const chosen = await now();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'devices.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    await dialog.getByRole('table', { name: 'Rows to import' }).locator('.ant-table-row').first().waitFor();
    const previewed = await now();
    // The dry runs start with the preview: their "Checking … rows with the platform…" shows, then goes.
    const checking = dialog.getByText(/^Checking .* with the platform/);
    await checking.waitFor({ timeout: 10_000 }).catch(() => {});
    await checking.waitFor({ state: 'detached', timeout: 120_000 });
    const start = dialog.getByRole('button', { name: /^Import [\d,]+ rows?$/ });
    await start.waitFor();
    const checked = await now();
    const label = await start.textContent();
    await start.click();
    await dialog.getByRole('group', { name: 'Import result' }).waitFor({ timeout: 120_000 });
    const done = await now();
    const created = await dialog
      .getByRole('group', { name: 'Import result' })
      .locator('.ant-statistic')
      .first()
      .locator('.ant-statistic-content')
      .textContent();
    const tasks = await page.evaluate(() => window.__longTasks);
    const phase = (name, from, to) => {
      const b = blocking(tasks, from, to);
      return [name, ms(to - from), count(b.count), ms(b.longest), ms(b.blockingMs)];
    };
    console.log(`\nIn the console (headless Chromium, ${CONSOLE}): "${label}", then ${created} created`);
    printTable(
      ['phase', 'time', 'long tasks', 'longest', 'blocking'],
      [
        phase('file chosen → first preview rows', chosen, previewed),
        phase('→ every row checked (dry runs)', previewed, checked),
        phase('Import → summary', checked, done),
      ],
    );
  } finally {
    await browser.close();
    stopServers();
  }
}

if (!argv.includes('--no-browser')) await inBrowser(file.text);
