import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { JSONWebKeySet, JWTVerifyGetKey } from 'jose';
import { findUserById } from '../idp/users.ts';
import { HttpError, MESSAGES } from './errors.ts';

/** The signed-in user of a call. */
export interface Caller {
  readonly id: string;
  readonly email: string;
  readonly platformAdmin: boolean;
  /** Rate-limit key: `sub` + `jti`, or a hash of the raw token. */
  readonly tokenKey: string;
}

export type JwksSource = JSONWebKeySet | string | URL | JWTVerifyGetKey;

export function keyResolver(jwks: JwksSource): JWTVerifyGetKey {
  if (typeof jwks === 'function') return jwks;
  if (typeof jwks === 'string' || jwks instanceof URL) return createRemoteJWKSet(new URL(jwks));
  return createLocalJWKSet(jwks);
}

export interface VerifierOptions {
  jwks: JwksSource;
  issuer: string;
  audience: string;
  /** Users who are platform staff; default: the IdP's demo users marked platformAdmin. */
  isPlatformAdmin?: (userId: string) => boolean;
}

export function createVerifier(options: VerifierOptions) {
  const keys = keyResolver(options.jwks);
  const isPlatformAdmin = options.isPlatformAdmin ?? ((id: string) => findUserById(id)?.platformAdmin === true);
  return async (req: IncomingMessage): Promise<Caller> => {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new HttpError(401, MESSAGES.unauthorized, 'Missing bearer token');
    const token = match[1];
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp'],
      });
      const sub = payload.sub ?? '';
      const email = typeof payload.email === 'string' ? payload.email : (findUserById(sub)?.email ?? '');
      const tokenKey =
        typeof payload.jti === 'string'
          ? `${sub} ${payload.jti}`
          : createHash('sha256').update(token).digest('base64url');
      return { id: sub, email, platformAdmin: isPlatformAdmin(sub), tokenKey };
    } catch (error) {
      const detail = error instanceof errors.JWTExpired ? 'Token expired' : 'Invalid token';
      throw new HttpError(401, MESSAGES.unauthorized, detail);
    }
  };
}
