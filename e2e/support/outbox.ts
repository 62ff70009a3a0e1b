import { expect, type APIRequestContext } from '@playwright/test';
import { faultSecretHeaders } from './faults.ts';
import { IDP_ORIGIN } from './signIn.ts';

/** A mail platform-sim "sent" (its IdP's outbox). `data` holds what the mail carries: link, code, alert… */
export interface OutboxMessage<Data = Record<string, unknown>> {
  to: string;
  kind: string;
  at: string;
  data?: Data;
}

/**
 * The IdP's outbox. It holds invite codes, so the suite runs it closed as a shared deployment would
 * (`PLATFORM_SIM_OUTBOX=off`) and reads it with the run's test secret.
 */
export async function readOutbox<Data = Record<string, unknown>>(
  request: APIRequestContext,
): Promise<OutboxMessage<Data>[]> {
  const response = await request.get(`${IDP_ORIGIN}/__outbox`, { headers: faultSecretHeaders() });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as OutboxMessage<Data>[];
}
