import type { APIRequestContext, Page, Route } from '@playwright/test';
import { manifestUrl, REMOTE_PORTS, type RemoteName } from './constants.ts';

interface Manifest {
  metaData: { remoteEntry: { name: string; path: string }; buildInfo: { buildVersion: string } };
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
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

/** The shared modules for which a remote's build has files of its own (a copy it could provide). */
export async function sharedModulesWithFiles(request: APIRequestContext, remote: RemoteName): Promise<string[]> {
  const { shared } = await readManifest(request, manifestUrl(remote));
  return shared.filter((s) => s.assets.js.sync.length + s.assets.js.async.length > 0).map((s) => s.name);
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
  /** Number of share scope maps: 1, the shell's, which every remote uses. */
  shareScopes: number;
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
    // One federation runtime (the shell's): every container is an instance of it, and all of them use
    // the shell's share scope.
    const runtime = (globalThis as { __FEDERATION__?: { __INSTANCES__?: unknown[] } }).__FEDERATION__;
    return { copies, instances: runtime?.__INSTANCES__?.length ?? 0, shareScopes: Object.keys(scopes).length };
  }, packages);
}

/**
 * Every shared module whose name starts with `prefix` that was loaded on the page, with the number of
 * distinct copies loaded.
 */
export async function loadedSharedModules(page: Page, prefix: string): Promise<Record<string, { copies: number }>> {
  return page.evaluate((start) => {
    interface SharedRecord {
      loaded?: boolean;
      lib?: () => unknown;
    }
    type Scopes = Record<string, Record<string, Record<string, Record<string, SharedRecord>>>>;
    const scopes = (globalThis as { __FEDERATION__?: { __SHARE__?: Scopes } }).__FEDERATION__?.__SHARE__ ?? {};
    const found: Record<string, Set<unknown>> = {};
    for (const instance of Object.values(scopes)) {
      for (const scope of Object.values(instance)) {
        for (const [name, versions] of Object.entries(scope)) {
          if (!name.startsWith(start)) continue;
          for (const record of Object.values(versions)) {
            if (!record.loaded && !record.lib) continue;
            (found[name] ??= new Set()).add(record.lib ? record.lib() : record);
          }
        }
      }
    }
    return Object.fromEntries(Object.entries(found).map(([name, modules]) => [name, { copies: modules.size }]));
  }, prefix);
}
