import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPlatformApi, DEFAULT_API_PORT } from './api/createApi.ts';
import { HotspotSimulator, simulatorModeFromEnv, tickMsFromEnv } from './api/domains/hotspots/simulator.ts';
import { retryBaseMsFromEnv } from './api/domains/routes/dispatcher.ts';
import { Store } from './api/store.ts';
import { createIdentityProvider } from './idp/createIdp.ts';
import { createOutbox } from './idp/outbox.ts';
import { tokenTtlFromEnv } from './idp/settings.ts';
import { createErrorIngest } from './services/errorIngest.ts';
import { createMarketingForms } from './services/marketingForms.ts';
import { createPageViewTracker } from './services/pageViewTracker.ts';
import { assertSupportedNode } from '../../shared/build/node-version.mjs';

assertSupportedNode();

const env = process.env;
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dataDirSetting = env.PLATFORM_SIM_DATA_DIR ?? resolve(repoRoot, '.data/platform-sim');
const dataDir = dataDirSetting === ':memory:' ? undefined : dataDirSetting;
const rateLimit = Number(env.PLATFORM_SIM_RATE_LIMIT);
// Fault injection is for tests only: on with PLATFORM_SIM_FAULTS=on (the e2e suite), never by default.
const faults = env.PLATFORM_SIM_FAULTS === 'on' ? { secret: env.PLATFORM_SIM_FAULTS_SECRET ?? '' } : false;

const outbox = createOutbox();
const idp = await createIdentityProvider({
  port: Number(env.PLATFORM_SIM_IDP_PORT ?? 4001),
  dataDir,
  outbox,
  tokenTtlSeconds: tokenTtlFromEnv(),
  // The outbox holds invite codes: open with PLATFORM_SIM_OUTBOX=on (`pnpm start` sets it), else only with the test secret.
  outboxAccess: { open: env.PLATFORM_SIM_OUTBOX === 'on', ...(faults ? { secret: faults.secret } : {}) },
});
// Delivery retries wait 1 s, then 2 s; PLATFORM_SIM_RETRY_BASE_MS sets the first wait (e2e runs use a short one).
const retryBaseMs = retryBaseMsFromEnv(env);
const store = await Store.open({ dataDir, ...(retryBaseMs === undefined ? {} : { delivery: { retryBaseMs } }) });
const api = await createPlatformApi({
  port: Number(env.PLATFORM_SIM_API_PORT ?? DEFAULT_API_PORT),
  jwks: idp.jwks,
  issuer: idp.issuer,
  audience: idp.audience,
  // Access tokens of a logged-out session, or revoked ones, get 401 at once.
  checkAccessToken: idp.checkAccessToken,
  store,
  outbox,
  faults,
  services: [
    createPageViewTracker(),
    createMarketingForms(),
    // Recorded error reports are readable only by tests (fault injection on, with its secret).
    createErrorIngest(faults ? { readSecret: faults.secret } : {}),
  ],
  ...(Number.isInteger(rateLimit) && rateLimit > 0 ? { rateLimit: { limit: rateLimit, windowMs: 60_000 } } : {}),
});
// The hotspot status simulator: `live` by default, `catch-up` for the e2e suite, `off` (docs/hotspot-alerts.md).
const simulatorMode = simulatorModeFromEnv(env);
const simulator = new HotspotSimulator(store.db, store.hotspotAlerts, {
  mode: simulatorMode,
  tickMs: tickMsFromEnv(env),
});
const started = performance.now();
const caughtUp = simulator.start();
console.log(
  `platform-sim hotspot simulator: ${simulatorMode}` +
    (simulatorMode === 'off' ? '' : `, ${caughtUp} changes caught up in ${Math.round(performance.now() - started)} ms`),
);
console.log(`platform-sim IdP ${idp.url}`);
console.log(`platform-sim API ${api.url} (docs ${api.url}/docs, data ${store.db.file ?? 'in memory'})`);

const stop = () => {
  simulator.stop();
  void Promise.allSettled([api.close(), idp.close()]).then(() => {
    store.close();
    process.exit(0);
  });
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
