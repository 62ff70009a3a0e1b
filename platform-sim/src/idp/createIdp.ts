import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet } from 'jose';
import { createAccessTokenChecks } from './accessTokenChecks.ts';
import { acceptJwtRevocation } from './revocation.ts';
import type { JSONWebKeySet, JWK, JWTPayload } from 'jose';
import Provider from 'oidc-provider';
import { handleChangePassword, handleOutbox } from './dbconnections.ts';
import { applyCors, requestTarget, send, setSecurityHeaders } from './http.ts';
import { IdpStore } from './idpStore.ts';
import { handleInteraction, INTERACTION_PREFIX } from './interactions.ts';
import { loadOrCreateKeys } from './keys.ts';
import { handleLogout } from './logout.ts';
import { createOutbox } from './outbox.ts';
import type { Outbox, OutboxAccess } from './outbox.ts';
import { createProviderConfig } from './providerConfig.ts';
import { createSignInThrottle } from './signInThrottle.ts';
import type { SignInThrottleOptions } from './signInThrottle.ts';
import {
  API_AUDIENCE,
  CLOCK_TOLERANCE_SECONDS,
  DEFAULT_PORT,
  normaliseOrigins,
  originsFromEnv,
  tokenTtlFromEnv,
} from './settings.ts';
import type { IdentityProviderOptions } from './settings.ts';
import { bearerJwt, handleJwtUserinfo } from './userinfo.ts';

export interface IdentityProvider {
  /** The issuer, with its trailing slash: `http://localhost:4001/`. */
  readonly url: string;
  readonly issuer: string;
  /** The API audience the access tokens are for. */
  readonly audience: string;
  readonly jwksUrl: string;
  /** The public signing keys, for verifying tokens in-process (jose `jwtVerify`). */
  readonly jwks: JSONWebKeySet;
  readonly outbox: Outbox;
  readonly provider: Provider;
  /**
   * Why an access token (its verified payload) no longer works: its session logged out, or it was revoked.
   * Undefined when it still works. The API calls it for every access token (main.ts).
   */
  readonly checkAccessToken: (payload: JWTPayload) => string | undefined;
  /** Stops the server, then closes the IdP's database (idp.sqlite). */
  close(): Promise<void>;
}

export interface CreateIdentityProviderOptions extends IdentityProviderOptions {
  /** Share an outbox with the API half; default a new one. */
  outbox?: Outbox;
  /**
   * Who may read or clear `/__outbox` (it holds invite codes): nobody by default; a client that sends
   * `secret` in `x-beacon-fault-secret` (the run's test secret); anyone on this machine when `open`
   * (`PLATFORM_SIM_OUTBOX=on`, which `pnpm start` sets for local development).
   */
  outboxAccess?: OutboxAccess;
  /**
   * Brute-force protection of the sign-in form: `maxFailures` (default 10) failed sign-ins for one
   * email within `windowMs` (default 15 minutes) lock it for `windowMs`; from one client address, failures
   * past `addressSlowAfter` (20) are answered slower and `addressMaxFailures` (50) lock the address.
   * `now` (default `Date.now`) lets tests move time forward.
   */
  signInThrottle?: SignInThrottleOptions;
}

function publicJwk({ kty, n, e, kid, alg, use }: JWK): JWK {
  return { kty, n, e, kid, alg, use };
}

/** Starts the Auth0-compatible identity provider on 127.0.0.1. */
export async function createIdentityProvider(options: CreateIdentityProviderOptions = {}): Promise<IdentityProvider> {
  const allowedOrigins = options.allowedOrigins ? normaliseOrigins(options.allowedOrigins) : originsFromEnv();
  const origins = new Set(allowedOrigins);
  const tokenTtlSeconds = options.tokenTtlSeconds ?? tokenTtlFromEnv();
  const outbox = options.outbox ?? createOutbox();
  const keys = await loadOrCreateKeys(options.dataDir);
  const jwks: JSONWebKeySet = { keys: [publicJwk(keys.signingKey)] };
  const localKeys = createLocalJWKSet(jwks);
  // Sessions, grants, tokens and sign-in failures: idp.sqlite in the data folder (kept across restarts), else in memory.
  const store = IdpStore.open({ dataDir: options.dataDir });
  const throttle = createSignInThrottle(store, options.signInThrottle);
  const accessTokens = createAccessTokenChecks(store, tokenTtlSeconds, CLOCK_TOLERANCE_SECONDS);

  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => send(res, 503, 'Starting');
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  }).catch((error: unknown) => {
    store.close();
    throw error;
  });
  const { port } = server.address() as AddressInfo;
  const issuer = options.issuer ?? `http://localhost:${port}/`;

  const provider = new Provider(issuer, createProviderConfig({ keys, tokenTtlSeconds, allowedOrigins, store }));
  provider.use(acceptJwtRevocation(localKeys, issuer, accessTokens));
  const oidc = provider.callback();

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const { path } = requestTarget(req);
    if (path === '/v2/logout') return handleLogout(provider, origins, req, res, (uid) => accessTokens.endSession(uid));
    if (path === '/dbconnections/change_password') {
      if (applyCors(req, res, origins)) return;
      return handleChangePassword(outbox, req, res);
    }
    if (path === '/__outbox') return handleOutbox(outbox, options.outboxAccess ?? {}, req, res);
    if (path.startsWith(INTERACTION_PREFIX)) return handleInteraction(provider, throttle, req, res);
    const jwt = path === '/userinfo' && req.method !== 'OPTIONS' ? bearerJwt(req) : undefined;
    if (jwt) {
      applyCors(req, res, origins);
      return handleJwtUserinfo(jwt, localKeys, issuer, res);
    }
    await oidc(req, res);
  };
  handle = (req, res) => {
    setSecurityHeaders(res);
    route(req, res).catch((error: unknown) => {
      console.error('platform-sim IdP:', error);
      if (!res.headersSent) send(res, 500, 'Internal error');
      else res.end();
    });
  };

  return {
    url: issuer,
    issuer,
    audience: API_AUDIENCE,
    jwksUrl: new URL('.well-known/jwks.json', issuer).href,
    jwks,
    outbox,
    provider,
    checkAccessToken: (payload) => accessTokens.check(payload),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }).finally(() => store.close()),
  };
}
