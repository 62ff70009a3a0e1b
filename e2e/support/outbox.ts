import { expect, type APIRequestContext } from '@playwright/test';
import { faultSecretHeaders } from './faults.ts';
import { IDP_ORIGIN } from './signIn.ts';

/**
 * The mail platform-sim recorded (`GET /__outbox` on the IdP). The suite runs with the outbox closed
 * to anonymous readers (PLATFORM_SIM_OUTBOX=off), so it sends the run's fault secret, as the faults do.
 */
export async function readOutbox<T>(request: APIRequestContext): Promise<T[]> {
  const response = await request.get(`${IDP_ORIGIN}/__outbox`, { headers: faultSecretHeaders() });
  expect(response.status()).toBe(200);
  return (await response.json()) as T[];
}
