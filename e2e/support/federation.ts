import type { APIRequestContext, Page, Route } from '@playwright/test';
import { manifestUrl, REMOTE_PORTS, type RemoteName } from './constants.ts';

interface Manifest {
  metaData: { remoteEntry: { name: string; path: string }; buildInfo: { buildVersion: string } };
}

async function readManifest(request: APIRequestContext, url: string): Promise<Manifest> {
  const response = await request.get(url);
  if (!response.ok()) throw new Error(`${url}: HTTP ${response.status()}`);
  return (await response.json()) as Manifest;
}

/** The build version a served manifest declares. */
export async function buildVersionOf(request: APIRequestContext, url: string): Promise<string> {
  return (await readManifest(request, url)).metaData.buildInfo.buildVersion;
}

/**
 * The URL of a remote's remoteEntry script, as its manifest names it (e.g.
 * `http://localhost:3005/static/js/mf_admin.<hash>.js`), so routes match the script really loaded.
 */
export async function remoteEntryUrl(request: APIRequestContext, remote: RemoteName): Promise<string> {
  const { remoteEntry } = (await readManifest(request, manifestUrl(remote))).metaData;
  const path = [remoteEntry.path, remoteEntry.name].filter(Boolean).join('/');
  return `http://localhost:${REMOTE_PORTS[remote]}/${path}`;
}

/** Matches a URL with or without a query string (Retry adds `?retry=N` to manifests). */
export function ignoringQuery(url: string): (candidate: URL) => boolean {
  return (candidate) => `${candidate.origin}${candidate.pathname}` === url;
}

interface RegistryRemote {
  name: string;
  entry: string;
}

/**
 * Serves the real /config.json with some remotes' entries replaced: a registry switch as
 * operations would make it, with no shell rebuild.
 */
export async function routeRegistry(page: Page, entries: Partial<Record<RemoteName, string>>): Promise<void> {
  await page.route('**/config.json', async (route: Route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { remotes: RegistryRemote[] };
    for (const remote of config.remotes) {
      const entry = entries[remote.name as RemoteName];
      if (entry) remote.entry = entry;
    }
    await route.fulfill({ response, json: config });
  });
}

export interface ShareScopeCopies {
  /** Loaded copies per package, deduplicated by object identity across all instances and scopes. */
  copies: Record<string, number>;
  /** Number of federation instances on the page (the shell plus each loaded remote). */
  instances: number;
}

/**
 * Counts, straight from `window.__FEDERATION__.__SHARE__`, how many distinct copies of each shared
 * package were loaded: a copy counts when its record is loaded or holds a `lib`, and two records
 * are the same copy when their `lib()` returns the same module object (the same record otherwise).
 */
export async function shareScopeCopies(page: Page, packages: readonly string[]): Promise<ShareScopeCopies> {
  return page.evaluate((names) => {
    interface SharedRecord {
      loaded?: boolean;
      lib?: () => unknown;
    }
    type Scopes = Record<string, Record<string, Record<string, Record<string, SharedRecord>>>>;
    const scopes = (globalThis as { __FEDERATION__?: { __SHARE__?: Scopes } }).__FEDERATION__?.__SHARE__ ?? {};
    const copies: Record<string, number> = {};
    for (const name of names) {
      const modules = new Set<unknown>();
      for (const instance of Object.values(scopes)) {
        for (const scope of Object.values(instance)) {
          for (const record of Object.values(scope[name] ?? {})) {
            if (!record.loaded && !record.lib) continue;
            modules.add(record.lib ? record.lib() : record);
          }
        }
      }
      copies[name] = modules.size;
    }
    return { copies, instances: Object.keys(scopes).length };
  }, packages);
}
