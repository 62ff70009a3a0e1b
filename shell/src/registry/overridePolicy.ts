import { LOOPBACK_ORIGINS } from '@beacon/shared/frame';

/**
 * Which origins a developer override (`?remote.<name>=<manifest url>`) may point a remote at. The
 * runtime config's `remoteOverrides.allowedOrigins` lists them; without that field only loopback
 * origins are allowed, and `[]` (a production console) refuses every override.
 *
 * An entry is `scheme://host`, `scheme://host:port` or `scheme://host:*` (any port): the subset of
 * a CSP host-source the static host also puts into the Content-Security-Policy (shared/build/serve.mjs).
 */
export interface RemoteOverridePolicy {
  /** Normalised allow-list entries (lowercase, no trailing slash). */
  allowedOrigins: string[];
}

/** The default allow-list: this machine, on any port, over http or https. */
export { LOOPBACK_ORIGINS };

/**
 * No IPv6 literals (`[::1]`): a Content-Security-Policy source cannot name one, so the page would
 * refuse the scripts of an override the shell had allowed. `localhost` serves the same machine.
 */
const ENTRY = /^(https?):\/\/([a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::(\*|\d{1,5}))?$/;

interface OriginPattern {
  scheme: 'http' | 'https';
  host: string;
  /** null: the scheme's default port; '*': any port. */
  port: string | null;
}

function parseEntry(value: string): OriginPattern | null {
  const match = ENTRY.exec(value);
  if (!match) return null;
  const [, scheme, host, port] = match;
  if (port !== undefined && port !== '*' && (Number(port) < 1 || Number(port) > 65535)) return null;
  return { scheme: scheme as 'http' | 'https', host: host ?? '', port: port ?? null };
}

/** `entry` trimmed, lowercased and without a trailing slash, or null when it is not a valid entry. */
export function normaliseAllowedOrigin(entry: unknown): string | null {
  if (typeof entry !== 'string') return null;
  const value = entry.trim().toLowerCase().replace(/\/$/, '');
  return parseEntry(value) ? value : null;
}

/**
 * Reads `remoteOverrides` from the runtime config. Absent (or without `allowedOrigins`): the
 * loopback default. Present but malformed: nothing is allowed (a typo must not open the console).
 * Invalid entries of the list are left out.
 */
export function parseRemoteOverridePolicy(value: unknown): RemoteOverridePolicy {
  if (value === undefined) return { allowedOrigins: [...LOOPBACK_ORIGINS] };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { allowedOrigins: [] };
  const list = (value as { allowedOrigins?: unknown }).allowedOrigins;
  if (list === undefined) return { allowedOrigins: [...LOOPBACK_ORIGINS] };
  if (!Array.isArray(list)) return { allowedOrigins: [] };
  const allowed = list.map(normaliseAllowedOrigin).filter((entry): entry is string => entry !== null);
  return { allowedOrigins: [...new Set(allowed)] };
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** True when `manifestUrl` is an http(s) URL without credentials whose origin the policy allows. */
export function isOverrideAllowed(manifestUrl: string, policy: RemoteOverridePolicy): boolean {
  let url: URL;
  try {
    url = new URL(manifestUrl);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username !== '' || url.password !== '') return false;
  const port = url.port || DEFAULT_PORTS[url.protocol];
  return policy.allowedOrigins.some((entry) => {
    const pattern = parseEntry(entry);
    if (!pattern || `${pattern.scheme}:` !== url.protocol || pattern.host !== url.hostname) return false;
    if (pattern.port === '*') return true;
    return (pattern.port ?? DEFAULT_PORTS[url.protocol]) === port;
  });
}

/** The origin of an http(s) URL (`http://localhost:3004`), or the URL itself when it cannot be parsed. */
export function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}
