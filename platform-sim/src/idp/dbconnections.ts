import type { IncomingMessage, ServerResponse } from 'node:http';
import { FAULT_SECRET_HEADER, sameSecret } from '../testSecret.ts';
import type { Outbox, OutboxAccess } from './outbox.ts';
import { bodyErrorMessage, readFields, send, sendJson } from './http.ts';
import { CLIENT_ID } from './settings.ts';

/** Auth0's answer to a password-change request, whether or not the account exists. */
export const CHANGE_PASSWORD_MESSAGE = "We've just sent you an email to reset your password.";

/**
 * `POST /dbconnections/change_password` with JSON `{ client_id, email, connection }`: records a
 * password-change mail in the outbox. Like Auth0 it does not reveal whether the email is known.
 */
export async function handleChangePassword(outbox: Outbox, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') {
    send(res, 405, 'Method not allowed', undefined, { allow: 'POST' });
    return;
  }
  let fields: Record<string, string>;
  try {
    fields = await readFields(req);
  } catch (error) {
    sendJson(res, 400, { error: 'invalid_body', error_description: bodyErrorMessage(error) });
    return;
  }
  const email = fields.email?.trim() ?? '';
  if (fields.client_id !== CLIENT_ID) {
    sendJson(res, 400, { error: 'invalid_request', error_description: 'Unknown or missing client_id.' });
    return;
  }
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
    sendJson(res, 400, { error: 'invalid_request', error_description: 'A valid email is required.' });
    return;
  }
  outbox.record({
    to: email,
    kind: 'password-change',
    data: { connection: fields.connection ?? 'Username-Password-Authentication' },
  });
  send(res, 200, CHANGE_PASSWORD_MESSAGE);
}

/**
 * `GET /__outbox`: the recorded mail, for tests and development; `DELETE` clears it. It holds invite codes,
 * so it answers only when the development flag opens it or the request carries the test secret.
 */
export function handleOutbox(outbox: Outbox, access: OutboxAccess, req: IncomingMessage, res: ServerResponse): void {
  const header = req.headers[FAULT_SECRET_HEADER];
  if (access.open !== true && !sameSecret(typeof header === 'string' ? header : undefined, access.secret)) {
    sendJson(res, 403, {
      error: 'forbidden',
      error_description: 'The outbox needs the test secret or PLATFORM_SIM_OUTBOX=on',
    });
    return;
  }
  if (req.method === 'DELETE') {
    outbox.clear();
    res.writeHead(204).end();
    return;
  }
  sendJson(res, 200, outbox.list());
}
