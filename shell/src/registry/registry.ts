import { isHttpUrl, type ConsoleConfig, type RemoteDefinition } from '@beacon/shared';

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

/** Validates the runtime config JSON the shell fetched. */
export function parseConsoleConfig(json: unknown): ConsoleConfig {
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
    links: { documentation: safeLink('documentation'), support: safeLink('support') },
    remotes,
    pageViewTracker: parsePageViewTracker(json.pageViewTracker),
    marketingForms: parseMarketingForms(json.marketingForms),
    map: parseMap(json.map),
    productionHostnames: parseHostnames(json.productionHostnames),
  };
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

interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
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

export interface ResolvedRegistry {
  remotes: RemoteDefinition[];
  /** Active developer overrides: remote name -> manifest URL. */
  overrides: RemoteOverrides;
  /** Override parameters that were ignored, with the reason. */
  rejected: string[];
}

/**
 * Applies `?remote.<name>=<manifest url>` (remembered in storage) and `?disable-remotes=a,b` to the
 * registry. Unknown remote names and non-http(s) URLs are ignored.
 */
export function resolveRegistry(
  remotes: RemoteDefinition[],
  search: string,
  storage: KeyValueStorage,
): ResolvedRegistry {
  const params = new URLSearchParams(search);
  const known = new Set(remotes.map((r) => r.name));
  const overrides = readStoredOverrides(storage);
  const rejected: string[] = [];
  for (const [key, value] of params) {
    const name = OVERRIDE_PARAM.exec(key)?.[1];
    if (!name) continue;
    if (!known.has(name)) rejected.push(`${name}: not a remote of this console`);
    else if (!isHttpUrl(value)) rejected.push(`${name}: only http and https manifest URLs are allowed`);
    else overrides[name] = value;
  }
  for (const name of Object.keys(overrides)) if (!known.has(name)) delete overrides[name];
  if (Object.keys(overrides).length > 0) storage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(overrides));
  else storage.removeItem(OVERRIDES_STORAGE_KEY);
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
  };
}

export function clearOverrides(storage: KeyValueStorage): void {
  storage.removeItem(OVERRIDES_STORAGE_KEY);
}

/** Fetches the runtime config, bypassing the HTTP cache. */
export async function fetchConsoleConfig(url = '/config.json'): Promise<ConsoleConfig> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new ConfigError(`Could not load ${url}: HTTP ${response.status}`);
  return parseConsoleConfig(await response.json());
}
