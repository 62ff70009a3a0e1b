import { setErrorReporter } from '@beacon/shared/frame';
import { afterFirstContent } from '../layout/firstContent.ts';
import type { ShellConfig } from '../registry/registry.ts';

/** Whether this page reports errors: no DSN (`off`), the SDK loading, `on`, or it failed to load. */
export type ErrorReportingState = 'off' | 'loading' | 'on' | 'failed';

let state: ErrorReportingState = 'off';

/** Where error reporting stands on this page (the diagnostics the page exposes read it). */
export function errorReportingState(): ErrorReportingState {
  return state;
}

/**
 * Loads the error reporter (its own chunk, `error-reporting`) once the page's first content shows,
 * when the runtime config names a DSN, and hands it the reports queued until then: the first
 * screen's code and data never wait for it. Without a DSN reporting is off and nothing is loaded.
 */
export function startErrorReporting(config: ShellConfig['errorReporting'], schedule = afterFirstContent): void {
  if (!config) {
    state = 'off';
    setErrorReporter(null);
    return;
  }
  state = 'loading';
  schedule(() => {
    import(/* webpackChunkName: "error-reporting" */ './sentry.ts').then(
      ({ initErrorReporting }) => {
        setErrorReporter(initErrorReporting({ dsn: config.dsn, release: process.env.MF_BUILD_VERSION }));
        state = 'on';
      },
      (error: unknown) => {
        state = 'failed';
        console.warn('Error reporting could not be loaded', error);
      },
    );
  });
}
