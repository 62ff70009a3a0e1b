import type { Configuration, FindAccount, KoaContextWithOIDC } from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { IdpStore } from './idpStore.ts';
import type { IdpKeys } from './keys.ts';
import { API_AUDIENCE, API_SCOPES, CLIENT_ID, CLOCK_TOLERANCE_SECONDS } from './settings.ts';
import { sqliteAdapterFactory } from './sqliteAdapter.ts';
import { findUserById } from './users.ts';

export interface ProviderConfigInput {
  keys: IdpKeys;
  tokenTtlSeconds: number;
  allowedOrigins: readonly string[];
  /** Where the provider keeps sessions, grants, tokens and interactions (in place of its memory adapter). */
  store: IdpStore;
}

/** The console's redirect URIs: every allowed origin, with and without the trailing slash. */
export function redirectUrisFor(origins: readonly string[]): string[] {
  return origins.flatMap((origin) => [origin, `${origin}/`]);
}

const findAccount: FindAccount = (_ctx, sub) => {
  const user = findUserById(sub);
  if (!user) return undefined;
  return {
    accountId: user.id,
    claims: () => ({
      sub: user.id,
      email: user.email,
      email_verified: true,
      name: user.name,
      nickname: user.nickname,
      ...(user.picture ? { picture: user.picture } : {}),
    }),
  };
};

/** Auth0's SDK sends `audience=`; it selects the resource server, like RFC 8707's `resource`. */
function requestedAudience(ctx: KoaContextWithOIDC): string {
  const audience = ctx.oidc.params?.audience;
  return typeof audience === 'string' && audience ? audience : API_AUDIENCE;
}

export function createProviderConfig({
  keys,
  tokenTtlSeconds,
  allowedOrigins,
  store,
}: ProviderConfigInput): Configuration {
  const origins = new Set(allowedOrigins);
  const redirectUris = redirectUrisFor(allowedOrigins);
  return {
    adapter: sqliteAdapterFactory(store, CLOCK_TOLERANCE_SECONDS),
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: 'Beacon Console',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: redirectUris,
        id_token_signed_response_alg: 'RS256',
      },
    ],
    jwks: { keys: [keys.signingKey] },
    cookies: { keys: keys.cookieKeys },
    findAccount,
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'nickname', 'picture'],
    },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    enabledJWA: { idTokenSigningAlgValues: ['RS256'] },
    extraParams: ['audience'],
    routes: {
      authorization: '/authorize',
      token: '/oauth/token',
      end_session: '/oidc/logout',
      jwks: '/.well-known/jwks.json',
      userinfo: '/userinfo',
      revocation: '/oauth/revoke',
    },
    responseTypes: ['code'],
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      webMessageResponseMode: { enabled: true, ack: 'individual-draft-01' },
      resourceIndicators: {
        enabled: true,
        defaultResource: (ctx, _client, oneOf) => (oneOf ? API_AUDIENCE : requestedAudience(ctx)),
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== API_AUDIENCE) throw new errors.InvalidTarget(`unknown audience ${resource}`);
          return {
            scope: API_SCOPES.join(' '),
            audience: API_AUDIENCE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: tokenTtlSeconds,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    clientBasedCORS: (_ctx, origin) => origins.has(origin),
    extraTokenClaims: (_ctx, token) => {
      const user = 'accountId' in token ? findUserById(token.accountId) : undefined;
      // `sid`: the session the token belongs to, so the API can refuse it once that session logged out.
      const sid = 'sessionUid' in token && typeof token.sessionUid === 'string' ? { sid: token.sessionUid } : {};
      return user ? { email: user.email, 'https://beacon/email': user.email, ...sid } : undefined;
    },
    // oidc-provider drops `offline_access` unless prompt=consent, which Auth0's SDK never sends, so the
    // console always gets a refresh token. It ends with the session (/v2/logout), as no offline grant exists.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: tokenTtlSeconds,
      IdToken: tokenTtlSeconds,
      AuthorizationCode: 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
    },
    // First-party console: no consent screen. The grant covers everything the console may ask for.
    loadExistingGrant: async (ctx) => {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(API_SCOPES.join(' '));
      grant.addResourceScope(API_AUDIENCE, API_SCOPES.join(' '));
      await grant.save();
      return grant;
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Sign-in error</title></head><body><h1>Something went wrong</h1>${Object.entries(
        out,
      )
        .map(([key, value]) => `<p><strong>${escapeForError(key)}</strong>: ${escapeForError(String(value))}</p>`)
        .join('')}</body></html>`;
    },
  };
}

function escapeForError(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
