import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { renderLoginPage } from './html.ts';
import { readFields, send } from './http.ts';
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
 */
export async function handleInteraction(provider: Provider, req: IncomingMessage, res: ServerResponse): Promise<void> {
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

  if (req.method === 'GET') {
    send(res, 200, renderLoginPage({ action, email: loginHint }), HTML, PAGE_HEADERS);
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

  const fields = await readFields(req);
  const email = fields.email ?? '';
  const user = authenticate(email, fields.password ?? '');
  if (!user) {
    send(res, 401, renderLoginPage({ action, email, error: WRONG_CREDENTIALS }), HTML, PAGE_HEADERS);
    return;
  }
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: user.id, amr: ['pwd'] } },
    { mergeWithLastSubmission: false },
  );
}
