import type { ConsoleConfig } from '@beacon/shared';

/** The identity provider's password database (Auth0's default database connection name). */
export const PASSWORD_CONNECTION = 'Username-Password-Authentication';

/** The identity provider's origin: an Auth0 domain is configured without a scheme. */
export function identityProviderOrigin(domain: string): string {
  return /^https?:\/\//.test(domain) ? domain.replace(/\/+$/, '') : `https://${domain}`;
}

/**
 * Asks the identity provider to send a password-change e-mail (admin-and-hotspots.md §7.3: client
 * id, email, connection). Resolves on success; rejects with an Error carrying the provider's message.
 */
export async function requestPasswordChange(
  auth0: ConsoleConfig['auth0'],
  email: string,
  send: typeof fetch = fetch,
): Promise<void> {
  const response = await send(`${identityProviderOrigin(auth0.domain)}/dbconnections/change_password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: auth0.clientId, email, connection: PASSWORD_CONNECTION }),
  });
  if (response.ok) return;
  let message = `HTTP ${response.status}`;
  try {
    const body = (await response.json()) as { error_description?: string; description?: string; message?: string };
    message = body.error_description ?? body.description ?? body.message ?? message;
  } catch {
    // Not JSON: keep the status.
  }
  throw new Error(message);
}
