import { isHttpUrl, type ConsoleConfig, type RemoteDefinition } from '@beacon/shared/frame';
import { isOverrideAllowed, parseRemoteOverridePolicy, type RemoteOverridePolicy } from './overridePolicy.ts';
import { CONFIG_URL, takeConfigRequest } from './configRequest.ts';

export const OVERRIDES_STORAGE_KEY = 'beacon.remote-overrides';
const OVERRIDE_PARAM = /^remote\.([a-z0-9-]+)$/;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireString(source: Record<string, unknown>, key: string, where: string): string {
  const value = source[key];
  if (typeof value !== 'string' || value.trim() === '')
    throw new ConfigError(`${where}.${key} must be a non-empty string`);
  return value;
}

function parseRemote(value: unknown, index: number): RemoteDefinition {
  const where = `remotes[${index}]`;
  if (!isRecord(value)) throw new ConfigError(`${where} must be an object`);
  const entry = requireString(value, 'entry', where);
  if (!isHttpUrl(entry)) throw new ConfigError(`${where}.entry must be an http(s) URL`);
  const basePaths = value.basePaths;
  if (
    !Array.isArray(basePaths) ||
    basePaths.length === 0 ||
    !basePaths.every((p) => typeof p === 'string' && p.startsWith('/'))
  ) {
    throw new ConfigError(`${where}.basePaths must be a non-empty list of paths starting with /`);
  }
  return {
    name: requireString(value, 'name', where),
    entry,
    basePaths: basePaths as string[],
    enabled: value.enabled !== false,
  };
}

/** The runtime config as the shell reads it: the console's config plus the shell's own settings. */
export interface ShellConfig extends ConsoleConfig {
  /** Which origins `?remote.<name>=` may point at (`remoteOverrides.allowedOrigins`). */
  remoteOverrides: RemoteOverridePolicy;
  /** Where errors are reported (`errorReporting.dsn`, a Sentry DSN); null: error reporting is off. */
  errorReporting: { dsn: string } | null;
}

/** Validates the runtime config JSON the shell fetched. */
export function parseConsoleConfig(json: unknown): ShellConfig {
  if (!isRecord(json)) throw new ConfigError('The runtime config must be a JSON object');
  const auth0 = isRecord(json.auth0) ? json.auth0 : {};
  const links = isRecord(json.links) ? json.links : {};
  if (!Array.isArray(json.remotes)) throw new ConfigError('remotes must be a list');
  const remotes = json.remotes.map(parseRemote);
  const names = new Set<string>();
  for (const r of remotes) {
    if (names.has(r.name)) throw new ConfigError(`remote ${r.name} is listed twice`);
    names.add(r.name);
  }
  const safeLink = (key: string) => {
    const value = links[key];
    return typeof value === 'string' && isHttpUrl(value) ? value : '';
  };
  return {
    consoleName: typeof json.consoleName === 'string' ? json.consoleName : 'Beacon Console',
    productName: typeof json.productName === 'string' ? json.productName : 'beacon',
    apiBaseUrl: typeof json.apiBaseUrl === 'string' ? json.apiBaseUrl : '',
    auth0: {
      domain: typeof auth0.domain === 'string' ? auth0.domain : '',
      clientId: typeof auth0.clientId === 'string' ? auth0.clientId : '',
      audience: typeof auth0.audience === 'string' ? auth0.audience : '',
    },
    links: {
      documentation: safeLink('documentation'),
      support: safeLink('support'),
      scannerApp: safeLink('scannerApp'),
      hotspotAnalytics: safeLink('hotspotAnalytics'),
    },
    remotes,
    pageViewTracker: parsePageViewTracker(json.pageViewTracker),
    marketingForms: parseMarketingForms(json.marketingForms),
    map: parseMap(json.map),
    productionHostnames: parseHostnames(json.productionHostnames),
    remoteOverrides: parseRemoteOverridePolicy(json.remoteOverrides),
    errorReporting: parseErrorReporting(json.errorReporting),
  };
}

/**
 * A Sentry DSN, `http(s)://{public key}@{host}[/{path}]/{project id}`: a key, no secret (a DSN with
 * one was never meant for a browser) and a numeric project. Anything else switches reporting off.
 */
function parseErrorReporting(value: unknown): ShellConfig['errorReporting'] {
  const dsn = isRecord(value) ? value.dsn : null;
  if (typeof dsn !== 'string' || !isHttpUrl(dsn)) return null;
  const url = new URL(dsn);
  const projectId = url.pathname.split('/').pop() ?? '';
  if (url.username === '' || url.password !== '' || !/^\d+$/.test(projectId) || url.search || url.hash) return null;
  return { dsn };
}

/** Host names (lowercased, trimmed); anything that is not a list of non-empty strings gives []. */
function parseHostnames(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((h): h is string => typeof h === 'string')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => h !== '');
}

/** A tile URL must be an http(s) XYZ template with {z}, {x} and {y} (or {-y}); otherwise no tiles. */
function parseMap(value: unknown): ConsoleConfig['map'] {
  const tileUrl = isRecord(value) ? value.tileUrl : null;
  const isTemplate =
    typeof tileUrl === 'string' &&
    isHttpUrl(tileUrl) &&
    tileUrl.includes('{z}') &&
    tileUrl.includes('{x}') &&
    /\{-?y\}/.test(tileUrl);
  return { tileUrl: isTemplate ? tileUrl : null };
}

function parsePageViewTracker(value: unknown): ConsoleConfig['pageViewTracker'] {
  if (!isRecord(value) || typeof value.url !== 'string' || !isHttpUrl(value.url)) return null;
  return { url: value.url };
}

function parseMarketingForms(value: unknown): ConsoleConfig['marketingForms'] {
  if (!isRecord(value)) return null;
  const { scriptUrl, portalId, formId } = value;
  if (typeof scriptUrl !== 'string' || !isHttpUrl(scriptUrl)) return null;
  if (typeof portalId !== 'string' || typeof formId !== 'string') return null;
  return { scriptUrl, portalId, formId };
}

export type RemoteOverrides = Record<string, string>;

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Why an override was not applied. */
export type RejectionReason =
  /** The query names no remote of this console. */
  | 'unknown-remote'
  /** The URL is not http(s). */
  | 'not-http'
  /** The URL's origin is not on `remoteOverrides.allowedOrigins`: nothing is requested from it. */
  | 'origin-not-allowed'
  /** A remembered override whose origin the config no longer allows: forgotten. */
  | 'no-longer-allowed';

export interface RejectedOverride {
  remote: string;
  url: string;
  reason: RejectionReason;
}

/** An override asked for by the URL that the person has not confirmed yet: not applied, not saved. */
export interface PendingOverride {
  remote: string;
  url: string;
  /** The registry's manifest URL it would replace. */
  registryEntry: string;
}

function readStoredOverrides(storage: KeyValueStorage): RemoteOverrides {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(OVERRIDES_STORAGE_KEY) ?? '{}');
    if (!isRecord(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string' && isHttpUrl(e[1])),
    );
  } catch {
    return {};
  }
}

function writeStoredOverrides(storage: KeyValueStorage, overrides: RemoteOverrides): void {
  if (Object.keys(overrides).length > 0) storage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(overrides));
  else storage.removeItem(OVERRIDES_STORAGE_KEY);
}

export interface ResolvedRegistry {
  remotes: RemoteDefinition[];
  /** Active (confirmed and allowed) developer overrides: remote name -> manifest URL. */
  overrides: RemoteOverrides;
  /** Overrides that were refused or dropped, with the reason. */
  rejected: RejectedOverride[];
  /** New overrides from the URL that wait for the person's confirmation (not in `remotes`). */
  pending: PendingOverride[];
}

/**
 * Applies the developer overrides and `?disable-remotes=a,b` to the registry.
 *
 * - Only confirmed overrides (remembered in `storage`) are applied. One whose origin `policy` no
 *   longer allows, or whose remote is gone, is forgotten.
 * - `?remote.<name>=<manifest url>` is never applied or saved here: an allowed, new one becomes
 *   `pending` (the shell asks first, see `confirmOverrides`); an unknown remote, a non-http(s) URL
 *   or an origin off the allow-list is `rejected`, and nothing is requested from it.
 */
export function resolveRegistry(
  remotes: RemoteDefinition[],
  search: string,
  storage: KeyValueStorage,
  policy: RemoteOverridePolicy,
): ResolvedRegistry {
  const params = new URLSearchParams(search);
  const byName = new Map(remotes.map((r) => [r.name, r]));
  const stored = readStoredOverrides(storage);
  const rejected: RejectedOverride[] = [];
  const overrides: RemoteOverrides = {};
  for (const [name, url] of Object.entries(stored)) {
    if (!byName.has(name)) continue;
    if (isOverrideAllowed(url, policy)) overrides[name] = url;
    else rejected.push({ remote: name, url, reason: 'no-longer-allowed' });
  }
  // Forget what is no longer valid (a confirmed override is never added here).
  const raw = storage.getItem(OVERRIDES_STORAGE_KEY);
  if (raw !== null && raw !== JSON.stringify(overrides)) writeStoredOverrides(storage, overrides);

  const pending = new Map<string, PendingOverride>();
  for (const [key, url] of params) {
    const name = OVERRIDE_PARAM.exec(key)?.[1];
    if (!name) continue;
    const remote = byName.get(name);
    if (!remote) rejected.push({ remote: name, url, reason: 'unknown-remote' });
    else if (!isHttpUrl(url)) rejected.push({ remote: name, url, reason: 'not-http' });
    else if (!isOverrideAllowed(url, policy)) rejected.push({ remote: name, url, reason: 'origin-not-allowed' });
    else if (overrides[name] === url) pending.delete(name);
    else pending.set(name, { remote: name, url, registryEntry: remote.entry });
  }

  const disabled = new Set(
    (params.get('disable-remotes') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  return {
    remotes: remotes.map((r) => {
      const override = overrides[r.name];
      return {
        ...r,
        entry: override ?? r.entry,
        overridden: override !== undefined,
        enabled: r.enabled && !disabled.has(r.name),
      };
    }),
    overrides,
    rejected,
    pending: [...pending.values()],
  };
}

/** Remembers overrides the person confirmed (the only way an override is saved). */
export function confirmOverrides(pending: readonly PendingOverride[], storage: KeyValueStorage): void {
  const overrides = readStoredOverrides(storage);
  for (const p of pending) overrides[p.remote] = p.url;
  writeStoredOverrides(storage, overrides);
}

export function clearOverrides(storage: KeyValueStorage): void {
  storage.removeItem(OVERRIDES_STORAGE_KEY);
}

/** `href` without its `remote.<name>` query parameters. */
export function withoutOverrideParams(href: string): string {
  const url = new URL(href);
  [...url.searchParams.keys()].filter((k) => k.startsWith('remote.')).forEach((k) => url.searchParams.delete(k));
  return url.href;
}

/** Fetches the runtime config, bypassing the HTTP cache. */
export async function fetchConsoleConfig(url = CONFIG_URL): Promise<ShellConfig> {
  const response = await takeConfigRequest(url);
  if (!response.ok) throw new ConfigError(`Could not load ${url}: HTTP ${response.status}`);
  return parseConsoleConfig(await response.json());
}
