/**
 * The platform REST API: createPlatformApi composes the error answers (answers.ts), the middleware chain
 * (middlewares.ts), the routes that need no token (openRoutes.ts), one route per contract operation
 * (contractRoutes.ts) and the server (apiServer.ts), in the order in which a request meets them.
 */
import { Hono } from 'hono';
import { createOutbox } from '../idp/outbox.ts';
import type { Outbox } from '../idp/outbox.ts';
import { normaliseOrigins, originsFromEnv } from '../idp/settings.ts';
import type { SimService } from '../services/service.ts';
import { startApiServer } from './apiServer.ts';
import { answerErrors } from './answers.ts';
import { createVerifier } from './auth.ts';
import type { AccessTokenCheck, Caller, JwksSource } from './auth.ts';
import { registerContractRoutes } from './contractRoutes.ts';
import { HANDLERS } from './domains/index.ts';
import { HttpError, MESSAGES } from './errors.ts';
import { Faults } from './faults.ts';
import type { FaultAccess } from './faults.ts';
import { installApiGuards, installEveryPathMiddlewares } from './middlewares.ts';
import type { ApiEnv } from './middlewares.ts';
import { installReferenceRoutes, installTestRoutes } from './openRoutes.ts';
import { DEFAULT_INVALID_TOKEN_LIMIT, DEFAULT_RATE_LIMIT, RateLimiter } from './rateLimit.ts';
import type { RateLimitOptions } from './rateLimit.ts';
import { compileRoutes } from './router.ts';
import type { Handlers } from './router.ts';
import type { Store } from './store.ts';

export const DEFAULT_API_PORT = 4000;

export interface PlatformApiOptions {
  /** Port on 127.0.0.1; 0 picks a free one. Default 4000. */
  port?: number;
  /** The IdP's public keys: a JWKS object, its URL, or a jose key getter. */
  jwks: JwksSource;
  /** Expected `iss`, e.g. `http://localhost:4001/`. */
  issuer: string;
  /** Expected `aud`, e.g. `https://api.beacon.local`. */
  audience: string;
  store: Store;
  /** Per user; default 600 requests a minute. */
  rateLimit?: RateLimitOptions;
  /** Missing or invalid tokens per client address before they get 429 (valid ones still pass); default 100 a minute. */
  invalidTokenLimit?: RateLimitOptions;
  /** Console origins allowed by CORS; default localhost:3000, 127.0.0.1:3000 and PLATFORM_SIM_ALLOWED_ORIGINS. */
  allowedOrigins?: string[];
  /**
   * Serve `/__faults`, `/__test/hotspots/{id}/status` and `/__test/invites/{code}/age` (tests only): JSON only, from an allowed console origin or with the secret in
   * `x-beacon-fault-secret`. Off by default; `pnpm start` leaves it off.
   */
  faults?: boolean | { secret?: string };
  /** Replace or add handlers (tests). */
  handlers?: Handlers;
  /** Users who are platform staff; default the IdP's demo users marked platformAdmin. */
  isPlatformAdmin?: (userId: string) => boolean;
  /** The IdP's check of logged-out sessions and revoked access tokens (`idp.checkAccessToken`); default none. */
  checkAccessToken?: AccessTokenCheck;
  /** Recorded mail (invites), shared with the IdP in main.ts; default a new one. */
  outbox?: Outbox;
  /** The console's origin for links in emails; default PLATFORM_SIM_CONSOLE_ORIGIN or the first allowed origin. */
  consoleOrigin?: string;
  /** Third-party stand-ins served on this server under their own prefixes (no bearer token). */
  services?: readonly SimService[];
}

export interface PlatformApi {
  readonly url: string;
  /** Fault injection, in-process; also served at `/__faults` when enabled. */
  readonly faults: Faults;
  close(): Promise<void>;
}

/**
 * An API token's secret as its caller (auth.ts asks for secrets with the token prefix): undefined when
 * unknown, expired or rotated out; 401 when its creator is no longer in the account.
 */
function apiTokenCaller(store: Store): (secret: string) => Caller | undefined {
  return (secret) => {
    const found = store.tokens.authenticate(secret);
    if (found === undefined) return undefined;
    const { record, standing } = found;
    if (standing.effective_level === null) {
      throw new HttpError(401, MESSAGES.unauthorized, MESSAGES.tokenCreatorRemoved);
    }
    return {
      id: `token:${record.token_id}`,
      email: `API token ${record.name}`,
      platformAdmin: false,
      token: {
        id: record.token_id,
        name: record.name,
        account: found.account,
        level: standing.effective_level,
        createdBy: record.created_by,
      },
    };
  };
}

/** The console's origin for links in emails, without a trailing slash. */
function consoleOriginOf(options: PlatformApiOptions, origins: ReadonlySet<string>): string {
  return (
    options.consoleOrigin ??
    process.env.PLATFORM_SIM_CONSOLE_ORIGIN ??
    [...origins][0] ??
    'http://localhost:3000'
  ).replace(/\/+$/, '');
}

/** Starts the platform REST API on 127.0.0.1. */
export async function createPlatformApi(options: PlatformApiOptions): Promise<PlatformApi> {
  const origins = new Set(options.allowedOrigins ? normaliseOrigins(options.allowedOrigins) : originsFromEnv());
  const { store } = options;
  const faults = new Faults();
  const outbox = options.outbox ?? createOutbox();
  store.hotspotAlerts.useOutbox(outbox);
  let baseUrl = '';

  // A request meets what is installed here in this order; the order is the order of checks
  // (platform-sim/README.md), and the open routes come before the guards so that they need no token.
  const app = new Hono<ApiEnv>();
  answerErrors(app, compileRoutes());
  installEveryPathMiddlewares(app, origins);
  installReferenceRoutes(app, () => baseUrl);
  if (options.faults) {
    const access: FaultAccess = {
      origins,
      ...(typeof options.faults === 'object' && options.faults.secret ? { secret: options.faults.secret } : {}),
    };
    installTestRoutes(app, faults, access, store);
  }
  for (const service of options.services ?? []) app.route('/', service.app);
  installApiGuards(app, {
    faults,
    verify: createVerifier({ ...options, apiToken: apiTokenCaller(store) }),
    limiter: new RateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT),
    invalidTokens: new RateLimiter(options.invalidTokenLimit ?? DEFAULT_INVALID_TOKEN_LIMIT),
  });
  registerContractRoutes(app, {
    store,
    handlers: { ...HANDLERS, ...options.handlers },
    outbox,
    consoleOrigin: consoleOriginOf(options, origins),
  });

  const server = await startApiServer(app, options.port ?? DEFAULT_API_PORT);
  baseUrl = server.url;
  // Deliveries and alert webhooks never reach the platform itself: this API and the IdP that signs its tokens.
  store.outbound.addPlatformOrigin(baseUrl);
  if (URL.canParse(options.issuer)) store.outbound.addPlatformOrigin(options.issuer);

  return { url: baseUrl, faults, close: () => server.close() };
}
