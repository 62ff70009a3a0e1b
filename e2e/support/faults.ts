import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';

/** platform-sim's API (started by the webServer with fault injection on). */
export const API_ORIGIN = 'http://localhost:4000';
const SCOPE_HEADER = 'x-beacon-fault-scope';
/** The environment variable with this run's fault secret (set in playwright.config.ts). */
export const FAULT_SECRET_ENV = 'BEACON_E2E_FAULT_SECRET';
const SECRET_HEADER = 'x-beacon-fault-secret';

function faultSecret(): string {
  const secret = process.env[FAULT_SECRET_ENV];
  if (!secret) throw new Error(`${FAULT_SECRET_ENV} is not set: run the suite through playwright.config.ts`);
  return secret;
}

/** The header with the run's fault secret, which platform-sim's test-only endpoints require. */
export function faultSecretHeaders(): Record<string, string> {
  return { [SECRET_HEADER]: faultSecret() };
}

export interface FaultSpec {
  /** Exact API path, or a prefix ending in `*`. */
  path: string;
  method?: 'GET' | 'POST' | 'DELETE';
  /** `body`: answer 200 with `body` instead of the real answer (a malformed answer, say). */
  kind: '401' | '429' | '500' | 'hang' | 'body';
  /** How many matching calls answer the fault (default 1). */
  count?: number;
  /** Seconds, for 429. */
  retryAfter?: number;
  /** The JSON answered, for `body`. */
  body?: unknown;
}

/**
 * Makes platform-sim answer the next `count` calls from this page to `path` with a fault. The fault
 * is scoped to the page: its API requests carry a scope header (added by a route handler; the
 * requests still go to the real server), so tests running in parallel never consume each other's
 * faults.
 */
export async function injectFault(page: Page, fault: FaultSpec): Promise<void> {
  const scope = await pageScope(page);
  const response = await page.request.post(`${API_ORIGIN}/__faults`, {
    data: { ...fault, scope },
    headers: faultSecretHeaders(),
  });
  if (!response.ok()) throw new Error(`Could not inject ${JSON.stringify(fault)}: ${await response.text()}`);
}

const scopes = new WeakMap<Page, string>();

/**
 * The page's fault scope: from now on its requests to platform-sim (API calls, error reports)
 * carry it, so a test finds what its own page sent (see `injectFault`).
 */
export async function pageScope(page: Page): Promise<string> {
  const existing = scopes.get(page);
  if (existing !== undefined) return existing;
  const scope = randomUUID();
  scopes.set(page, scope);
  await page.route(`${API_ORIGIN}/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), [SCOPE_HEADER]: scope } }),
  );
  return scope;
}
