/**
 * Routes served without a bearer token (createApi.ts installs them before the API paths' guards):
 * health, the OpenAPI document and its HTML reference, and the test-only fault and test controls, which
 * have their own access check.
 */
import type { Hono } from 'hono';
import { toOpenApi } from '@beacon/shared/contract';
import { renderDocs } from './docs.ts';
import { hotspotTestRoutes } from './domains/hotspots/testControl.ts';
import { inviteTestRoutes } from './domains/members/testControl.ts';
import { faultRoutes } from './faults.ts';
import type { FaultAccess, Faults } from './faults.ts';
import type { ApiEnv } from './middlewares.ts';
import type { Store } from './store.ts';

/** `/health`, `/openapi.json` and `/docs`; the document names the server's URL, known once it listens. */
export function installReferenceRoutes(app: Hono<ApiEnv>, serverUrl: () => string): void {
  let openApiCache: ReturnType<typeof toOpenApi> | undefined;
  const openApi = () => (openApiCache ??= toOpenApi({ serverUrl: serverUrl() }));
  let docsCache: string | undefined;
  app.get('/health', (c) => c.json({ ok: true }));
  app.get('/openapi.json', (c) => c.json(openApi()));
  app.get('/docs', (c) => {
    docsCache ??= renderDocs(openApi());
    c.header('cache-control', 'no-store');
    // The docs page is never framed (clickjacking); the other answers are JSON.
    c.header('x-frame-options', 'DENY');
    c.header('content-security-policy', "frame-ancestors 'none'");
    return c.html(docsCache);
  });
}

/** `/__faults`, `/__test/hotspots/{id}/status` and `/__test/invites/{code}/age`: only when fault injection is on. */
export function installTestRoutes(app: Hono<ApiEnv>, faults: Faults, access: FaultAccess, store: Store): void {
  app.route('/', faultRoutes(faults, access));
  app.route('/', hotspotTestRoutes(store, access));
  app.route('/', inviteTestRoutes(store, access));
}
