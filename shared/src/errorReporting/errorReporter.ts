/** What is known about where an error happened; the reporter turns it into tags. */
export interface ErrorReportContext {
  /** The remote's registry name, e.g. `mf-networks`. */
  remote?: string;
  /** The remote's build version, from its `mf-manifest.json` (unknown when the manifest never loaded). */
  buildVersion?: string;
  /** Which load failed (`manifest`, `entry`, `chunk`) or `module` for a render bug. */
  lifecycle?: string;
  /** React's component stack, for an error an error boundary caught. */
  componentStack?: string;
}

/** Sends one error somewhere (the shell's Sentry client). */
export type ErrorReporter = (error: unknown, context: ErrorReportContext) => void;

/** Reports kept until a reporter is set; older ones are dropped beyond this. */
export const MAX_QUEUED_REPORTS = 50;

let reporter: ErrorReporter | null = null;
const queue: [unknown, ErrorReportContext][] = [];
const reported = new WeakSet<object>();

function isObject(value: unknown): value is object {
  return (typeof value === 'object' || typeof value === 'function') && value !== null;
}

/**
 * Whether this error (or the error it wraps) was reported already. The remote loader and the
 * error boundary both see a failed load, and a named error wraps the one a boundary caught: each
 * is reported once.
 */
function seenBefore(error: unknown): boolean {
  const cause: unknown = isObject(error) ? (error as { cause?: unknown }).cause : undefined;
  const keys = [error, cause].filter(isObject);
  if (keys.some((key) => reported.has(key))) return true;
  keys.forEach((key) => reported.add(key));
  return false;
}

/**
 * Reports an error with its remote and build version. Shared code and remotes call this; they never
 * import an error-reporting SDK. Until the shell sets a reporter (it loads after the first render),
 * reports wait in a small queue.
 */
export function reportError(error: unknown, context: ErrorReportContext = {}): void {
  if (seenBefore(error)) return;
  if (reporter) {
    reporter(error, context);
    return;
  }
  queue.push([error, context]);
  if (queue.length > MAX_QUEUED_REPORTS) queue.shift();
}

/**
 * Sets where reports go (the shell, once its SDK has loaded) and sends the queued ones there.
 * `null` stops reporting and forgets the queue (error reporting is off).
 */
export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next;
  const waiting = queue.splice(0);
  if (next) waiting.forEach(([error, context]) => next(error, context));
}
