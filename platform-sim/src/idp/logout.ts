import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { escapeHtml } from './html.ts';
import { readCookie, redirect, requestTarget, send } from './http.ts';
import { CLIENT_ID } from './settings.ts';

const HTML = 'text/html; charset=utf-8';

/** C0 controls (CR, LF, NUL, tab, …), DEL and C1 controls. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * `returnTo` parsed, or undefined when it is not a URL or holds control characters. Its `href` is the
 * normalised form that is redirected to: non-ASCII percent-encoded, backslashes turned into slashes.
 */
export function parseReturnTo(returnTo: string): URL | undefined {
  if (CONTROL_CHARACTER.test(returnTo)) return undefined;
  return URL.parse(returnTo) ?? undefined;
}

/** `returnTo` is honoured only when its origin is on the allow-list (and it has no credentials in it). */
export function isAllowedReturnTo(returnTo: URL, allowedOrigins: ReadonlySet<string>): boolean {
  return !returnTo.username && !returnTo.password && allowedOrigins.has(returnTo.origin);
}

function logoutError(message: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Logout error</title></head><body><h1>Logout error</h1><p>${escapeHtml(message)}</p></body></html>`;
}

function expiredCookie(name: string): string {
  return `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; httponly; samesite=lax`;
}

/** Ends the oidc-provider session named by the request's session cookie (and its access tokens), and clears the cookie. */
async function endSession(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  onEnded: (sessionUid: string) => void,
): Promise<void> {
  const name = provider.cookieName('session');
  const sessionId = readCookie(req, name);
  if (sessionId) {
    const session = await provider.Session.find(sessionId);
    if (session) {
      // Its access tokens carry `sid` = the session's uid: the API refuses them from now on.
      onEnded(session.uid);
      await session.destroy();
    }
  }
  res.setHeader('set-cookie', [expiredCookie(name), expiredCookie(`${name}.sig`)]);
}

/**
 * Auth0's logout: `GET /v2/logout?client_id=…&returnTo=…`, no id_token_hint. Ends the session, then
 * redirects to the normalised `returnTo` when allowed. A `returnTo` that is not a URL, holds control
 * characters or is off the allow-list is refused with 400 (as Auth0 does) and the session is left
 * alone; without `returnTo` a "signed out" page is shown.
 */
export async function handleLogout(
  provider: Provider,
  allowedOrigins: ReadonlySet<string>,
  req: IncomingMessage,
  res: ServerResponse,
  onSessionEnded: (sessionUid: string) => void = () => undefined,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(res, 405, 'Method not allowed', undefined, { allow: 'GET' });
    return;
  }
  const { query } = requestTarget(req);
  const clientId = query.get('client_id');
  const returnTo = query.get('returnTo');
  if (clientId !== null && clientId !== CLIENT_ID) {
    send(res, 400, `Unknown client_id: ${clientId}`);
    return;
  }
  const target = returnTo === null ? undefined : parseReturnTo(returnTo);
  if (returnTo !== null && !target) {
    send(res, 400, logoutError('The returnTo parameter is not a valid URL.'), HTML);
    return;
  }
  if (target && !isAllowedReturnTo(target, allowedOrigins)) {
    send(res, 400, logoutError(`The returnTo URL ${target.href} is not on the allow-list of logout URLs.`), HTML);
    return;
  }
  await endSession(provider, req, res, onSessionEnded);
  if (target) {
    redirect(res, target.href);
    return;
  }
  send(
    res,
    200,
    '<!DOCTYPE html><html><head><meta charset="utf-8"><title>Signed out</title></head><body><h1>You are signed out.</h1></body></html>',
    HTML,
  );
}
