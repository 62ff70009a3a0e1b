// A small static host for the production builds: what a CDN in front of the console does
// (docs/deploy.md). Registry, manifests and remoteEntry.js are served no-cache, hashed assets
// immutable, and a remote answers CORS only for the shell origins it is configured with (never `*`).
// Every response says nosniff and a Referrer-Policy; the shell's HTML carries a Content-Security-
// Policy made from the runtime config, with a new style nonce for each response.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { assertSupportedNode } from './node-version.mjs';

assertSupportedNode();

export const LAYOUT = JSON.parse(readFileSync(fileURLToPath(new URL('./remotes.json', import.meta.url)), 'utf8'));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const NO_CACHE = /(^|\/)(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|config\.json)$/;

/**
 * Where developer overrides (`?remote.<name>=`) may point when the config does not say: this
 * machine on any port. The shell reads the same list (shared/src/remote-loading/constants.ts).
 */
export const LOOPBACK_OVERRIDE_ORIGINS = JSON.parse(
  readFileSync(fileURLToPath(new URL('../src/remote-loading/loopback-origins.json', import.meta.url)), 'utf8'),
);

/** The runtime config of a console served on this machine: every remote on its local port. */
export function localRuntimeConfig({ host = 'localhost', overrides = {} } = {}) {
  return {
    consoleName: process.env.BEACON_CONSOLE_NAME ?? 'Beacon Console',
    productName: 'beacon',
    apiBaseUrl: `http://${host}:4000`,
    auth0: { domain: `http://${host}:4001`, clientId: 'beacon-console', audience: 'https://api.beacon.local' },
    links: {
      documentation: 'https://docs.beacon.example.com',
      support: 'https://support.beacon.example.com',
      scannerApp: 'https://scanner.beacon.example.com',
      hotspotAnalytics: 'https://search.beacon.example.com/app/discover?query=ap_id:%22{ap_id}%22&from={from}&to={to}',
    },
    pageViewTracker: { url: `http://${host}:4000/tracker/page-views` },
    marketingForms: { scriptUrl: `http://${host}:4000/forms/embed.js`, portalId: 'beacon', formId: 'request-account' },
    // No tile server is reachable on this machine: maps draw their markers on a plain background.
    map: { tileUrl: null },
    // Host names of the production console (Tago is hidden there); none locally, so Tago shows.
    productionHostnames: [],
    // `?remote.<name>=` may point at a remote on this machine (the default, stated). A production
    // config sets `allowedOrigins: []`; a team's dev console lists its own origins (docs/deploy.md).
    remoteOverrides: { allowedOrigins: [...LOOPBACK_OVERRIDE_ORIGINS] },
    // Errors go to platform-sim's stand-in for Sentry's ingest (the SDK posts to /api/1/envelope/ on
    // :4000); the DSN's origin joins the CSP's connect-src. Without `errorReporting` nothing is reported.
    errorReporting: { dsn: `http://public@${host}:4000/1` },
    remotes: LAYOUT.remotes.map((r) => ({
      name: r.name,
      entry: overrides[r.name] ?? `http://${host}:${r.port}/mf-manifest.json`,
      basePaths: r.basePaths,
      enabled: true,
    })),
  };
}

/** Headers every response of every origin sends. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

function isRecord(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `scheme://host[:port|:*]`, the allow-list syntax of `remoteOverrides.allowedOrigins`. */
const ALLOWED_ORIGIN = /^(https?):\/\/(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::(\*|\d{1,5}))?$/;

/**
 * The CSP source (`https://host:port`) of an http(s) URL, or null. A host with a template
 * (`https://{a-c}.tile.example.org/{z}/{x}/{y}.png`) becomes a wildcard (`https://*.tile.example.org`).
 */
export function cspSourceOf(value) {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return null;
  const templated = /^(https?:\/\/)\{[^}/]*\}\.([^/]+)/i.exec(value);
  if (templated) {
    const rest = cspSourceOf(`${templated[1]}${templated[2]}/`);
    return rest ? rest.replace('://', '://*.') : null;
  }
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The identity provider's origin: Auth0 accepts a bare domain (https) or an origin. */
function idpSource(domain) {
  if (typeof domain !== 'string' || domain.trim() === '') return null;
  return cspSourceOf(/^https?:\/\//i.test(domain) ? domain : `https://${domain}`);
}

/**
 * The override allow-list as CSP sources, with the shell's rules (shell/src/registry/overridePolicy.ts):
 * no field → loopback; a malformed field → none; invalid entries left out, IPv6 literals among them
 * (CSP cannot express them, and the shell refuses them too: use localhost).
 */
export function overrideSources(config) {
  const field = config?.remoteOverrides;
  let list;
  if (field === undefined) list = LOOPBACK_OVERRIDE_ORIGINS;
  else if (!isRecord(field)) list = [];
  else if (field.allowedOrigins === undefined) list = LOOPBACK_OVERRIDE_ORIGINS;
  else list = Array.isArray(field.allowedOrigins) ? field.allowedOrigins : [];
  return list
    .filter((entry) => typeof entry === 'string')
    .map((entry) => entry.trim().toLowerCase().replace(/\/$/, ''))
    .filter((entry) => ALLOWED_ORIGIN.test(entry) && !entry.includes('://['));
}

/**
 * The shell HTML's Content-Security-Policy, made from the runtime config (docs/deploy.md):
 * - script-src: the shell, the hashes of the page's own inline scripts (the theme boot script), the
 *   registry's (enabled) remotes, the origins overrides may use and the marketing-forms embed script.
 *   No 'unsafe-inline', no 'unsafe-eval'.
 * - style-src: the same origins' CSS files plus the per-response nonce antd's CSS-in-JS uses.
 * - connect-src: the shell, the API, the IdP, the page-view tracker, the remotes (manifests), the
 *   override origins, the marketing forms (submissions) and the error reporter (`errorReporting.dsn`).
 * - frame-src: the IdP (silent sign-in renewal in a hidden iframe, response_mode=web_message).
 * - img-src: the shell, data:, blob:, the remotes and the map tiles (`map.tileUrl`).
 * - worker-src: the shell and blob: only. A worker's script must be on the page's origin, and a remote's
 *   chunks are on its own: the bulk import's parser worker starts from a blob: URL of its script
 *   (shared/src/import/parse/readTable.ts, shared/build/workerSource.mjs).
 */
export function contentSecurityPolicy(config, { nonce, scriptHashes = [] }) {
  const cfg = isRecord(config) ? config : {};
  const sources = (...values) => [...new Set(values.flat().filter(Boolean))];
  const remotes = (Array.isArray(cfg.remotes) ? cfg.remotes : [])
    .filter((r) => isRecord(r) && r.enabled !== false)
    .map((r) => cspSourceOf(r.entry));
  const overrides = overrideSources(cfg);
  const code = sources(remotes, overrides);
  const marketing = cspSourceOf(isRecord(cfg.marketingForms) ? cfg.marketingForms.scriptUrl : null);
  const idp = idpSource(isRecord(cfg.auth0) ? cfg.auth0.domain : null);
  const api = cspSourceOf(cfg.apiBaseUrl);
  const tracker = cspSourceOf(isRecord(cfg.pageViewTracker) ? cfg.pageViewTracker.url : null);
  const tiles = cspSourceOf(isRecord(cfg.map) ? cfg.map.tileUrl : null);
  const errors = cspSourceOf(isRecord(cfg.errorReporting) ? cfg.errorReporting.dsn : null);
  const directives = {
    'default-src': ["'self'"],
    'script-src': sources("'self'", scriptHashes, code, marketing),
    'style-src': sources("'self'", `'nonce-${nonce}'`, code),
    'img-src': sources("'self'", 'data:', 'blob:', code, tiles),
    'font-src': sources("'self'", 'data:', code),
    'connect-src': sources("'self'", api, idp, tracker, code, marketing, errors),
    'worker-src': ["'self'", 'blob:'],
    'frame-src': idp ? [idp] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': sources("'self'", marketing),
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** CSP hash sources (`'sha256-…'`) of the inline scripts of a page (scripts without `src`). */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map(([, body]) => body)
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/** A nonce for one response: 128 random bits, base64. */
export function createNonce() {
  return randomBytes(16).toString('base64');
}

/** Puts `<meta name="csp-nonce" content="…">` into <head> (after the charset), where the shell reads it. */
export function withNonceMeta(html, nonce) {
  const meta = `<meta name="csp-nonce" content="${nonce}">`;
  for (const anchor of [/<meta charset=[^>]*>/i, /<head[^>]*>/i]) {
    if (anchor.test(html)) return html.replace(anchor, (tag) => `${tag}${meta}`);
  }
  return `${meta}${html}`;
}

/** Paths answered with the shell's page: `/`, `/index.html` and, as sirv's SPA mode, any path without an extension. */
function isPagePath(pathname) {
  if (pathname === '/' || pathname === '/index.html') return true;
  return !/[/]([A-Za-z\s\d~$._-]+\.\w+){1,}$/.test(pathname) && !/\/\./.test(pathname);
}

/**
 * Serves `dir` on `port` (loopback only). `spa` answers `/`, `/index.html` and unknown paths
 * without an extension with index.html, with the Content-Security-Policy made from `config()` and
 * a fresh nonce; `config` (a function) also answers /config.json; `origins` are the shell origins
 * allowed by CORS. Every response sends SECURITY_HEADERS.
 */
export function serveDist({ dir, port, spa = false, config, origins = [] }) {
  const assets = sirv(dir, {
    dev: false,
    etag: true,
    setHeaders(res, pathname) {
      if (NO_CACHE.test(pathname) || pathname === '/') res.setHeader('Cache-Control', 'no-cache');
      else if (pathname.startsWith('/static/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  const sendPage = (req, res) => {
    const nonce = createNonce();
    // Read on every request: a rebuild's new index.html (new script hashes) is served at once.
    const page = readFileSync(join(dir, 'index.html'), 'utf8');
    const html = withNonceMeta(page, nonce);
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(html),
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': contentSecurityPolicy(config ? config() : {}, {
        nonce,
        scriptHashes: inlineScriptHashes(page),
      }),
      'X-Frame-Options': 'DENY',
    });
    res.end(req.method === 'HEAD' ? undefined : html);
  };
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    const origin = req.headers.origin;
    if (origin && origins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.writeHead(204).end();
      return;
    }
    const pathname = req.url?.split('?')[0] ?? '/';
    if (config && pathname === '/config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(config()));
      return;
    }
    if (spa && (req.method === 'GET' || req.method === 'HEAD') && isPagePath(pathname)) {
      sendPage(req, res);
      return;
    }
    assets(req, res, () => res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found'));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

export function distOf(name) {
  return `${ROOT}${name}/dist`;
}

export function shellOrigins() {
  return (
    process.env.BEACON_SHELL_ORIGINS ?? `http://localhost:${LAYOUT.shell.port},http://127.0.0.1:${LAYOUT.shell.port}`
  )
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** platform-sim in a child process; the console goes down with it, and it with the console. */
export function startPlatformSim() {
  const cwd = fileURLToPath(new URL('../../platform-sim/', import.meta.url));
  const tsx = createRequire(`${cwd}package.json`).resolve('tsx/cli');
  // Local development reads invite and password mail at http://localhost:4001/__outbox; a caller that sets
  // PLATFORM_SIM_OUTBOX (the e2e suite: off, it sends the test secret) decides for itself.
  const env = { ...process.env, PLATFORM_SIM_OUTBOX: process.env.PLATFORM_SIM_OUTBOX ?? 'on' };
  const sim = spawn(process.execPath, [tsx, 'src/main.ts'], { cwd, stdio: 'inherit', env });
  sim.on('exit', (code, signal) => {
    if (signal === 'SIGTERM') return;
    console.error(`platform-sim stopped (${signal ?? code}).`);
    process.exit(typeof code === 'number' && code !== 0 ? code : 1);
  });
  process.on('exit', () => sim.kill('SIGTERM'));
  for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => process.exit(0));
}
