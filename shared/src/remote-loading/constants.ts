/** Every async load (chunks, remoteEntry.js, mf-manifest.json) times out after this long. */
export const LOAD_TIMEOUT_MS = 120_000;

/** Federation container name for a registry name: `mf-networks` -> `mf_networks`. */
export function federationName(name: string): string {
  return name.replace(/-/g, '_');
}
