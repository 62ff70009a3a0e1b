/**
 * A platform API process for tests that must kill it: `PLATFORM_SIM_DATA_DIR` and `TEST_JWKS` (the
 * test keys' public JWKS, JSON) from the environment; prints `{"url": …}` on one line when it listens.
 * Run with tsx; the durability test starts it, SIGKILLs it and starts it again.
 */
import { createPlatformApi } from './createApi.ts';
import { Store } from './store.ts';
import { TEST_AUDIENCE, TEST_ISSUER } from './testSupport.ts';

const dataDir = process.env.PLATFORM_SIM_DATA_DIR;
const jwks = process.env.TEST_JWKS;
if (!dataDir || !jwks) throw new Error('testServer needs PLATFORM_SIM_DATA_DIR and TEST_JWKS');

const store = await Store.open({ dataDir });
const api = await createPlatformApi({
  port: 0,
  jwks: JSON.parse(jwks) as { keys: [] },
  issuer: TEST_ISSUER,
  audience: TEST_AUDIENCE,
  store,
  rateLimit: { limit: 1_000_000, windowMs: 60_000 },
});
process.stdout.write(`${JSON.stringify({ url: api.url })}\n`);
