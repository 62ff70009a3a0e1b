import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { JSONWebKeySet, JWTPayload, JWTVerifyGetKey } from 'jose';
import { API_TOKEN_SECRET_PREFIX } from '@beacon/shared/contract';
import type { AssignableLevel } from '@beacon/shared/contract';
import { findUserById } from '../idp/users.ts';
import { HttpError, MESSAGES } from './errors.ts';

/** The signed-in user of a call, or an API token of one account. */
export interface Caller {
  readonly id: string;
  readonly email: string;
  readonly platformAdmin: boolean;
  /** Set when the call authenticated with an API token's secret: only its account, at its level. */
  readonly token?: TokenCaller;
}

export interface TokenCaller {
  readonly id: string;
  readonly name: string;
  readonly account: string;
  /** The level it acts with: the lower of its own and its creator's current level. */
  readonly level: AssignableLevel;
  /** The e-mail of the person who made it. */
  readonly createdBy: string;
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
  /**
   * Resolves an API token's secret (`bkn_…`) to its caller; undefined when unknown, expired or rotated out.
   * Throws an HttpError when the token is known but no longer works (its creator left the account).
   */
  apiToken?: (secret: string) => Caller | undefined;
  /** The IdP's check of ended sessions and revoked tokens (main.ts: `idp.checkAccessToken`); default none. */
  checkAccessToken?: AccessTokenCheck;
}

/** Why an access token's verified payload no longer works (logged out, revoked), or undefined. */
export type AccessTokenCheck = (payload: JWTPayload) => string | undefined;

export function createVerifier(options: VerifierOptions) {
  const keys = keyResolver(options.jwks);
  const isPlatformAdmin = options.isPlatformAdmin ?? ((id: string) => findUserById(id)?.platformAdmin === true);
  /** Verifies the `Authorization` header's bearer token; 401 when missing, invalid or expired. */
  return async (authorization: string | undefined): Promise<Caller> => {
    const header = authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new HttpError(401, MESSAGES.unauthorized, 'Missing bearer token');
    const token = match[1];
    if (token.startsWith(API_TOKEN_SECRET_PREFIX)) {
      const caller = options.apiToken?.(token);
      if (caller === undefined) throw new HttpError(401, MESSAGES.unauthorized, 'Invalid API token');
      return caller;
    }
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (error) {
      const detail = error instanceof errors.JWTExpired ? 'Token expired' : 'Invalid token';
      throw new HttpError(401, MESSAGES.unauthorized, detail);
    }
    const ended = options.checkAccessToken?.(payload);
    if (ended !== undefined) throw new HttpError(401, MESSAGES.unauthorized, ended);
    const sub = payload.sub ?? '';
    const email = typeof payload.email === 'string' ? payload.email : (findUserById(sub)?.email ?? '');
    return { id: sub, email, platformAdmin: isPlatformAdmin(sub) };
  };
}
