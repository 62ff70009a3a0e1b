// The error-reporting chunk: loaded once the first content shows (startErrorReporting.ts), never part of
// the shell's initial JS. Nothing else imports @sentry/react: remotes and shared report through
// `reportError` of @beacon/shared, which this module's reporter serves.
import type { ErrorReportContext, ErrorReporter } from '@beacon/shared/frame';
import {
  browserApiErrorsIntegration,
  browserSessionIntegration,
  browserTracingIntegration,
  captureException,
  init,
  replayIntegration,
  withScope,
  type BrowserOptions,
} from '@sentry/react';
import { scrub, scrubEvent } from './scrub.ts';

/** customer-console.md §9: traces 100%, session replays 10%, replays on error 100%. */
export const SAMPLE_RATES = {
  tracesSampleRate: 1.0,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1.0,
} as const;

/** The tag a report of a remote carries when its manifest (and so its build version) never loaded. */
export const UNKNOWN_BUILD_VERSION = 'unknown';

export interface ErrorReportingOptions {
  dsn: string;
  /** The shell's own build version. */
  release?: string;
}

/** The SDK's options: sample rates, no personal data, and every event, span, breadcrumb and replay event scrubbed. */
export function sentryOptions({ dsn, release }: ErrorReportingOptions): BrowserOptions {
  return {
    dsn,
    ...(release ? { release } : {}),
    ...SAMPLE_RATES,
    // No user details, cookies, headers or bodies collected (SDK 11's successor of sendDefaultPii).
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [] },
    // No sentry-trace/baggage headers on the platform API or the IdP: their CORS rules do not expect them.
    tracePropagationTargets: [],
    integrations: [
      // The SDK loads once the first content shows, when the page has listeners already. Wrapping
      // addEventListener then would register a listener added again later (a dialog's global Escape
      // handler) a second time, wrapped, beside its first registration: one Escape handled twice
      // closed the dialog it had just opened. Errors in listeners still reach the global handlers.
      browserApiErrorsIntegration({ eventTarget: false }),
      browserTracingIntegration(),
      // Release health: one session per page load, however many screens it shows (e2e error-reporting).
      browserSessionIntegration({ lifecycle: 'page' }),
      replayIntegration({
        maskAllText: true,
        maskAllInputs: true,
        blockAllMedia: true,
        // The compression worker would be a blob: script, which the console's CSP does not allow.
        useCompression: false,
        beforeAddRecordingEvent: (event) => scrub(event),
      }),
    ],
    beforeSend: (event) => scrubEvent(event),
    // Spans are streamed (SDK 11's default trace lifecycle): each one is scrubbed as it is sent.
    beforeSendSpan: (span) => scrub(span),
    beforeBreadcrumb: (breadcrumb) => scrub(breadcrumb),
  };
}

/** The tags of a report: the remote, its build version and the failed step. */
export function reportTags(context: ErrorReportContext): Record<string, string> {
  const tags: Record<string, string> = {};
  if (context.remote) {
    tags.remote = context.remote;
    tags.build_version = context.buildVersion ?? UNKNOWN_BUILD_VERSION;
  }
  if (context.lifecycle) tags.lifecycle = context.lifecycle;
  return tags;
}

/** Starts the SDK and answers the reporter that `setErrorReporter` gets. */
export function initErrorReporting(options: ErrorReportingOptions): ErrorReporter {
  init(sentryOptions(options));
  return (error, context) =>
    withScope((scope) => {
      scope.setTags(reportTags(context));
      if (context.componentStack) scope.setContext('react', { componentStack: context.componentStack });
      captureException(error);
    });
}
