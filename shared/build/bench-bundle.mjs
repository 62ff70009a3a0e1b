// `pnpm bench:bundle [--no-build] [--no-serve] [--json <file>]`: what a browser downloads for the
// shell's initial load and for each remote's first route, and how many copies of each shared library
// get loaded, against the bundle budgets (docs/performance.md). It prints figures: it exits 0 even
// when a figure is over budget, non-zero only when the benchmark itself fails.
//   --no-build  measure the builds already in <pkg>/dist
//   --no-serve  measure a console already served on the usual ports (e.g. by `pnpm serve`)
//   --json f    also write the figures to f
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  describe,
  fmt,
  KB,
  launchBrowser,
  signedInState,
  printTable,
  readShareScope,
  recordDownloads,
  run,
  sharedAssets,
  startServers,
  totals,
  waitForScreen,
} from './bench-lib.mjs';
import { LAYOUT } from './serve.mjs';

// The project's budgets (README, "Performance"): the shell's initial JS, a signed-in first route in
// all, each remote's own code for its first route, and one loaded copy of each shared library.
const BUDGETS = { shellInitialJsGzip: 200 * KB, routeTotalJsGzip: 400 * KB, remoteOwnJsGzip: 30 * KB, sharedCopies: 1 };
/**
 * The first screen of each remote, where it is not the page at its first base path in the registry
 * (remotes.json): the screen that base path redirects to.
 */
const FIRST_SCREENS = {
  'mf-hotspots': '/hotspots/dashboard',
  'mf-account': '/account/members',
};
/** A base path as a URL path: `/devices/*` → `/devices`. */
const pathOf = (basePath) => basePath.replace(/\/\*$/, '') || '/';
/** Whether `path` is under one of the base paths (`/x/*` covers `/x` and `/x/…`; others match exactly). */
const isUnder = (path, basePaths) =>
  basePaths.some((b) => (b.endsWith('/*') ? path === pathOf(b) || path.startsWith(`${pathOf(b)}/`) : path === b));

const argv = process.argv.slice(2);
const jsonFile = argv.includes('--json') ? argv[argv.indexOf('--json') + 1] : undefined;
if (argv.includes('--json') && !jsonFile) throw new Error('--json expects a file name');

const shellOrigin = `http://localhost:${LAYOUT.shell.port}`;
const remotes = LAYOUT.remotes.map((r) => {
  const route = FIRST_SCREENS[r.name] ?? pathOf(r.basePaths[0]);
  if (!isUnder(route, r.basePaths))
    throw new Error(`${r.name}: ${route} is under none of its base paths in remotes.json`);
  return { name: r.name, origin: `http://localhost:${r.port}`, route };
});
const over = [];
const verdict = (ok, what) => {
  if (!ok) over.push(what);
  return ok ? 'OK' : 'OVER';
};

if (!argv.includes('--no-build')) await run('pnpm', ['build']);
const stopServers = argv.includes('--no-serve') ? () => {} : await startServers();
const browser = await launchBrowser().catch((error) => {
  stopServers();
  throw error;
});

// Platform staff: the admin area is part of the measurement.
const signedIn = await signedInState(browser, shellOrigin, 'staff@example.com').catch((error) => {
  stopServers();
  throw error;
});

try {
  // Which chunk of which build is which shared module (each build's mf-manifest.json).
  const assets = new Map(
    await Promise.all([shellOrigin, ...remotes.map((r) => r.origin)].map(async (o) => [o, await sharedAssets(o)])),
  );
  const label = (f) => {
    const { shared, markers } = describe(f, assets);
    return [...shared.map((n) => `shared ${n}`), ...markers.map((m) => `(${m})`)].join(', ') || 'app code';
  };

  // 1. Shell initial load: the frame, as a visitor without a session gets it at /404 (the shell's own
  // not-found page: no remote, no sign-in SDK, no Redux, no antd). A signed-in /404 also loads the
  // signed-in part (sign-in SDK, store, account menu): reported on its own line.
  // The shell loads its error reporter after the first render. What /404 loads with error reporting
  // on but not with it off (no DSN in the runtime config) is that deferred code: reported on its own
  // line, not counted in the initial load.
  const until404 = async (page) => {
    await page.getByText('404').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
  };
  const withoutReporting = await measure('/404', until404, { errorReporting: false, signedIn: false });
  const shell = await measure('/404', until404, { signedIn: false });
  const signedIn404 = await measure('/404', until404, { errorReporting: false });
  const signedIn404Totals = totals(signedIn404.files.filter((f) => f.origin === shellOrigin));
  const loadedWithout = new Set(withoutReporting.files.map((f) => f.origin + f.path));
  const shellDeferred = shell.files.filter((f) => f.origin === shellOrigin && !loadedWithout.has(f.origin + f.path));
  const shellFiles = shell.files.filter((f) => f.origin === shellOrigin && loadedWithout.has(f.origin + f.path));
  const shellStray = shell.files.filter((f) => f.origin !== shellOrigin).map((f) => f.origin + f.path);
  const shellTotals = totals(shellFiles);

  // 2. Each remote's first route in a fresh context (empty cache): its own bytes and the route total.
  const routes = [];
  for (const remote of remotes) {
    const { files } = await measure(remote.route, (page) => waitForScreen(page, { from: remote.origin }));
    const own = files.filter((f) => f.origin === remote.origin);
    const jsGzip = (list) => totals(list).js.gzip;
    routes.push({
      byOrigin: {
        shell: jsGzip(files.filter((f) => f.origin === shellOrigin)),
        own: jsGzip(own),
        other: jsGzip(files.filter((f) => ![remote.origin, shellOrigin].includes(f.origin))),
      },
      ...remote,
      own: totals(own),
      total: totals(files),
      manifestRaw: own.filter((f) => f.kind === 'manifest').reduce((n, f) => n + f.raw, 0),
      ownFiles: own
        .filter((f) => f.kind !== 'manifest')
        .map((f) => ({ path: f.path, kind: f.kind, raw: f.raw, gzip: f.gzip, is: label(f) })),
      otherRemoteFiles: files
        .filter((f) => ![remote.origin, shellOrigin].includes(f.origin))
        .map((f) => f.origin + f.path),
    });
  }

  // 3. All five first routes in ONE page by client-side navigation, then the share scope.
  const tour = await measure(remotes[0].route, async (page) => {
    await waitForScreen(page, { from: remotes[0].origin });
    for (const remote of remotes.slice(1)) {
      const previousTitle = await page.title();
      await page.evaluate((path) => {
        history.pushState({}, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }, remote.route);
      await waitForScreen(page, { from: remote.origin, previousTitle });
    }
    return readShareScope(page);
  });
  const shared = tour.result;
  // Files from remote origins that are a shared module's chunk in that remote's manifest: a remote's
  // own copy (fallback) of a shared library, downloaded although the shell provides it.
  const fallbacks = tour.files
    .filter((f) => f.origin !== shellOrigin && f.kind === 'js' && describe(f, assets).shared.length)
    .map((f) => ({ url: f.origin + f.path, raw: f.raw, gzip: f.gzip, shared: describe(f, assets).shared }));

  // ---- Report ----
  const header = ['', 'JS files', 'JS raw', 'JS gzip', 'CSS files', 'CSS raw', 'CSS gzip', 'budget (JS gzip)'];
  const row = (name, t, budget) => [
    name,
    t.js.files,
    fmt(t.js.raw),
    fmt(t.js.gzip),
    t.css.files,
    fmt(t.css.raw),
    fmt(t.css.gzip),
    budget,
  ];

  console.log(
    `\nShell initial load (the frame): ${shellOrigin}/404 for a visitor without a session, JS and CSS from the shell's origin (1 KB = 1,024 bytes; gzip -9)`,
  );
  const shellOk = shellTotals.js.gzip <= BUDGETS.shellInitialJsGzip;
  printTable(header, [
    row(
      'shell',
      shellTotals,
      `≤ ${fmt(BUDGETS.shellInitialJsGzip)}  ${verdict(shellOk, `shell initial JS ${fmt(shellTotals.js.gzip)} gzip (budget ${fmt(BUDGETS.shellInitialJsGzip)})`)}`,
    ),
  ]);
  const deferredTotals = totals(shellDeferred);
  console.log(
    `Deferred after the first render (error reporting, not counted above): ${deferredTotals.js.files} JS files, ${fmt(deferredTotals.js.gzip)} gzip${
      shellDeferred.length ? ` (${shellDeferred.map((f) => f.path).join(', ')})` : ''
    }`,
  );
  if (shellStray.length) console.log(`note: /404 also fetched ${shellStray.join(', ')}`);
  console.log(
    `Signed-in /404 (the frame and the signed-in part: sign-in SDK, store, account menu): ${signedIn404Totals.js.files} JS files, ${fmt(signedIn404Totals.js.gzip)} gzip`,
  );
  // OpenLayers is not a singleton and loads only with a map, lazily: never in the shell's initial load.
  const shellOl = shellFiles.filter((f) => describe(f, assets).markers.includes('ol')).map((f) => f.path);
  console.log(
    `OpenLayers in the shell's initial load: ${shellOl.length ? shellOl.join(', ') : 'none'}  ${verdict(!shellOl.length, `OpenLayers in the shell's initial load (${shellOl.join(', ')})`)}`,
  );
  console.log(
    '\nShell initial JS by chunk, largest first ("shared x": the manifest says so; "(x)": markers found in the code):',
  );
  const byGzip = (a, b) => b.gzip - a.gzip;
  printTable(
    ['file', 'raw', 'gzip', 'what it is'],
    shellFiles
      .filter((f) => f.kind === 'js')
      .sort(byGzip)
      .map((f) => [f.path, fmt(f.raw), fmt(f.gzip), label(f)]),
  );

  console.log(
    "\nRemote first routes: (a) the remote's own code (files from its origin, mf-manifest.json excluded); (b) the whole route incl. the shell",
  );
  const rows = routes.flatMap((r) => {
    const ok = r.own.js.gzip <= BUDGETS.remoteOwnJsGzip;
    const budget = `≤ ${fmt(BUDGETS.remoteOwnJsGzip)}  ${verdict(ok, `${r.name} own JS ${fmt(r.own.js.gzip)} gzip (budget ${fmt(BUDGETS.remoteOwnJsGzip)})`)}`;
    const totalOk = r.total.js.gzip <= BUDGETS.routeTotalJsGzip;
    const totalBudget = `≤ ${fmt(BUDGETS.routeTotalJsGzip)}  ${verdict(totalOk, `${r.name} first route JS ${fmt(r.total.js.gzip)} gzip in all (budget ${fmt(BUDGETS.routeTotalJsGzip)})`)}`;
    return [
      row(`${r.name} ${r.route} (a) own`, r.own, budget),
      row(`${r.name} ${r.route} (b) total`, r.total, totalBudget),
    ];
  });
  printTable(header, rows);
  console.log(
    `mf-manifest.json (not counted in JS): ${routes.map((r) => `${r.name} ${fmt(r.manifestRaw)}`).join(', ')}`,
  );
  console.log('\nSigned-in first routes, JS gzip by origin (all origins = the route total above):');
  printTable(
    ['route', 'shell origin', "the remote's origin", 'other remotes', 'all origins', 'budget'],
    routes.map((r) => [
      `${r.name} ${r.route}`,
      fmt(r.byOrigin.shell),
      fmt(r.byOrigin.own),
      fmt(r.byOrigin.other),
      fmt(r.total.js.gzip),
      `≤ ${fmt(BUDGETS.routeTotalJsGzip)}`,
    ]),
  );
  for (const r of routes.filter((x) => x.otherRemoteFiles.length))
    console.log(`note: ${r.name}'s route also fetched ${r.otherRemoteFiles.join(', ')}`);
  console.log("\nEach remote's own JS by file:");
  printTable(
    ['remote', 'file', 'raw', 'gzip', 'what it is'],
    routes.flatMap((r) =>
      r.ownFiles
        .filter((f) => f.kind === 'js')
        .sort(byGzip)
        .map((f) => [r.name, f.path, fmt(f.raw), fmt(f.gzip), f.is]),
    ),
  );

  console.log('\nShared libraries after all five first routes in one page (the federation share scope):');
  printTable(
    ['library', 'loaded copies', 'version', 'provided by', 'used by', 'budget'],
    shared.map((s) => [
      s.name,
      s.copies,
      s.versions.join(', '),
      s.providers.join(', '),
      s.usedBy.join(', '),
      // 0 is fine: a library none of the first routes uses is not loaded at all.
      `≤ 1  ${verdict(s.copies <= BUDGETS.sharedCopies, `${s.name}: ${s.copies} loaded copies`)}`,
    ]),
  );
  console.log(
    fallbacks.length
      ? `Shared-module chunks downloaded from remote origins (fallback copies): ${fallbacks.length}\n${fallbacks.map((f) => `  ${f.url}  ${fmt(f.gzip)} gzip  [${f.shared.join(', ')}]`).join('\n')}`
      : 'Shared-module chunks downloaded from remote origins (fallback copies): 0',
  );

  console.log(
    over.length
      ? `\nSUMMARY: ${over.length} figure(s) over budget: ${over.join('; ')}`
      : '\nSUMMARY: every figure is within budget',
  );

  if (jsonFile) {
    const file = (f) => ({ path: f.path, kind: f.kind, raw: f.raw, gzip: f.gzip, is: label(f) });
    const figures = {
      date: new Date().toISOString(),
      node: process.version,
      budgets: BUDGETS,
      shellInitial: { ...shellTotals, files: shellFiles.map(file) },
      signedIn404: signedIn404Totals,
      routes: routes.map(({ name, route, own, total, byOrigin, manifestRaw, ownFiles }) => ({
        name,
        route,
        own,
        total,
        byOrigin,
        manifestRaw,
        ownFiles,
      })),
      shared,
      fallbackDownloads: fallbacks,
      overBudget: over,
    };
    writeFileSync(resolve(jsonFile), `${JSON.stringify(figures, null, 2)}\n`);
    console.log(`Figures written to ${resolve(jsonFile)}`);
  }
} finally {
  await browser.close();
  stopServers();
}

/** Opens `path` in a fresh context (empty cache; signed in unless told), runs `until(page)`, returns what was downloaded. */
async function measure(path, until, { errorReporting = true, signedIn: withSession = true } = {}) {
  const context = await browser.newContext(withSession ? { storageState: signedIn } : {});
  if (!errorReporting) {
    await context.route(`${shellOrigin}/config.json`, async (route) => {
      const response = await route.fetch();
      const config = await response.json();
      delete config.errorReporting;
      await route.fulfill({ response, json: config });
    });
  }
  const downloads = recordDownloads(context);
  const page = await context.newPage();
  await page.goto(shellOrigin + path);
  const result = await until(page);
  await downloads.settle();
  await context.close();
  return { files: downloads.files, result };
}
