// Times platform-sim's writes, its heavy explorer calls and the palette's search on a file-backed
// database (as `pnpm start` runs it), with the seeded Warehouse network (12,000 events, 1,200 devices),
// and how long /health waits while writes go on (the IdP shares the process). Prints the figures; a
// benchmark, not a test: it never fails on time. Run: pnpm bench:api
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Network } from '@beacon/shared/contract';
import { Store } from '../src/api/store.ts';
import { call, createTestKeys, startTestApi } from '../src/api/testSupport.ts';

const ACME = 'acme-logistics';
const RUNS = 30;
const WRITES = 100;

const dataDir = mkdtempSync(join(tmpdir(), 'platform-sim-bench-'));
const store = await Store.open({ dataDir });
const keys = await createTestKeys();
const api = await startTestApi(keys, store, { rateLimit: { limit: 1_000_000, windowMs: 60_000 } });
const member = await keys.sign('member');
const owner = await keys.sign('owner');

const networks = await call<{ networks: Network[] }>(api.url, 'GET', `/v1/accounts/${ACME}/networks`, member);
const warehouse = (networks.body.networks.find((n) => n.name === 'Warehouse') as Network).network_id;
const inWarehouse = (...rest: Array<{ field: string; value: string }>) => [
  { field: 'network_id', value: warehouse },
  ...rest,
];

function quantile(sorted: number[], q: number): string {
  return (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number).toFixed(1);
}

function line(name: string, times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(44)} ${quantile(sorted, 0.5).padStart(7)} ${quantile(sorted, 0.95).padStart(7)} ${(sorted.at(-1) as number).toFixed(1).padStart(7)}`,
  );
}

async function timed(token: string, method: string, path: string, body?: unknown): Promise<number> {
  const started = performance.now();
  const answer = await call(api.url, method, path, token, body);
  if (answer.status >= 300) throw new Error(`${method} ${path}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
  return performance.now() - started;
}

console.log(`platform-sim API, file-backed database in ${dataDir}`);
console.log(`${'call (ms)'.padEnd(44)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}`);

// Writes, one after another, while a second client asks /health every 2 ms.
const health: number[] = [];
let writing = true;
const pinger = (async () => {
  while (writing) {
    const started = performance.now();
    await fetch(new URL('/health', api.url));
    health.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
})();
const creates: number[] = [];
for (let i = 0; i < WRITES; i += 1) {
  creates.push(await timed(owner, 'POST', `/v1/accounts/${ACME}/networks`, { name: `Bench ${i}` }));
}
const routeSaves: number[] = [];
for (let i = 0; i < WRITES; i += 1) {
  const routes = [{ filter_events: `device.message.bench${i}.*`, url: 'https://hooks.example.com/bench', order: 0 }];
  routeSaves.push(await timed(owner, 'POST', `/v1/accounts/${ACME}/networks/${warehouse}`, { routes }));
}
// Give a delayed save (if any) time to happen while /health is still asked.
await new Promise((resolve) => setTimeout(resolve, 300));
writing = false;
await pinger;
line(`write: create network (${WRITES})`, creates);
line(`write: save the route list (${WRITES})`, routeSaves);
line(`/health while writing (${health.length})`, health);

const cases: Array<[string, string, string, unknown?]> = [
  ['events, page 1 of 100', 'POST', `/v1/accounts/${ACME}/log-explorer`, { fields: inWarehouse() }],
  [
    'events, page 60',
    'POST',
    `/v1/accounts/${ACME}/log-explorer`,
    { fields: inWarehouse(), pagination: { page_size: 100, page: 60 } },
  ],
  [
    'events filtered by type',
    'POST',
    `/v1/accounts/${ACME}/log-explorer`,
    { fields: inWarehouse({ field: 'event_type', value: 'device_spotted' }) },
  ],
  [
    'devices, 1000 sorted by last_request',
    'POST',
    `/v1/accounts/${ACME}/device-explorer`,
    { fields: inWarehouse(), sort: { field: 'last_request', order: 'asc' }, pagination: { page_size: 1000, page: 1 } },
  ],
  ['stats, network', 'GET', `/v1/accounts/${ACME}/stats?type=network&type_key=${warehouse}`],
];
// The palette's search (issue 17: first results within 150 ms of typing): a Warehouse device by the
// first three bytes of its MAC address, a hotspot by an alias prefix, a fuzzy query, every kind.
const macDevice = store.db.get("SELECT id FROM devices WHERE network_id = ? AND id LIKE '%-8000-8200-%' LIMIT 1", [
  warehouse,
]);
const macPart = String(macDevice?.id)
  .slice(-12, -6)
  .replace(/(..)(?!$)/g, '$1:');
const searchPath = (q: string) => `/v1/accounts/${ACME}/search?q=${encodeURIComponent(q)}`;
cases.push(
  [`search: device by partial MAC ${macPart}`, 'GET', searchPath(macPart)],
  ['search: hotspot by alias prefix hs-01', 'GET', searchPath('hs-01')],
  ['search: fuzzy whse', 'GET', searchPath('whse')],
  ['search: one letter, every kind', 'GET', searchPath('e')],
);
for (const [name, method, path, body] of cases) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) times.push(await timed(member, method, path, body));
  line(`${name} (${RUNS})`, times);
}
await api.close();
store.close();
rmSync(dataDir, { recursive: true, force: true });
