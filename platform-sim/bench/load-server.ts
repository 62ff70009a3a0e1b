// The platform-sim instance `bench/load.ts` measures, in its own process as `pnpm start` runs it: a
// file-backed database in a temporary folder (seeded), the hotspot simulator live, the platform API on a
// free loopback port. Its tokens are signed with keys made here (the IdP plays no part in a list call),
// and its rate limit is raised so that 50 clients measure the API, not the limiter. Prints one JSON line,
// `{url, tokens}`, once it listens; stops on SIGTERM and removes its folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HotspotSimulator, tickMsFromEnv } from '../src/api/domains/hotspots/simulator.ts';
import { Store } from '../src/api/store.ts';
import { createTestKeys, startTestApi } from '../src/api/testSupport.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'platform-sim-load-'));
const store = await Store.open({ dataDir });
const keys = await createTestKeys();
const api = await startTestApi(keys, store, { rateLimit: { limit: 100_000_000, windowMs: 60_000 } });
const simulator = new HotspotSimulator(store.db, store.hotspotAlerts, {
  mode: 'live',
  tickMs: tickMsFromEnv(process.env),
});
simulator.start();
const tokens = {
  member: await keys.sign('member', { expiresIn: 3600 }),
  staff: await keys.sign('staff', { expiresIn: 3600 }),
};
console.log(JSON.stringify({ url: api.url, tokens }));

process.once('SIGTERM', () => {
  simulator.stop();
  void api.close().then(() => {
    store.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
