/** Where the shell reads its runtime config (the registry, the platform's and Auth0's addresses). */
export const CONFIG_URL = '/config.json';

let early: Promise<Response> | undefined;

/**
 * Starts loading the runtime config with the page: the entry (index.ts) calls it before the
 * bootstrap's chunks load, so the config is not one more round after them.
 */
export function startConfigRequest(url = CONFIG_URL): void {
  early = fetch(url, { cache: 'no-cache' });
  // Read (and its failure reported) by fetchConsoleConfig; never an unhandled rejection meanwhile.
  early.catch(() => undefined);
}

/** The request started early, once; any later call (another URL, a retry) asks again. */
export function takeConfigRequest(url: string): Promise<Response> {
  const request = url === CONFIG_URL ? early : undefined;
  if (request) early = undefined;
  return request ?? fetch(url, { cache: 'no-cache' });
}
