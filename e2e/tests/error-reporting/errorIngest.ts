import type { APIRequestContext, Page } from '@playwright/test';
import { API_ORIGIN, faultSecretHeaders } from '../../support/faults.ts';

/** A Sentry event as the SDK sends it (the fields these tests read). */
export interface ReportedEvent {
  tags?: Record<string, string>;
  exception?: { values?: { type?: string; value?: string }[] };
  breadcrumbs?: { category?: string; message?: string }[];
  user?: Record<string, unknown>;
}

interface RecordedEnvelope {
  items: { header: { type?: string }; payload: unknown }[];
}

/**
 * Everything the page whose fault scope is `scope` sent to platform-sim's error ingest
 * (`GET /__envelopes`, which needs the run's fault secret), as recorded.
 */
export async function envelopesOf(request: APIRequestContext, scope: string): Promise<RecordedEnvelope[]> {
  const response = await request.get(`${API_ORIGIN}/__envelopes?scope=${encodeURIComponent(scope)}`, {
    headers: faultSecretHeaders(),
  });
  if (!response.ok()) throw new Error(`GET /__envelopes: HTTP ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { envelopes: RecordedEnvelope[] }).envelopes;
}

/** The error events among `envelopes`. */
export function errorEvents(envelopes: RecordedEnvelope[]): ReportedEvent[] {
  return envelopes.flatMap((e) =>
    e.items.filter((i) => i.header.type === 'event').map((i) => i.payload as ReportedEvent),
  );
}

/** Resolves once the page's error reporter has loaded (it loads after the first render). */
export async function errorReportingState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const diagnostics = (window as { __BEACON_DIAGNOSTICS__?: { errorReporting?: () => string } })
      .__BEACON_DIAGNOSTICS__;
    return diagnostics?.errorReporting?.() ?? 'unknown';
  });
}
