import type { IncomingMessage, ServerResponse } from 'node:http';
import { jwtVerify } from 'jose';
import type { JWTVerifyGetKey } from 'jose';
import { sendJson } from './http.ts';
import { API_AUDIENCE } from './settings.ts';
import { findUserById } from './users.ts';

/** The bearer token when it looks like a JWT (three dot-separated parts), else undefined. */
export function bearerJwt(req: IncomingMessage): string | undefined {
  const match = /^Bearer\s+([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}

/**
 * `/userinfo` for the API's JWT access tokens. oidc-provider's own userinfo endpoint only takes tokens
 * without an audience; Auth0 accepts its API tokens there, so JWTs are answered here.
 */
export async function handleJwtUserinfo(
  token: string,
  keys: JWTVerifyGetKey,
  issuer: string,
  res: ServerResponse,
): Promise<void> {
  const unauthorized = (description: string) => {
    res.setHeader('www-authenticate', `Bearer error="invalid_token", error_description="${description}"`);
    sendJson(res, 401, { error: 'invalid_token', error_description: description });
  };
  let sub: string | undefined;
  let scopes: Set<string>;
  try {
    const { payload } = await jwtVerify(token, keys, { issuer, audience: API_AUDIENCE, algorithms: ['RS256'] });
    sub = payload.sub;
    scopes = new Set(typeof payload.scope === 'string' ? payload.scope.split(' ') : []);
  } catch {
    unauthorized('invalid or expired access token');
    return;
  }
  const user = sub ? findUserById(sub) : undefined;
  if (!user || !scopes.has('openid')) {
    unauthorized('access token not usable for userinfo');
    return;
  }
  sendJson(res, 200, {
    sub: user.id,
    ...(scopes.has('email') ? { email: user.email, email_verified: true } : {}),
    ...(scopes.has('profile')
      ? { name: user.name, nickname: user.nickname, ...(user.picture ? { picture: user.picture } : {}) }
      : {}),
  });
}
