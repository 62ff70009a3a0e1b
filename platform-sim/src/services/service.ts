import type { Hono } from 'hono';

/**
 * A stand-in for a third-party service the console talks to (page-view tracker, marketing forms),
 * served by the platform API's server under its own path prefix, without bearer-token auth.
 * The server's CORS rules (console origins only) and body limit apply.
 */
export interface SimService {
  /** Path prefix, e.g. `/tracker/`. */
  readonly prefix: string;
  /** Its routes, written with their full paths. */
  readonly app: Hono;
}

/** A stand-in's JSON body, or `undefined` when it is empty or not JSON. */
export async function jsonOrUndefined(read: () => Promise<unknown>): Promise<unknown> {
  try {
    return await read();
  } catch {
    return undefined;
  }
}
