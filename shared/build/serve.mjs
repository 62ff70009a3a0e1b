// A small static host for the production builds: what a CDN in front of the console does.
// Registry, manifests and remoteEntry.js are served no-cache, hashed assets immutable, and a
// remote answers CORS only for the shell origins it is configured with (never `*`).
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

export const LAYOUT = JSON.parse(readFileSync(fileURLToPath(new URL('./remotes.json', import.meta.url)), 'utf8'));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const NO_CACHE = /(^|\/)(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|config\.json)$/;

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
    },
    pageViewTracker: { url: `http://${host}:4000/tracker/page-views` },
    marketingForms: { scriptUrl: `http://${host}:4000/forms/embed.js`, portalId: 'beacon', formId: 'request-account' },
    // No tile server is reachable on this machine: maps draw their markers on a plain background.
    map: { tileUrl: null },
    // Host names of the production console (Tago is hidden there); none locally, so Tago shows.
    productionHostnames: [],
    remotes: LAYOUT.remotes.map((r) => ({
      name: r.name,
      entry: overrides[r.name] ?? `http://${host}:${r.port}/mf-manifest.json`,
      basePaths: r.basePaths,
      enabled: true,
    })),
  };
}

/**
 * Serves `dir` on `port` (loopback only). `spa` answers unknown paths with index.html;
 * `config` (a function) answers /config.json; `origins` are the shell origins allowed by CORS.
 */
export function serveDist({ dir, port, spa = false, config, origins = [] }) {
  const assets = sirv(dir, {
    single: spa,
    dev: false,
    etag: true,
    setHeaders(res, pathname) {
      if (NO_CACHE.test(pathname) || pathname === '/') res.setHeader('Cache-Control', 'no-cache');
      else if (pathname.startsWith('/static/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  const server = createServer((req, res) => {
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
    if (config && req.url?.split('?')[0] === '/config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(config()));
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
  const sim = spawn(process.execPath, [tsx, 'src/main.ts'], { cwd, stdio: 'inherit' });
  sim.on('exit', (code, signal) => {
    if (signal === 'SIGTERM') return;
    console.error(`platform-sim stopped (${signal ?? code}).`);
    process.exit(typeof code === 'number' && code !== 0 ? code : 1);
  });
  process.on('exit', () => sim.kill('SIGTERM'));
  for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => process.exit(0));
}
