/** Helpers for driving the IdP with plain fetch in tests: manual redirects, cookies by hand, PKCE. */
import { createHash, randomBytes } from 'node:crypto';
import type { IdentityProvider } from './createIdp.ts';
import { API_AUDIENCE, CLIENT_ID } from './settings.ts';

export const REDIRECT_URI = 'http://localhost:3000';
export const CONSOLE_ORIGIN = 'http://localhost:3000';

export class CookieJar {
  readonly #cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function createPkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface AuthorizeParams {
  state: string;
  nonce: string;
  pkce: Pkce;
  prompt?: string;
  responseMode?: 'query' | 'web_message';
  scope?: string;
}

export function authorizeUrl(idp: IdentityProvider, p: AuthorizeParams): string {
  const url = new URL('authorize', idp.issuer);
  const params: Record<string, string | undefined> = {
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: p.scope ?? 'openid profile email offline_access',
    audience: API_AUDIENCE,
    state: p.state,
    nonce: p.nonce,
    code_challenge: p.pkce.challenge,
    code_challenge_method: 'S256',
    prompt: p.prompt,
    response_mode: p.responseMode,
  };
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return url.href;
}

/** A request that carries and records the jar's cookies and never follows redirects. */
export async function request(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = jar.header();
  if (cookie) headers.set('cookie', cookie);
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(response);
  return response;
}

/** Follows redirects within the IdP; stops at the first response that is not a redirect to the IdP. */
export async function follow(jar: CookieJar, idp: IdentityProvider, url: string): Promise<Response> {
  let response = await request(jar, url);
  for (let hops = 0; hops < 10; hops += 1) {
    const location = response.headers.get('location');
    if (!location || response.status < 300 || response.status >= 400) return response;
    const next = new URL(location, url);
    if (!next.href.startsWith(idp.issuer)) return response;
    url = next.href;
    response = await request(jar, url);
  }
  throw new Error('too many redirects');
}

/** A CORS preflight from the console origin for a POST to `url` sending `requestHeaders`. */
export function preflight(url: string | URL, requestHeaders: string): Promise<Response> {
  return fetch(url, {
    method: 'OPTIONS',
    headers: {
      origin: CONSOLE_ORIGIN,
      'access-control-request-method': 'POST',
      'access-control-request-headers': requestHeaders,
    },
  });
}

export function postForm(jar: CookieJar, url: string, fields: Record<string, string>): Promise<Response> {
  return request(jar, url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

export function formAction(html: string, base: string): string {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no form on the page');
  return new URL(action.replaceAll('&amp;', '&'), base).href;
}

export interface SignedIn {
  jar: CookieJar;
  code: string;
  state: string;
  nonce: string;
  pkce: Pkce;
}

export interface SignInForm {
  jar: CookieJar;
  /** Where the sign-in form posts. */
  action: string;
  state: string;
  nonce: string;
  pkce: Pkce;
}

/** Starts an authorization request and stops at the sign-in form. */
export async function openSignInForm(idp: IdentityProvider): Promise<SignInForm> {
  const jar = new CookieJar();
  const pkce = createPkce();
  const state = randomBytes(8).toString('hex');
  const nonce = randomBytes(8).toString('hex');
  const page = await follow(jar, idp, authorizeUrl(idp, { state, nonce, pkce }));
  return { jar, action: formAction(await page.text(), page.url), state, nonce, pkce };
}

/** The whole interactive sign-in, ending at the redirect back to the console. */
export async function signIn(idp: IdentityProvider, email: string, password = 'demo'): Promise<SignedIn> {
  const { jar, action, state, nonce, pkce } = await openSignInForm(idp);
  const done = await postForm(jar, action, { email, password });
  const back = await follow(jar, idp, new URL(done.headers.get('location') ?? '', action).href);
  const location = new URL(back.headers.get('location') ?? '');
  const code = location.searchParams.get('code');
  if (!code) throw new Error(`no code in ${location.href}`);
  return { jar, code, state, nonce, pkce };
}

export async function tokenRequest(idp: IdentityProvider, fields: Record<string, string>): Promise<Response> {
  return fetch(new URL('oauth/token', idp.issuer), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: CONSOLE_ORIGIN },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...fields }).toString(),
  });
}

export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

export async function exchangeCode(idp: IdentityProvider, signedIn: SignedIn): Promise<TokenSet> {
  const response = await tokenRequest(idp, {
    grant_type: 'authorization_code',
    code: signedIn.code,
    code_verifier: signedIn.pkce.verifier,
    redirect_uri: REDIRECT_URI,
  });
  if (response.status !== 200) throw new Error(`token: ${response.status} ${await response.text()}`);
  return (await response.json()) as TokenSet;
}
