import { getInstance, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import * as React from 'react';
import { reportError } from '../errorReporting/errorReporter.ts';
import { retryableLazy, type PreloadableComponent } from './retryableLazy.tsx';
import { remoteStatusStore } from './remoteStatus.ts';
import { RemoteLoadError, toRemoteLoadError } from './RemoteLoadError.ts';
import { createTimeoutRuntimePlugin } from './timeoutRuntimePlugin.ts';
import { federationName } from './constants.ts';

export interface RemoteDefinition {
  name: string;
  /** URL of the remote's mf-manifest.json. */
  entry: string;
  basePaths: string[];
  enabled: boolean;
  /** True when a developer override (query parameter / localStorage) replaced the entry. */
  overridden?: boolean;
}

const definitions = new Map<string, RemoteDefinition>();
const manifestCauses = new Map<string, string>();
const retryCounts = new Map<string, number>();

function remoteForManifest(url: string): RemoteDefinition | undefined {
  const bare = url.split('?')[0];
  return [...definitions.values()].find((d) => d.entry.split('?')[0] === bare);
}

function buildVersionOf(manifest: unknown): string | undefined {
  const meta = (manifest as { metaData?: { buildInfo?: { buildVersion?: unknown } } }).metaData;
  const version = meta?.buildInfo?.buildVersion;
  return typeof version === 'string' ? version : undefined;
}

function register(definition: RemoteDefinition, entry: string, force: boolean): void {
  registerRemotes([{ name: federationName(definition.name), entry }], { force });
}

/**
 * Registers the enabled remotes of the registry with the Module Federation runtime and the
 * timeout plugin. Called once by the shell before its first render.
 */
export function initRemoteLoading(remotes: RemoteDefinition[]): void {
  if (!getInstance()) throw new Error('The Module Federation runtime is not initialised');
  registerPlugins([
    createTimeoutRuntimePlugin({
      onManifest(url, manifest) {
        const definition = remoteForManifest(url);
        if (definition) remoteStatusStore.update(definition.name, { buildVersion: buildVersionOf(manifest) });
      },
      onManifestFailure(url, causeName) {
        const definition = remoteForManifest(url);
        if (definition) manifestCauses.set(definition.name, causeName);
      },
    }),
  ]);
  definitions.clear();
  remotes.forEach((r) => definitions.set(r.name, r));
  remoteStatusStore.reset(
    remotes.map((r) => ({
      name: r.name,
      entry: r.entry,
      enabled: r.enabled,
      overridden: Boolean(r.overridden),
      state: 'not-loaded',
    })),
  );
  remotes.filter((r) => r.enabled).forEach((r) => register(r, r.entry, false));
}

/** The remotes the shell registered (initRemoteLoading); none outside the shell. */
export function registeredRemotes(): RemoteDefinition[] {
  return [...definitions.values()];
}

function definitionOf(remote: string): RemoteDefinition {
  const definition = definitions.get(remote);
  if (!definition) {
    throw new RemoteLoadError({
      remote,
      lifecycle: 'manifest',
      causeName: 'NotRegistered',
      cause: new Error(`${remote} is not in the console's remote registry`),
    });
  }
  if (!definition.enabled) {
    throw new RemoteLoadError({
      remote,
      lifecycle: 'manifest',
      causeName: 'Disabled',
      cause: new Error(`${remote} is disabled in this console`),
    });
  }
  return definition;
}

/**
 * Loads `expose` from `remote` through the shell's federation instance and names any failure as a
 * RemoteLoadError. Records state, build version, load time and the React check for diagnostics.
 */
export async function loadRemoteModule<T>(remote: string, expose: string): Promise<T> {
  const definition = definitionOf(remote);
  const started = performance.now();
  const first = remoteStatusStore.get(remote)?.state !== 'loaded';
  if (first) remoteStatusStore.update(remote, { state: 'loading', error: undefined });
  try {
    const instance = getInstance();
    if (!instance) throw new Error('The Module Federation runtime is not initialised');
    const module = await instance.loadRemote<T>(`${federationName(remote)}/${expose.replace(/^\.\//, '')}`);
    if (!module) throw new Error(`${remote} does not expose ${expose}`);
    // Namespace objects differ per bundle even for one shared module, so compare a function.
    const remoteReact = (module as { React?: typeof React }).React;
    remoteStatusStore.update(remote, {
      state: 'loaded',
      ...(first ? { loadTimeMs: Math.round(performance.now() - started) } : {}),
      ...(remoteReact ? { sharesShellReact: remoteReact.createElement === React.createElement } : {}),
    });
    return module;
  } catch (error) {
    const named = toRemoteLoadError(remote, error, {
      manifestUrl: definition.entry,
      manifestCause: manifestCauses.get(remote),
    });
    reportRemoteFailure(named);
    throw named;
  }
}

/**
 * Starts loading `expose` of `remote` now (manifest, remoteEntry, the module and the shared modules
 * it needs), for a module that is not a component (a prefetch, say; for a component use
 * preloadRemoteComponent). A later load reuses it. A failure is left to that load: the promise then
 * gives undefined.
 */
export function preloadRemoteModule<T = unknown>(remote: string, expose: string): Promise<T | undefined> {
  const definition = definitions.get(remote);
  const instance = getInstance();
  if (!definition?.enabled || !instance) return Promise.resolve(undefined);
  return instance
    .loadRemote<T>(`${federationName(remote)}/${expose.replace(/^\.\//, '')}`)
    .then((module) => module ?? undefined)
    .catch(() => undefined);
}

/**
 * Records a failure seen while loading or rendering a remote (a lazy page chunk, say) for
 * diagnostics, and reports it (once) tagged with the remote and the build version its manifest named.
 */
export function reportRemoteFailure(error: RemoteLoadError, componentStack?: string): void {
  remoteStatusStore.update(error.remote, { state: 'failed', error });
  const { buildVersion } = remoteStatusStore.get(error.remote) ?? {};
  reportError(error, { remote: error.remote, buildVersion, lifecycle: error.lifecycle, componentStack });
}

/**
 * Clears the runtime's cached failure for `remote` and registers it again with a cache-busting
 * query, so the next load fetches the manifest, remoteEntry and chunks afresh.
 */
export function retryRemote(remote: string): void {
  const definition = definitions.get(remote);
  if (!definition?.enabled) return;
  const attempt = (retryCounts.get(remote) ?? 0) + 1;
  retryCounts.set(remote, attempt);
  manifestCauses.delete(remote);
  const url = new URL(definition.entry);
  url.searchParams.set('retry', String(attempt));
  register(definition, url.href, true);
  remoteStatusStore.update(remote, { state: 'not-loaded', error: undefined, loadTimeMs: undefined });
}

const lazyRemotes = new Map<string, PreloadableComponent<object>>();

/**
 * The lazy component for `expose` of `remote` (one per exposed module), rebuilt after a failure so
 * Retry loads again. Rendering it once its code has loaded (see preloadRemoteComponent) does not
 * suspend.
 */
export function lazyRemote<P extends object>(remote: string, expose: string): PreloadableComponent<P> {
  const key = `${remote}/${expose}`;
  let component = lazyRemotes.get(key);
  if (!component) {
    component = retryableLazy(() => loadRemoteModule<{ default: ComponentType<object> }>(remote, expose));
    lazyRemotes.set(key, component);
  }
  return component as PreloadableComponent<P>;
}

/**
 * Starts loading the component `expose` of `remote` for a render that will come soon: the shell for
 * the route's remote while sign-in runs, a remote for another remote's component it is about to
 * show. That render then finds it loaded and shows no loading state. A failure is left to that
 * render (named, reported, with Retry). Nothing happens for a disabled or unknown remote.
 */
export function preloadRemoteComponent(remote: string, expose: string): void {
  if (!definitions.get(remote)?.enabled || !getInstance()) return;
  void lazyRemote(remote, expose).preload();
}
