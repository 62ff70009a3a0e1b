import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { escapeHtml } from './html.ts';
import { readCookie, redirect, send } from './http.ts';
import { CLIENT_ID } from './settings.ts';

const HTML = 'text/html; charset=utf-8';

/** `returnTo` is honoured only when its origin is on the allow-list (and it has no credentials in it). */
export function isAllowedReturnTo(returnTo: string, allowedOrigins: ReadonlySet<string>): boolean {
  const url = URL.parse(returnTo);
  return !!url && !url.username && !url.password && allowedOrigins.has(url.origin);
}

function expiredCookie(name: string): string {
  return `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; httponly; samesite=lax`;
}

/** Ends the oidc-provider session named by the request's session cookie, and clears the cookie. */
async function endSession(provider: Provider, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const name = provider.cookieName('session');
  const sessionId = readCookie(req, name);
  if (sessionId) {
    const session = await provider.Session.find(sessionId);
    await session?.destroy();
  }
  res.setHeader('set-cookie', [expiredCookie(name), expiredCookie(`${name}.sig`)]);
}

/**
 * Auth0's logout: `GET /v2/logout?client_id=…&returnTo=…`, no id_token_hint. Ends the session, then
 * redirects to `returnTo` when allowed. A `returnTo` off the allow-list is refused with 400 (as Auth0
 * does) and the session is left alone; without `returnTo` a "signed out" page is shown.
 */
export async function handleLogout(
  provider: Provider,
  allowedOrigins: ReadonlySet<string>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(res, 405, 'Method not allowed', undefined, { allow: 'GET' });
    return;
  }
  const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
  const clientId = query.get('client_id');
  const returnTo = query.get('returnTo');
  if (clientId !== null && clientId !== CLIENT_ID) {
    send(res, 400, `Unknown client_id: ${clientId}`);
    return;
  }
  if (returnTo !== null && !isAllowedReturnTo(returnTo, allowedOrigins)) {
    send(
      res,
      400,
      `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Logout error</title></head><body><h1>Logout error</h1><p>The returnTo URL ${escapeHtml(returnTo)} is not on the allow-list of logout URLs.</p></body></html>`,
      HTML,
    );
    return;
  }
  await endSession(provider, req, res);
  if (returnTo !== null) {
    redirect(res, returnTo);
    return;
  }
  send(
    res,
    200,
    '<!DOCTYPE html><html><head><meta charset="utf-8"><title>Signed out</title></head><body><h1>You are signed out.</h1></body></html>',
    HTML,
  );
}
