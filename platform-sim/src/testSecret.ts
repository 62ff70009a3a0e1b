import { timingSafeEqual } from 'node:crypto';

/**
 * The header that carries the run's local test secret (`PLATFORM_SIM_FAULTS_SECRET`): fault injection,
 * the test-only routes, recorded error reports and the IdP's outbox answer a client that knows it.
 */
export const FAULT_SECRET_HEADER = 'x-beacon-fault-secret';

/** Whether `given` is the configured secret (compared in constant time; an unset or empty secret matches nothing). */
export function sameSecret(given: string | undefined, secret: string | undefined): boolean {
  if (given === undefined || secret === undefined || secret === '') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}
