/**
 * `/oauth/revoke` with a JWT access token. oidc-provider refuses structured tokens there
 * (`unsupported_token_type`): once it has authenticated the client, this answers 200 instead, as
 * RFC 7009 does for any token, and when the token is one this IdP signed for that client, its `jti`
 * is revoked until its `exp` (the API then answers 401 for it).
 */
import { jwtVerify } from 'jose';
import type { JWTVerifyGetKey } from 'jose';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { AccessTokenChecks } from './accessTokenChecks.ts';

export function acceptJwtRevocation(keys: JWTVerifyGetKey, issuer: string, checks: AccessTokenChecks) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> => {
    await next();
    const error = (ctx.body as { error?: unknown } | undefined)?.error;
    if (ctx.oidc?.route !== 'revocation' || ctx.status !== 400 || error !== 'unsupported_token_type') return;
    const clientId = ctx.oidc.client?.clientId;
    const token = ctx.oidc.params?.token;
    if (clientId === undefined || typeof token !== 'string') return;
    try {
      const { payload } = await jwtVerify(token, keys, { issuer, algorithms: ['RS256'] });
      if (payload.client_id === clientId && typeof payload.jti === 'string' && typeof payload.exp === 'number') {
        checks.revoke(payload.jti, payload.exp);
      }
    } catch {
      // Not one of ours (or expired already): nothing to revoke, and the answer is the same.
    }
    ctx.status = 200;
    ctx.body = '';
  };
}
