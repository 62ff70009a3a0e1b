// Times the platform-sim calls behind the network page on the seeded Warehouse network (12,000
// events, 1,200 devices) and prints the figures. A benchmark, not a test: it never fails on time.
// Run: pnpm bench:api
import type { Network } from '@beacon/shared/contract';
import { Store } from '../src/api/store/store.ts';
import { call, createTestKeys, startTestApi } from '../src/api/testSupport.ts';

const ACME = 'acme-logistics';
const RUNS = 15;

const store = await Store.open();
const keys = await createTestKeys();
const api = await startTestApi(keys, store);
const token = await keys.sign('member');
const warehouse = (store.listNetworks(ACME).find((n) => n.name === 'Warehouse') as Network).network_id;
const inWarehouse = (...rest: Array<{ field: string; value: string }>) => [
  { field: 'network_id', value: warehouse },
  ...rest,
];

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

console.log(`platform-sim API on the seeded Warehouse network, ${RUNS} runs each (median / p90, ms)`);
for (const [name, method, path, body] of cases) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const answer = await call(api.url, method, path, token, body);
    if (answer.status !== 200) throw new Error(`${name}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] as number).toFixed(1);
  console.log(`${name.padEnd(40)} ${at(0.5).padStart(7)} ${at(0.9).padStart(7)}`);
}
await api.close();
store.close();
