// `pnpm bench:bundle [--no-build] [--no-serve] [--attribute] [--json <file>]`: what a browser downloads
// for the shell's initial load and for each remote's first route, how many copies of each shared
// library get loaded, and what loads before the first content (`/` until the first network card,
// `/hotspots/dashboard` until the first status card: JS and the sequential request rounds), against
// the bundle budgets (docs/performance.md). It prints figures: it exits 0 even when a figure is over
// budget, non-zero only when the benchmark itself fails.
//   --no-build   measure the builds already in <pkg>/dist
//   --no-serve   measure a console already served on the usual ports (e.g. by `pnpm serve`)
//   --attribute  also attribute the JS before the first network card to packages and library
//                families by source maps (builds with BEACON_SOURCE_MAPS=1; with --no-build the
//                .map files must be in <pkg>/dist already), each family's size bundled on its own
//                (esbuild), and the modules that are in more than one chunk
//   --json f     also write the figures to f
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  attributeScript,
  beforeContent,
  BUILDS,
  consoleImports,
  describe,
  distScripts,
  FAMILIES,
  familyResolver,
  loadUntilContent,
  OTHER_FAMILY,
  packageOfSpecifier,
  percentile,
  standaloneSize,
  fmt,
  KB,
  launchBrowser,
  NETWORK_CARD,
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
// Before the first content: the same route and own-code budgets, counted up to the content, and at
// most 8 sequential request rounds from the HTML to it (a target).
const BUDGETS = {
  shellInitialJsGzip: 200 * KB,
  routeTotalJsGzip: 400 * KB,
  remoteOwnJsGzip: 30 * KB,
  sharedCopies: 1,
  firstContentJsGzip: 400 * KB,
  firstContentOwnJsGzip: 30 * KB,
  firstContentRounds: 8,
};
/** Who the before-the-first-content figures are signed in as, and how many cold runs each page gets. */
const FIRST_CONTENT_USER = 'owner@example.com';
const FIRST_CONTENT_RUNS = 3;
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
const attribute = argv.includes('--attribute');
const build = !argv.includes('--no-build');

const shellOrigin = `http://localhost:${LAYOUT.shell.port}`;
const remotes = LAYOUT.remotes.map((r) => {
  const route = FIRST_SCREENS[r.name] ?? pathOf(r.basePaths[0]);
  if (!isUnder(route, r.basePaths))
    throw new Error(`${r.name}: ${route} is under none of its base paths in remotes.json`);
  return { name: r.name, origin: `http://localhost:${r.port}`, route };
});
const remoteOrigin = (name) => remotes.find((r) => r.name === name).origin;
/**
 * The pages measured up to their first content: the selector's first match is the moment. The
 * dashboard's content is its status cards with their figures (StatusCards.tsx: `aria-busy` until the
 * summary answers).
 */
const FIRST_CONTENT = [
  {
    path: '/',
    content: 'the first network card',
    selector: NETWORK_CARD,
    own: remoteOrigin('mf-networks'),
    ownBudget: false,
  },
  {
    path: '/hotspots/dashboard',
    content: 'the status cards with their figures',
    selector: 'main [data-testid="hotspot-status-cards"][aria-busy="false"]',
    own: remoteOrigin('mf-hotspots'),
    ownBudget: true,
  },
];
const over = [];
const verdict = (ok, what) => {
  if (!ok) over.push(what);
  return ok ? 'OK' : 'OVER';
};

if (build) await run('pnpm', ['build'], attribute ? { env: { BEACON_SOURCE_MAPS: '1' } } : {});
else if (attribute) {
  // The attribution reads each chunk's source map from <pkg>/dist.
  const missing = BUILDS.map((b) => ({ ...b, scripts: distScripts(b.dist) })).filter(
    (b) => !b.scripts.some((f) => f.hasMap),
  );
  if (missing.length)
    throw new Error(
      `--attribute --no-build needs the source maps beside the chunks (<pkg>/dist/**/*.js.map), and ${missing
        .map(
          (b) =>
            `${b.name}/dist ${b.scripts.length ? `has none for its ${b.scripts.length} JS files` : 'has no JS files'}`,
        )
        .join(', ')}: build with \`BEACON_SOURCE_MAPS=1 pnpm build\` first, or leave out --no-build.`,
    );
}
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

  // 4. Before the first content: each page in FIRST_CONTENT_RUNS fresh contexts (empty cache), signed
  // in as FIRST_CONTENT_USER; the JS whose request started before the content showed, and the rounds.
  const ownerState = await signedInState(browser, shellOrigin, FIRST_CONTENT_USER);
  const firstContent = [];
  for (const target of FIRST_CONTENT) {
    const runs = [];
    for (let i = 0; i < FIRST_CONTENT_RUNS; i++) {
      const before = beforeContent(
        await loadUntilContent(browser, shellOrigin + target.path, target.selector, ownerState),
      );
      const gzipOf = (list) => list.reduce((n, f) => n + f.gzip, 0);
      runs.push({
        ...before,
        jsGzip: gzipOf(before.js),
        ownJsGzip: gzipOf(before.js.filter((f) => f.origin === target.own)),
        rounds: before.chain.length,
      });
    }
    // The median run: by rounds, then by the moment of the content.
    const median = [...runs].sort((a, b) => a.rounds - b.rounds || a.contentAt - b.contentAt)[
      Math.floor(runs.length / 2)
    ];
    firstContent.push({ ...target, runs, median });
  }

  // 5. --attribute: the JS before the first network card (the median run) by package and family.
  const attribution = attribute ? await attributeRoute(firstContent[0]) : undefined;

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

  printFirstContent(firstContent);
  if (attribution) printAttribution(attribution);

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
      beforeFirstContent: firstContent.map(({ path, content, selector, own, runs, median }) => ({
        path,
        content,
        selector,
        user: FIRST_CONTENT_USER,
        ownOrigin: own,
        runs: runs.map((r) => ({
          contentAt: Math.round(r.contentAt),
          jsFiles: r.js.length,
          jsGzip: r.jsGzip,
          ownJsGzip: r.ownJsGzip,
          rounds: r.rounds,
          js: r.js.map((f) => ({ url: f.url, raw: f.raw, gzip: f.gzip, startTime: Math.round(f.startTime) })),
        })),
        medianRun: runs.indexOf(median),
        medianChain: median.chain.map((e) => ({
          url: e.url,
          initiatorType: e.initiatorType,
          startTime: Math.round(e.startTime),
          responseEnd: Math.round(e.responseEnd),
        })),
      })),
      attribution: attribution && {
        route: attribution.route,
        files: attribution.files,
        families: attribution.families,
        packages: attribution.packages,
        duplicates: attribution.duplicates,
      },
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

/** min / median / max of some numbers, each written by `show`. */
function spread(values, show) {
  return [Math.min(...values), percentile(values, 0.5), Math.max(...values)].map(show).join(' / ');
}

/** The before-the-first-content figures: a table over the runs, then each page's median run. */
function printFirstContent(pages) {
  console.log(
    `\nBefore the first content: ${FIRST_CONTENT_RUNS} cold runs per page (fresh context, empty cache), signed in as ${FIRST_CONTENT_USER}; the JS whose request started before the content first showed (a MutationObserver in the page), every origin; min / median / max, verdicts on the median`,
  );
  const ms = (n) => `${Math.round(n)} ms`;
  const kb = (n) => fmt(n);
  printTable(
    [
      'page (first content)',
      'shown at',
      'JS files',
      'JS gzip, all origins',
      'budget',
      "remote's own JS gzip",
      'budget',
      'rounds',
      'target',
    ],
    pages.map((p) => {
      const { median } = p;
      const totalOk = median.jsGzip <= BUDGETS.firstContentJsGzip;
      const ownOk = median.ownJsGzip <= BUDGETS.firstContentOwnJsGzip;
      const roundsOk = median.rounds <= BUDGETS.firstContentRounds;
      return [
        `${p.path} (${p.content})`,
        spread(
          p.runs.map((r) => r.contentAt),
          ms,
        ),
        spread(
          p.runs.map((r) => r.js.length),
          String,
        ),
        spread(
          p.runs.map((r) => r.jsGzip),
          kb,
        ),
        `≤ ${fmt(BUDGETS.firstContentJsGzip)}  ${verdict(totalOk, `${p.path} JS before ${p.content} ${fmt(median.jsGzip)} gzip (budget ${fmt(BUDGETS.firstContentJsGzip)})`)}`,
        `${new URL(p.own).port}: ${spread(
          p.runs.map((r) => r.ownJsGzip),
          kb,
        )}`,
        p.ownBudget
          ? `≤ ${fmt(BUDGETS.firstContentOwnJsGzip)}  ${verdict(ownOk, `${p.path} own JS (${p.own}) before ${p.content} ${fmt(median.ownJsGzip)} gzip (budget ${fmt(BUDGETS.firstContentOwnJsGzip)})`)}`
          : '—',
        spread(
          p.runs.map((r) => r.rounds),
          String,
        ),
        `≤ ${BUDGETS.firstContentRounds}  ${verdict(roundsOk, `${p.path}: ${median.rounds} sequential rounds to ${p.content} (target ${BUDGETS.firstContentRounds})`)}`,
      ];
    }),
  );
  for (const p of pages) {
    const { median } = p;
    const origins = [...new Set(median.js.map((f) => f.origin))];
    console.log(
      `\n${p.path}: content = first match of \`${p.selector}\`. Median run (${p.runs.indexOf(median) + 1} of ${p.runs.length}): shown at ${Math.round(median.contentAt)} ms; JS before it by origin: ${origins
        .map((o) => {
          const list = median.js.filter((f) => f.origin === o);
          return `:${new URL(o).port} ${list.length} files ${fmt(list.reduce((n, f) => n + f.gzip, 0))}`;
        })
        .join(', ')}`,
    );
    console.log(`Sequential rounds from the HTML to ${p.content}: ${median.rounds}`);
    median.chain.forEach((e, i) =>
      console.log(
        `  ${String(i + 1).padStart(2)}. ${String(Math.round(e.startTime)).padStart(5)}–${String(Math.round(e.responseEnd)).padEnd(5)} ms  ${e.url} (${e.initiatorType})`,
      ),
    );
  }
}

/**
 * The attribution of the JS a page loads before its first content (the median run of `page`), by
 * the chunks' source maps in <pkg>/dist: bytes by package and family, each family's standalone size,
 * and the modules that are in more than one chunk.
 */
async function attributeRoute(page) {
  const familyOf = familyResolver();
  const notes = [];
  const packages = new Map();
  const loaded = new Set();
  const files = [];
  for (const f of page.median.js) {
    const origin = BUILDS.find((b) => b.origin === f.origin);
    let parts;
    if (!origin) parts = new Map([[`(${f.origin}: not a build of the console)`, f.raw]]);
    else {
      loaded.add(`${origin.name}:${f.path}`);
      const onDisk = readFileSync(join(origin.dist, ...f.path.split('/')));
      if (!onDisk.equals(f.file.body))
        throw new Error(
          `${origin.name}/dist${f.path} is not what ${f.origin} served: was dist rebuilt after the servers started?`,
        );
      const attributed = attributeScript(origin.dist, f.path);
      // Rspack writes no map for a chunk of JSON modules only (translations).
      if (!attributed)
        notes.push(`${origin.name}/dist${f.path} has no source map: its ${fmt(f.raw)} count as unmapped`);
      parts = attributed?.byPackage ?? new Map([['unmapped', f.raw]]);
    }
    for (const [pkg, raw] of parts) {
      if (!raw) continue;
      const sum = packages.get(pkg) ?? { package: pkg, family: familyOf(pkg), raw: 0, gzip: 0 };
      sum.raw += raw;
      sum.gzip += (f.gzip * raw) / f.raw; // the file's gzip size, split in proportion to raw bytes
      packages.set(pkg, sum);
    }
    files.push({ url: f.url, raw: f.raw, gzip: f.gzip, packages: Object.fromEntries(parts) });
  }

  // Each family bundled on its own from exactly what the console imports from its packages.
  const { imports } = await consoleImports();
  const families = [];
  for (const family of [...FAMILIES, { name: OTHER_FAMILY }]) {
    const members = [...packages.values()].filter((p) => p.family === family.name).sort((a, b) => b.raw - a.raw);
    const own = family.standalone
      ? new Map([...imports].filter(([specifier]) => family.standalone.test(packageOfSpecifier(specifier))))
      : new Map();
    const alone = own.size ? await standaloneSize(own, family.external) : undefined;
    families.push({
      family: family.name,
      raw: members.reduce((n, p) => n + p.raw, 0),
      gzip: members.reduce((n, p) => n + p.gzip, 0),
      packages: members.map((p) => p.package),
      alone: alone && { raw: alone.raw, gzip: alone.gzip, imports: [...own.keys()], external: family.external },
    });
  }
  return {
    route: page.path,
    content: page.content,
    files,
    families,
    packages: [...packages.values()].sort((a, b) => b.gzip - a.gzip),
    duplicates: duplicateModules(loaded),
    notes,
  };
}

/**
 * The modules (source files) in more than one chunk, from the source maps of every chunk of the six
 * builds: in two chunks of the same build, or in chunks of different builds that the route loads
 * (`loaded`: `<build>:<path>`). Per module its copies, chunks, bytes of all copies and bytes beyond one.
 */
function duplicateModules(loaded) {
  const occurrences = new Map();
  for (const b of BUILDS) {
    for (const script of distScripts(b.dist)) {
      const attributed = attributeScript(b.dist, script.path);
      if (!attributed) continue;
      const chunk = `${b.name}:${script.path}`;
      for (const [module, { bytes }] of attributed.byModule) {
        if (!occurrences.has(module)) occurrences.set(module, []);
        occurrences.get(module).push({ chunk, build: b.name, loaded: loaded.has(chunk), bytes });
      }
    }
  }
  const modules = [];
  for (const [module, list] of occurrences) {
    const picked = new Set();
    for (const b of BUILDS) {
      const inBuild = list.filter((o) => o.build === b.name);
      if (inBuild.length > 1) inBuild.forEach((o) => picked.add(o));
    }
    const inRoute = list.filter((o) => o.loaded);
    if (inRoute.length > 1) inRoute.forEach((o) => picked.add(o));
    if (picked.size < 2) continue;
    const copies = [...picked];
    const bytes = copies.reduce((n, o) => n + o.bytes, 0);
    const routeCopies = copies.filter((o) => o.loaded).map((o) => o.bytes);
    modules.push({
      module,
      copies: copies.length,
      inRoute: routeCopies.length,
      routeExtra: routeCopies.length > 1 ? routeCopies.reduce((n, b) => n + b, 0) - Math.max(...routeCopies) : 0,
      chunks: copies.map((o) => ({ chunk: o.chunk, loaded: o.loaded, bytes: o.bytes })),
      bytes,
      extra: bytes - Math.max(...copies.map((o) => o.bytes)),
    });
  }
  modules.sort((a, b) => b.routeExtra - a.routeExtra || b.extra - a.extra || b.bytes - a.bytes);
  return {
    modules,
    bytes: modules.reduce((n, m) => n + m.bytes, 0),
    extra: modules.reduce((n, m) => n + m.extra, 0),
    routeExtra: modules.reduce((n, m) => n + m.routeExtra, 0),
  };
}

function printAttribution({ route, content, files, families, packages, duplicates, notes }) {
  const raw = files.reduce((n, f) => n + f.raw, 0);
  const gzip = files.reduce((n, f) => n + f.gzip, 0);
  const pct = (n, of) => `${((100 * n) / of).toFixed(1)} %`;
  console.log(
    `\nAttribution: the JS before ${content} on ${route} (median run: ${files.length} files, ${fmt(raw)} raw, ${fmt(gzip)} gzip), by the chunks' source maps; a file's gzip size is split in proportion to its raw bytes. "alone": the family bundled on its own by esbuild from exactly what the console's src/ imports from its packages (tests excluded), minified, for the browser, react and react-dom external except for react itself, gzip -9`,
  );
  printTable(
    ['family', 'in the route, KB raw', 'in the route, KB gz', 'share', 'alone, KB gz', 'packages in the route'],
    families
      .filter((f) => f.raw || f.alone)
      .map((f) => [
        f.family,
        fmt(f.raw),
        fmt(f.gzip),
        pct(f.gzip, gzip),
        f.alone ? fmt(f.alone.gzip) : '—',
        f.packages.length > 6
          ? `${f.packages.slice(0, 6).join(', ')} +${f.packages.length - 6}`
          : f.packages.join(', '),
      ]),
  );
  console.log('\nBy package:');
  printTable(
    ['package', 'family', 'KB raw', 'KB gz', 'share'],
    packages.map((p) => [p.package, p.family, fmt(p.raw), fmt(p.gzip), pct(p.gzip, gzip)]),
  );
  for (const note of notes) console.log(`note: ${note}`);

  // `mf-networks:async/h.js`: the build, the path under static/js without the content hash.
  const chunkName = (c) =>
    c.chunk
      .replace(':/static/js/', ':')
      .replace(':/', ':')
      .replace(/\.[0-9a-f]{8,}\.js$/, '.js');
  const chunkList = (m) => {
    const sorted = [...m.chunks].sort((a, b) => b.loaded - a.loaded || b.bytes - a.bytes);
    const list = sorted.slice(0, 4).map((c) => `${c.loaded ? '*' : ''}${chunkName(c)} ${fmt(c.bytes)}`);
    return sorted.length > 4 ? `${list.join(', ')} +${sorted.length - 4} more` : list.join(', ');
  };
  const shown = duplicates.modules.filter((m) => m.extra >= 0.1 * KB || m.inRoute > 1);
  const rest = duplicates.modules.filter((m) => !shown.includes(m));
  console.log(
    `\nModules in more than one chunk (the source maps of every chunk of the six builds): in two chunks of one build, or in chunks of different builds that ${route} loads before ${content} (marked *). Raw bytes; what the route loads more than once first, then the largest "beyond one"; the chunks: the route's first, then the largest, up to 4 (all of them in --json):`,
  );
  printTable(
    ['module', 'copies', 'in the route', 'KB, all copies', 'KB beyond one', 'chunks'],
    shown.map((m) => [m.module, m.copies, m.inRoute, fmt(m.bytes), fmt(m.extra), chunkList(m)]),
  );
  if (rest.length)
    console.log(
      `… and ${rest.length} more modules with less than 0.1 KB beyond one copy and at most one copy in the route (${fmt(rest.reduce((n, m) => n + m.extra, 0))} beyond one copy in all; listed in --json)`,
    );
  console.log(
    `Total: ${duplicates.modules.length} modules, ${fmt(duplicates.bytes)} in all their copies, ${fmt(duplicates.extra)} beyond one copy each; loaded more than once by ${route} before ${content}: ${duplicates.modules.filter((m) => m.inRoute > 1).length} modules, ${fmt(duplicates.routeExtra)} beyond one copy`,
  );
}
