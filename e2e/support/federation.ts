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
 * Reads `window.__FEDERATION__` once: how many distinct copies of every shared module were loaded (a
 * copy counts when its record is loaded or holds a `lib`, and two records are the same copy when
 * their `lib()` returns the same module object, the same record otherwise), with the number of
 * federation instances and share scope maps.
 */
async function readFederation(page: Page): Promise<ShareScopeCopies> {
  return page.evaluate(() => {
    interface SharedRecord {
      loaded?: boolean;
      lib?: () => unknown;
    }
    type Scopes = Record<string, Record<string, Record<string, Record<string, SharedRecord>>>>;
    const federation = (globalThis as { __FEDERATION__?: { __SHARE__?: Scopes; __INSTANCES__?: unknown[] } })
      .__FEDERATION__;
    const scopes = federation?.__SHARE__ ?? {};
    const found: Record<string, Set<unknown>> = {};
    for (const instance of Object.values(scopes)) {
      for (const scope of Object.values(instance)) {
        for (const [name, versions] of Object.entries(scope)) {
          for (const record of Object.values(versions)) {
            if (!record.loaded && !record.lib) continue;
            (found[name] ??= new Set()).add(record.lib ? record.lib() : record);
          }
        }
      }
    }
    const copies = Object.fromEntries(Object.entries(found).map(([name, modules]) => [name, modules.size]));
    // One federation runtime (the shell's): every container is an instance of it, and all of them use
    // the shell's share scope.
    return { copies, instances: federation?.__INSTANCES__?.length ?? 0, shareScopes: Object.keys(scopes).length };
  });
}

/** Loaded copies of each of `packages` (0 when none was loaded), with the instances and share scopes. */
export async function shareScopeCopies(page: Page, packages: readonly string[]): Promise<ShareScopeCopies> {
  const federation = await readFederation(page);
  const copies = Object.fromEntries(packages.map((name) => [name, federation.copies[name] ?? 0]));
  return { ...federation, copies };
}

/** Every shared module whose name starts with `prefix` that was loaded on the page, with its copies. */
export async function loadedSharedModules(page: Page, prefix: string): Promise<Record<string, { copies: number }>> {
  const { copies } = await readFederation(page);
  return Object.fromEntries(
    Object.entries(copies)
      .filter(([name]) => name.startsWith(prefix))
      .map(([name, count]) => [name, { copies: count }]),
  );
}
