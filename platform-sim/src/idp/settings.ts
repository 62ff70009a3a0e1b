/** The audience (resource indicator) of the platform API's access tokens. */
export const API_AUDIENCE = 'https://api.beacon.local';
/** The console's public SPA client. */
export const CLIENT_ID = 'beacon-console';
export const DEFAULT_PORT = 4001;
export const DEFAULT_TOKEN_TTL_SECONDS = 3600;
/**
 * How far oidc-provider lets a token's `exp` or `iat` be off (its default, stated so that the adapter
 * keeps stored rows as long as the provider would still accept them).
 */
export const CLOCK_TOLERANCE_SECONDS = 15;
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = ['http://localhost:3000', 'http://127.0.0.1:3000'];
/** Scopes of the API resource server granted to the console. */
export const API_SCOPES: readonly string[] = ['openid', 'profile', 'email', 'offline_access'];

export interface IdentityProviderOptions {
  /** Port on 127.0.0.1; 0 picks a free one. Default 4001. */
  port?: number;
  /** Issuer URL; default `http://localhost:<port>/`. Must end with a slash, as Auth0's does. */
  issuer?: string;
  /** Lifetime of access tokens. Default `PLATFORM_SIM_TOKEN_TTL` or 3600. */
  tokenTtlSeconds?: number;
  /** Console origins (redirect, logout return and CORS). Default localhost:3000 and 127.0.0.1:3000. */
  allowedOrigins?: string[];
  /**
   * Folder that keeps the signing and cookie keys (`idp-keys.json`) and the sessions, grants and tokens
   * (`idp.sqlite`) across restarts. Default: all of them live in memory.
   */
  dataDir?: string;
}

/** Normalises origins: drops blanks and trailing slashes, keeps only http(s) origins. */
export function normaliseOrigins(origins: readonly string[]): string[] {
  const result = new Set<string>();
  for (const raw of origins) {
    const url = URL.parse(raw.trim());
    if (url && (url.protocol === 'http:' || url.protocol === 'https:')) result.add(url.origin);
  }
  return [...result];
}

/** Origins from `PLATFORM_SIM_ALLOWED_ORIGINS` (comma-separated), added to the defaults. */
export function originsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const extra = (env.PLATFORM_SIM_ALLOWED_ORIGINS ?? '').split(',').filter((s) => s.trim());
  return normaliseOrigins([...DEFAULT_ALLOWED_ORIGINS, ...extra]);
}

export function tokenTtlFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.PLATFORM_SIM_TOKEN_TTL);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_TOKEN_TTL_SECONDS;
}
