import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { renderLoginPage } from './html.ts';
import { bodyErrorMessage, readFields, send } from './http.ts';
import { lockedMessage } from './signInThrottle.ts';
import type { SignInThrottle } from './signInThrottle.ts';
import { authenticate } from './users.ts';

export const INTERACTION_PREFIX = '/interaction/';
export const WRONG_CREDENTIALS = 'Wrong email or password.';

const HTML = 'text/html; charset=utf-8';
/** The sign-in page may not be framed (clickjacking); it loads nothing from elsewhere. */
const PAGE_HEADERS = {
  'x-frame-options': 'DENY',
  // No form-action: Chrome applies it to the redirects after the POST, which end at the console.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
};

/**
 * The login interaction at `/interaction/:uid`: GET shows the form, POST checks the credentials.
 * Consent is never asked: `loadExistingGrant` grants the first-party console automatically.
 * Failed sign-ins go through `throttle`: a locked email or client address is refused with 429, even with
 * the right password, and the failures of an address that tries many emails are answered slower.
 */
export async function handleInteraction(
  provider: Provider,
  throttle: SignInThrottle,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  let details;
  try {
    details = await provider.interactionDetails(req, res);
  } catch {
    send(res, 400, 'This sign-in request has expired or is unknown. Go back to the console and sign in again.');
    return;
  }
  const { uid, prompt, params } = details;
  const action = `${INTERACTION_PREFIX}${encodeURIComponent(uid)}`;
  const loginHint = typeof params.login_hint === 'string' ? params.login_hint : '';
  const page = (status: number, email: string, error?: string, headers: Record<string, string> = {}) =>
    send(res, status, renderLoginPage({ action, email, error }), HTML, { ...PAGE_HEADERS, ...headers });

  if (req.method === 'GET') {
    page(200, loginHint);
    return;
  }
  if (req.method !== 'POST') {
    send(res, 405, 'Method not allowed', undefined, { allow: 'GET, POST' });
    return;
  }
  if (prompt.name !== 'login') {
    // Only "login" is interactive here; anything else is granted by policy, so finish straight away.
    await provider.interactionFinished(req, res, {}, { mergeWithLastSubmission: true });
    return;
  }

  let fields: Record<string, string>;
  try {
    fields = await readFields(req);
  } catch (error) {
    page(400, loginHint, bodyErrorMessage(error));
    return;
  }
  const email = fields.email ?? '';
  const attempt = { email, address: req.socket.remoteAddress ?? 'unknown' };
  const lockedMs = throttle.lockedFor(attempt);
  if (lockedMs > 0) {
    page(429, email, lockedMessage(lockedMs), { 'retry-after': String(Math.ceil(lockedMs / 1000)) });
    return;
  }
  const user = authenticate(email, fields.password ?? '');
  if (!user) {
    const holdMs = throttle.recordFailure(attempt);
    if (holdMs > 0) await new Promise((resolve) => setTimeout(resolve, holdMs));
    page(401, email, WRONG_CREDENTIALS);
    return;
  }
  throttle.recordSuccess(attempt);
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: user.id, amr: ['pwd'] } },
    { mergeWithLastSubmission: false },
  );
}
