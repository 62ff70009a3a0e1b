import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { IDP_ORIGIN } from './signIn.ts';

/**
 * Requests to platform-sim from another loopback address (`127.0.0.7`, say): the servers see it as another
 * client, so a test can get that address throttled without touching the browser's (127.0.0.1), which
 * every other test signs in from.
 */
export interface FromAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<FromAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: init.method ?? 'GET', headers: init.headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

/** The IdP's sign-in form opened from `localAddress`: post credentials to it with `signIn`. */
export async function openSignInFormFrom(localAddress: string) {
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL('/authorize', IDP_ORIGIN);
  for (const [name, value] of Object.entries({
    client_id: 'beacon-console',
    redirect_uri: 'http://localhost:3000',
    response_type: 'code',
    scope: 'openid profile email',
    audience: 'https://api.beacon.local',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  })) {
    authorize.searchParams.set(name, value);
  }
  const started = await requestFrom(localAddress, authorize.href);
  const location = started.headers.location;
  if (typeof location !== 'string') throw new Error(`no sign-in form: ${started.status}`);
  const action = new URL(location, IDP_ORIGIN).href;
  const setCookie = started.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie : []).map((line) => line.split(';')[0]).join('; ');
  return {
    /** Posts the sign-in form: 401 wrong, 429 throttled, 303 on to the console. */
    signIn: (email: string, password: string) =>
      requestFrom(localAddress, action, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, password }).toString(),
      }),
  };
}
