/** Every async load (chunks, remoteEntry.js, mf-manifest.json) times out after this long. */
export const LOAD_TIMEOUT_MS = 120_000;

/** Federation container name for a registry name: `mf-networks` -> `mf_networks`. */
export function federationName(name: string): string {
  return name.replace(/-/g, '_');
}

/**
 * Where developer overrides (`?remote.<name>=`) may point when the runtime config does not say: this
 * machine, on any port, over http or https. The shell (shell/src/registry/overridePolicy.ts) and the
 * static host's CSP (shared/build/serve.mjs) both read this one list.
 */
export { default as LOOPBACK_ORIGINS } from './loopback-origins.json';
