// Load on the list endpoints: starts its own platform-sim (bench/load-server.ts, a separate process),
// measures each list call alone (1 client, one call after another), then runs CLIENTS concurrent
// clients for SECONDS seconds, each calling the list endpoints in turn, and prints per endpoint p50,
// p95, p99, the count and the errors, and the ratio of the p95 under load to the p50 alone (issue 26:
// within 5×). A benchmark, not a test: it prints the figures and never fails on time.
// Run: pnpm bench:api (with the other API figures) or pnpm --filter @beacon/platform-sim bench:load.
// BENCH_CLIENTS (50), BENCH_SECONDS (60) and BENCH_PACE_MS (250) change the load.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const ALONE_RUNS = 40;
/** The paced run: each client calls every PACE_MS ms. */
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 250);
const ACME = 'acme-logistics';

// BENCH_PROFILE=<folder>: the server writes a CPU profile there (node --cpu-prof) when it stops.
const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
const serverScript = fileURLToPath(new URL('./load-server.ts', import.meta.url));
const server = spawn(process.execPath, [...profile, '--import', 'tsx', serverScript], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const [first] = (await once(createInterface({ input: server.stdout }), 'line')) as [string];
const { url, tokens } = JSON.parse(first) as { url: string; tokens: { member: string; staff: string } };

interface Answer {
  ms: number;
  status: number;
  body: unknown;
}

async function get(path: string, token: string): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(new URL(path, url), { headers: { authorization: `Bearer ${token}` } });
    const body: unknown = await response.json();
    return { ms: performance.now() - started, status: response.status, body };
  } catch (error) {
    return { ms: performance.now() - started, status: 0, body: String(error) };
  }
}

const networks = (await get(`/v1/accounts/${ACME}/networks`, tokens.member)).body as {
  networks: Array<{ network_id: string; name: string }>;
};
const warehouse = networks.networks.find((n) => n.name === 'Warehouse')?.network_id ?? '';
const groups = (await get(`/v1/accounts/${ACME}/hotspot-groups`, tokens.member)).body as {
  hotspot_groups: Array<{ group_id: string }>;
};
const group = groups.hotspot_groups[0]?.group_id ?? '';

/** The list endpoints: [name, path, token]. */
const ENDPOINTS: Array<[string, string, string]> = [
  ['accounts', '/v1/accounts', tokens.member],
  ['networks', `/v1/accounts/${ACME}/networks`, tokens.member],
  ['devices ?pagesize=100', `/v1/accounts/${ACME}/devices?pagesize=100`, tokens.member],
  ['hotspots ?pagesize=50', `/v1/accounts/${ACME}/hotspots?pagesize=50`, tokens.member],
  ['hotspot groups', `/v1/accounts/${ACME}/hotspot-groups`, tokens.member],
  [
    "a group's hotspots ?pagesize=50",
    `/v1/accounts/${ACME}/hotspot-groups/${group}/hotspots?pagesize=50`,
    tokens.member,
  ],
  ['integrations (Warehouse)', `/v1/accounts/${ACME}/networks/${warehouse}/integrations`, tokens.member],
  ['members', `/v1/accounts/${ACME}/members`, tokens.member],
  ['invites', `/v1/accounts/${ACME}/invites`, tokens.member],
  ['api tokens', `/v1/accounts/${ACME}/api-tokens`, tokens.member],
  ['account log', `/v1/accounts/${ACME}/log`, tokens.member],
  ['admin: accounts', '/admin/accounts', tokens.staff],
  ['admin: tier profiles', '/admin/tier-profiles', tokens.staff],
];

const quantile = (sorted: readonly number[], q: number) =>
  sorted.length === 0 ? NaN : (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number);
const fixed = (n: number) => (Number.isNaN(n) ? '-' : n.toFixed(1));

// Alone: warm each endpoint, then time it ALONE_RUNS times, one call after another.
const alone = new Map<string, number>();
for (const [name, path, token] of ENDPOINTS) {
  for (let i = 0; i < 5; i += 1) await get(path, token);
  const times: number[] = [];
  for (let i = 0; i < ALONE_RUNS; i += 1) {
    const answer = await get(path, token);
    if (answer.status !== 200) throw new Error(`${path}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
    times.push(answer.ms);
  }
  alone.set(
    name,
    quantile(
      [...times].sort((a, b) => a - b),
      0.5,
    ),
  );
}

interface Run {
  times: Map<string, number[]>;
  errors: Map<string, number>;
  firstErrors: string[];
}

/**
 * CLIENTS clients for SECONDS seconds, each going round the endpoints from its own start: each client
 * sends its next call as soon as the last one is answered (`paceMs` 0: the most the server can take),
 * or one call every `paceMs` (a steady load; a late answer sends the next at once).
 */
async function underLoad(paceMs: number): Promise<Run> {
  const run: Run = {
    times: new Map(ENDPOINTS.map(([name]) => [name, []])),
    errors: new Map(ENDPOINTS.map(([name]) => [name, 0])),
    firstErrors: [],
  };
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      // Paced clients start spread over one interval, not all at once.
      if (paceMs > 0) await new Promise((resolve) => setTimeout(resolve, (client * paceMs) / CLIENTS));
      for (let n = client; performance.now() < until; n += 1) {
        const sent = performance.now();
        const [name, path, token] = ENDPOINTS[n % ENDPOINTS.length] as [string, string, string];
        const answer = await get(path, token);
        (run.times.get(name) as number[]).push(answer.ms);
        if (answer.status !== 200) {
          run.errors.set(name, (run.errors.get(name) ?? 0) + 1);
          if (run.firstErrors.length < 5)
            run.firstErrors.push(`${name}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
        }
        const wait = sent + paceMs - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }),
  );
  return run;
}

function report(title: string, run: Run): void {
  console.log(`\n${title}`);
  console.log(
    `${'endpoint (ms)'.padEnd(34)} ${'alone p50'.padStart(9)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'calls'.padStart(6)} ${'errors'.padStart(6)} ${'p95/alone'.padStart(9)}`,
  );
  let total = 0;
  for (const [name] of ENDPOINTS) {
    const sorted = [...(run.times.get(name) as number[])].sort((a, b) => a - b);
    total += sorted.length;
    const p95 = quantile(sorted, 0.95);
    const base = alone.get(name) as number;
    console.log(
      `${name.padEnd(34)} ${fixed(base).padStart(9)} ${fixed(quantile(sorted, 0.5)).padStart(7)} ${fixed(p95).padStart(7)} ${fixed(quantile(sorted, 0.99)).padStart(7)} ${String(sorted.length).padStart(6)} ${String(run.errors.get(name)).padStart(6)} ${`${(p95 / base).toFixed(1)}×`.padStart(9)}`,
    );
  }
  const all = [...run.times.values()].flat().sort((a, b) => a - b);
  const errorCount = [...run.errors.values()].reduce((a, b) => a + b, 0);
  console.log(
    `all: ${total} calls (${(total / SECONDS).toFixed(0)}/s), p50 ${fixed(quantile(all, 0.5))}, p95 ${fixed(quantile(all, 0.95))}, p99 ${fixed(quantile(all, 0.99))} ms, ${errorCount} errors`,
  );
  for (const line of run.firstErrors) console.log(`  ${line}`);
}

const flatOut = await underLoad(0);
const paced = await underLoad(PACE_MS);
server.kill('SIGTERM');
await once(server, 'exit');

console.log(
  `platform-sim list endpoints against its own instance (${url}); "alone": one client, ${ALONE_RUNS} calls each`,
);
report(
  `${CLIENTS} clients for ${SECONDS} s, each calling again as soon as answered (the most the server takes: latency is clients ÷ throughput)`,
  flatOut,
);
report(
  `${CLIENTS} clients for ${SECONDS} s, each calling every ${PACE_MS} ms (${((CLIENTS * 1000) / PACE_MS).toFixed(0)} calls/s offered)`,
  paced,
);
